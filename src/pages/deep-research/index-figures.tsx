// The resume index as the search sees it: the reading of the workspace's CVs (IndexProgress, with
// the resume-index function as its reader), and a line saying the search runs lexically when no
// embedding provider is configured.
import { Space, Typography } from "antd";
import { readResume } from "../../../providers/resume-index.ts";
import { IndexProgress } from "../../components/resume-index/IndexProgress.tsx";
import { t } from "../../i18n/index.ts";
import { useLexicalOnly } from "./hooks.ts";

export const IndexFigures = () => {
  const lexical = useLexicalOnly();
  return (
    <Space direction="vertical" size="small" style={{ width: "100%" }}>
      <IndexProgress reader={readResume} />
      {lexical ? <Typography.Text type="secondary">{t("research.question.lexical")}</Typography.Text> : null}
    </Space>
  );
};
