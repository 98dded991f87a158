// The « PDF » of an issued invoice's summary: the link to its document once the server made it;
// until then what the queue says (src/components/document-job) — « Document en cours de
// production », or « Échec : <why> » with « Relancer » for whoever may prepare invoices. When the
// job is done the invoice is read again, and its link appears.
import { Typography } from "antd";
import { useSignedUrl } from "../../providers/client-calls.ts";
import { DocumentProduction } from "../../src/components/document-job/document-production.tsx";
import { t } from "../../src/i18n/index.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { useReloadInvoice } from "./calls.ts";
import { PDF_URL_TTL_S } from "./constants.ts";
import type { InvoiceKind } from "./constants.ts";

const Link = ({ path }: { path: string }) => {
  const url = useSignedUrl("invoices", path, PDF_URL_TTL_S);
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer">
      {t("resources.clientInvoices.show.pdfOpen")}
    </a>
  ) : (
    <Typography.Text>{t("resources.clientInvoices.fields.pdf")}</Typography.Text>
  );
};

export const DocumentCell = ({
  invoiceId,
  kind,
  path,
}: {
  invoiceId: string;
  /** the queue's kind of its document: an invoice's or a credit note's */
  kind: InvoiceKind;
  path: string | null;
}) => {
  const { user } = useCurrentUser();
  const reload = useReloadInvoice();
  return path ? (
    <Link path={path} />
  ) : (
    <DocumentProduction
      recordId={invoiceId}
      kind={kind}
      mayRetry={mayDo(user?.roles ?? [], "client_invoice.prepare")}
      onDone={() => void reload()}
    />
  );
};
