// The review-flow actions the user's roles may take on the contract at its status (docs/rules/contracts.md#review-flow,
// status.utils.ts), as buttons; a modification request (and any move the table marks so) asks a
// mandatory comment in a modal, sent with the move (public.transition_status). Beside them, the
// manager's validation a non-autonomous consultant needs before submitting (prepare_contract): until
// it is given, « Soumettre en revue » is not offered and the consultant reads what is awaited.
import { useUpdate } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { isCountryManager, isManager } from "../../src/lib/roles/flags.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { CdiRefusalButtons } from "./cdi-refusal/cdi-refusal-button.tsx";
import { useContractTransitions } from "./hooks.ts";
import { contractMoves, type ContractMove } from "./status.utils.ts";
import type { ContractRow } from "./types.ts";

const r = (key: keyof typeof import("./i18n.fr.ts").contractsFr.review, vars?: Record<string, string>) =>
  t(`resources.contracts.review.${key}`, vars);

type CommentValues = { comment?: string };

/**
 * Whether the user may give the manager's validation of this contract, and whether their own
 * submission awaits it (a non-autonomous consultant's draft), as prepare_contract checks them.
 */
const useManagerValidation = (contract: ContractRow) => {
  const { user } = useCurrentUser();
  const member = user?.teamMember;
  const managees = user?.managees ?? [];
  const roles = user?.roles ?? [];
  const canValidate =
    contract.status === "draft" &&
    !contract.manager_validated_at &&
    !!contract.owner_id &&
    (managees.some((m) => m.id === contract.owner_id) || isCountryManager(member?.management_level ?? 0));
  const needsValidation =
    contract.status === "draft" &&
    !contract.manager_validated_at &&
    !!member &&
    contract.owner_id === member.id &&
    roles.includes("consultant_team_member") &&
    !mayDo(roles, "contract.review_without_manager") &&
    !member.is_autonomous &&
    !isManager(member.management_level ?? 0);
  return { canValidate, needsValidation };
};

export const ContractActions = ({
  contract,
  onDone,
  only,
}: {
  contract: ContractRow;
  onDone: () => void;
  /** the review screen's own actions (all of the status' when absent) */
  only?: readonly ContractMove["action"][];
}) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const transitions = useContractTransitions();
  const [move, setMove] = useState<ContractMove | null>(null);
  const [form] = Form.useForm<CommentValues>();
  const { mutate: transition, isPending: moving } = useRpcMutation();
  const { mutate: update, mutation: updateState } = useUpdate();
  const manager = useManagerValidation(contract);
  // « Soumettre en revue » waits for the manager's validation (the database would refuse it)
  const moves = contractMoves(transitions.result.data, contract.status, roles).filter(
    (m) => (!only || only.includes(m.action)) && !(manager.needsValidation && m.action === "submit"),
  );
  const busy = moving || updateState.isPending;

  const done = () => {
    setMove(null);
    form.resetFields();
    onDone();
  };
  const run = (target: ContractMove, values: CommentValues = {}) =>
    transition(
      "transition_status",
      { p_entity: "contract", p_id: contract.id, p_status: target.to, p_comment: values.comment?.trim() || null },
      { ...MUTATION_NOTIFICATIONS, onSuccess: done },
    );
  const validateAsManager = () =>
    update(
      {
        resource: "contract",
        id: contract.id,
        values: { manager_validated_at: new Date().toISOString() },
        ...MUTATION_NOTIFICATIONS,
      },
      { onSuccess: done },
    );

  return (
    <Card title={r("actions")}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {manager.needsValidation ? (
          <Alert type="info" showIcon message={r("managerAwaited")} description={r("managerRequired")} />
        ) : null}
        {contract.manager_validated_at ? (
          <Typography.Text type="secondary">
            {r("managerValidated", { date: formatDate(contract.manager_validated_at) })}
          </Typography.Text>
        ) : null}
        <Space wrap>
          {manager.canValidate ? (
            <Button loading={busy} onClick={validateAsManager}>
              {r("managerValidate")}
            </Button>
          ) : null}
          {moves.map((m) => (
            <Button
              key={m.to}
              type={m.action === "cancel" || m.action === "requestModification" ? "default" : "primary"}
              danger={m.action === "cancel"}
              loading={busy}
              onClick={() => (m.requiresComment ? setMove(m) : run(m))}
            >
              {r(m.action)}
            </Button>
          ))}
          {transitions.query.isSuccess && !moves.length && !manager.canValidate && !manager.needsValidation ? (
            <Typography.Text type="secondary">{r("none")}</Typography.Text>
          ) : null}
          {only ? null : <CdiRefusalButtons contract={contract} />}
        </Space>
      </Space>
      <Modal
        open={!!move}
        title={move ? r("commentTitle", { label: r(move.action) }) : undefined}
        okText={r("confirm")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setMove(null)}
        destroyOnHidden
      >
        {move ? (
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => run(move, values)}
            aria-label={r("commentTitle", { label: r(move.action) })}
          >
            <Form.Item
              name="comment"
              label={r("comment")}
              rules={move.requiresComment ? [{ required: true, whitespace: true, message: r("commentRequired") }] : []}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </Card>
  );
};
