// The « PDF » of an issued invoice's summary: the link to its document once the server made it;
// until then what the queue says — « Document en cours de production », or « Échec : <why> » with
// « Relancer » for whoever may prepare invoices (document-job.ts). When the job is done the
// invoice is read again, and its link appears.
import { Button, Space, Spin, Typography } from "antd";
import { useEffect } from "react";
import { useSignedUrl } from "../../providers/client-calls.ts";
import { t } from "../../src/i18n/index.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { useReloadInvoice } from "./calls.ts";
import { PDF_URL_TTL_S } from "./constants.ts";
import { useDocumentJobs, useRetryDocument } from "./document-job.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.show.${key}`, vars);

const Link = ({ path }: { path: string }) => {
  const url = useSignedUrl("invoices", path, PDF_URL_TTL_S);
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer">
      {s("pdfOpen")}
    </a>
  ) : (
    <Typography.Text>{t("resources.clientInvoices.fields.pdf")}</Typography.Text>
  );
};

const Production = ({ invoiceId }: { invoiceId: string }) => {
  const { user } = useCurrentUser();
  const { result, query } = useDocumentJobs([invoiceId]);
  const { retry, busy } = useRetryDocument();
  const reload = useReloadInvoice();
  const job = result.data[0];
  const done = job?.status === "done";
  useEffect(() => {
    if (done) void reload();
  }, [done]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the job ends
  if (job?.status === "failed")
    return (
      <Space direction="vertical" size={4}>
        <Typography.Text type="danger">{s("pdfFailed", { reason: job.last_error ?? "" })}</Typography.Text>
        {mayDo(user?.roles ?? [], "client_invoice.prepare") ? (
          <Button
            size="small"
            loading={busy}
            onClick={async () => {
              if (await retry(job.id, s("pdfRetried"))) await query.refetch();
            }}
          >
            {s("pdfRetry")}
          </Button>
        ) : null}
      </Space>
    );
  return (
    <Space size={8} aria-live="polite">
      <Spin size="small" />
      <Typography.Text type="secondary">{s(job || query.isLoading ? "pdfProducing" : "pdfMissing")}</Typography.Text>
    </Space>
  );
};

export const DocumentCell = ({ invoiceId, path }: { invoiceId: string; path: string | null }) =>
  path ? <Link path={path} /> : <Production invoiceId={invoiceId} />;
