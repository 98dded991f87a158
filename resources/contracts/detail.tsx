// The contract's default detail (/contracts/:id, and an amendment's /amendments/:id): its
// warnings (public.contract_warnings, a start late for L1251-17, and a client without an active
// signatory or validator),
// the actions the user's roles may take, the client's signatory and validator, the documents
// & signature card, its DPAE, its terms (edited in place while not signed), its amendments, its
// definitive end, its timesheets (« Créer un relevé »), its notes, and its history (status moves
// and field edits).
import { Alert, Button, Card, Empty, List, Space, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useCan, useInvalidate, useList } from "@refinedev/core";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { ContractActions } from "./actions.tsx";
import { AMENDMENT_TYPE_STYLE, CONTRACT_STATUS_STYLE } from "../../src/domain/contracts/constants.ts";
import { ContractRequestsCard } from "../requests/record-requests.tsx";
import { RecordNotes } from "../../src/session/record-notes.tsx";
import { DefinitiveEndCard } from "./definitive-end.tsx";
import { ContractEditCard } from "./edit-card.tsx";
import { ChangeList, StatusHistoryList } from "./history.tsx";
import { RecordHistoryPanel } from "../../src/components/history/record-history.tsx";
import { useContractChanges, useContractStatusHistory, useContractWarnings } from "./hooks.ts";
import { ContractDpaeCard } from "./dpae/block.tsx";
import { ContractSignaturePanel } from "./signature/panel.tsx";
import { ContractTimesheetsCard } from "../timesheets/public/contract-card.tsx";
import { LateStartAlert, lateStartAtSignature } from "./late-start.tsx";
import { ContractClientContactsCard } from "./client-contacts-card.tsx";
import { ClientRolesAlert } from "../contacts/public/client-roles-alert.tsx";
import type { ContractListRow, ContractRow } from "./types.ts";

const sh = (key: keyof typeof import("./i18n.fr.ts").contractsFr.show) => t(`resources.contracts.show.${key}`);
const h = (key: keyof typeof import("./i18n.fr.ts").contractsFr.history) => t(`resources.contracts.history.${key}`);
const AmendmentCreateModal = lazy(() =>
  import("./amendment-create.tsx").then((m) => ({ default: m.AmendmentCreateModal })),
);
const AMENDABLE: readonly string[] = ["signed", "active"];

export const ContractWarnings = ({ contractId }: { contractId: string }) => {
  const { warnings } = useContractWarnings(contractId);
  if (!warnings.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={sh("warnings")}
      description={warnings.map((w, i) => (
        <div key={`${w.code}-${i}`}>{w.message}</div>
      ))}
    />
  );
};

export const ContractHistoryCard = ({ contractId }: { contractId: string }) => {
  const history = useContractStatusHistory(contractId);
  const changes = useContractChanges(contractId);
  return (
    <Card title={h("title")}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {h("status")}
      </Typography.Title>
      <StatusHistoryList rows={history.result.data} loading={history.query.isLoading} />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        {h("changes")}
      </Typography.Title>
      <ChangeList rows={changes.result.data} loading={changes.query.isLoading} />
    </Card>
  );
};

type AmendmentRef = Pick<
  ContractListRow,
  "id" | "amendment_number" | "amendment_type" | "status" | "start_date" | "end_date"
>;

/** The contract's amendments; « Créer un avenant » for the roles that may create a contract (its insert grant). */
export const AmendmentsCard = ({ contract }: { contract: ContractRow }) => {
  const [creating, setCreating] = useState(false);
  const { data: canCreate } = useCan({ resource: "contract", action: "create" });
  const amendments = useList<AmendmentRef>({
    resource: "contract",
    filters: [
      { field: "contract_key", operator: "eq", value: contract.contract_key },
      { field: "is_amendment", operator: "eq", value: true },
    ],
    sorters: [{ field: "amendment_number", order: "asc" }],
    pagination: { pageSize: 20 },
    meta: { select: "id, amendment_number, amendment_type, status, start_date, end_date" },
  });
  return (
    <Card
      title={sh("amendments")}
      extra={
        canCreate?.can && AMENDABLE.includes(contract.status) ? (
          <Button onClick={() => setCreating(true)}>{sh("createAmendment")}</Button>
        ) : null
      }
    >
      <List
        size="small"
        loading={amendments.query.isLoading}
        dataSource={amendments.result.data}
        locale={{ emptyText: <Empty description={sh("amendmentsNone")} /> }}
        renderItem={(row) => (
          <List.Item>
            <Space wrap>
              <Link to={`/amendments/${row.id}`}>{`${contract.contract_key} · ${row.amendment_number}`}</Link>
              {row.amendment_type ? <EnumTag value={row.amendment_type} style={AMENDMENT_TYPE_STYLE} /> : null}
              <EnumTag value={row.status} style={CONTRACT_STATUS_STYLE} />
              <span>{`${formatDate(row.start_date)} → ${formatDate(row.end_date)}`}</span>
            </Space>
          </List.Item>
        )}
      />
      {creating ? (
        <Suspense fallback={null}>
          <AmendmentCreateModal contract={contract} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
};

/** After a move or an edit: the contract, its history, edits and warnings read again. */
export const useRefreshContract = (refetch: () => void) => {
  const invalidate = useInvalidate();
  return () => {
    refetch();
    for (const resource of ["status_history", "contract_change", "contract_pricing"])
      void invalidate({ resource, invalidates: ["list"] });
    void invalidate({ invalidates: ["all"], resource: "contract" });
  };
};

export const ContractDetail = ({ contract, refetch }: { contract: ContractRow; refetch: () => void }) => {
  const refresh = useRefreshContract(refetch);
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <ContractWarnings contractId={contract.id} />
      {lateStartAtSignature(contract.status) ? null : <LateStartAlert contract={contract} />}
      <ClientRolesAlert companyId={contract.company_id} />
      <ContractActions contract={contract} onDone={refresh} />
      <ContractClientContactsCard contract={contract} onSaved={refresh} />
      {/* Documents & signature: the e-signature work provides the real card under this name. */}
      <ContractSignaturePanel contract={contract} />
      <ContractDpaeCard contract={contract} onSaved={refresh} />
      <ContractEditCard contract={contract} onSaved={refresh} />
      {contract.is_amendment ? null : <AmendmentsCard contract={contract} />}
      {contract.is_amendment ? null : <DefinitiveEndCard contract={contract} />}
      {contract.is_amendment ? null : <ContractTimesheetsCard contract={contract} />}
      <ContractRequestsCard contract={contract} />
      <Card title={t("components.notes.title")} role="region" aria-label={t("components.notes.title")}>
        <RecordNotes subject={{ field: "contract_id", id: contract.id }} />
      </Card>
      <ContractHistoryCard contractId={contract.id} />
      <RecordHistoryPanel entity="contract" id={contract.id} />
    </Space>
  );
};
