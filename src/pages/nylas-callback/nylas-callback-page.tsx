// Calendar and mail connection callback: no provider is configured, said plainly.
import { Result } from "antd";
import { t } from "../../i18n/index.ts";

export const NylasCallbackPage = () => (
  <Result status="info" title={t("nylas.title")} subTitle={t("nylas.notConfigured")} />
);
