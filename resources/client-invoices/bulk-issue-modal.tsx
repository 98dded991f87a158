// The dialog of « Émettre la sélection » (bulk-issue.ts): a confirmation, then what was issued,
// what stayed a draft and why, and the PDFs' progress.
import { Alert, List, Modal, Progress, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { useBulkIssue } from "./bulk-issue.ts";
import type { InvoiceListRow } from "./types.ts";

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
  const total = state.issued.length;
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
            {state.phase === "done"
              ? b("pdfsDone", { done: state.done, total })
              : b("pdfs", { done: state.done, total })}
          </Typography.Text>
          <Progress
            percent={Math.round(((state.done + state.failed) / total) * 100)}
            aria-label={b("pdfs", { done: state.done, total })}
          />
        </div>
      ) : null}
      {state.failed ? <Alert type="warning" showIcon message={b("pdfsFailed", { count: state.failed })} /> : null}
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
