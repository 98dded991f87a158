// /nylas-oauth/callback — where the calendar provider sends the member back after its OAuth page
// (docs/configuration.md, « Agenda et messagerie »). With a code and a state, the page has the
// calendar-connect function check the state (the member's own, unused, 10 minutes), exchange the
// code and record the connection, then shows it; the provider's refusal, the member's cancel, an
// expired, unknown or used state, or an incomplete link each get their French explanation. Every
// outcome leads back to « Mon compte ». Once connected, the used code and state leave the address
// (?connected=1), so that reloading the page shows the connection instead of refusing the state.
import { LoadingOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Result } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import {
  exchangeCalendarCode,
  startCalendarConnection,
  useMyCalendarConnection,
  type CalendarConnection,
} from "./calendar-calls.ts";
import { CONNECTED_QUERY, callbackOutcome, failureMessage, providerLabel } from "./callback-outcome.ts";

const ACCOUNT_PATH = "/settings/account";

const Title = ({ children }: { children: ReactNode }) => <h1 style={{ fontSize: "inherit", margin: 0 }}>{children}</h1>;

/** « Retour à Mon compte », and « Recommencer » after a failure. */
const Actions = ({ retry }: { retry?: boolean }) => {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const restart = async () => {
    setStarting(true);
    try {
      window.location.assign(await startCalendarConnection());
    } catch (error) {
      setStarting(false);
      toast({ type: "error", description: failureMessage(error) });
    }
  };
  return (
    <>
      <Button type="primary" onClick={() => navigate(ACCOUNT_PATH)}>
        {t("nylas.backToAccount")}
      </Button>
      {retry && (
        <Button loading={starting} onClick={() => void restart()}>
          {t("nylas.retry")}
        </Button>
      )}
    </>
  );
};

const Connected = ({ connection }: { connection: CalendarConnection | undefined }) => (
  <Result
    status="success"
    title={<Title>{t("nylas.connected")}</Title>}
    subTitle={
      connection
        ? t("nylas.connectedDetail", { email: connection.email, provider: providerLabel(connection.provider) })
        : t("nylas.connectedNoDetail")
    }
    extra={<Actions />}
  />
);

/** After the exchange: the connection just made (router state), else the member's own row. */
const ConnectedPage = () => {
  const location = useLocation();
  const made = (location.state as { connection?: CalendarConnection } | null)?.connection;
  const { connection } = useMyCalendarConnection();
  return <Connected connection={made ?? connection} />;
};

const Exchanging = ({ code, state }: { code: string; state: string }) => {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  // one exchange per state, whatever React renders twice: a code and a state are used once
  const exchange = useQuery({
    queryKey: ["calendar-connect", "exchange", state],
    queryFn: () => exchangeCalendarCode(code, state),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const connection = exchange.data;
  useEffect(() => {
    if (!connection) return;
    void invalidate({ resource: "calendar_connection", invalidates: ["list"] });
    navigate({ search: CONNECTED_QUERY }, { replace: true, state: { connection } });
  }, [connection, invalidate, navigate]);
  if (exchange.isError)
    return (
      <Result
        status="error"
        title={<Title>{t("nylas.failed")}</Title>}
        subTitle={failureMessage(exchange.error)}
        extra={<Actions retry />}
      />
    );
  if (connection) return <Connected connection={connection} />;
  return (
    <Result
      icon={<LoadingOutlined aria-hidden />}
      title={<Title>{t("nylas.connecting")}</Title>}
      subTitle={t("nylas.connectingDetail")}
    />
  );
};

export const NylasCallbackPage = () => {
  const [params] = useSearchParams();
  const outcome = callbackOutcome(params);
  switch (outcome.kind) {
    case "exchange":
      return <Exchanging code={outcome.code} state={outcome.state} />;
    case "connected":
      return <ConnectedPage />;
    case "cancelled":
      return (
        <Result
          status="info"
          title={<Title>{t("nylas.cancelled")}</Title>}
          subTitle={t("nylas.cancelledDetail")}
          extra={<Actions retry />}
        />
      );
    case "refused":
      return (
        <Result
          status="warning"
          title={<Title>{t("nylas.refused")}</Title>}
          subTitle={outcome.reason ? t("nylas.refusedDetail", { reason: outcome.reason }) : t("nylas.refusedNoReason")}
          extra={<Actions retry />}
        />
      );
    case "incomplete":
      return (
        <Result
          status="info"
          title={<Title>{t("nylas.incomplete")}</Title>}
          subTitle={t("nylas.incompleteDetail")}
          extra={<Actions />}
        />
      );
  }
};
