// The four review screens of a contract (docs/rules/contracts.md#review-flow), each with exactly its actions:
//   review                        the administration validates or asks a modification (comment);
//   admin-modification-requested  the consultant reads the request and takes it;
//   modification                  the consultant edits the terms and submits again;
//   consultant-review             the consultant accepts the administration's edits or disputes them.
// Each shows the administration's request, the diff of its edits, a start late for L1251-17
// (validating does not wait for it) and the history; a contract at
// another status says so and links to its detail.
import { Alert, Card, Space } from "antd";
import { Link } from "react-router";
import { t } from "../../src/i18n/index.ts";
import { ContractActions } from "./actions.tsx";
import { CONTRACT_STATUS_STYLE, type ReviewStatus } from "../../src/domain/contracts/constants.ts";
import { ContractHistoryCard, ContractWarnings, useRefreshContract } from "./detail.tsx";
import { adminEditsSinceReview } from "./diff.utils.ts";
import { ContractEditCard } from "./edit-card.tsx";
import { LateStartAlert } from "./late-start.tsx";
import { AdminDiff } from "./history.tsx";
import { useContractChanges, useContractPricing, useContractStatusHistory } from "./hooks.ts";
import { usePricingRights } from "./rights.ts";
import { useContract } from "./show.tsx";
import type { ContractAction } from "./status.utils.ts";
import type { ContractRow } from "./types.ts";

const r = (key: keyof typeof import("./i18n.fr.ts").contractsFr.review, vars?: Record<string, string>) =>
  t(`resources.contracts.review.${key}`, vars);

const SCREEN_ACTIONS: Record<ReviewStatus, readonly ContractAction[]> = {
  review: ["validate", "requestModification"],
  admin_modification_requested: ["take"],
  modification: ["resubmit"],
  consultant_review: ["accept", "disagree"],
};

/** The administration's last modification request (its comment in the status history). */
const LastRequest = ({ contractId }: { contractId: string }) => {
  const history = useContractStatusHistory(contractId);
  const request = history.result.data.find((h) => h.to_status === "admin_modification_requested" && h.comment);
  if (!request) return null;
  return <Alert type="warning" showIcon message={r("lastComment")} description={request.comment} />;
};

const AdminEdits = ({ contractId }: { contractId: string }) => {
  const history = useContractStatusHistory(contractId);
  const changes = useContractChanges(contractId);
  return (
    <Card title={t("resources.contracts.history.adminDiff")}>
      <AdminDiff edits={adminEditsSinceReview(changes.result.data, history.result.data)} />
    </Card>
  );
};

/** An off-grid coefficient: accounting validates (prepare_contract), said before anyone tries. */
const OffGridNote = ({ contract }: { contract: ContractRow }) => {
  const { canSeePricing } = usePricingRights();
  const { pricing } = useContractPricing(canSeePricing ? contract.id : undefined);
  return pricing?.coefficient_override_reason ? <Alert type="info" showIcon message={r("coefficientOffGrid")} /> : null;
};

export const ContractReviewScreen = ({ screen }: { screen: ReviewStatus }) => {
  const { contract, refetch } = useContract();
  const refresh = useRefreshContract(refetch);
  const here = contract.status === screen;
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {here ? null : (
        <Alert
          type="info"
          showIcon
          message={r("wrongStatus", {
            label: CONTRACT_STATUS_STYLE[contract.status].label,
            expected: CONTRACT_STATUS_STYLE[screen].label,
          })}
          description={<Link to={`/contracts/${contract.id}`}>{t("routes.contractDefault")}</Link>}
        />
      )}
      <ContractWarnings contractId={contract.id} />
      <LateStartAlert contract={contract} />
      {screen === "review" ? <OffGridNote contract={contract} /> : null}
      {screen === "admin_modification_requested" || screen === "modification" ? (
        <LastRequest contractId={contract.id} />
      ) : null}
      {here ? <ContractActions contract={contract} onDone={refresh} only={SCREEN_ACTIONS[screen]} /> : null}
      {screen === "consultant_review" || screen === "review" ? <AdminEdits contractId={contract.id} /> : null}
      {screen === "modification" || screen === "review" ? (
        <ContractEditCard contract={contract} onSaved={refresh} />
      ) : null}
      <ContractHistoryCard contractId={contract.id} />
    </Space>
  );
};

export const ReviewPage = () => <ContractReviewScreen screen="review" />;
export const AdminModificationRequestedPage = () => <ContractReviewScreen screen="admin_modification_requested" />;
export const ModificationPage = () => <ContractReviewScreen screen="modification" />;
export const ConsultantReviewPage = () => <ContractReviewScreen screen="consultant_review" />;
