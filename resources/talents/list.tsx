// /talents/list: server-side pagination, sorting and filters kept in the URL, accent-insensitive
// search on search_text, a count, and the export of the filtered list.
import { enumOptions } from "../../src/components/table/columns.tsx";
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { useParsed } from "@refinedev/core";
import { Checkbox, Form, Input, Select, Space, Typography } from "antd";
import { useMemo } from "react";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { talentColumns, talentExportColumns } from "./columns.tsx";
import { TalentCreateButton } from "./create.tsx";
import {
  AVAILABILITY_STATUSES,
  AVAILABILITY_STATUS_STYLE,
  CONSTRUCTION_TYPES,
  CONSTRUCTION_TYPE_STYLE,
  CONTRACT_TYPES,
  CONTRACT_TYPE_STYLE,
  EXPERIENCE_LEVELS,
  EXPERIENCE_LEVEL_STYLE,
  QUALIFICATION_STATUSES,
  QUALIFICATION_STATUS_STYLE,
} from "../../src/domain/talents/constants.ts";
import { DistanceFilterFields } from "./distance-filter.tsx";
import { talentFilterCodec, type TalentFilterValues } from "./filters.ts";
import { useJobsSelect } from "../../src/domain/jobs/jobs-select.ts";
import { isEstimatedTotal } from "../../src/components/table/list-count.ts";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { TALENT_LIST_READ } from "./list-read.ts";
import type { TalentListRow } from "./types.ts";
import { usePoolSelection } from "../hiring-pools/public/selection.tsx";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";

const f = (key: keyof typeof import("./i18n.fr.ts").talentsFr.fields) => t(`resources.talents.fields.${key}`);
const multi = {
  mode: "multiple" as const,
  allowClear: true,
  style: { minWidth: 180 },
  maxTagCount: "responsive" as const,
};

export const TalentList = () => {
  const { params } = useParsed();
  const options = listTableOptions(TALENT_LIST_READ, params?.filters);
  const { meta } = options;
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<TalentListRow>(options);
  const jobs = useJobsSelect();
  // « Ajouter à un vivier » on the ticked rows (docs/rules/talents-documents.md#hiring-pools)
  const pools = usePoolSelection(tableProps.dataSource ?? [], (row) => row.id);
  const columns = useMemo(() => talentColumns({ sorters }), [sorters]);

  return (
    <ListPage
      title={<PageTitle>{t("resources.talents.list.title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="talent"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={talentExportColumns}
            fileBase="talents"
          />
          <TalentCreateButton />
        </>
      }
    >
      <FilterBar<TalentFilterValues> filters={filters} setFilters={setFilters} codec={talentFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            placeholder={t("resources.talents.filters.search")}
            aria-label={t("components.filters.search")}
            style={{ width: 260 }}
            onSearch={() => undefined}
          />
        </Form.Item>
        <Form.Item name="job_id" label={f("job")}>
          <Select {...jobs.selectProps} allowClear showSearch style={{ minWidth: 180 }} />
        </Form.Item>
        <Form.Item name="availability_status" label={f("availabilityStatus")}>
          <Select {...multi} options={enumOptions(AVAILABILITY_STATUSES, AVAILABILITY_STATUS_STYLE)} />
        </Form.Item>
        <Form.Item name="qualification_status" label={f("qualificationStatus")}>
          <Select {...multi} options={enumOptions(QUALIFICATION_STATUSES, QUALIFICATION_STATUS_STYLE)} />
        </Form.Item>
        <Form.Item name="experience_level" label={f("experienceLevel")}>
          <Select {...multi} options={enumOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_STYLE)} />
        </Form.Item>
        <Form.Item name="contract_types" label={f("contractTypes")}>
          <Select {...multi} options={enumOptions(CONTRACT_TYPES, CONTRACT_TYPE_STYLE)} />
        </Form.Item>
        <Form.Item name="construction_types" label={f("constructionTypes")}>
          <Select {...multi} options={enumOptions(CONSTRUCTION_TYPES, CONSTRUCTION_TYPE_STYLE)} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
        <DistanceFilterFields />
        <Form.Item name="is_top_profile" valuePropName="checked">
          <Checkbox>{f("topProfile")}</Checkbox>
        </Form.Item>
        <Form.Item name="is_benched" valuePropName="checked">
          <Checkbox>{f("benched")}</Checkbox>
        </Form.Item>
        <Form.Item name="blacklisted" label={f("blacklisted")}>
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
      {/* compact (list-table.tsx): the columns' widths fit a 1440 px screen, the table scrolls on a phone */}
      <ListTable<TalentListRow>
        {...tableProps}
        list="talents"
        toolbar={
          <Space wrap size={[16, 4]}>
            <Typography.Text type="secondary" aria-live="polite">
              {t(
                isEstimatedTotal(meta.count, result.total)
                  ? "resources.talents.list.countEstimated"
                  : "resources.talents.list.count",
                { count: result.total ?? 0 },
              )}
            </Typography.Text>
            {pools.bar}
          </Space>
        }
        rowKey="id"
        rowSelection={pools.rowSelection}
        columns={columns}
      />
    </ListPage>
  );
};
