// The reading of the workspace's CVs (docs/rules/talents-documents.md#resume-pipeline): how many
// talents are at each status (public.resume_index_progress), the share of CVs read, and « Relancer
// les échecs » for who may have CVs read: the failures go back « En attente » and are read one by
// one, the counts following. Mounted on /talents/deep-research.
import { Alert, Button, Card, Progress, Space, Typography } from "antd";
import { useState } from "react";
import { t } from "../../i18n/index.ts";
import { EnumTag } from "../table/columns.tsx";
import { toast } from "../../lib/toast/toast-store.ts";
import {
  useCanIndexResumes,
  useRequestResumeIndex,
  useResumeProgress,
  type ProgressRow,
  type ResumeReader,
} from "./calls.ts";
import { progressFigures } from "./progress.ts";
import { PROCESSING_STYLE } from "./resume-reading-panel.tsx";

const g = (key: keyof typeof import("./i18n.fr.ts").resumeIndexFr.progress, vars?: Record<string, string | number>) =>
  t(`resumeIndex.progress.${key}`, vars);

/** Reads the CVs two at a time (the function's work is mostly waiting on storage and the database). */
const readAll = async (reader: ResumeReader, documentIds: string[], onEach: (ok: boolean) => void) => {
  const queue = [...documentIds];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const result = await reader(id).catch(() => null);
      onEach(result?.status === "done");
    }
  };
  await Promise.all([worker(), worker()]);
};

/** `reader`: how each CV is read (`readResume` of providers/resume-index.ts; a stand-in in tests). */
export const IndexProgress = ({ reader }: { reader: ResumeReader }) => {
  const { rows, query } = useResumeProgress();
  const { request } = useRequestResumeIndex();
  const canIndex = useCanIndexResumes();
  const [run, setRun] = useState<{ total: number; done: number; failed: number } | null>(null);
  const figures = progressFigures(rows);

  const retryFailed = async () => {
    const queued = await request(null);
    if (!queued) return;
    if (queued.length === 0) {
      toast({ type: "danger", description: g("noFailure") });
      return;
    }
    const tally = { total: queued.length, done: 0, failed: 0 };
    setRun({ ...tally });
    await readAll(
      reader,
      queued.map((q) => q.document_id),
      (ok) => {
        if (ok) tally.done += 1;
        else tally.failed += 1;
        setRun({ ...tally });
      },
    );
    setRun(null);
    toast({ type: tally.failed ? "danger" : "success", description: g("retried", tally) });
    void query.refetch();
  };

  if (query.isError) return <Alert type="error" showIcon message={g("loadError")} />;
  return (
    <Card title={g("title")} size="small" loading={query.isLoading} role="region" aria-label={g("title")}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {figures.withCv === 0 ? (
          <Typography.Text type="secondary">{g("none")}</Typography.Text>
        ) : (
          <>
            <Typography.Text>{g("summary", { done: figures.done, total: figures.withCv })}</Typography.Text>
            <Progress percent={figures.percent} aria-label={g("percent")} />
          </>
        )}
        <Space wrap size={[8, 8]}>
          {rows.map((row: ProgressRow) => (
            <span key={row.resume_parsing_status}>
              <EnumTag value={row.resume_parsing_status} style={PROCESSING_STYLE} /> {Number(row.talent_count)}
            </span>
          ))}
        </Space>
        {run ? (
          <Typography.Text type="secondary" role="status">
            {g("retrying", { done: run.done + run.failed, total: run.total })}
          </Typography.Text>
        ) : null}
        {canIndex && figures.failed > 0 ? (
          <Button onClick={() => void retryFailed()} loading={!!run}>
            {g("retryFailed")}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
};
