// /missions/client-order and /missions/talent-pooling: one list of the mission table per kind
// (is_client_order as a permanent filter), server-side sorting and filters kept in the URL,
// counts per status as quick filters, a count, the export and the create button.
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { useParsed, type CrudFilters } from "@refinedev/core";
import { Form, Input, InputNumber, Select, Typography } from "antd";
import { useMemo } from "react";
import { DATE_FILTER_STYLE, DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { valueOf } from "../../src/components/table/filter-codec.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { QuickFilters } from "../../src/components/table/quick-filters.tsx";
import { isEstimatedTotal } from "../../src/components/table/list-count.ts";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { useJobsSelect } from "../../src/domain/jobs/jobs-select.ts";
import { missionColumns, missionExportColumns } from "./columns.tsx";
import {
  MISSION_PRIORITIES,
  MISSION_PRIORITY_STYLE,
  MISSION_STATUSES,
  MISSION_STATUS_STYLE,
  type MissionStatus,
} from "../../src/domain/missions/constants.ts";
import { MissionCreateButton } from "./public/create.tsx";
import { missionFilterCodec, type MissionFilterValues } from "./filters.ts";
import { useMissionStatusCounts } from "./hooks.ts";
import { useAgenciesSelect } from "../../src/domain/companies/agencies-select.ts";
import { kindFilter, MISSION_KINDS, MISSION_LIST_READ, type MissionKind } from "./list-read.ts";
import type { MissionListRow } from "./types.ts";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";

const f = (key: keyof typeof import("./i18n.fr.ts").missionsFr.fields) => t(`resources.missions.fields.${key}`);
const l = (key: keyof typeof import("./i18n.fr.ts").missionsFr.list, o?: MessageVars) =>
  t(`resources.missions.list.${key}`, o);
const ALL = "all";
const multi = {
  mode: "multiple" as const,
  allowClear: true,
  style: { minWidth: 180 },
  maxTagCount: "responsive" as const,
};
const select = { allowClear: true, showSearch: true, style: { minWidth: 180 } };

export const MissionList = ({ kind }: { kind: MissionKind }) => {
  const { params } = useParsed();
  const options = listTableOptions(MISSION_LIST_READ, params?.filters);
  const { meta } = options;
  const permanent = [kindFilter(kind)];
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<MissionListRow>({
    ...options,
    filters: { permanent },
  });
  const columns = useMemo(() => missionColumns({ sorters }), [sorters]);
  const isClientOrder = MISSION_KINDS[kind];
  const { counts } = useMissionStatusCounts(isClientOrder);
  const jobs = useJobsSelect();
  const agencies = useAgenciesSelect(undefined);
  // the user's filters, without the kind (useTable reports the permanent one among them)
  const own = filters.filter((x) => !("field" in x) || x.field !== "is_client_order");
  const status = valueOf<MissionStatus[]>(own, "status", "in");
  const quick = status?.length === 1 ? status[0] : ALL;
  const total = counts.reduce((sum, c) => sum + Number(c.count), 0);
  const setQuick = (value: string) =>
    setFilters(
      [
        ...own.filter((x) => !("field" in x) || x.field !== "status"),
        ...(value === ALL ? [] : [{ field: "status", operator: "in", value: [value] } as const]),
      ] as CrudFilters,
      "replace",
    );
  const title = l(isClientOrder ? "titleClientOrder" : "titleTalentPooling");

  return (
    <ListPage
      title={<PageTitle>{title}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="mission"
            filters={[...own, ...permanent]}
            sorters={sorters}
            meta={meta}
            columns={missionExportColumns}
            fileBase={isClientOrder ? "commandes" : "viviers"}
          />
          <MissionCreateButton isClientOrder={isClientOrder} />
        </>
      }
    >
      <QuickFilters
        label={l("quickFilters")}
        value={quick}
        onChange={setQuick}
        options={[
          { value: ALL, label: l("allStatuses", { count: total }) },
          ...counts
            .slice()
            .sort((a, b) => MISSION_STATUSES.indexOf(a.status) - MISSION_STATUSES.indexOf(b.status))
            .map((c) => ({
              value: c.status,
              label: l("statusCount", { label: MISSION_STATUS_STYLE[c.status].label, count: c.count }),
            })),
        ]}
      />
      <FilterBar<MissionFilterValues> key={quick} filters={own} setFilters={setFilters} codec={missionFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            placeholder={t("resources.missions.filters.search")}
            aria-label={t("components.filters.search")}
            style={{ width: 240 }}
            onSearch={() => undefined}
          />
        </Form.Item>
        <Form.Item name="status" label={f("status")}>
          <Select {...multi} options={enumOptions(MISSION_STATUSES, MISSION_STATUS_STYLE)} />
        </Form.Item>
        <Form.Item name="company_id" label={f("company")}>
          <CompanySelect {...select} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="job_id" label={f("job")}>
          <Select {...jobs.selectProps} {...select} />
        </Form.Item>
        <Form.Item name="agency_id" label={f("agency")}>
          <Select {...agencies.selectProps} {...select} />
        </Form.Item>
        <Form.Item name="start_from" label={f("startFrom")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="start_to" label={f("startTo")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="priority" label={f("priority")}>
          <Select {...multi} options={enumOptions(MISSION_PRIORITIES, MISSION_PRIORITY_STYLE)} />
        </Form.Item>
        <Form.Item name="positions_min" label={f("positionsMin")}>
          <InputNumber min={1} max={500} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="is_public" label={t("resources.missions.filters.published")}>
          <Select
            allowClear
            style={{ minWidth: 100 }}
            options={[
              { value: true, label: t("components.yesNo.yes") },
              { value: false, label: t("components.yesNo.no") },
            ]}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<MissionListRow>
        {...tableProps}
        list={`missions-${kind}`}
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

export const ClientOrderList = () => <MissionList kind="client-order" />;
export const TalentPoolingList = () => <MissionList kind="talent-pooling" />;
