// « Espace client » on a company's page (Contacts tab): the company's contacts holding an access
// to /client with their last visit, and what waits for the client — contracts, weeks, commercial
// conditions to sign, invoices unpaid — each count linking to its list. One read,
// public.company_portal_summary, run as the member: RLS decides what they see and count
// (supabase/schemas/33_client_space_documents.sql).
import { Alert, Card, List, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { t, type MessageKey, type MessageVars } from "../../i18n/index.ts";
import { formatParisDateTime } from "../../lib/dates/paris-time.ts";
import { formatMoney } from "../../lib/money/format.ts";

type Under<K, P extends string> = K extends `${P}${infer R}` ? R : never;
type SpaceKey = Under<MessageKey, "resources.portalSpace.">;
const s = (key: SpaceKey, vars?: MessageVars) => t(`resources.portalSpace.${key}`, vars);

export type PortalSummary = {
  contacts: Array<{
    contact_id: string;
    name: string | null;
    email: string;
    roles: string[] | null;
    access_id: string;
    invited_at: string;
    last_seen_at: string | null;
    linked: boolean;
  }>;
  contracts_to_sign: number;
  weeks_to_approve: number;
  conditions_to_sign: number;
  invoices_unpaid: number;
  invoices_overdue: number;
  left_to_pay: number;
};

/** A list filtered on the company, as Refine's filter bar writes the URL (syncWithLocation). */
export const filteredOn = (path: string, companyId: string, status?: { field: string; values: string[] }) => {
  const q = new URLSearchParams({
    "filters[0][field]": "company_id",
    "filters[0][operator]": "eq",
    "filters[0][value]": companyId,
  });
  if (status) {
    q.set("filters[1][field]", status.field);
    q.set("filters[1][operator]", "in");
    status.values.forEach((v, i) => q.set(`filters[1][value][${i}]`, v));
  }
  return `${path}?${q.toString()}`;
};

/** The pending counts, each with its list. */
export const pendingLinks = (companyId: string, summary: PortalSummary) =>
  [
    {
      key: "contracts",
      count: Number(summary.contracts_to_sign),
      to: filteredOn("/contracts", companyId, { field: "status", values: ["sent_for_signature", "partially_signed"] }),
    },
    {
      key: "weeks",
      count: Number(summary.weeks_to_approve),
      to: filteredOn("/timesheets", companyId, { field: "status", values: ["pending_signature"] }),
    },
    { key: "conditions", count: Number(summary.conditions_to_sign), to: `/companies/${companyId}?tab=conditions` },
    {
      key: "invoices",
      count: Number(summary.invoices_unpaid),
      to: filteredOn("/client-invoices", companyId, {
        field: "status",
        values: ["issued", "sent", "partially_paid", "overdue"],
      }),
    },
  ] as const;

export const PortalSpaceCard = ({ companyId }: { companyId: string }) => {
  const { data, query } = useRpc(
    "company_portal_summary",
    { p_company_id: companyId },
    { errorNotification: false, queryOptions: { refetchOnWindowFocus: false } },
  );
  const summary = data as unknown as PortalSummary | undefined;
  return (
    <Card
      title={s("title")}
      loading={query.isLoading}
      role="region"
      aria-label={s("title")}
      style={{ marginBottom: 16 }}
    >
      <Space direction="vertical" size="small" style={{ width: "100%" }}>
        <Typography.Text type="secondary">{s("intro")}</Typography.Text>
        {query.isError ? <Alert type="error" showIcon message={s("error")} /> : null}
        {summary ? (
          <>
            <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
              {s("pendingTitle")}
            </Typography.Title>
            <Space wrap>
              {pendingLinks(companyId, summary).map((p) => (
                <Link key={p.key} to={p.to}>
                  <Tag color={p.count > 0 ? "blue" : "default"}>{s(`pending.${p.key}`, { count: p.count })}</Tag>
                </Link>
              ))}
              {Number(summary.invoices_overdue) > 0 ? (
                <Tag color="red">{s("overdue", { count: summary.invoices_overdue })}</Tag>
              ) : null}
              {Number(summary.left_to_pay) > 0 ? (
                <Typography.Text>
                  {s("leftToPay", { amount: formatMoney(Number(summary.left_to_pay)) })}
                </Typography.Text>
              ) : null}
            </Space>
            <Typography.Title level={3} style={{ fontSize: 16, margin: "8px 0 0" }}>
              {s("contactsTitle")}
            </Typography.Title>
            {summary.contacts.length === 0 ? (
              <Typography.Text>{s("noContact")}</Typography.Text>
            ) : (
              <List
                size="small"
                dataSource={summary.contacts}
                rowKey="access_id"
                renderItem={(c) => (
                  <List.Item>
                    <Space wrap>
                      <Link to={`/contacts/${c.contact_id}`}>{c.name ?? c.email}</Link>
                      <Typography.Text type="secondary">{c.email}</Typography.Text>
                      <Tag color={c.last_seen_at ? "green" : "default"}>
                        {c.last_seen_at
                          ? s("lastSeen", { date: formatParisDateTime(new Date(c.last_seen_at)) })
                          : s("neverSeen", { date: formatParisDateTime(new Date(c.invited_at)) })}
                      </Tag>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </>
        ) : null}
      </Space>
    </Card>
  );
};
