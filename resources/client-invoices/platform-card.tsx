// An issued invoice's lifecycle at the plateforme agréée (supabase/schemas/23_invoice_platform.sql):
// the latest status, then each one received from the platform or sent by the agency, with its
// reason; a refusal or a rejection says how it is corrected (a credit note, then a new invoice).
import { Alert, Card, Empty, Space, Timeline, Typography } from "antd";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { PLATFORM_STATUS_STYLE } from "./constants.ts";
import { usePlatformEvents } from "./hooks.ts";
import { latestStatus, needsCorrection } from "./platform.ts";
import type { InvoiceRow } from "../../src/domain/invoices/types.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.show, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.show.${key}`, vars);

export const PlatformCard = ({ invoice }: { invoice: InvoiceRow }) => {
  const { result, query } = usePlatformEvents(invoice);
  const events = result.data;
  // read again while an answer is expected: fresher than the invoice's own copy
  const status = latestStatus(events) ?? invoice.platform_status;
  return (
    <Card title={s("platform")} extra={status ? <EnumTag value={status} style={PLATFORM_STATUS_STYLE} /> : null}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {needsCorrection(status) && invoice.kind === "invoice" ? (
          <Alert type="error" showIcon message={s("platformCorrect")} />
        ) : null}
        {invoice.platform_flow_id ? (
          <Typography.Text type="secondary">{s("platformFlow", { id: invoice.platform_flow_id })}</Typography.Text>
        ) : null}
        {query.isLoading || events.length > 0 ? (
          <Timeline
            pending={query.isLoading}
            items={events.map((e) => ({
              color: PLATFORM_STATUS_STYLE[e.status]?.color === "red" ? "red" : "blue",
              children: (
                <Space direction="vertical" size={0}>
                  <Space wrap>
                    <EnumTag value={e.status} style={PLATFORM_STATUS_STYLE} />
                    <Typography.Text type="secondary">
                      {`${formatDate(e.occurred_at, "DD/MM/YYYY HH:mm")} · ${
                        e.source === "agency" ? s("platformFromAgency") : s("platformFromPlatform")
                      }`}
                    </Typography.Text>
                  </Space>
                  {e.reason ? <Typography.Text>{e.reason}</Typography.Text> : null}
                </Space>
              ),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={s("platformPending")} />
        )}
      </Space>
    </Card>
  );
};
