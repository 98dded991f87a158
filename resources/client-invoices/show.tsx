// /client-invoices/:id: an invoice or credit note — its header figures, the actions its status and
// the user's rights allow, its lines by timesheet week, its payments, its lifecycle at the
// plateforme agréée, its credit notes (or the invoice it credits) and its status history.
import { Alert, Col, Row, Skeleton, Space } from "antd";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { InvoiceActionsCard } from "./actions-card.tsx";
import { useReloadInvoice } from "./calls.ts";
import { INVOICE_KIND_STYLE, INVOICE_STATUS_STYLE } from "./constants.ts";
import { invoiceTitle } from "./format.ts";
import { HistoryCard } from "./history-card.tsx";
import { RecordHistoryPanel } from "../../src/components/history/record-history.tsx";
import { useInvoiceLines } from "./hooks.ts";
import { isIssued } from "./invoice.utils.ts";
import { LinesCard } from "./lines-card.tsx";
import { PaymentsCard } from "./payments-card.tsx";
import { PlatformCard } from "./platform-card.tsx";
import { RelatedCard } from "./related-card.tsx";
import { invoiceShowRead } from "../../src/domain/invoices/select.ts";
import { useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import { SummaryCard } from "./summary-card.tsx";
import type { InvoiceRow } from "../../src/domain/invoices/types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show) => t(`resources.clientInvoices.show.${key}`);

/** What the header shows, which a row of the invoices list holds: opened from it, the page shows it at once. */
const HEADER_FIELDS = ["number", "kind", "grouping_label", "status", "company"];

export const ClientInvoiceShow = () => {
  const { id = "" } = useParams();
  // until its read answers, the row of the list it was opened from shows its header; the rest
  // renders from the whole record (`record`), once the header is on screen
  const { query, record } = useRecordOpenedFromList<InvoiceRow>(invoiceShowRead(id), HEADER_FIELDS);
  const invoice = query.data?.data;
  const lines = useInvoiceLines(id);
  const roles = useCurrentUser().user?.roles ?? [];
  const reload = useReloadInvoice();
  const onDone = () => void reload();

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !invoice)
    return (
      <>
        <PageTitle>{t("routes.clientInvoice")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/client-invoices" backLabel={s("back")} />
        )}
      </>
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space align="center" wrap>
        <PageTitle>{invoiceTitle(invoice)}</PageTitle>
        <EnumTag value={invoice.status} style={INVOICE_STATUS_STYLE} />
        {invoice.kind === "credit_note" ? <EnumTag value={invoice.kind} style={INVOICE_KIND_STYLE} /> : null}
        {invoice.company ? <Link to={`/companies/${invoice.company.id}`}>{s("companyLink")}</Link> : null}
      </Space>
      {record ? (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <SummaryCard invoice={record} />
            </Col>
            <Col xs={24} xl={8}>
              <InvoiceActionsCard invoice={record} lines={lines.result.data} onDone={onDone} />
            </Col>
          </Row>
          <LinesCard
            lines={lines.result.data}
            loading={lines.query.isLoading}
            removable={record.status === "draft" && mayDo(roles, "client_invoice.prepare")}
            onDone={onDone}
          />
          {record.kind === "invoice" && isIssued(record) ? <PaymentsCard invoiceId={record.id} /> : null}
          {record.number ? <PlatformCard invoice={record} /> : null}
          <RelatedCard invoice={record} />
          <HistoryCard invoiceId={record.id} />
          <RecordHistoryPanel entity="client_invoice" id={record.id} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Space>
  );
};
