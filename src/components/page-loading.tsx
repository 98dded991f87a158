// The one loading state for pages and guards: a centred spinner with its French label.
import { Flex, Spin } from "antd";
import { t } from "../i18n/index.ts";

export const PageLoading = () => (
  <Flex align="center" justify="center" style={{ minHeight: "40vh" }} role="status" aria-label={t("app.loading")}>
    <Spin size="large" />
  </Flex>
);
