// /qualification-centers: the training and testing bodies with server-side sorting, filters
// in the URL, a count and the export; below, the centres ranked by distance from a talent or
// a worksite.
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { useCan } from "@refinedev/core";
import { Form, Input, Select, Space, Typography } from "antd";
import { useMemo } from "react";
import { PageTitle } from "../../src/components/page-title.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { t } from "../../src/i18n/index.ts";
import { CentersNear } from "../../src/domain/centers/near.tsx";
import { qualificationCenterColumns, qualificationCenterExportColumns } from "./columns.tsx";
import {
  QUALIFICATION_CENTER_STATUSES,
  QUALIFICATION_CENTER_STATUS_STYLE,
  QUALIFICATION_TYPES,
  QUALIFICATION_TYPE_STYLE,
} from "./constants.ts";
import { QualificationCenterCreateButton } from "./create.tsx";
import { qualificationCenterFilterCodec, type QualificationCenterFilterValues } from "./filters.ts";
import { QUALIFICATION_CENTER_LIST_READ } from "./list-read.ts";
import type { QualificationCenterListRow } from "./types.ts";

const options = listTableOptions(QUALIFICATION_CENTER_LIST_READ);
const { meta } = options;

export const QualificationCenterList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } =
    useTable<QualificationCenterListRow>(options);
  const columns = useMemo(() => qualificationCenterColumns({ sorters }), [sorters]);
  const canCreate = useCan({ resource: "qualification_center", action: "create" }).data?.can ?? false;
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <ListPage
        title={<PageTitle>{t("resources.qualificationCenters.list.title")}</PageTitle>}
        headerButtons={
          <>
            <ExportButton
              resource="qualification_center"
              filters={filters}
              sorters={sorters}
              meta={meta}
              columns={qualificationCenterExportColumns}
              fileBase="centres-de-formation"
            />
            {canCreate ? <QualificationCenterCreateButton /> : null}
          </>
        }
      >
        <FilterBar<QualificationCenterFilterValues>
          filters={filters}
          setFilters={setFilters}
          codec={qualificationCenterFilterCodec}
        >
          <Form.Item name="q" label={t("components.filters.search")}>
            <Input.Search allowClear aria-label={t("components.filters.search")} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="offered" label={t("resources.qualificationCenters.fields.offered")}>
            <Select
              allowClear
              style={{ minWidth: 220 }}
              options={enumOptions(QUALIFICATION_TYPES, QUALIFICATION_TYPE_STYLE)}
            />
          </Form.Item>
          <Form.Item name="status" label={t("resources.centers.fields.status")}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              options={enumOptions(QUALIFICATION_CENTER_STATUSES, QUALIFICATION_CENTER_STATUS_STYLE)}
            />
          </Form.Item>
        </FilterBar>
        {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
        <ListTable<QualificationCenterListRow>
          {...tableProps}
          list="qualification-centers"
          toolbar={
            <Typography.Text type="secondary" aria-live="polite">
              {t("resources.qualificationCenters.list.count", { count: result.total ?? 0 })}
            </Typography.Text>
          }
          rowKey="id"
          columns={columns}
        />
      </ListPage>
      <CentersNear kind="qualification" linkTo={(id) => `/qualification-centers/${id}`} />
    </Space>
  );
};
