// /medical-centers: the occupational health services with server-side sorting, filters in the
// URL, a count and the export; a centre opens in its edit modal (the spec has no detail route
// for them); below, the centres ranked by distance from a talent or a worksite.
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { useCan } from "@refinedev/core";
import { Form, Input, Select, Space, Typography } from "antd";
import { PageTitle } from "../../src/components/page-title.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { t } from "../../src/i18n/index.ts";
import { CentersNear } from "../../src/domain/centers/near.tsx";
import { medicalCenterColumns, medicalCenterExportColumns } from "./columns.tsx";
import {
  MEDICAL_CENTER_KINDS,
  MEDICAL_CENTER_KIND_STYLE,
  MEDICAL_CENTER_STATUSES,
  MEDICAL_CENTER_STATUS_STYLE,
} from "./constants.ts";
import { MedicalCenterCreateButton } from "./create.tsx";
import { medicalCenterFilterCodec, type MedicalCenterFilterValues } from "./filters.ts";
import { MEDICAL_CENTER_LIST_READ } from "./list-read.ts";
import { useMedicalCenterModal } from "./modal.tsx";
import type { MedicalCenterListRow } from "./types.ts";

const options = listTableOptions(MEDICAL_CENTER_LIST_READ);
const { meta } = options;

export const MedicalCenterList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<MedicalCenterListRow>(options);
  const canCreate = useCan({ resource: "medical_center", action: "create" }).data?.can ?? false;
  const edit = useMedicalCenterModal("edit", () => void tableQuery.refetch());
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <ListPage
        title={<PageTitle>{t("resources.medicalCenters.list.title")}</PageTitle>}
        headerButtons={
          <>
            <ExportButton
              resource="medical_center"
              filters={filters}
              sorters={sorters}
              meta={meta}
              columns={medicalCenterExportColumns}
              fileBase="centres-medicaux"
            />
            {canCreate ? <MedicalCenterCreateButton onSaved={() => void tableQuery.refetch()} /> : null}
          </>
        }
      >
        <FilterBar<MedicalCenterFilterValues>
          filters={filters}
          setFilters={setFilters}
          codec={medicalCenterFilterCodec}
        >
          <Form.Item name="q" label={t("components.filters.search")}>
            <Input.Search allowClear aria-label={t("components.filters.search")} style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="kind" label={t("resources.medicalCenters.fields.kind")}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 200 }}
              options={enumOptions(MEDICAL_CENTER_KINDS, MEDICAL_CENTER_KIND_STYLE)}
            />
          </Form.Item>
          <Form.Item name="status" label={t("resources.centers.fields.status")}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              options={enumOptions(MEDICAL_CENTER_STATUSES, MEDICAL_CENTER_STATUS_STYLE)}
            />
          </Form.Item>
          <Form.Item name="department" label={t("resources.medicalCenters.fields.departments")}>
            <Input allowClear style={{ width: 120 }} />
          </Form.Item>
        </FilterBar>
        {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
        <ListTable<MedicalCenterListRow>
          {...tableProps}
          list="medical-centers"
          toolbar={
            <Typography.Text type="secondary" aria-live="polite">
              {t("resources.medicalCenters.list.count", { count: result.total ?? 0 })}
            </Typography.Text>
          }
          rowKey="id"
          columns={medicalCenterColumns({ sorters }, (id) => edit.open(id))}
        />
      </ListPage>
      {edit.modal}
      <CentersNear kind="medical" />
    </Space>
  );
};
