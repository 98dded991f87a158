// Shown in place of a page the user's roles do not open.
import { Result } from "antd";
import { t } from "../../i18n/index.ts";

export const NoAccess = ({ reason }: { reason?: string }) => (
  <Result status="403" title={t("forbidden.title")} subTitle={reason ?? t("forbidden.reason")} />
);
