// "Supprimer" an establishment, after a French confirmation (the matrix lets only developers
// delete; the button is hidden otherwise).
import { useDelete } from "@refinedev/core";
import { App, Button } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { agencyText } from "./labels.ts";

export const AgencyDeleteButton = ({
  agency,
  onDeleted,
}: {
  agency: { id: string; name: string };
  onDeleted: () => void;
}) => {
  const { modal } = App.useApp();
  const { mutateAsync } = useDelete();
  const confirm = () =>
    modal.confirm({
      title: agencyText("deleteConfirm", { name: agency.name }),
      content: agencyText("deleteHint"),
      okText: agencyText("delete"),
      okButtonProps: { danger: true },
      cancelText: t("components.form.cancel"),
      onOk: () =>
        mutateAsync({ resource: "agency", id: agency.id, mutationMode: "pessimistic", ...MUTATION_NOTIFICATIONS }).then(
          onDeleted,
          () => undefined,
        ),
    });
  return (
    <Button size="small" type="link" danger onClick={confirm}>
      {agencyText("delete")}
    </Button>
  );
};
