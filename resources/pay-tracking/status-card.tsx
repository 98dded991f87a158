// The pay line's status: the moves the user's roles may make as buttons (an anomaly asks its
// note, the control the net to pay, a regularization a comment), then the history of the moves.
import { useUpdate } from "@refinedev/core";
import { Button, Card, Empty, Form, Input, List, Modal, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { MoneyInput } from "../../src/components/form/money-input.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { PAY_STATUS_STYLE, type PayStatus } from "./constants.ts";
import { usePayHistory, usePayTransitions } from "./hooks.ts";
import { allowedPayMoves, type PayMove } from "./status.utils.ts";
import type { PayRow } from "./types.ts";

const m = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.moves, vars?: Record<string, string>) =>
  t(`resources.payTracking.moves.${key}`, vars);
const label = (status: string | null) => PAY_STATUS_STYLE[status as PayStatus]?.label ?? status ?? "—";
/** The dialog's confirm button says what it does: control, flag the anomaly, or the move itself. */
const confirmText = (move: PayMove) =>
  move.ask === "net"
    ? m("confirmControl")
    : move.ask === "note"
      ? m("confirmAnomaly")
      : m("to", { label: label(move.to) });

type MoveValues = { comment?: string; note?: string; net?: number | null };

export const PayStatusCard = ({ pay, onDone }: { pay: PayRow; onDone: () => void }) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const transitions = usePayTransitions();
  const history = usePayHistory(pay.id);
  const [move, setMove] = useState<PayMove | null>(null);
  const [form] = Form.useForm<MoveValues>();
  const { mutate: transition, isPending: moving } = useRpcMutation();
  const { mutate: update, mutation: updateState } = useUpdate();
  const moves = allowedPayMoves(transitions.result.data, pay.status, roles);
  const busy = moving || updateState.isPending;

  const done = () => {
    setMove(null);
    form.resetFields();
    onDone();
    void history.query.refetch();
  };
  const run = (target: PayMove, values: MoveValues = {}) => {
    // the note and the net live on the row: one update carries them with the status
    if (target.ask === "note" || target.ask === "net")
      update(
        {
          resource: "pay_tracking",
          id: pay.id,
          values:
            target.ask === "note"
              ? { status: target.to, anomaly_note: values.note?.trim() }
              : { status: target.to, net_to_pay: values.net },
          ...MUTATION_NOTIFICATIONS,
        },
        { onSuccess: done },
      );
    else
      transition(
        "transition_status",
        { p_entity: "pay_tracking", p_id: pay.id, p_status: target.to, p_comment: values.comment?.trim() || null },
        { ...MUTATION_NOTIFICATIONS, onSuccess: done },
      );
  };
  const start = (target: PayMove) => {
    if (target.ask === "none") return run(target);
    form.setFieldsValue({ net: pay.net_to_pay });
    setMove(target);
  };

  return (
    <Card title={m("title")}>
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space wrap>
          <EnumTag value={pay.status} style={PAY_STATUS_STYLE} />
          {moves.map((x) => (
            <Button key={x.to} danger={x.to === "anomaly"} loading={busy} onClick={() => start(x)}>
              {m("to", { label: label(x.to) })}
            </Button>
          ))}
          {transitions.query.isSuccess && !moves.length ? (
            <Typography.Text type="secondary">{m("none")}</Typography.Text>
          ) : null}
        </Space>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
          {t("resources.payTracking.show.history")}
        </Typography.Title>
        <List
          size="small"
          loading={history.query.isLoading}
          dataSource={history.result.data}
          locale={{ emptyText: <Empty /> }}
          renderItem={(row) => (
            <List.Item>
              <Space wrap>
                <Typography.Text type="secondary">{formatDate(row.changed_at, "DD/MM/YYYY HH:mm")}</Typography.Text>
                <span>{`${label(row.from_status)} → ${label(row.to_status)}`}</span>
                {row.is_forced ? <Tag color="orange">forcée</Tag> : null}
                {row.comment ? <Typography.Text italic>{row.comment}</Typography.Text> : null}
              </Space>
            </List.Item>
          )}
        />
      </Space>
      <Modal
        open={!!move}
        title={move ? m("modalTitle", { label: label(move.to) }) : undefined}
        okText={move ? confirmText(move) : undefined}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setMove(null)}
        destroyOnHidden
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => move && run(move, values)}
          aria-label={move ? m("modalTitle", { label: label(move.to) }) : m("title")}
        >
          {move?.ask === "note" ? (
            <Form.Item
              name="note"
              label={m("note")}
              rules={[{ required: true, whitespace: true, message: m("noteRequired") }]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          ) : null}
          {move?.ask === "net" ? (
            <Form.Item name="net" label={m("net")} rules={[{ required: true, message: m("netRequired") }]}>
              <MoneyInput style={{ width: 220 }} />
            </Form.Item>
          ) : null}
          {move?.ask === "comment" ? (
            <Form.Item
              name="comment"
              label={m("comment")}
              rules={[{ required: true, whitespace: true, message: m("commentRequired") }]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </Card>
  );
};
