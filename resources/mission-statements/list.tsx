// /mission-statements: the relevés mensuels des contrats de mission, one per client establishment
// and month — server-side filters kept in the URL (month, status, client), sort, count, the list's
// export and, for accounting, « Préparer le mois ».
import { useTable } from "@refinedev/antd";
import { usePermissions, type CrudFilters } from "@refinedev/core";
import { Alert, Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { valueOf } from "../../src/components/table/filter-codec.ts";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { t } from "../../src/i18n/index.ts";
import { enumValues } from "../../src/lib/enums/labels.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { STATEMENT_STATUS_STYLE, statementColumns, statementExportColumns } from "./columns.tsx";
import { statementFilterCodec, type StatementFilterValues } from "./filters.ts";
import { MISSION_STATEMENT_LIST_READ } from "./list-read.ts";
import { PrepareMonth } from "./prepare-month.tsx";
import type { StatementListRow } from "./types.ts";

const options = listTableOptions(MISSION_STATEMENT_LIST_READ);
const { meta } = options;
const fl = (key: keyof typeof import("./i18n.fr.ts").missionStatementsFr.filters) =>
  t(`resources.missionStatements.filters.${key}`);

export const MissionStatementList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<StatementListRow>(options);
  const columns = useMemo(() => statementColumns({ sorters }), [sorters]);
  const { data: roles } = usePermissions<string[]>({});
  // after a preparation, the list shows the month prepared
  const showMonth = (month: string) =>
    setFilters(
      [
        ...filters.filter((x) => !("field" in x) || x.field !== "month"),
        { field: "month", operator: "eq", value: `${month}-01` },
      ] as CrudFilters,
      "replace",
    );
  return (
    <ListPage
      title={<PageTitle>{t("resources.missionStatements.title")}</PageTitle>}
      headerButtons={
        <>
          {mayDo(roles ?? [], "pay.export") ? <PrepareMonth onPrepared={showMonth} /> : null}
          <ExportButton
            resource="mission_statement"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={statementExportColumns}
            fileBase={t("resources.missionStatements.exportFile")}
          />
        </>
      }
    >
      <Alert type="info" showIcon message={t("resources.missionStatements.notice")} style={{ marginBottom: 12 }} />
      {/* its form starts from the URL's filters: a new one after « Préparer le mois » picks the month */}
      <FilterBar<StatementFilterValues>
        key={valueOf<string>(filters, "month", "eq") ?? "all"}
        filters={filters}
        setFilters={setFilters}
        codec={statementFilterCodec}
      >
        <Form.Item name="month" label={fl("month")}>
          <Input type="month" style={{ width: 170 }} />
        </Form.Item>
        <Form.Item name="status" label={fl("status")}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            style={{ minWidth: 180 }}
            options={enumOptions(enumValues("mission_statement_status"), STATEMENT_STATUS_STYLE)}
          />
        </Form.Item>
        <Form.Item name="company_id" label={fl("company")}>
          <CompanySelect allowClear showSearch style={{ minWidth: 200 }} />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<StatementListRow>
        {...tableProps}
        list="mission-statements"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.missionStatements.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
