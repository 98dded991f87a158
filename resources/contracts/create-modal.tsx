// The "Nouveau contrat" modal (create.tsx): the guided form, pre-filled from a retained
// application when one is given, saved in one call (public.save_contract: the contract, its
// workplace and its coefficient, or nothing). A refused save — SMIC, motif maximum, carence,
// coefficient band, in the database's French — keeps the values; a saved one opens the contract.
import { useModalForm } from "@refinedev/antd";
import { useOne, type HttpError } from "@refinedev/core";
import { Alert, Modal, Skeleton } from "antd";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { useCloseThenOpen } from "../../src/components/form/use-close-after-save.ts";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { t } from "../../src/i18n/index.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { ContractForm } from "./form.tsx";
import { APPLICATION_PREFILL_SELECT, valuesFromApplication, type ApplicationPrefill } from "./prefill.ts";
import { usePricingRights } from "./rights.ts";
import { NEW_CONTRACT_VALUES, toContractSave, type ContractFormValues } from "./schema.ts";

export type ContractCreateProps = {
  applicationId?: string;
  /** values prepared elsewhere (a replacement from the substitute bench) and the notice saying so */
  prefill?: { values: Partial<ContractFormValues>; notice: string };
  onClose?: () => void;
};

export const ContractCreateModal = ({
  openRequests,
  applicationId,
  prefill,
  onClose,
}: LazyModalProps & ContractCreateProps) => {
  const rights = usePricingRights();
  const application = useOne<ApplicationPrefill>({
    resource: "application",
    id: applicationId ?? "",
    meta: { select: APPLICATION_PREFILL_SELECT },
    queryOptions: { enabled: !!applicationId },
  });
  const { modalProps, formProps, show, onFinish, close } = useModalForm<
    SavedRow<"save_contract">,
    HttpError,
    SaveVariables<"save_contract">
  >({
    resource: "contract",
    action: "create",
    meta: saveMeta("save_contract"),
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => open(`/contracts/${data.id}`),
  });
  const open = useCloseThenOpen(close);
  useOpenOnRequest(openRequests, show);
  const app = application.result;
  const loading = !!applicationId && application.query.isLoading;
  const initialValues: Partial<ContractFormValues> = app?.id
    ? valuesFromApplication(app)
    : (prefill?.values ?? NEW_CONTRACT_VALUES);
  const submit = (values: ContractFormValues) => onFinish(toContractSave(values, rights)).catch(() => undefined);
  const title = t("resources.contracts.create.title");
  return (
    <Modal
      {...modalProps}
      forceRender={false}
      title={title}
      okText={t("components.form.save")}
      cancelText={t("components.form.cancel")}
      onCancel={(e) => {
        modalProps.onCancel?.(e);
        close();
        onClose?.();
      }}
      width={960}
      destroyOnHidden
    >
      {app?.mission ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t("resources.contracts.create.prefilled", {
            mission: app.mission.reference,
            talent: app.talent ? displayName(app.talent) : "—",
          })}
        />
      ) : null}
      {prefill ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={prefill.notice} /> : null}
      {loading ? (
        <Skeleton active />
      ) : (
        <ContractForm name={title} rights={rights} formProps={{ ...formProps, initialValues, onFinish: submit }} />
      )}
    </Modal>
  );
};
