// /client-invoices/prepare, « Préparer la facturation »: a period (the month billed by default —
// the previous one in the first ten days, the current one after — unless the URL's
// `?from=&to=&company=` says otherwise: the action centre links so), the clients' validated weeks
// not billed yet, the drafts prepared for all of them or for one (public.prepare_client_invoices),
// then the drafts made, each a link to its detail.
import { Alert, Button, Card, Form, List, Space, Typography } from "antd";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { BacklogTable } from "./backlog-table.tsx";
import { useInvoiceCall } from "./calls.ts";
import { useBillingBacklog } from "./hooks.ts";
import { preparePeriodOf, type PreparePeriod } from "./invoice.utils.ts";
import type { InvoiceRow } from "../../src/domain/invoices/types.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.prepare, vars?: Record<string, string>) =>
  t(`resources.clientInvoices.prepare.${key}`, vars);

type Draft = Pick<InvoiceRow, "id" | "grouping_label" | "total_ht">;
type PeriodValues = { from: string; to: string; company?: string };

const Drafts = ({ drafts }: { drafts: readonly Draft[] }) => (
  <Card title={p("drafts")}>
    <Typography.Paragraph aria-live="polite">
      {drafts.length ? p("draftsCount", { count: String(drafts.length) }) : p("noDrafts")}
    </Typography.Paragraph>
    <List
      size="small"
      dataSource={[...drafts]}
      locale={{ emptyText: " " }}
      renderItem={(draft) => (
        <List.Item>
          <Space wrap>
            <Link to={`/client-invoices/${draft.id}`}>{draft.grouping_label}</Link>
            <Typography.Text type="secondary">
              {p("draftTotal", { amount: formatMoney(Number(draft.total_ht)) })}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  </Card>
);

export const ClientInvoicePrepare = () => {
  const [search, setSearch] = useSearchParams();
  const period: PreparePeriod = preparePeriodOf(search);
  const [form] = Form.useForm<PeriodValues>();
  const backlog = useBillingBacklog(period.from, period.to);
  const rows = period.company ? backlog.rows.filter((r) => r.company_id === period.company) : backlog.rows;
  const canPrepare = mayDo(useCurrentUser().user?.roles ?? [], "client_invoice.prepare");
  const { call, busy } = useInvoiceCall();
  const [drafts, setDrafts] = useState<Draft[] | null>(null);

  const show = (values: PeriodValues) => {
    setDrafts(null);
    setSearch(
      { from: values.from, to: values.to, ...(values.company ? { company: values.company } : {}) },
      { replace: true },
    );
  };
  const prepare = async (companyId: string | undefined) => {
    const done = await call(
      "prepare_client_invoices",
      { p_period_start: period.from, p_period_end: period.to, p_company_id: companyId ?? null },
      (data) => p("draftsCount", { count: String(Array.isArray(data) ? data.length : 0) }),
    );
    if (!done.ok) return;
    setDrafts(Array.isArray(done.data) ? done.data : []);
    void backlog.query.refetch();
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{p("title")}</PageTitle>
      <Form<PeriodValues>
        form={form}
        layout="inline"
        aria-label={p("period")}
        initialValues={period}
        onFinish={show}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="from" label={p("from")} rules={[{ required: true, message: p("dateRequired") }]}>
          <DateInput style={{ width: 170 }} />
        </Form.Item>
        <Form.Item
          name="to"
          label={p("to")}
          dependencies={["from"]}
          rules={[
            { required: true, message: p("dateRequired") },
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value >= getFieldValue("from")
                  ? Promise.resolve()
                  : Promise.reject(new Error(p("badPeriod"))),
            }),
          ]}
        >
          <DateInput style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="company" label={p("company")}>
          <CompanySelect allowClear style={{ minWidth: 220 }} />
        </Form.Item>
        <Button htmlType="submit">{p("show")}</Button>
      </Form>
      {backlog.query.isError ? <Alert type="error" showIcon message={t("components.list.error")} /> : null}
      <Card
        title={p("backlog")}
        extra={
          canPrepare && rows.length ? (
            <Button type="primary" loading={busy} onClick={() => void prepare(period.company)}>
              {p("prepareAll")}
            </Button>
          ) : null
        }
      >
        <BacklogTable
          rows={rows}
          loading={backlog.query.isLoading}
          canPrepare={canPrepare}
          busy={busy}
          onPrepare={(companyId) => void prepare(companyId)}
        />
      </Card>
      {drafts ? <Drafts drafts={drafts} /> : null}
    </Space>
  );
};
