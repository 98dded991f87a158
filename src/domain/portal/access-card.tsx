// « Accès à l'espace » on a contact's page (space /client) and on a talent's (space /talent), and in
// the « Espace client » column of a company's contacts table (PortalAccessCell): the
// newest access (public.portal_access, read under RLS: who reads the record reads its access) —
// « Pas d'accès », « Invité le … », « Dernière visite le … », « Révoqué le … » — and, for the roles
// that may update the record, « Inviter », « Renvoyer l'invitation » and « Révoquer » through the
// portal-access function, which runs the database's check as the member and has GoTrue mail the
// person. A refusal is toasted with the database's French message.
import { useCan, useList } from "@refinedev/core";
import { Alert, Button, Card, Popconfirm, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { invokeFunction } from "../../../providers/client-calls.ts";
import { t, type MessageKey, type MessageVars } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { formatParisDateTime } from "../../lib/dates/paris-time.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import { portalAccessState, portalActions, type PortalAccessRow, type PortalAction, type PortalKind } from "./rules.ts";

type Under<K, P extends string> = K extends `${P}${infer R}` ? R : never;
type PortalKey = Under<MessageKey, "resources.portalAccess.">;
const p = (key: PortalKey, vars?: MessageVars) => t(`resources.portalAccess.${key}`, vars);

const STATE_COLOR = { none: "default", invited: "blue", seen: "green", revoked: "red" } as const;
const when = (at: string) => formatParisDateTime(new Date(at));

type Answer = { email?: string; mail?: "invite" | "code" };

/** How the cards reach the portal-access function (the app's; a test gives its own). */
export type InvokePortalAccess = (name: "portal-access", body: Record<string, unknown>) => Promise<unknown>;

/** The function's call for a button (the record for an invitation, the access for a revocation). */
export const callPortalAccess = (
  action: PortalAction,
  kind: PortalKind,
  recordId: string,
  accessId?: string,
  invoke: InvokePortalAccess = invokeFunction,
) =>
  invoke(
    "portal-access",
    action === "revoke" ? { action, access_id: accessId } : { action, kind, record_id: recordId },
  ) as Promise<Answer | undefined>;

/** The record's newest access, what the member may do with it, and the function's call. */
export function usePortalAccess(kind: PortalKind, recordId: string, invoke?: InvokePortalAccess) {
  // the database's rule: the update right on the record (no role holds it on its own rows only)
  const { data: mayUpdate } = useCan({ resource: kind === "client" ? "contact" : "talent", action: "edit" });
  const { result, query } = useList<PortalAccessRow>({
    liveMode: "off",
    resource: "portal_access",
    filters: [{ field: kind === "client" ? "contact_id" : "talent_id", operator: "eq", value: recordId }],
    sorters: [{ field: "invited_at", order: "desc" }],
    pagination: { currentPage: 1, pageSize: 1 },
    meta: { select: "id, email, invited_at, last_sent_at, last_seen_at, revoked_at" },
  });
  const [busy, setBusy] = useState<PortalAction | null>(null);
  const access = result.data[0];
  const state = portalAccessState(access);
  const actions = portalActions(state, !!mayUpdate?.can);

  const run = async (action: PortalAction) => {
    setBusy(action);
    try {
      const answer = await callPortalAccess(action, kind, recordId, access?.id, invoke);
      const email = answer?.email ?? access?.email ?? "";
      const done = action === "revoke" ? p("revoked") : p(answer?.mail === "code" ? "codeSent" : "invited", { email });
      toast({ type: "success", title: t("toasts.successTitle"), description: done });
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setBusy(null);
      void query.refetch();
    }
  };
  return { access, state, actions, busy, run, query };
}

type AccessControl = ReturnType<typeof usePortalAccess>;

/** The access's state in words (« Pas d'accès », « Invité le … »…). */
const StateTag = ({ state }: { state: AccessControl["state"] }) => (
  <Tag color={STATE_COLOR[state.state]}>
    {state.state === "none" ? p("state.none") : p(`state.${state.state}`, { date: when(state.at) })}
  </Tag>
);

/** « Inviter », « Renvoyer l'invitation », « Révoquer » (confirmed), as the member may. */
const AccessButtons = ({ control, size }: { control: AccessControl; size?: "small" }) => {
  const { actions, busy, run } = control;
  if (actions.length === 0) return null;
  return (
    <Space wrap>
      {actions.includes("invite") ? (
        <Button
          type="primary"
          size={size}
          loading={busy === "invite"}
          disabled={!!busy}
          onClick={() => void run("invite")}
        >
          {p("invite")}
        </Button>
      ) : null}
      {actions.includes("resend") ? (
        <Button size={size} loading={busy === "resend"} disabled={!!busy} onClick={() => void run("resend")}>
          {p("resend")}
        </Button>
      ) : null}
      {actions.includes("revoke") ? (
        <Popconfirm
          title={p("revokeConfirm")}
          okText={p("revokeOk")}
          cancelText={p("cancel")}
          okButtonProps={{ danger: true }}
          onConfirm={() => run("revoke")}
        >
          <Button danger size={size} loading={busy === "revoke"} disabled={!!busy}>
            {p("revoke")}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
};

/** The company's contacts table: one contact's access to /client, and its buttons. */
export const PortalAccessCell = ({ contactId, invoke }: { contactId: string; invoke?: InvokePortalAccess }) => {
  const control = usePortalAccess("client", contactId, invoke);
  return (
    <Space wrap size={4}>
      <StateTag state={control.state} />
      <AccessButtons control={control} size="small" />
    </Space>
  );
};

export const PortalAccessCard = ({
  kind,
  recordId,
  invoke,
}: {
  kind: PortalKind;
  recordId: string;
  invoke?: InvokePortalAccess;
}) => {
  const control = usePortalAccess(kind, recordId, invoke);
  const { access, state, query } = control;
  return (
    <Card title={p(`title.${kind}`)} loading={query.isLoading} role="region" aria-label={p(`title.${kind}`)}>
      <Space direction="vertical" size="small" style={{ width: "100%" }}>
        <Typography.Text type="secondary">{p(`intro.${kind}`)}</Typography.Text>
        {query.isError ? <Alert type="error" showIcon message={p("error")} /> : null}
        <Space wrap>
          <StateTag state={state} />
          {access && state.state !== "revoked" ? (
            <Typography.Text>{p("email", { email: access.email })}</Typography.Text>
          ) : null}
          {access?.last_sent_at && state.state !== "revoked" ? (
            <Typography.Text type="secondary">{p("lastSent", { date: when(access.last_sent_at) })}</Typography.Text>
          ) : null}
        </Space>
        <AccessButtons control={control} />
      </Space>
    </Card>
  );
};
