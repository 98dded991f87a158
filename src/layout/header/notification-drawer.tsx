// The notifications drawer: the latest notifications (unread marked), each linking to its
// subject's screen, or its type's (resources/screen-link.ts; opening it marks it read),
// "Marquer comme lue" and "Tout marquer comme lu".
import { Alert, Button, Drawer, List, Space, Tag, Typography } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { notificationLink } from "../../../resources/screen-link.ts";
import type { InboxItem, useNotifications } from "./use-notifications.ts";

type Props = { open: boolean; onClose: () => void; notifications: ReturnType<typeof useNotifications> };

export const NotificationDrawer = ({ open, onClose, notifications }: Props) => {
  const navigate = useNavigate();
  const { items, markRead, marking } = notifications;
  const go = (item: InboxItem, link: string) => {
    if (!item.is_read) markRead([item.id]);
    onClose();
    navigate(link);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("actionCentre.notifications.title")}
      width={420}
      extra={
        <Button size="small" onClick={() => markRead(null)} loading={marking} disabled={notifications.unread === 0}>
          {t("actionCentre.notifications.markAllRead")}
        </Button>
      }
    >
      {notifications.inboxError ? (
        <Alert type="error" showIcon message={t("actionCentre.notifications.loadError")} />
      ) : (
        <List<InboxItem>
          aria-label={t("actionCentre.notifications.title")}
          loading={notifications.inboxLoading}
          dataSource={items}
          rowKey="id"
          locale={{ emptyText: t("actionCentre.notifications.empty") }}
          renderItem={(item) => {
            const link = notificationLink(item.type, item.data);
            const title = item.title ?? "";
            return (
              <List.Item
                actions={
                  item.is_read
                    ? []
                    : [
                        <Button key="read" size="small" type="link" onClick={() => markRead([item.id])}>
                          {t("actionCentre.notifications.markRead")}
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <Space size={4} wrap>
                      {!item.is_read && <Tag color="blue">{t("actionCentre.notifications.unread")}</Tag>}
                      {link ? (
                        <Typography.Link href={link} onClick={(e) => (e.preventDefault(), go(item, link))}>
                          {title}
                        </Typography.Link>
                      ) : (
                        <Typography.Text strong={!item.is_read}>{title}</Typography.Text>
                      )}
                    </Space>
                  }
                  description={formatDate(item.created_at, "DD/MM/YYYY HH:mm")}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Drawer>
  );
};
