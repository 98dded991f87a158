// /talents/hiring-pools: the pools the user may read (RLS: a private pool only for its owner
// and the owner's managers), with server-side filters in the URL (name, status, visibility,
// owner, type), sorting, a count, each pool's members counted (a dynamic pool's current
// matches) and the export; « Nouveau vivier » for the roles that create pools.
import { useTable } from "@refinedev/antd";
import { useParsed } from "@refinedev/core";
import { Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { PageTitle } from "../../src/components/page-title.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { t } from "../../src/i18n/index.ts";
import { OwnerSelect, OWNER_FILTER_STYLE } from "../../src/domain/team/owner-select.tsx";
import { hiringPoolColumns, hiringPoolExportColumns, poolTypeLabel } from "./columns.tsx";
import {
  HIRING_POOL_STATUSES,
  HIRING_POOL_STATUS_STYLE,
  HIRING_POOL_VISIBILITIES,
  HIRING_POOL_VISIBILITY_STYLE,
} from "./constants.ts";
import { HiringPoolCreateButton } from "./public/create.tsx";
import { hiringPoolFilterCodec, type HiringPoolFilterValues } from "./filters.ts";
import { HIRING_POOL_LIST_READ } from "./list-read.ts";
import type { HiringPoolRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.fields) => t(`resources.hiringPools.fields.${key}`);
const multi = { mode: "multiple" as const, allowClear: true, style: { minWidth: 160 } };

export const HiringPoolList = () => {
  const { params } = useParsed();
  const options = listTableOptions(HIRING_POOL_LIST_READ, params?.filters);
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<HiringPoolRow>(options);
  const columns = useMemo(() => hiringPoolColumns({ sorters }), [sorters]);
  return (
    <ListPage
      title={<PageTitle>{t("resources.hiringPools.list.title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="hiring_pool"
            filters={filters}
            sorters={sorters}
            meta={options.meta}
            columns={hiringPoolExportColumns}
            fileBase="viviers"
          />
          <HiringPoolCreateButton />
        </>
      }
    >
      <FilterBar<HiringPoolFilterValues> filters={filters} setFilters={setFilters} codec={hiringPoolFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            aria-label={t("components.filters.search")}
            placeholder={t("resources.hiringPools.list.search")}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name="type" label={f("type")}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            options={[
              { value: "static", label: poolTypeLabel(false) },
              { value: "dynamic", label: poolTypeLabel(true) },
            ]}
          />
        </Form.Item>
        <Form.Item name="status" label={f("status")}>
          <Select {...multi} options={enumOptions(HIRING_POOL_STATUSES, HIRING_POOL_STATUS_STYLE)} />
        </Form.Item>
        <Form.Item name="visibility" label={f("visibility")}>
          <Select {...multi} options={enumOptions(HIRING_POOL_VISIBILITIES, HIRING_POOL_VISIBILITY_STYLE)} />
        </Form.Item>
        <Form.Item name="owner_id" label={f("owner")}>
          <OwnerSelect style={OWNER_FILTER_STYLE} />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<HiringPoolRow>
        {...tableProps}
        list="hiring-pools"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.hiringPools.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
