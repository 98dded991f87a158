// The resume index as the search sees it: how many CVs are indexed, and a line saying the search
// runs lexically when no embedding provider is configured (no talent has an embedding).
import { Space, Typography } from "antd";
import { t } from "../../i18n/index.ts";
import { useIndexFigures } from "./hooks.ts";

export const IndexFigures = () => {
  const { indexed, lexical } = useIndexFigures();
  if (indexed === undefined && !lexical) return null;
  return (
    <Space direction="vertical" size={0}>
      {indexed !== undefined ? (
        <Typography.Text>{t("research.question.indexed", { count: indexed })}</Typography.Text>
      ) : null}
      {lexical ? <Typography.Text type="secondary">{t("research.question.lexical")}</Typography.Text> : null}
    </Space>
  );
};
