// "Nouveau talent": the shared form in a modal over the list; on success, the new record.
import { useModalForm } from "@refinedev/antd";
import { Button, Modal } from "antd";
import { useNavigate } from "react-router";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { TalentForm } from "./form.tsx";
import { toTalentRow, type TalentFormValues } from "./schema.ts";

export const TalentCreateButton = () => {
  const navigate = useNavigate();
  const { modalProps, formProps, show, onFinish } = useModalForm<{ id: string }, never, TalentFormValues>({
    resource: "talent",
    action: "create",
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => navigate(`/talents/${data.id}/details`),
  });
  return (
    <>
      <Button type="primary" onClick={() => show()}>
        {t("resources.talents.list.create")}
      </Button>
      <Modal {...modalProps} title={t("resources.talents.create.title")} okText={t("components.form.save")} cancelText={t("components.form.cancel")} width={840} destroyOnHidden>
        <TalentForm
          formProps={{
            ...formProps,
            initialValues: { qualification_status: "new", availability_status: "available", contract_types: [], construction_types: [], is_top_profile: false, is_benched: false, mobility_radius_km: 30 },
            onFinish: (values) => onFinish(toTalentRow(values as TalentFormValues) as never),
          }}
        />
      </Modal>
    </>
  );
};
