// One queue of the action centre: the rule's title and count, its items (each a link to the
// screen that resolves it, its due date) with "Reporter" and "Ignorer".
import { Button, Card, List, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { screenLink } from "../../../resources/screen-link.ts";
import { t, type MessageKey } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { ActionItem, Queue, Severity } from "./action-centre.utils.ts";
import { StateModal, type StateAction } from "./state-modal.tsx";

export const SEVERITY_COLORS: Record<Severity, string> = { critical: "red", warning: "orange", info: "blue" };

const ruleTitle = (rule: string) => t(`actionCentre.rules.${rule}` as MessageKey);

/** The item's label, a link to the screen that resolves it (only a real screen of the app). */
const ItemTitle = ({ item }: { item: ActionItem }) => {
  const to = screenLink(item.link);
  return to ? <Link to={to}>{item.label}</Link> : <>{item.label}</>;
};

export const QueueCard = ({ queue }: { queue: Queue }) => {
  const [pending, setPending] = useState<{ item: ActionItem; action: StateAction } | null>(null);
  const headingId = `queue-${queue.severity}-${queue.rule}`;
  const hidden = queue.total - queue.items.length;
  return (
    <Card
      size="small"
      role="region"
      aria-labelledby={headingId}
      title={
        <Space>
          <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 16 }}>
            {ruleTitle(queue.rule)}
          </Typography.Title>
          <Tag color={SEVERITY_COLORS[queue.severity]}>{queue.total}</Tag>
        </Space>
      }
    >
      <List<ActionItem>
        aria-labelledby={headingId}
        size="small"
        dataSource={queue.items}
        rowKey={(item) => item.subject_id}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button key="snooze" size="small" onClick={() => setPending({ item, action: "snooze" })}>
                {t("actionCentre.state.snooze")}
              </Button>,
              <Button key="dismiss" size="small" onClick={() => setPending({ item, action: "dismiss" })}>
                {t("actionCentre.state.dismiss")}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={<ItemTitle item={item} />}
              description={item.due_at ? t("actionCentre.due", { date: formatDate(item.due_at) }) : undefined}
            />
          </List.Item>
        )}
        footer={
          hidden > 0 ? (
            <Typography.Text type="secondary">{t("actionCentre.more", { count: hidden })}</Typography.Text>
          ) : undefined
        }
      />
      {pending && <StateModal item={pending.item} action={pending.action} onClose={() => setPending(null)} />}
    </Card>
  );
};
