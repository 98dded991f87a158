// « Ajouter à un vivier »: the button, for the roles that may add memberships (the insert grant
// of talent_hiring_pool), and its modal (add-to-pool-modal.tsx) loaded on the first click.
import { useCan } from "@refinedev/core";
import { Button, type ButtonProps } from "antd";
import { lazy, Suspense, useState } from "react";
import { t } from "../../../src/i18n/index.ts";

const load = () => import("../add-to-pool-modal.tsx");
const AddToPoolModal = lazy(() => load().then((m) => ({ default: m.AddToPoolModal })));

export const AddToPoolButton = ({
  talentIds,
  label,
  onAdded,
  ...buttonProps
}: Omit<ButtonProps, "onClick" | "children"> & {
  talentIds: readonly string[];
  /** the button's text (default « Ajouter à un vivier (n) ») */
  label?: string;
  onAdded?: (count: number) => void;
}) => {
  const [open, setOpen] = useState(false);
  const { data: canAdd } = useCan({ resource: "talent_hiring_pool", action: "create" });
  if (!canAdd?.can) return null;
  return (
    <>
      <Button
        {...buttonProps}
        disabled={buttonProps.disabled || talentIds.length === 0}
        onPointerEnter={() => void load().catch(() => undefined)}
        onFocus={() => void load().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        {label ?? t("resources.hiringPools.add.actionCount", { count: talentIds.length })}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddToPoolModal talentIds={talentIds} onClose={() => setOpen(false)} onAdded={onAdded} />
        </Suspense>
      ) : null}
    </>
  );
};
