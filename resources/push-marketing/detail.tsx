// A campaign's detail, in a drawer over the list (?open=<id>): its status, the sending's progress
// bar (the recipients' statuses, polled while it is being sent), each recipient's outcome (sent,
// bounced or failed with its reason, opted out, « Intéressé » with its date, an order asked), « Envoyer maintenant »
// and « Annuler la campagne » before the sending (the status_transition moves).
import { useList, useOne, useUpdate } from "@refinedev/core";
import { Alert, Button, Descriptions, Drawer, Popconfirm, Progress, Space, Table, Tag, Typography } from "antd";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { formatParisDateTime } from "../../src/lib/dates/paris-time.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { pf } from "./columns.tsx";
import { PUSH_CAMPAIGN_STATUS_STYLE, PUSH_RECIPIENT_STATUS_STYLE } from "./constants.ts";
import { RECIPIENT_SELECT } from "./list-read.ts";
import { progressPercent } from "./push.utils.ts";
import { useSendCampaign } from "./send.ts";
import type { PushCampaignRow, PushRecipientRow } from "./types.ts";

const formatDateTime = (at: string) => formatParisDateTime(new Date(at));

const d = (key: keyof typeof import("./i18n.fr.ts").pushMarketingFr.detail, o?: MessageVars) =>
  t(`resources.pushMarketing.detail.${key}`, o);

export const PushCampaignDetail = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { send, phase } = useSendCampaign();
  const { result: campaign, query } = useOne<PushCampaignRow>({
    resource: "push_campaign",
    id,
    queryOptions: { refetchInterval: (q) => (q.state.data?.data?.status === "sending" ? 2000 : false) },
  });
  const sending = campaign?.status === "sending" || phase !== "idle";
  const { result: recipients, query: recipientsQuery } = useList<PushRecipientRow>({
    resource: "push_campaign_recipient",
    filters: [{ field: "campaign_id", operator: "eq", value: id }],
    sorters: [{ field: "created_at", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: RECIPIENT_SELECT },
    queryOptions: { refetchInterval: sending ? 2000 : false },
  });
  const { mutate: update, mutation: updating } = useUpdate();
  const rows = recipients?.data ?? [];
  const handled = rows.filter((r) => r.status !== "pending").length;
  const beforeSending = campaign?.status === "draft" || campaign?.status === "scheduled";

  const sendNow = async () => {
    if (!campaign) return;
    try {
      const n = await send(campaign.id, campaign.talent_ids);
      toast({ type: "success", description: t("resources.pushMarketing.composer.sent", { count: n }) });
    } catch (e) {
      toast({ type: "error", description: errorMessage(e) ?? t("toasts.errorDescription") });
    }
    void query.refetch();
    void recipientsQuery.refetch();
  };
  const cancel = () =>
    update({ resource: "push_campaign", id, values: { status: "canceled" }, ...MUTATION_NOTIFICATIONS });

  return (
    <Drawer open width={720} onClose={onClose} title={campaign ? d("title", { name: campaign.name }) : undefined}>
      {query.isError ? <Alert type="error" message={errorMessage(query.error)} /> : null}
      {campaign ? (
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={pf("status")}>
              <EnumTag value={campaign.status} style={PUSH_CAMPAIGN_STATUS_STYLE} />
            </Descriptions.Item>
            <Descriptions.Item label={pf("subject")}>{campaign.subject}</Descriptions.Item>
            {campaign.scheduled_at ? (
              <Descriptions.Item label={pf("scheduledAt")}>{formatDateTime(campaign.scheduled_at)}</Descriptions.Item>
            ) : null}
            {campaign.sent_at ? (
              <Descriptions.Item label={pf("sentAt")}>{formatDateTime(campaign.sent_at)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={pf("talents")}>{campaign.talent_ids.length}</Descriptions.Item>
            <Descriptions.Item label={pf("sent")}>{campaign.sent_count}</Descriptions.Item>
            <Descriptions.Item label={pf("optedOut")}>{campaign.opted_out_count}</Descriptions.Item>
            <Descriptions.Item label={pf("failed")}>{campaign.failed_count}</Descriptions.Item>
            <Descriptions.Item label={pf("interested")}>{campaign.interested_count}</Descriptions.Item>
          </Descriptions>
          {campaign.status !== "draft" && campaign.status !== "canceled" ? (
            <div>
              <Typography.Text id="push-progress">{d("progress")}</Typography.Text>
              <Progress
                aria-labelledby="push-progress"
                percent={progressPercent(handled, rows.length)}
                status={sending ? "active" : "normal"}
              />
            </div>
          ) : null}
          <Space wrap>
            {beforeSending || campaign.status === "sending" ? (
              <Button type="primary" loading={phase !== "idle"} onClick={() => void sendNow()}>
                {campaign.status === "sending" ? d("resume") : d("send")}
              </Button>
            ) : null}
            {beforeSending ? (
              <Popconfirm title={d("cancelConfirm")} onConfirm={cancel}>
                <Button danger loading={updating.isPending}>
                  {d("cancel")}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
          <Table<PushRecipientRow>
            rowKey="id"
            size="small"
            dataSource={rows}
            loading={recipientsQuery.isLoading}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: d("empty") }}
            columns={[
              {
                key: "contact",
                title: d("recipient"),
                render: (_: unknown, r) => [r.contact?.first_name, r.contact?.last_name].filter(Boolean).join(" "),
              },
              { key: "company", title: d("company"), render: (_: unknown, r) => r.contact?.company?.name ?? "—" },
              { key: "email", title: d("email"), dataIndex: "email" },
              {
                key: "status",
                title: d("status"),
                render: (_: unknown, r) => (
                  <Space size={4} wrap>
                    <EnumTag value={r.status} style={PUSH_RECIPIENT_STATUS_STYLE} />
                    {r.interested_at ? (
                      <Tag color="gold" title={d("interestedOn", { date: formatDateTime(r.interested_at) })}>
                        {d("interested")} · {formatDateTime(r.interested_at)}
                      </Tag>
                    ) : null}
                    {r.mission_id ? <Tag color="purple">{d("order")}</Tag> : null}
                    {/* why it did not arrive (« Non distribué », « Échec »): the database's French sentence */}
                    {r.failure_reason && (r.status === "bounced" || r.status === "failed") ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {r.failure_reason}
                      </Typography.Text>
                    ) : null}
                  </Space>
                ),
              },
              {
                key: "sent_at",
                title: d("sentAt"),
                render: (_: unknown, r) => (r.sent_at ? formatDateTime(r.sent_at) : "—"),
              },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
};
