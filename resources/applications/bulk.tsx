// Bulk actions of /applications: move the selection to a stage, or reject it with a reason,
// in one call to public.bulk_update (all or none, each row judged by the stage rules in the
// table's triggers; the database's message on refusal), undone as one unit from the toast's
// « Annuler » (public.undo_bulk_change). Only the stages the transition table lets the user's
// roles reach are offered.
import { DownOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button, Dropdown, Space, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { useBulkUndoToast } from "../../src/components/undo/use-undo.ts";
import { dbErrorNotification } from "../../src/lib/forms/notifications.ts";
import type { Enums } from "../../src/database.types.ts";
import type { EnumStyle } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import {
  canMove,
  COLUMNS,
  REJECTED,
  type Stage,
  type TransitionRule,
} from "../../src/domain/applications/move-rules.ts";
import { RejectReasonModal } from "../../src/domain/applications/reason-modal.tsx";

type RejectionReason = Enums<"application_rejection_reason">;

type Props = {
  ids: string[];
  roles: readonly string[];
  rules: readonly TransitionRule[];
  stages: EnumStyle<string>;
  onDone: () => void;
};

/** Stages some card of the selection could reach: the table's rows for the user's roles, from any stage. */
const bulkTargets = (rules: readonly TransitionRule[], roles: readonly string[]): Stage[] =>
  COLUMNS.filter((c): c is Stage => c !== REJECTED).filter((target) =>
    COLUMNS.some(
      (from) =>
        from !== REJECTED && from !== target && canMove(rules, roles, { stage: from, is_rejected: false }, target),
    ),
  );

export const BulkActions = ({ ids, roles, rules, stages, onDone }: Props) => {
  const { mutate, isPending } = useRpcMutation();
  const invalidate = useInvalidate();
  const undoToast = useBulkUndoToast();
  const [rejecting, setRejecting] = useState(false);
  const run = (values: { p_stage: Stage } | { p_rejection_reason: RejectionReason }) =>
    mutate(
      "bulk_update",
      {
        p_entity: "application",
        p_ids: ids,
        p_values:
          "p_stage" in values
            ? { stage: values.p_stage }
            : { is_rejected: true, rejection_reason: values.p_rejection_reason },
      },
      {
        successNotification: false,
        errorNotification: dbErrorNotification,
        onSuccess: (answer) => {
          const change = answer as { change: string; count: number };
          undoToast("application", change, {
            title: t("resources.applications.bulk.done", { count: change.count }),
            description: undefined,
          });
          void invalidate({ resource: "application", invalidates: ["list"] });
          onDone();
        },
      },
    );
  const targets = bulkTargets(rules, roles);
  const mayReject = canMove(rules, roles, { stage: "new", is_rejected: false }, REJECTED);
  if (!targets.length && !mayReject) return null;
  return (
    <Space role="group" aria-label={t("resources.applications.bulk.label")} wrap>
      <Typography.Text>{t("resources.applications.list.selected", { count: ids.length })}</Typography.Text>
      {targets.length ? (
        <Dropdown
          disabled={!ids.length || isPending}
          trigger={["click"]}
          menu={{
            items: targets.map((stage) => ({ key: stage, label: stages[stage]?.label ?? stage })),
            onClick: ({ key }) => run({ p_stage: key as Stage }),
          }}
        >
          <Button loading={isPending}>
            {t("resources.applications.bulk.moveTo")} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      ) : null}
      {mayReject ? (
        <Button danger disabled={!ids.length || isPending} onClick={() => setRejecting(true)}>
          {t("resources.applications.bulk.reject")}
        </Button>
      ) : null}
      <RejectReasonModal
        open={rejecting}
        title={t("resources.kanban.reason.bulkTitle", { count: ids.length })}
        roles={roles}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          run({ p_rejection_reason: reason });
        }}
      />
    </Space>
  );
};
