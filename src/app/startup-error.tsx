// Shown when the app cannot learn where its backend is (no /config.json, no build settings).
import { Result } from "antd";
import { t } from "../i18n/index.ts";

export const StartupError = () => (
  <Result status="500" title={t("errors.internal")} subTitle={t("errors.missingConfig")} />
);
