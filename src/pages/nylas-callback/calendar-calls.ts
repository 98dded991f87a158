// The calendar connection's calls (supabase/functions/calendar-connect, docs/configuration.md,
// « Agenda et messagerie »): start the provider's OAuth, exchange the callback's code, disconnect;
// and the member's own connection, read through Refine (RLS: their own row only).
import { useList } from "@refinedev/core";
import { invokeFunction } from "../../../providers/client-calls.ts";
import type { Tables } from "../../database.types.ts";

export type CalendarConnection = Pick<Tables<"calendar_connection">, "email" | "provider" | "connected_at">;

export const CALENDAR_CALLBACK_PATH = "/nylas-oauth/callback";

/** The provider's authorization page for the signed-in member, coming back to this app's callback. */
export const startCalendarConnection = async (origin = window.location.origin): Promise<string> => {
  const { url } = await invokeFunction<{ url: string }>("calendar-connect", {
    action: "start",
    redirect_uri: `${origin}${CALENDAR_CALLBACK_PATH}`,
  });
  return url;
};

/** The callback's code and state for the member's connection (the function checks the state first). */
export const exchangeCalendarCode = async (code: string, state: string): Promise<CalendarConnection> =>
  (await invokeFunction<{ connection: CalendarConnection }>("calendar-connect", { action: "exchange", code, state }))
    .connection;

/** Revokes the member's grant at the provider, then forgets the connection. */
export const disconnectCalendar = (): Promise<void> =>
  invokeFunction<void>("calendar-connect", { action: "disconnect" });

/** The signed-in member's connection, or none. */
export const useMyCalendarConnection = () => {
  const { result, query } = useList<Tables<"calendar_connection">>({
    resource: "calendar_connection",
    meta: { select: "user_id,email,provider,connected_at" },
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    liveMode: "off",
  });
  return {
    connection: result.data[0] as CalendarConnection | undefined,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
  };
};
