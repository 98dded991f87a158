// Candidatures and Contrats: read-only lists of the talent's rows, linking to them.
import { useList } from "@refinedev/core";
import { Space, Table } from "antd";
import { dateColumn, enumTagColumn, referenceColumn, textColumn } from "../../../src/components/table/columns.tsx";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { t } from "../../../src/i18n/index.ts";
import { TalentRequestsCard } from "../../requests/talent-requests.tsx";
import { useTalent } from "../show.tsx";
import { TalentScheduledEmails } from "./scheduled-emails.tsx";
import { enumStyle } from "../../../src/lib/enums/labels.ts";

const STAGES = enumStyle("application_stage");
const CONTRACT_STATUSES = enumStyle("contract_status");

type ApplicationRow = {
  id: string;
  stage: string;
  created_at: string;
  mission: { id: string; job_name: string; reference: string } | null;
};
type ContractRow = {
  id: string;
  contract_key: string;
  status: string;
  start_date: string;
  end_date: string | null;
  job_name: string | null;
};
const r = (key: keyof typeof import("../i18n.fr.ts").talentsFr.related) => t(`resources.talents.related.${key}`);

export const TalentApplicationsTab = () => {
  const { talent } = useTalent();
  const { result, query } = useList<ApplicationRow>({
    liveMode: "off",
    resource: "application",
    filters: [{ field: "talent_id", operator: "eq", value: talent.id }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 100 },
    meta: { select: "id, stage, created_at, mission:mission_id(id, job_name, reference)" },
  });
  const columns = [
    referenceColumn<ApplicationRow>("mission", {
      title: r("mission"),
      to: (row) => (row.mission ? `/missions/${row.mission.id}/applications` : null),
      label: (row) => (row.mission ? `${row.mission.reference} — ${row.mission.job_name}` : null),
    }),
    enumTagColumn<ApplicationRow, string>("stage", { title: r("status"), style: STAGES, sortable: false }),
    dateColumn<ApplicationRow>("created_at", { title: r("createdAt"), sortable: false }),
  ];
  return (
    <Table<ApplicationRow>
      rowKey="id"
      loading={query.isLoading}
      dataSource={result.data}
      columns={columns}
      pagination={false}
      locale={{ emptyText: <EmptyList /> }}
    />
  );
};

export const TalentContractsTab = () => {
  const { talent } = useTalent();
  const { result, query } = useList<ContractRow>({
    liveMode: "off",
    resource: "contract",
    filters: [{ field: "talent_id", operator: "eq", value: talent.id }],
    sorters: [{ field: "start_date", order: "desc" }],
    pagination: { pageSize: 100 },
    meta: { select: "id, contract_key, status, start_date, end_date, job_name" },
  });
  const columns = [
    referenceColumn<ContractRow>("reference", {
      title: r("reference"),
      to: (row) => `/contracts/${row.id}`,
      label: (row) => row.contract_key,
    }),
    textColumn<ContractRow>("job_name", { title: r("mission"), sortable: false }),
    enumTagColumn<ContractRow, string>("status", { title: r("status"), style: CONTRACT_STATUSES, sortable: false }),
    dateColumn<ContractRow>("start_date", { title: r("startDate"), sortable: false }),
    dateColumn<ContractRow>("end_date", { title: r("endDate"), sortable: false }),
  ];
  // The talent's requests sit under the contracts: the spec's talent tabs are fixed.
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Table<ContractRow>
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
      />
      <TalentRequestsCard talentId={talent.id} />
      <TalentScheduledEmails talentId={talent.id} />
    </Space>
  );
};
