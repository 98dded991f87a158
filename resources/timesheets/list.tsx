// /timesheets: the weeks of every contract by step (to fill, to send, awaiting signature,
// contested, signed to validate, validated) as tabs with their counts, server-side filters
// (week, company, talent, owner, status) kept in the URL, sort, an estimated count, the export,
// the preparation of a week's drafts, the creation of one contract's week, the bulk sending of
// a week; a week opens its grid in a drawer (`?open=<id>`, the spec has no detail route).
import { useTable } from "@refinedev/antd";
import { useCan, useInvalidate, useParsed } from "@refinedev/core";
import { Drawer, Form, Select, Typography } from "antd";
import { DATE_FILTER_STYLE, DateInput, notMonday } from "../../src/components/date-picker/french-pickers.tsx";
import { useMemo, lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
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
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";
import { timesheetColumns, timesheetExportColumns } from "./columns.tsx";
import { TIMESHEET_STATUSES, TIMESHEET_STATUS_STYLE, TIMESHEET_TABS, type TimesheetTab } from "./constants.ts";
import { tabOf, timesheetFilterCodec, withTab, type TimesheetFilterValues } from "./filters.ts";
import { useTimesheetCounts } from "./hooks.ts";
import { useTalentsSearchSelect } from "../../src/domain/talents/talents-select.ts";
import { TIMESHEET_LIST_READ } from "./list-read.ts";
import { CreateWeekButton } from "./create-week.tsx";
import { PrepareWeekButton } from "./prepare-week.tsx";
import { SendWeekButton } from "./week-buttons.tsx";
import type { TimesheetListRow } from "./types.ts";

const WeekDetail = lazy(() => import("./week-detail.tsx").then((m) => ({ default: m.TimesheetWeekDetail })));

const l = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.list, o?: MessageVars) =>
  t(`resources.timesheets.list.${key}`, o);
const f = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.fields) => t(`resources.timesheets.fields.${key}`);
const select = { allowClear: true, showSearch: true, style: { minWidth: 180 } };

export const TimesheetList = () => {
  const { params } = useParsed();
  const options = listTableOptions(TIMESHEET_LIST_READ, params?.filters);
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<TimesheetListRow>(options);
  const { counts, refetch } = useTimesheetCounts(filters);
  const talents = useTalentsSearchSelect();
  const invalidate = useInvalidate();
  const { data: canWrite } = useCan({ resource: "timesheet_week", action: "edit" });
  const { data: canCreate } = useCan({ resource: "timesheet_week", action: "create" });
  const [search] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => search.get("open"));
  const columns = useMemo(() => timesheetColumns({ sorters, onOpen: setOpenId }), [sorters]);
  const tab = tabOf(filters);
  const week = valueOf<string>(filters, "week_start", "eq");
  const refresh = () => {
    void invalidate({ resource: "timesheet_week", invalidates: ["list"] });
    void refetch();
  };

  return (
    <ListPage
      title={<PageTitle>{l("title")}</PageTitle>}
      headerButtons={
        <>
          {canCreate?.can ? <PrepareWeekButton week={week} onDone={refresh} /> : null}
          {canCreate?.can ? (
            <CreateWeekButton
              onCreated={(created) => {
                refresh();
                setOpenId(created.id);
              }}
            />
          ) : null}
          {canWrite?.can ? <SendWeekButton week={week} onDone={refresh} /> : null}
          <ExportButton
            resource="timesheet_week"
            filters={filters}
            sorters={sorters}
            meta={options.meta}
            columns={timesheetExportColumns}
            fileBase="releves-heures"
          />
        </>
      }
    >
      <QuickFilters<TimesheetTab>
        label={l("tabs")}
        value={tab}
        onChange={(value) => setFilters(withTab(filters, value), "replace")}
        options={TIMESHEET_TABS.map((value) => ({
          value,
          label:
            value === "all"
              ? t("resources.timesheets.tabs.all")
              : l("tabCount", { label: t(`resources.timesheets.tabs.${value}`), count: counts[value] ?? 0 }),
        }))}
      />
      <FilterBar<TimesheetFilterValues>
        key={tab ?? "custom"}
        filters={filters}
        setFilters={setFilters}
        codec={timesheetFilterCodec}
      >
        <Form.Item name="week_start" label={f("week")}>
          <DateInput style={DATE_FILTER_STYLE} disabledDate={notMonday} />
        </Form.Item>
        <Form.Item name="company_id" label={f("company")}>
          <CompanySelect {...select} />
        </Form.Item>
        <Form.Item name="talent_id" label={f("talent")}>
          <Select {...talents.selectProps} {...select} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="status" label={f("status")}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ minWidth: 180 }}
            options={enumOptions(TIMESHEET_STATUSES, TIMESHEET_STATUS_STYLE)}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<TimesheetListRow>
        {...tableProps}
        list="timesheets"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {l(isEstimatedTotal(options.meta.count, result.total) ? "countEstimated" : "count", {
              count: result.total ?? 0,
            })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
      <Drawer
        open={!!openId}
        onClose={() => setOpenId(null)}
        width="min(1040px, 100vw)"
        title={l("title")}
        destroyOnHidden
      >
        {openId ? (
          <Suspense fallback={null}>
            <WeekDetail id={openId} onChanged={refresh} />
          </Suspense>
        ) : null}
      </Drawer>
    </ListPage>
  );
};
