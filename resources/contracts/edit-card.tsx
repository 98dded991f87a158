// The contract's terms edited in place (the guided form, with its workplace and, for the roles
// that see it, its coefficient), saved in one call (public.save_contract). The status moves
// through the actions card, not through the form; a signed contract's terms are frozen
// (they change by amendment). An administrator's edit under review sends the contract back to
// the consultant (the database moves it to consultant_review and logs the diff).
import { useForm } from "@refinedev/antd";
import { useCan, type HttpError } from "@refinedev/core";
import { Alert, Button, Card, Skeleton, Typography } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { ContractForm } from "./form.tsx";
import { useContractPricing } from "./hooks.ts";
import { usePricingRights } from "./rights.ts";
import { contractFormValuesOf, toContractSave, type ContractFormValues } from "./schema.ts";
import { CONTRACT_SHOW_SELECT } from "./select.ts";
import type { ContractRow } from "./types.ts";

const LOCKED: readonly string[] = ["signed", "active", "ended", "terminated_early", "canceled"];
export const termsLocked = (status: string) => LOCKED.includes(status);

export const ContractEditCard = ({ contract, onSaved }: { contract: ContractRow; onSaved: () => void }) => {
  const rights = usePricingRights();
  const { pricing, query: pricingQuery } = useContractPricing(rights.canSeePricing ? contract.id : undefined);
  const { data: canEdit } = useCan({ resource: "contract", action: "edit", params: { id: contract.id } });
  const { formProps, saveButtonProps, onFinish, query } = useForm<
    ContractRow,
    HttpError,
    SaveVariables<"save_contract">,
    ContractRow,
    SavedRow<"save_contract">
  >({
    liveMode: "off",
    resource: "contract",
    action: "edit",
    id: contract.id,
    meta: { select: CONTRACT_SHOW_SELECT, ...saveMeta("save_contract") },
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: () => {
      onSaved();
      void pricingQuery.refetch();
    },
  });
  const record = query?.data?.data;
  const locked = termsLocked(contract.status);
  const readOnly = locked || canEdit?.can === false;
  const title = t("resources.contracts.show.details");
  const ready = record && (!rights.canSeePricing || !pricingQuery.isLoading);
  const submit = (values: ContractFormValues) => onFinish(toContractSave(values, rights)).catch(() => undefined);
  return (
    <Card title={title}>
      {locked ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t("resources.contracts.show.locked")} />
      ) : null}
      {pricing?.coefficient_override_at ? (
        <Typography.Paragraph type="secondary">
          {t("resources.contracts.fields.overrideBy", { date: formatDate(pricing.coefficient_override_at) })}
        </Typography.Paragraph>
      ) : null}
      {ready ? (
        <ContractForm
          name={title}
          rights={rights}
          lockParties={contract.is_amendment}
          previewBase={{ id: contract.id }}
          clientWarning={false}
          formProps={{
            ...formProps,
            initialValues: contractFormValuesOf(record, pricing),
            onFinish: submit,
            disabled: readOnly,
          }}
        />
      ) : (
        <Skeleton active />
      )}
      {readOnly ? null : (
        <Button type="primary" {...saveButtonProps} aria-busy={!!saveButtonProps.loading}>
          {t("components.form.save")}
        </Button>
      )}
    </Card>
  );
};
