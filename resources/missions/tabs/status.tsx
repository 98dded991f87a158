// The mission's status: the moves the user's roles may make (public.status_transition, as the
// database checks them) as buttons; a pause asks a comment, cancelling or losing a closing
// reason (and a comment); then the history of the moves.
import { useUpdate } from "@refinedev/core";
import { Button, Card, Empty, Form, Input, List, Modal, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { EnumTag, enumOptions } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { useCurrentUser } from "../../../src/session/use-current-user.ts";
import {
  CLOSING_REASONS,
  CLOSING_REASON_STYLE,
  MISSION_STATUS_STYLE,
  type ClosingReason,
  type MissionStatus,
} from "../../../src/domain/missions/constants.ts";
import { useMissionStatusHistory, useMissionTransitions } from "../hooks.ts";
import { allowedMoves, forcedMoves, type MissionMove } from "../status.utils.ts";
import type { MissionRow } from "../types.ts";

const st = (key: keyof typeof import("../i18n.fr.ts").missionsFr.status, vars?: Record<string, string>) =>
  t(`resources.missions.status.${key}`, vars);
const label = (status: string | null) => MISSION_STATUS_STYLE[status as MissionStatus]?.label ?? status ?? "—";

type MoveValues = { comment?: string; closing_reason?: ClosingReason };

export const MissionStatusCard = ({ mission, onDone }: { mission: MissionRow; onDone: () => void }) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const transitions = useMissionTransitions();
  const history = useMissionStatusHistory(mission.id);
  const [move, setMove] = useState<MissionMove | null>(null);
  const [form] = Form.useForm<MoveValues>();
  const { mutate: transition, isPending: moving } = useRpcMutation();
  const { mutate: update, mutation: updateState } = useUpdate();
  const moves = allowedMoves(transitions.result.data, mission.status, roles);
  const forced = transitions.query.isSuccess ? forcedMoves(mission.status, roles, moves) : [];

  const done = () => {
    setMove(null);
    form.resetFields();
    onDone();
    void history.query.refetch();
  };
  const run = (target: MissionMove, values: MoveValues = {}) => {
    const comment = values.comment?.trim() || null;
    if (target.requiresClosingReason)
      // the closing reason lives on the row: one update, its comment as the history's (closing_comment)
      update(
        {
          resource: "mission",
          id: mission.id,
          values: { status: target.to, closing_reason: values.closing_reason, closing_comment: comment },
          ...MUTATION_NOTIFICATIONS,
        },
        { onSuccess: done },
      );
    else
      transition(
        "transition_status",
        { p_entity: "mission", p_id: mission.id, p_status: target.to, p_comment: comment },
        { ...MUTATION_NOTIFICATIONS, onSuccess: done },
      );
  };
  const start = (target: MissionMove) =>
    target.requiresComment || target.requiresClosingReason ? setMove(target) : run(target);

  return (
    <Card title={st("title")}>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space wrap>
          <EnumTag value={mission.status} style={MISSION_STATUS_STYLE} />
          {moves.map((m) => (
            <Button
              key={m.to}
              danger={m.requiresClosingReason}
              loading={moving || updateState.isPending}
              onClick={() => start(m)}
            >
              {st("moveTo", { label: label(m.to) })}
            </Button>
          ))}
          {forced.length ? (
            <Select<MissionStatus>
              aria-label={st("force")}
              placeholder={st("force")}
              style={{ minWidth: 240 }}
              value={null}
              options={forced.map((m) => ({ value: m.to, label: label(m.to) }))}
              onChange={(to) => setMove(forced.find((m) => m.to === to) ?? null)}
            />
          ) : null}
          {transitions.query.isSuccess && !moves.length && !forced.length ? (
            <Typography.Text type="secondary">{st("none")}</Typography.Text>
          ) : null}
        </Space>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
          {st("history")}
        </Typography.Title>
        <List
          size="small"
          loading={history.query.isLoading}
          dataSource={history.result.data}
          locale={{ emptyText: <Empty description={st("historyEmpty")} /> }}
          renderItem={(row) => (
            <List.Item>
              <Space wrap>
                <Typography.Text type="secondary">{formatDate(row.changed_at, "DD/MM/YYYY HH:mm")}</Typography.Text>
                <span>{st("historyLine", { from: label(row.from_status), to: label(row.to_status) })}</span>
                {row.is_forced ? <Tag color="orange">{st("forced")}</Tag> : null}
                {row.comment ? <Typography.Text italic>{row.comment}</Typography.Text> : null}
              </Space>
            </List.Item>
          )}
        />
      </Space>
      <Modal
        open={!!move}
        title={move ? st(move.forced ? "forceTitle" : "reasonTitle", { label: label(move.to) }) : undefined}
        okText={st("confirm")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: moving || updateState.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setMove(null)}
        destroyOnHidden
      >
        {move ? (
          <Form
            form={form}
            layout="vertical"
            onFinish={(values) => run(move, values)}
            aria-label={st("reasonTitle", { label: label(move.to) })}
          >
            {move.requiresClosingReason ? (
              <Form.Item
                name="closing_reason"
                label={st("closingReason")}
                rules={[{ required: true, message: t("components.form.required") }]}
              >
                <Select options={enumOptions(CLOSING_REASONS, CLOSING_REASON_STYLE)} />
              </Form.Item>
            ) : null}
            <Form.Item
              name="comment"
              label={st("comment")}
              rules={
                move.requiresComment
                  ? [{ required: true, whitespace: true, message: t("components.form.required") }]
                  : []
              }
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </Card>
  );
};
