// A talents selection's bulk changes (issue #49): « Changer le responsable » and « Changer la
// disponibilité », each one call to public.bulk_update, which records the before values of each
// changed talent (the status moves' rules still judge each row, in the table's triggers); the
// toast's « Annuler » undoes the whole change at once (public.undo_bulk_change), or says which
// talent changed since. Nothing for the roles that may not update talents.
import { useCan } from "@refinedev/core";
import { Button, Select, Space } from "antd";
import { useState, type ReactNode } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { enumOptions } from "../../components/table/columns.tsx";
import { useBulkUndoToast } from "../../components/undo/use-undo.ts";
import { t } from "../../i18n/index.ts";
import { dbErrorNotification } from "../../lib/forms/notifications.ts";
import { OwnerSelect } from "../team/owner-select.tsx";
import { AVAILABILITY_STATUSES, AVAILABILITY_STATUS_STYLE } from "./constants.ts";

type Picker = (value: string | undefined, onChange: (value?: string) => void) => ReactNode;

const BulkTalentChange = ({
  talentIds,
  field,
  apply,
  picker,
  onDone,
}: {
  talentIds: readonly string[];
  field: "owner_id" | "availability_status";
  apply: string;
  picker: Picker;
  onDone?: () => void;
}) => {
  const [value, setValue] = useState<string | undefined>();
  const { data: canUpdate } = useCan({ resource: "talent", action: "edit" });
  const { mutate, isPending } = useRpcMutation();
  const undoToast = useBulkUndoToast();
  if (!canUpdate?.can) return null;
  const run = () =>
    mutate(
      "bulk_update",
      { p_entity: "talent", p_ids: [...talentIds], p_values: { [field]: value } },
      {
        successNotification: false,
        errorNotification: dbErrorNotification,
        onSuccess: (answer) => {
          undoToast("talent", answer as { change: string; count: number });
          setValue(undefined);
          onDone?.();
        },
      },
    );
  return (
    <Space wrap>
      {picker(value, setValue)}
      <Button disabled={!value || talentIds.length === 0} loading={isPending} onClick={run}>
        {apply}
      </Button>
    </Space>
  );
};

export const BulkOwnerChange = ({ talentIds, onDone }: { talentIds: readonly string[]; onDone?: () => void }) => (
  <BulkTalentChange
    talentIds={talentIds}
    field="owner_id"
    apply={t("domain.talents.bulkOwner.apply", { count: talentIds.length })}
    onDone={onDone}
    picker={(value, onChange) => (
      <OwnerSelect
        aria-label={t("domain.talents.bulkOwner.owner")}
        placeholder={t("domain.talents.bulkOwner.owner")}
        style={{ minWidth: 180 }}
        value={value}
        onChange={onChange}
      />
    )}
  />
);

export const BulkAvailabilityChange = ({
  talentIds,
  onDone,
}: {
  talentIds: readonly string[];
  onDone?: () => void;
}) => (
  <BulkTalentChange
    talentIds={talentIds}
    field="availability_status"
    apply={t("domain.talents.bulkAvailability.apply", { count: talentIds.length })}
    onDone={onDone}
    picker={(value, onChange) => (
      <Select
        aria-label={t("domain.talents.bulkAvailability.status")}
        placeholder={t("domain.talents.bulkAvailability.status")}
        style={{ minWidth: 160 }}
        value={value}
        onChange={onChange}
        options={enumOptions(AVAILABILITY_STATUSES, AVAILABILITY_STATUS_STYLE)}
      />
    )}
  />
);
