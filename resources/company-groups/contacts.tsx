// The group's contacts: those of its member companies (name linking to the contact's page,
// company, job title, e-mail, phone, roles), read from `contact` on the members' ids.
import { Empty, Table } from "antd";
import { ListError } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { contactColumns } from "../contacts/public/columns.tsx";
import type { ContactRow } from "../../src/domain/contacts/types.ts";
import { useGroupContacts } from "./hooks.ts";

export const GroupContacts = ({ companyIds, membersLoading }: { companyIds: string[]; membersLoading: boolean }) => {
  const { result, query } = useGroupContacts(companyIds);
  return (
    <>
      {query.isError ? <ListError error={query.error} /> : null}
      <Table<ContactRow>
        size="small"
        rowKey="id"
        loading={membersLoading || query.isLoading}
        dataSource={companyIds.length ? result.data : []}
        // the group's contacts in the order read: no sorting here
        columns={contactColumns({}, { withCompany: true }).map((column) => ({ ...column, sorter: false }))}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Empty description={t("resources.companyGroups.contacts.empty")} /> }}
      />
    </>
  );
};
