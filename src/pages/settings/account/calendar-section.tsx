// « Mon compte » › Agenda et messagerie: the member's connected calendar and mail account (Nylas
// v3 hosted OAuth, docs/configuration.md) — its address, provider and date, « Déconnecter » (the
// grant revoked at the provider, then the row) — or « Connecter mon agenda », which sends the
// browser to the provider's page; the provider brings it back to /nylas-oauth/callback.
import { useInvalidate } from "@refinedev/core";
import { Alert, Button, Descriptions, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { formatParisDateTime } from "../../../lib/dates/paris-time.ts";
import {
  disconnectCalendar,
  startCalendarConnection,
  useMyCalendarConnection,
} from "../../nylas-callback/calendar-calls.ts";
import { failureMessage, providerLabel } from "../../nylas-callback/callback-outcome.ts";

const HEADING_ID = "agenda-messagerie";

export const CalendarSection = () => {
  const { connection, isLoading, isError } = useMyCalendarConnection();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<"connect" | "disconnect" | null>(null);

  const connect = async () => {
    setBusy("connect");
    try {
      window.location.assign(await startCalendarConnection());
    } catch (error) {
      setBusy(null);
      toast({ type: "error", description: `${t("settings.account.calendar.startError")} ${failureMessage(error)}` });
    }
  };

  const disconnect = async () => {
    setBusy("disconnect");
    try {
      await disconnectCalendar();
      toast({ type: "success", description: t("settings.account.calendar.disconnected") });
    } catch (error) {
      toast({ type: "error", description: failureMessage(error) });
    } finally {
      await invalidate({ resource: "calendar_connection", invalidates: ["list"] });
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={HEADING_ID} aria-busy={isLoading}>
      <Typography.Title level={3} id={HEADING_ID}>
        {t("settings.account.calendar.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("settings.account.calendar.help")}</Typography.Paragraph>
      {isError && <Alert type="error" showIcon message={t("settings.account.calendar.loadError")} />}
      {!isLoading && !isError && connection && (
        <Descriptions column={1} size="small" style={{ maxWidth: 480, marginBottom: 16 }}>
          <Descriptions.Item label={t("settings.account.calendar.email")}>{connection.email}</Descriptions.Item>
          <Descriptions.Item label={t("settings.account.calendar.provider")}>
            {providerLabel(connection.provider)}
          </Descriptions.Item>
          <Descriptions.Item label={t("settings.account.calendar.connectedAt")}>
            {formatParisDateTime(new Date(connection.connected_at))}
          </Descriptions.Item>
        </Descriptions>
      )}
      {!isLoading && !isError && !connection && (
        <Typography.Paragraph>{t("settings.account.calendar.none")}</Typography.Paragraph>
      )}
      {!isLoading && !isError && (
        <Space wrap>
          <Button
            type={connection ? "default" : "primary"}
            loading={busy === "connect"}
            disabled={busy !== null}
            onClick={() => void connect()}
          >
            {connection ? t("settings.account.calendar.reconnect") : t("settings.account.calendar.connect")}
          </Button>
          {connection && (
            <Popconfirm
              title={t("settings.account.calendar.disconnectConfirm", { email: connection.email })}
              okText={t("settings.account.calendar.disconnect")}
              okButtonProps={{ danger: true }}
              onConfirm={() => disconnect()}
            >
              <Button danger loading={busy === "disconnect"} disabled={busy !== null}>
                {t("settings.account.calendar.disconnect")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </section>
  );
};
