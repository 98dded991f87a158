// The dialog of « Émettre la sélection » (bulk-issue.ts): a confirmation, then what was issued,
// what stayed a draft and why, and the server's production of their documents as it goes.
import { Alert, List, Modal, Progress, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { useBulkIssue } from "./bulk-issue.ts";
import { documentProgress, useDocumentJobs } from "../../src/components/document-job/document-job.ts";
import type { InvoiceListRow } from "../../src/domain/invoices/types.ts";

const b = (
  key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.bulkIssue,
  vars?: Record<string, string | number>,
) => t(`resources.clientInvoices.bulkIssue.${key}`, vars);

export const BulkIssueModal = ({
  rows,
  onClose,
  onDone,
}: {
  rows: InvoiceListRow[];
  onClose: () => void;
  onDone: () => void;
}) => {
  const { state, issue, busy } = useBulkIssue(rows);
  const issued = state.phase === "issued" ? state.issued : [];
  const jobs = useDocumentJobs(issued, ["invoice"]);
  const start = async () => {
    await issue((count) => b("issued", { count }));
    onDone();
  };
  if (state.phase === "confirm")
    return (
      <Modal
        open
        title={b("title")}
        okText={b("ok")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: busy }}
        onOk={() => void start()}
        onCancel={onClose}
        destroyOnHidden
      >
        <Typography.Paragraph>{b("text", { count: rows.length })}</Typography.Paragraph>
      </Modal>
    );
  const total = issued.length;
  const progress = documentProgress(jobs.result.data, total);
  return (
    <Modal
      open
      title={b("title")}
      okText={b("close")}
      cancelButtonProps={{ style: { display: "none" } }}
      onOk={onClose}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph strong>{b("issued", { count: total })}</Typography.Paragraph>
      {total ? (
        <div aria-live="polite">
          <Typography.Text>
            {progress.moving === 0
              ? b("pdfsDone", { done: progress.done, total })
              : b("pdfs", { done: progress.done, total })}
          </Typography.Text>
          <Progress
            percent={Math.round(((progress.done + progress.failed) / total) * 100)}
            aria-label={b("pdfs", { done: progress.done, total })}
          />
        </div>
      ) : null}
      {progress.failed ? <Alert type="warning" showIcon message={b("pdfsFailed", { count: progress.failed })} /> : null}
      {state.refused.length ? (
        <List
          size="small"
          header={<Typography.Text strong>{b("refused", { count: state.refused.length })}</Typography.Text>}
          dataSource={state.refused}
          renderItem={(r) => (
            <List.Item>
              <Typography.Text>
                {r.label} : {r.message}
              </Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </Modal>
  );
};
