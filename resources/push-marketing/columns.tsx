// The campaigns list's columns and export.
import { Button } from "antd";
import { dateColumn, enumTagColumn, textColumn, type ColumnContext } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import type { ExportColumn } from "../../src/lib/export/table-export.ts";
import { PUSH_CAMPAIGN_STATUS_STYLE } from "./constants.ts";
import type { PushCampaignRow } from "./types.ts";

export const pf = (key: keyof typeof import("./i18n.fr.ts").pushMarketingFr.fields) =>
  t(`resources.pushMarketing.fields.${key}`);

const count = (key: Parameters<typeof pf>[0], field: keyof PushCampaignRow) => ({
  key: field,
  dataIndex: field,
  title: pf(key),
  align: "right" as const,
  sorter: true,
});

export const pushCampaignColumns = (ctx: ColumnContext, open: (id: string) => void) => [
  textColumn<PushCampaignRow>(
    "name",
    {
      title: pf("name"),
      render: (row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => open(row.id)}
          aria-label={t("resources.pushMarketing.list.open", { name: row.name })}
        >
          {row.name}
        </Button>
      ),
    },
    ctx,
  ),
  enumTagColumn<PushCampaignRow, PushCampaignRow["status"]>(
    "status",
    { title: pf("status"), style: PUSH_CAMPAIGN_STATUS_STYLE },
    ctx,
  ),
  dateColumn<PushCampaignRow>("scheduled_at", { title: pf("scheduledAt") }, ctx),
  dateColumn<PushCampaignRow>("sent_at", { title: pf("sentAt") }, ctx),
  count("recipients", "recipients_count"),
  count("sent", "sent_count"),
  count("interested", "interested_count"),
  dateColumn<PushCampaignRow>("created_at", { title: pf("createdAt") }, ctx),
];

export const pushCampaignExportColumns: ExportColumn<PushCampaignRow>[] = [
  { header: pf("name"), value: (r) => r.name },
  { header: pf("subject"), value: (r) => r.subject },
  { header: pf("status"), value: (r) => PUSH_CAMPAIGN_STATUS_STYLE[r.status]?.label },
  { header: pf("scheduledAt"), value: (r) => r.scheduled_at },
  { header: pf("sentAt"), value: (r) => r.sent_at },
  { header: pf("recipients"), value: (r) => r.recipients_count },
  { header: pf("sent"), value: (r) => r.sent_count },
  { header: pf("optedOut"), value: (r) => r.opted_out_count },
  { header: pf("failed"), value: (r) => r.failed_count },
  { header: pf("interested"), value: (r) => r.interested_count },
  { header: pf("createdAt"), value: (r) => r.created_at },
];
