// /personnel-register (Contrats et temps): the registre unique du personnel — every hiring in the
// order of the hirings, with server-side filters (people present during a period, client company,
// last name), sort, count, the register's export and, for one client company, the extract its own
// register needs (« salarié temporaire », the agency's name and address: D1221-23).
import { useList } from "@refinedev/core";
import { useTable } from "@refinedev/antd";
import { Alert, Form, Input, Space, Typography } from "antd";
import { useMemo } from "react";
import { DATE_FILTER_STYLE, DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { valueOf } from "../../src/components/table/filter-codec.ts";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { t } from "../../src/i18n/index.ts";
import type { Tables } from "../../src/database.types.ts";
import { clientExtractColumns, registerColumns, registerExportColumns } from "./columns.tsx";
import { registerFilterCodec, type RegisterFilterValues } from "./filters.ts";
import { PERSONNEL_REGISTER_LIST_READ } from "./list-read.ts";
import type { RegisterRow } from "./types.ts";

const options = listTableOptions(PERSONNEL_REGISTER_LIST_READ);
const { meta } = options;
const select = { allowClear: true, showSearch: true, style: { minWidth: 200 } };

type Identity = Pick<Tables<"workspace_identity">, "workspace_id" | "legal_name" | "street" | "postal_code" | "city">;

/** The agency's name and address as its legal identity states them (the first of the user's workspaces). */
function useAgency() {
  const { result } = useList<Identity>({
    resource: "workspace_identity",
    meta: { select: "workspace_id, legal_name, street, postal_code, city" },
    pagination: { mode: "off" },
    liveMode: "off",
  });
  const row = result.data[0];
  return {
    name: row?.legal_name ?? "",
    address: [row?.street, [row?.postal_code, row?.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  };
}

export const PersonnelRegisterList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<RegisterRow>(options);
  const columns = useMemo(() => registerColumns({ sorters }), [sorters]);
  const agency = useAgency();
  const companyId = valueOf<string>(filters, "company_id", "eq");
  const companyName = tableProps.dataSource?.[0]?.company_name ?? "";
  return (
    <ListPage
      title={<PageTitle>{t("resources.personnelRegister.title")}</PageTitle>}
      headerButtons={
        <Space wrap>
          <ExportButton
            resource="personnel_register_entry"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={registerExportColumns}
            fileBase={t("resources.personnelRegister.export")}
            pdfTitle={t("resources.personnelRegister.title")}
          />
          <ExportButton
            resource="personnel_register_entry"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={clientExtractColumns(agency)}
            fileBase={t("resources.personnelRegister.clientExportFile", { company: companyName || "client" })}
            label={t("resources.personnelRegister.clientExport")}
            pdfTitle={t("resources.personnelRegister.clientExportTitle", { company: companyName })}
            disabledReason={companyId ? undefined : t("resources.personnelRegister.clientExportHint")}
          />
        </Space>
      }
    >
      <Alert type="info" showIcon message={t("resources.personnelRegister.notice")} style={{ marginBottom: 12 }} />
      <FilterBar<RegisterFilterValues> filters={filters} setFilters={setFilters} codec={registerFilterCodec}>
        <Form.Item name="q" label={t("resources.personnelRegister.filters.q")}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="from" label={t("resources.personnelRegister.filters.from")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="to" label={t("resources.personnelRegister.filters.to")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="company_id" label={t("resources.personnelRegister.filters.company")}>
          <CompanySelect {...select} />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<RegisterRow>
        {...tableProps}
        list="personnel-register"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.personnelRegister.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
