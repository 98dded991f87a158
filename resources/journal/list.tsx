// /journal (Administration): every change of the records the user may read — who, when, which
// record, which fields before → after —, with server-side filters (author, kind of record,
// action, period), sort, count and export. The sensitive values come masked from the database
// for the roles that may not read them; the route is guarded by the journal screen permission.
import { useTable } from "@refinedev/antd";
import { Form, Select, Typography } from "antd";
import { useMemo } from "react";
import { DATE_FILTER_STYLE, DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { actionLabel, entityLabel } from "../../src/components/history/format.ts";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { useTeamMembersSelect } from "../../src/domain/team/team-members-select.ts";
import { t } from "../../src/i18n/index.ts";
import { journalColumns, journalExportColumns } from "./columns.tsx";
import { journalFilterCodec, type JournalFilterValues } from "./filters.ts";
import { JOURNAL_LIST_READ } from "./list-read.ts";
import type { JournalRow } from "./types.ts";

const options = listTableOptions(JOURNAL_LIST_READ);
const { meta } = options;
const f = (key: "actor" | "entity" | "action" | "from" | "to") => t(`history.journal.filters.${key}`);

const ENTITIES = [
  "talent",
  "talent_private",
  "medical_checkup_request",
  "medical_checkup_result",
  "company",
  "contact",
  "portal_access",
  "contract",
  "contract_pricing",
  "timesheet_week",
  "timesheet_day",
  "pay_tracking",
  "pay_element",
  "advance_payment_request",
  "client_invoice",
  "client_invoice_line",
  "client_invoice_payment",
  "team_member",
  "team_member_workspace",
  "user_role",
];
const ACTIONS = ["insert", "update", "delete", "read"];

export const JournalList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<JournalRow>(options);
  const columns = useMemo(() => journalColumns({ sorters }), [sorters]);
  const members = useTeamMembersSelect();
  return (
    <ListPage
      title={<PageTitle>{t("history.journal.title")}</PageTitle>}
      headerButtons={
        <ExportButton
          resource="record_history_entry"
          filters={filters}
          sorters={sorters}
          meta={meta}
          columns={journalExportColumns}
          fileBase={t("history.journal.export")}
        />
      }
    >
      <FilterBar<JournalFilterValues> filters={filters} setFilters={setFilters} codec={journalFilterCodec}>
        <Form.Item name="actor" label={f("actor")}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={members.loading}
            options={members.options}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        <Form.Item name="entity" label={f("entity")}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={ENTITIES.map((e) => ({ value: e, label: entityLabel(e) }))}
            style={{ minWidth: 200 }}
          />
        </Form.Item>
        <Form.Item name="action" label={f("action")}>
          <Select
            allowClear
            options={ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
            style={{ minWidth: 150 }}
          />
        </Form.Item>
        <Form.Item name="from" label={f("from")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
        <Form.Item name="to" label={f("to")}>
          <DateInput style={DATE_FILTER_STYLE} />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<JournalRow>
        {...tableProps}
        list="journal"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("history.journal.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
