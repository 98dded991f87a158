// /contracts/:id and /amendments/:id: the contract's header (key, status, talent, client) and
// its screens — the default detail and the four review screens
// (docs/rules/contracts.md#review-flow), one nested route each, reading the record from the outlet
// context. The screen of the current review status is marked, so that a reviewer lands where the
// action is.
import { Alert, Skeleton, Space, Typography } from "antd";
import { Link, NavLink, Outlet, useOutletContext, useParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t, type MessageKey } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import {
  AMENDMENT_TYPE_STYLE,
  CONTRACT_STATUS_STYLE,
  REVIEW_SCREENS,
  type ReviewStatus,
} from "../../src/domain/contracts/constants.ts";
import { ReplaceTempButton } from "./substitute-bench/replace-button.tsx";
import { ContractDetail } from "./detail.tsx";
import { contractShowRead } from "./select.ts";
import { useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import type { ContractRow } from "./types.ts";

export type ContractContext = { contract: ContractRow; refetch: () => void };
export const useContract = () => useOutletContext<ContractContext>();

const sh = (key: keyof typeof import("./i18n.fr.ts").contractsFr.show, vars?: Record<string, string | number>) =>
  t(`resources.contracts.show.${key}`, vars);

export const contractTitle = (c: Pick<ContractRow, "is_amendment" | "amendment_number" | "contract_key">) =>
  c.is_amendment ? sh("amendmentOf", { number: c.amendment_number, key: c.contract_key }) : c.contract_key;

const SCREEN_TITLES: Record<ReviewStatus, MessageKey> = {
  review: "routes.contractReview",
  admin_modification_requested: "routes.contractAdminModificationRequested",
  modification: "routes.contractModification",
  consultant_review: "routes.contractConsultantReview",
};

/** What the header shows, which a row of the contracts list holds: opened from it, the page shows it at once. */
const HEADER_FIELDS = [
  "contract_key",
  "is_amendment",
  "amendment_number",
  "amendment_type",
  "job_name",
  "status",
  "talent",
  "company",
];

export const ContractShow = ({ amendment = false }: { amendment?: boolean }) => {
  const { id } = useParams();
  // until its read answers, the row of the list it was opened from shows its header; the rest
  // renders from the whole record (`record`), once the header is on screen
  const { query, record } = useRecordOpenedFromList<ContractRow>(contractShowRead(id ?? ""), HEADER_FIELDS);
  const contract = query.data?.data;
  const base = `/${amendment ? "amendments" : "contracts"}/${id}`;

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !contract)
    return (
      <>
        <PageTitle>{t(amendment ? "routes.amendment" : "routes.contract")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach
            backTo={amendment ? "/amendments" : "/contracts"}
            backLabel={sh(amendment ? "backToAmendments" : "backToList")}
          />
        )}
      </>
    );

  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <PageTitle>{`${contractTitle(contract)}${contract.job_name ? ` · ${contract.job_name}` : ""}`}</PageTitle>
        <span data-testid="contract-status">
          <EnumTag value={contract.status} style={CONTRACT_STATUS_STYLE} />
        </span>
        {contract.amendment_type ? <EnumTag value={contract.amendment_type} style={AMENDMENT_TYPE_STYLE} /> : null}
        {contract.talent ? <Link to={`/talents/${contract.talent.id}`}>{displayName(contract.talent)}</Link> : null}
        {contract.company ? <Link to={`/companies/${contract.company.id}`}>{contract.company.name}</Link> : null}
        {amendment || !record ? null : <ReplaceTempButton contract={record} />}
      </Space>
      {!record ? (
        <Skeleton active />
      ) : amendment ? (
        <ContractDetail contract={record} refetch={() => void query.refetch()} />
      ) : (
        <>
          <nav aria-label={sh("screens")} style={{ marginBottom: 16 }}>
            <Space wrap size="middle">
              <NavLink to={base} end>
                {t("routes.contractDefault")}
              </NavLink>
              {(Object.keys(REVIEW_SCREENS) as ReviewStatus[]).map((status) => (
                <NavLink key={status} to={`${base}/${REVIEW_SCREENS[status]}`}>
                  {t(SCREEN_TITLES[status])}
                  {record.status === status ? (
                    <Typography.Text type="secondary">{` (${sh("currentScreen")})`}</Typography.Text>
                  ) : null}
                </NavLink>
              ))}
            </Space>
          </nav>
          <Outlet context={{ contract: record, refetch: () => void query.refetch() } satisfies ContractContext} />
        </>
      )}
    </>
  );
};

export const AmendmentShow = () => <ContractShow amendment />;
