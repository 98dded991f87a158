// /applications: every application the user may see (RLS), with server-side filters in the URL
// (stage, mission, company, owner, source, rejected or not, creation dates), sorting, a count,
// bulk move / bulk reject with a reason and the export; « Voir » opens an application in a drawer
// (`?open=<id>`) with its talent's reference checks.
import { useTable } from "@refinedev/antd";
import { SelectAllTitle } from "../../src/components/table/select-all.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { useList, useParsed } from "@refinedev/core";
import { Button, Drawer, Form, Select, Typography } from "antd";
import { DATE_FILTER_STYLE, DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import type { TransitionRule } from "../../src/domain/applications/move-rules.ts";
import { TRANSITION_SELECT } from "../../src/domain/applications/transitions.ts";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";
import { BulkActions } from "./bulk.tsx";
import { applicationColumns, applicationExportColumns } from "./columns.tsx";
import { ApplicationDetail } from "./detail.tsx";
import { applicationFilterCodec, type ApplicationFilterValues } from "./filters.ts";
import { useMissionsSelect } from "./hooks.ts";
import { APPLICATION_LIST_READ } from "./list-read.ts";
import type { ApplicationRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").applicationsFr.fields) => t(`resources.applications.fields.${key}`);
const STYLES = {
  stages: enumStyle("application_stage"),
  sources: enumStyle("application_source"),
  reasons: enumStyle("application_rejection_reason"),
};
const optionsOf = (style: Record<string, { label: string }>) =>
  Object.entries(style).map(([value, s]) => ({ value, label: s.label }));

export const ApplicationList = () => {
  const { params } = useParsed();
  const options = listTableOptions(APPLICATION_LIST_READ, params?.filters);
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<ApplicationRow>(options);
  const { result: transitions } = useList<TransitionRule>({
    liveMode: "off",
    resource: "status_transition",
    filters: [
      { field: "entity", operator: "eq", value: "application" },
      { field: "status_column", operator: "eq", value: "stage" },
    ],
    pagination: { mode: "off" },
    meta: { select: TRANSITION_SELECT },
    queryOptions: { staleTime: Infinity },
  });
  const { user } = useCurrentUser();
  const missions = useMissionsSelect();
  const [selected, setSelected] = useState<string[]>([]);
  const [search] = useSearchParams();
  // a link to one application (`?open=<id>`), read once: the list's URL sync rewrites the query
  const [openId, setOpenId] = useState<string | null>(() => search.get("open"));
  const columns = [
    ...applicationColumns(STYLES, { sorters }),
    {
      key: "open",
      title: t("resources.applications.detail.actions"),
      render: (_: unknown, row: ApplicationRow) => (
        <Button
          size="small"
          onClick={() => setOpenId(row.id)}
          aria-label={t("resources.applications.detail.openLabel", {
            name: row.talent ? displayName(row.talent) : row.id,
          })}
        >
          {t("resources.applications.detail.open")}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title={<PageTitle>{t("resources.applications.list.title")}</PageTitle>}
      headerButtons={
        <ExportButton
          resource="application"
          filters={filters}
          sorters={sorters}
          meta={options.meta}
          columns={applicationExportColumns(STYLES)}
          fileBase="candidatures"
        />
      }
    >
      <FilterBar<ApplicationFilterValues> filters={filters} setFilters={setFilters} codec={applicationFilterCodec}>
        <Form.Item name="mission_id" label={f("mission")}>
          <Select {...missions.selectProps} allowClear style={{ minWidth: 220 }} />
        </Form.Item>
        <Form.Item name="stage" label={f("stage")}>
          <Select mode="multiple" allowClear style={{ minWidth: 200 }} options={optionsOf(STYLES.stages)} />
        </Form.Item>
        <Form.Item name="company_id" label={f("company")}>
          <CompanySelect allowClear style={{ minWidth: 200 }} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="source" label={f("source")}>
          <Select mode="multiple" allowClear style={{ minWidth: 180 }} options={optionsOf(STYLES.sources)} />
        </Form.Item>
        <Form.Item name="rejected" label={f("rejected")}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            options={[
              { value: "no", label: t("resources.applications.rejectedOptions.no") },
              { value: "yes", label: t("resources.applications.rejectedOptions.yes") },
            ]}
          />
        </Form.Item>
        <Form.Item name="from" label={f("createdFrom")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="to" label={f("createdTo")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <Typography.Paragraph type="secondary" aria-live="polite" style={{ marginBottom: 8 }}>
        {t("resources.applications.list.count", { count: result.total ?? 0 })}
      </Typography.Paragraph>
      <BulkActions
        ids={selected}
        roles={user?.roles ?? []}
        rules={transitions.data}
        stages={STYLES.stages}
        onDone={() => setSelected([])}
      />
      {/* the select-all box's copy in antd's measuring row is out of the focus order (select-all.tsx) */}
      <ListTable<ApplicationRow>
        {...tableProps}
        list="applications"
        rowKey="id"
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          columnTitle: (
            <SelectAllTitle
              selectable={(tableProps.dataSource ?? []).map((r) => r.id)}
              selected={selected}
              onChange={setSelected}
            />
          ),
          // antd hands these props to the checkbox's input: each row's box is named by its talent
          getCheckboxProps: (row) =>
            ({ "aria-label": row.talent ? displayName(row.talent) : row.id }) as Record<string, string>,
        }}
      />
      <Drawer
        open={!!openId}
        onClose={() => setOpenId(null)}
        width="min(880px, 100vw)"
        title={t("resources.applications.detail.title")}
        destroyOnHidden
      >
        {openId ? <ApplicationDetail id={openId} styles={STYLES} /> : null}
      </Drawer>
    </ListPage>
  );
};
