// /companies: the client companies with server-side sorting, filters in the URL, search
// without accents, a count and the export.
import { enumOptions } from "../../src/components/table/columns.tsx";
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { companyColumns, companyExportColumns } from "../../src/domain/companies/columns.tsx";
import { COMPANY_STATUSES, COMPANY_STATUS_STYLE } from "../../src/domain/companies/constants.ts";
import { CompanyCreateButton } from "./create.tsx";
import { companyFilterCodec, type CompanyFilterValues } from "./filters.ts";
import { COMPANY_LIST_READ } from "./list-read.ts";
import type { CompanyListRow } from "../../src/domain/companies/types.ts";

const options = listTableOptions(COMPANY_LIST_READ);
const { meta } = options;

export const CompanyList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<CompanyListRow>(options);
  const columns = useMemo(() => companyColumns({ sorters }), [sorters]);
  return (
    <ListPage
      title={<PageTitle>{t("resources.companies.list.title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="company"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={companyExportColumns}
            fileBase="entreprises"
          />
          <CompanyCreateButton />
        </>
      }
    >
      <FilterBar<CompanyFilterValues> filters={filters} setFilters={setFilters} codec={companyFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search allowClear aria-label={t("components.filters.search")} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="status" label={t("resources.companies.fields.status")}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={enumOptions(COMPANY_STATUSES, COMPANY_STATUS_STYLE)}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<CompanyListRow>
        {...tableProps}
        list="companies"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.companies.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
