// /client-invoices: invoices and credit notes, newest period first, with server-side filters kept
// in the URL (number, status, platform status, client, kind, period, overdue only), sorting, the exact count and
// the list's export; « Préparer la facturation » for those who prepare.
import { useTable } from "@refinedev/antd";
import { useParsed } from "@refinedev/core";
import { Button, Checkbox, Form, Input, Select, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { SelectAllTitle } from "../../src/components/table/select-all.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { invoiceColumns, invoiceExportColumns } from "./public/columns.tsx";
import {
  INVOICE_KINDS,
  INVOICE_KIND_STYLE,
  INVOICE_STATUSES,
  INVOICE_STATUS_STYLE,
  PLATFORM_STATUSES,
  PLATFORM_STATUS_STYLE,
} from "./constants.ts";
import { invoiceFilterCodec, type InvoiceFilterValues } from "./filters.ts";
import { INVOICE_LIST_READ } from "./list-read.ts";
import { BankStatementButton } from "./bank-statement-button.tsx";
import { BulkIssueModal } from "./bulk-issue-modal.tsx";
import { SalesJournalButton } from "./sales-journal-button.tsx";
import type { InvoiceListRow } from "../../src/domain/invoices/types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.fields) =>
  t(`resources.clientInvoices.fields.${key}`);
const l = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.list, o?: MessageVars) =>
  t(`resources.clientInvoices.list.${key}`, o);
const select = { allowClear: true, style: { minWidth: 180 } };
/** Only a draft invoice can be issued from the list's selection. */
const issuable = (row: InvoiceListRow) => row.status === "draft" && row.kind === "invoice";

export const ClientInvoiceList = () => {
  const { params } = useParsed();
  const options = listTableOptions(INVOICE_LIST_READ, params?.filters);
  const { meta } = options;
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<InvoiceListRow>(options);
  const columns = useMemo(() => invoiceColumns({ sorters }), [sorters]);
  const codec = useMemo(() => invoiceFilterCodec(), []);
  const roles = useCurrentUser().user?.roles ?? [];
  const navigate = useNavigate();
  // « Émettre la sélection »: the drafts ticked on the page, for those who issue
  const mayIssue = mayDo(roles, "client_invoice.issue");
  const [selected, setSelected] = useState<InvoiceListRow[]>([]);
  const [issuing, setIssuing] = useState(false);
  const drafts = (tableProps.dataSource ?? []).filter(issuable);

  return (
    <ListPage
      title={<PageTitle>{l("title")}</PageTitle>}
      headerButtons={
        <>
          {mayDo(roles, "client_invoice.prepare") ? (
            <Button type="primary" onClick={() => navigate("/client-invoices/prepare")}>
              {l("prepare")}
            </Button>
          ) : null}
          {mayIssue ? (
            <Button disabled={!selected.length} onClick={() => setIssuing(true)}>
              {l("issueSelection", { count: selected.length })}
            </Button>
          ) : null}
          {mayDo(roles, "client_invoice.record_payment") ? (
            <>
              <BankStatementButton />
              <SalesJournalButton />
            </>
          ) : null}
          <ExportButton
            resource="client_invoice"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={invoiceExportColumns}
            fileBase={l("exportFile")}
          />
        </>
      }
    >
      <FilterBar<InvoiceFilterValues> filters={filters} setFilters={setFilters} codec={codec}>
        <Form.Item name="number" label={f("number")}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={f("status")}>
          <Select
            mode="multiple"
            maxTagCount="responsive"
            {...select}
            options={enumOptions(INVOICE_STATUSES, INVOICE_STATUS_STYLE)}
          />
        </Form.Item>
        <Form.Item name="platform_status" label={f("platformStatus")}>
          <Select {...select} options={enumOptions(PLATFORM_STATUSES, PLATFORM_STATUS_STYLE)} />
        </Form.Item>
        <Form.Item name="company_id" label={f("company")}>
          <CompanySelect {...select} />
        </Form.Item>
        <Form.Item name="kind" label={f("kind")}>
          <Select {...select} options={enumOptions(INVOICE_KINDS, INVOICE_KIND_STYLE)} />
        </Form.Item>
        <Form.Item name="period" label={f("period")}>
          <Input type="month" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="overdue" valuePropName="checked" label={f("overdueOnly")}>
          <Checkbox />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<InvoiceListRow>
        {...tableProps}
        list="client-invoices"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {l("count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
        rowSelection={
          mayIssue
            ? {
                selectedRowKeys: selected.map((r) => r.id),
                onChange: (_keys, rows) => setSelected(rows),
                columnTitle: (
                  <SelectAllTitle
                    selectable={drafts.map((d) => d.id)}
                    selected={selected.map((r) => r.id)}
                    onChange={(ids) => setSelected(drafts.filter((d) => ids.includes(d.id)))}
                  />
                ),
                getCheckboxProps: (row) => ({
                  disabled: !issuable(row),
                  "aria-label": issuable(row)
                    ? l("selectDraft", { label: [row.company?.name, row.grouping_label].filter(Boolean).join(" · ") })
                    : l("selectIssued", { number: row.number ?? "" }),
                }),
              }
            : undefined
        }
      />
      {issuing ? (
        <BulkIssueModal
          rows={selected}
          onClose={() => setIssuing(false)}
          onDone={() => {
            setSelected([]);
            void tableQuery.refetch();
          }}
        />
      ) : null}
    </ListPage>
  );
};
