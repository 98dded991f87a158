// The bell's reads: the unread count (always) and the inbox (while the drawer is open), both
// refreshed live when a notification addressed to the user is created or changed (realtime,
// each event filtered by the notification table's RLS: recipient, roles, workspaces), and the
// "mark read" function (one SQL call for one, several or all).
import { useSubscription } from "@refinedev/core";
import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import { whenIdle } from "../../lib/browser/when-idle.ts";
import { onPageShown } from "../../routing/page-shown.ts";
import type { Database } from "../../database.types.ts";

export type InboxItem = Database["public"]["Functions"]["notification_inbox"]["Returns"][number];

export const INBOX_LIMIT = 30;

/**
 * True once the first page is shown (routing/page-shown.ts, or after a few seconds), the reads
 * then running are done and the browser is idle: the bell reads and subscribes after the first
 * screen, not beside it. Latched: later reads do not turn it off.
 */
const useAfterFirstScreen = (): boolean => {
  const [ready, setReady] = useState(false);
  const [pageShown, setPageShown] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => onPageShown(() => setPageShown(true)), []);
  useEffect(() => {
    if (ready || !pageShown || fetching > 0) return;
    return whenIdle(() => setReady(true), 2_000);
  }, [ready, pageShown, fetching]);
  return ready;
};

export const unreadCount = (data: unknown): number => {
  const n = typeof data === "number" || typeof data === "string" ? Number(data) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};

export const useNotifications = (drawerOpen: boolean) => {
  const ready = useAfterFirstScreen();
  const count = useRpc("notification_unread_count", {}, { errorNotification: false, queryOptions: { enabled: ready } });
  const inbox = useRpc(
    "notification_inbox",
    { p_limit: INBOX_LIMIT },
    { errorNotification: false, queryOptions: { enabled: drawerOpen } },
  );
  const refresh = () => {
    void count.query.refetch();
    if (drawerOpen) void inbox.query.refetch();
  };
  useSubscription({
    channel: "resources/notification",
    types: ["created", "updated"],
    onLiveEvent: refresh,
    enabled: ready,
  });

  const { mutate, isPending } = useRpcMutation();
  const markRead = (ids: string[] | null) =>
    mutate("mark_notifications_read", { p_ids: ids }, { successNotification: false, onSuccess: refresh });

  return {
    // the function returns a bare number (undefined before it answers; a string from some servers)
    unread: unreadCount(count.data),
    items: inbox.data ?? [],
    inboxLoading: inbox.query.isLoading,
    inboxError: inbox.query.isError,
    markRead,
    marking: isPending,
  };
};
