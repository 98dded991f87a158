// A record's legal document while the server makes it (document-job.ts): « Document en cours de
// production », or « Échec : <why> » with « Relancer » when the screen says the user has the kind's
// retry right (`mayRetry`: mayDo(roles, document_kind.retry_permission); the database checks again).
// `onDone` runs once when the job ends, for the screen to read the record (and its file) again.
import { Button, Space, Spin, Typography } from "antd";
import { useEffect } from "react";
import { t } from "../../i18n/index.ts";
import { useDocumentJobs, useRetryDocument } from "./document-job.ts";

const d = (key: keyof typeof import("./i18n.fr.ts").documentJobFr, vars?: Record<string, string>) =>
  t(`components.documentJob.${key}`, vars);

export const DocumentProduction = ({
  recordId,
  kind,
  mayRetry,
  onDone,
}: {
  recordId: string;
  kind: string;
  mayRetry: boolean;
  onDone?: () => void;
}) => {
  const { result, query } = useDocumentJobs([recordId], [kind]);
  const { retry, busy } = useRetryDocument();
  const job = result.data[0];
  const done = job?.status === "done";
  useEffect(() => {
    if (done) onDone?.();
  }, [done]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the job ends
  if (done) return null;
  if (job?.status === "failed")
    return (
      <Space direction="vertical" size={4}>
        <Typography.Text type="danger">{d("failed", { reason: job.last_error ?? "" })}</Typography.Text>
        {mayRetry ? (
          <Button
            size="small"
            loading={busy}
            onClick={async () => {
              if (await retry(job.id, d("retried"))) await query.refetch();
            }}
          >
            {d("retry")}
          </Button>
        ) : null}
      </Space>
    );
  return (
    <Space size={8} aria-live="polite">
      <Spin size="small" />
      <Typography.Text type="secondary">{d(job || query.isLoading ? "producing" : "missing")}</Typography.Text>
    </Space>
  );
};
