// The header's bell: the unread count, live; opens the notifications drawer. Beside it, a
// discreet "Hors ligne" when the realtime connection is lost (providers/realtime-status.ts).
import { BellOutlined, DisconnectOutlined } from "@ant-design/icons";
import { Badge, Button, Tag, Tooltip } from "antd";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { realtimeStatus } from "../../../providers/realtime-status.ts";
import { t } from "../../i18n/index.ts";
import { useNotifications } from "./use-notifications.ts";

const NotificationDrawer = lazy(() =>
  import("./notification-drawer.tsx").then((m) => ({ default: m.NotificationDrawer })),
);

export const OfflineIndicator = () => {
  const online = useSyncExternalStore(realtimeStatus.subscribe, realtimeStatus.isOnline, () => true);
  if (online) return null;
  return (
    <Tooltip title={t("actionCentre.notifications.offline")}>
      <Tag
        icon={<DisconnectOutlined aria-hidden />}
        color="default"
        role="status"
        aria-label={t("actionCentre.notifications.offline")}
      >
        <span className="app-header-label">{t("actionCentre.notifications.offlineShort")}</span>
      </Tag>
    </Tooltip>
  );
};

export const NotificationBell = () => {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(open);
  const label =
    notifications.unread > 0
      ? t("actionCentre.notifications.bellUnread", { count: notifications.unread })
      : t("actionCentre.notifications.bell");
  return (
    <>
      <OfflineIndicator />
      <Button
        type="text"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        style={{ height: 48 }}
      >
        <Badge count={notifications.unread} size="small" overflowCount={99}>
          <BellOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} notifications={notifications} />
        </Suspense>
      )}
    </>
  );
};
