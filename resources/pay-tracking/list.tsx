// /pay-tracking: one line per talent and pay period, server-side filters kept in the URL
// (period, status, talent, company, owner, anomalies), counts per status as quick filters, an
// estimated count, the list's export, and for accounting the period's computation and payroll
// export. The pay cut-off banner sits above (public.pay_cutoff_status).
import { useTable } from "@refinedev/antd";
import { useCan, useParsed, type CrudFilters } from "@refinedev/core";
import { Checkbox, Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { valueOf } from "../../src/components/table/filter-codec.ts";
import { isEstimatedTotal } from "../../src/components/table/list-count.ts";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { QuickFilters } from "../../src/components/table/quick-filters.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";
import { payColumns, payExportColumns } from "./columns.tsx";
import { ComputePeriodButton } from "./compute-period-button.tsx";
import { PAY_STATUSES, PAY_STATUS_STYLE, type PayStatus } from "./constants.ts";
import { CutoffBanner } from "./cutoff-banner.tsx";
import { payFilterCodec, type PayFilterValues } from "./filters.ts";
import { usePayCutoff, usePayStatusCounts } from "./hooks.ts";
import { useTalentsSearchSelect } from "../../src/domain/talents/talents-select.ts";
import { PAY_LIST_READ } from "./list-read.ts";
import { PayrollExportButtons } from "./payroll-export-button.tsx";
import { monthEnd } from "../../src/lib/dates/month.ts";
import type { PayListRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.fields) => t(`resources.payTracking.fields.${key}`);
const l = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.list, o?: MessageVars) =>
  t(`resources.payTracking.list.${key}`, o);
const ALL = "all";
const select = { allowClear: true, showSearch: true, style: { minWidth: 180 } };

export const PayTrackingList = () => {
  const { params } = useParsed();
  const options = listTableOptions(PAY_LIST_READ, params?.filters);
  const { meta } = options;
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<PayListRow>(options);
  const columns = useMemo(() => payColumns({ sorters }), [sorters]);
  const periodStart = valueOf<string>(filters, "period_start", "eq");
  const { counts } = usePayStatusCounts(periodStart);
  const { cutoff } = usePayCutoff();
  const { data: canExport } = useCan({ resource: "pay_tracking", action: "create" });
  const talents = useTalentsSearchSelect();
  const status = valueOf<PayStatus[]>(filters, "status", "in");
  const quick = status?.length === 1 ? status[0] : ALL;
  const total = counts.reduce((sum, c) => sum + Number(c.count), 0);
  const setQuick = (value: string) =>
    setFilters(
      [
        ...filters.filter((x) => !("field" in x) || x.field !== "status"),
        ...(value === ALL ? [] : [{ field: "status", operator: "in", value: [value] } as const]),
      ] as CrudFilters,
      "replace",
    );

  return (
    <ListPage
      title={<PageTitle>{l("title")}</PageTitle>}
      headerButtons={
        <>
          {canExport?.can && periodStart ? (
            <>
              <ComputePeriodButton periodStart={periodStart} periodEnd={monthEnd(periodStart)} />
              <PayrollExportButtons periodStart={periodStart} periodEnd={monthEnd(periodStart)} />
            </>
          ) : null}
          <ExportButton
            resource="pay_tracking"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={payExportColumns}
            fileBase="suivi-de-paie"
          />
        </>
      }
    >
      <CutoffBanner cutoff={cutoff} />
      <QuickFilters
        label={l("quickFilters")}
        value={quick}
        onChange={setQuick}
        options={[
          { value: ALL, label: l("allStatuses", { count: total }) },
          ...counts
            .slice()
            .sort((a, b) => PAY_STATUSES.indexOf(a.status) - PAY_STATUSES.indexOf(b.status))
            .map((c) => ({
              value: c.status,
              label: l("statusCount", { label: PAY_STATUS_STYLE[c.status].label, count: c.count }),
            })),
        ]}
      />
      <FilterBar<PayFilterValues> key={quick} filters={filters} setFilters={setFilters} codec={payFilterCodec}>
        <Form.Item name="period" label={f("period")}>
          <Input type="month" style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={f("status")}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ minWidth: 180 }}
            options={enumOptions(PAY_STATUSES, PAY_STATUS_STYLE)}
          />
        </Form.Item>
        <Form.Item name="talent_id" label={f("talent")}>
          <Select {...talents.selectProps} {...select} />
        </Form.Item>
        <Form.Item name="company_id" label={f("company")}>
          <CompanySelect {...select} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="anomalies" valuePropName="checked" label={f("anomalies")}>
          <Checkbox />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<PayListRow>
        {...tableProps}
        list="pay-tracking"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {l(isEstimatedTotal(meta.count, result.total) ? "countEstimated" : "count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
