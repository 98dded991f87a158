// The resume index as the search sees it: the reading of the workspace's CVs (IndexProgress, with
// the resume-index function as its reader), and how the search reads them. deep_research_search
// ranks by the words of the resumes on every engine: the vectors an embedding provider stores on
// hosted Supabase (talent_resume_embedding) are not used by the ranking yet, so the line is always
// there rather than guessed from a table that does not exist locally.
import { Space, Typography } from "antd";
import { readResume } from "../../../providers/resume-index.ts";
import { IndexProgress } from "../../components/resume-index/IndexProgress.tsx";
import { t } from "../../i18n/index.ts";

export const IndexFigures = () => (
  <Space direction="vertical" size="small" style={{ width: "100%" }}>
    <IndexProgress reader={readResume} />
    <Typography.Text type="secondary">{t("research.question.lexical")}</Typography.Text>
  </Space>
);
