// Empty and error states of a list, in French (loading is antd's spinner on the table).
import { Alert, Empty } from "antd";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";

export const EmptyList = () => <Empty description={t("components.list.empty")} />;

export const ListError = ({ error }: { error: unknown }) => (
  <Alert
    type="error"
    showIcon
    message={t("components.list.error")}
    description={errorMessage(error)}
    style={{ marginBottom: 16 }}
  />
);
