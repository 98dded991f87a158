// /contacts: the client contacts with server-side sorting, filters in the URL, search without
// accents, a count and the export.
import { useTable } from "@refinedev/antd";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { CompanySelect } from "../../src/domain/companies/company-select.tsx";
import { contactColumns, contactExportColumns } from "./public/columns.tsx";
import { CONTACT_STATUSES, CONTACT_STATUS_STYLE } from "../../src/domain/contacts/constants.ts";
import { ContactCreateButton } from "./public/create.tsx";
import { contactFilterCodec, type ContactFilterValues } from "./filters.ts";
import { CONTACT_LIST_READ } from "./list-read.ts";
import type { ContactRow } from "../../src/domain/contacts/types.ts";

const options = listTableOptions(CONTACT_LIST_READ);
const { meta } = options;

export const ContactList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<ContactRow>(options);
  const columns = useMemo(() => contactColumns({ sorters }), [sorters]);
  return (
    <ListPage
      title={<PageTitle>{t("resources.contacts.list.title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="contact"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={contactExportColumns}
            fileBase="contacts"
          />
          <ContactCreateButton />
        </>
      }
    >
      <FilterBar<ContactFilterValues> filters={filters} setFilters={setFilters} codec={contactFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            aria-label={t("components.filters.search")}
            placeholder={t("resources.contacts.list.search")}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item name="company_id" label={t("resources.contacts.fields.company")}>
          <CompanySelect allowClear style={{ minWidth: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t("resources.contacts.fields.status")}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 180 }}
            options={enumOptions(CONTACT_STATUSES, CONTACT_STATUS_STYLE)}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<ContactRow>
        {...tableProps}
        list="contacts"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.contacts.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
