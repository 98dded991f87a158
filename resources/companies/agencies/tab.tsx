// Établissements of /companies/:id: the list (with each one's city), "Ajouter un établissement",
// edit and delete, each shown only to the roles the permission matrix allows on `agency`.
import { useCan, useList } from "@refinedev/core";
import { Button, Space, Table } from "antd";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { agencyColumns } from "./columns.tsx";
import { agencyText } from "./labels.ts";
import { useAgencyModal } from "./modal.tsx";
import { AGENCY_LIST_SELECT } from "./select.ts";
import type { AgencyListRow } from "./types.ts";

export const AgenciesTab = ({ companyId, siren }: { companyId: string; siren: string | null }) => {
  const { result, query } = useList<AgencyListRow>({
    liveMode: "off",
    resource: "agency",
    filters: [{ field: "company_id", operator: "eq", value: companyId }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200 },
    meta: { select: AGENCY_LIST_SELECT },
  });
  const agencies = result.data;
  const refetch = () => void query.refetch();
  const { data: canCreate } = useCan({ resource: "agency", action: "create" });
  const { data: canEdit } = useCan({ resource: "agency", action: "edit" });
  const { data: canDelete } = useCan({ resource: "agency", action: "delete" });
  const creator = useAgencyModal({ action: "create", companyId, siren, agencies, onSaved: refetch });
  const editor = useAgencyModal({ action: "edit", companyId, siren, agencies, onSaved: refetch });
  const columns = agencyColumns({
    onEdit: canEdit?.can ? (row) => editor.open(row.id) : undefined,
    onDeleted: refetch,
    canDelete: !!canDelete?.can,
  });
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {canCreate?.can ? (
        <Button type="primary" onClick={() => creator.open()}>
          {agencyText("create")}
        </Button>
      ) : null}
      <Table<AgencyListRow>
        rowKey="id"
        loading={query.isLoading}
        dataSource={agencies}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
      />
      {creator.modal}
      {editor.modal}
    </Space>
  );
};
