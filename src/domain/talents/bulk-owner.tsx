// « Changer le responsable » of a talents selection (issue #49): one call to public.bulk_update,
// which records the before values of each changed talent; the toast's « Annuler » undoes the whole
// change at once (public.undo_bulk_change), or says which talent changed since. Nothing for the
// roles that may not update talents.
import { useCan } from "@refinedev/core";
import { Button, Space } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { useBulkUndoToast } from "../../components/undo/use-undo.ts";
import { t } from "../../i18n/index.ts";
import { dbErrorNotification } from "../../lib/forms/notifications.ts";
import { OwnerSelect } from "../team/owner-select.tsx";

export const BulkOwnerChange = ({ talentIds, onDone }: { talentIds: readonly string[]; onDone?: () => void }) => {
  const [owner, setOwner] = useState<string | undefined>();
  const { data: canUpdate } = useCan({ resource: "talent", action: "edit" });
  const { mutate, isPending } = useRpcMutation();
  const undoToast = useBulkUndoToast();
  if (!canUpdate?.can) return null;
  const apply = () =>
    mutate(
      "bulk_update",
      { p_entity: "talent", p_ids: [...talentIds], p_values: { owner_id: owner } },
      {
        successNotification: false,
        errorNotification: dbErrorNotification,
        onSuccess: (answer) => {
          undoToast("talent", answer as { change: string; count: number });
          onDone?.();
        },
      },
    );
  return (
    <Space wrap>
      <OwnerSelect
        aria-label={t("domain.talents.bulkOwner.owner")}
        placeholder={t("domain.talents.bulkOwner.owner")}
        style={{ minWidth: 180 }}
        value={owner}
        onChange={(value?: string) => setOwner(value)}
      />
      <Button disabled={!owner || talentIds.length === 0} loading={isPending} onClick={apply}>
        {t("domain.talents.bulkOwner.apply", { count: talentIds.length })}
      </Button>
    </Space>
  );
};
