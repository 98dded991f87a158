// A company's status card (details tab): accounting's « Bloquer » (a mandatory motif, asked in a
// modal) and « Débloquer », offered from public.status_transition as the database checks them
// (status-moves.ts), sent through public.transition_status with the motif as the move's comment;
// then the status history, where the motif shows. A refused move keeps the typed motif, the
// database's French message in the toast.
import { Button, Card, Empty, Form, Input, List, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { COMPANY_STATUS_STYLE, type CompanyStatus } from "../../src/domain/companies/constants.ts";
import { useCompanyStatusHistory, useCompanyTransitions } from "./hooks.ts";
import { companyStatusMoves, type CompanyMove } from "./status-moves.ts";
import type { CompanyRow } from "../../src/domain/companies/types.ts";

const st = (key: keyof typeof import("./i18n.fr.ts").companiesFr.status, vars?: Record<string, string>) =>
  t(`resources.companies.status.${key}`, vars);
const label = (status: string | null) => COMPANY_STATUS_STYLE[status as CompanyStatus]?.label ?? status ?? "—";

export const CompanyStatusCard = ({ company, onDone }: { company: CompanyRow; onDone: () => void }) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const transitions = useCompanyTransitions();
  const history = useCompanyStatusHistory(company.id);
  const [blocking, setBlocking] = useState(false);
  const [form] = Form.useForm<{ comment: string }>();
  const { mutate, isPending } = useRpcMutation();
  const moves = companyStatusMoves(transitions, company.status, roles);

  const run = (move: CompanyMove, comment: string | null) =>
    mutate(
      "transition_status",
      { p_entity: "company", p_id: company.id, p_status: move.to, p_comment: comment },
      {
        ...MUTATION_NOTIFICATIONS,
        onSuccess: () => {
          setBlocking(false);
          if (comment !== null) form.resetFields();
          onDone();
          void history.query.refetch();
        },
      },
    );
  const block = moves.find((move) => move.action === "block");

  return (
    <Card title={st("title")} size="small" style={{ marginBottom: 16 }}>
      {moves.length ? (
        <Space wrap style={{ marginBottom: 8 }}>
          {moves.map((move) => (
            <Button
              key={move.action}
              danger={move.action === "block"}
              loading={isPending}
              onClick={() => (move.requiresComment ? setBlocking(true) : run(move, null))}
            >
              {st(move.action)}
            </Button>
          ))}
        </Space>
      ) : null}
      <Typography.Text strong>{st("history")}</Typography.Text>
      <List
        size="small"
        loading={history.query.isLoading}
        dataSource={history.result.data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={st("historyEmpty")} /> }}
        renderItem={(row) => (
          <List.Item>
            <Space wrap>
              <Typography.Text type="secondary">{formatDate(row.changed_at, "DD/MM/YYYY HH:mm")}</Typography.Text>
              <span>{st("statusLine", { from: label(row.from_status), to: label(row.to_status) })}</span>
              {row.comment ? <Typography.Text italic>{row.comment}</Typography.Text> : null}
            </Space>
          </List.Item>
        )}
      />
      <Modal
        open={blocking && !!block}
        title={st("blockTitle")}
        okText={st("block")}
        okButtonProps={{ danger: true, loading: isPending }}
        cancelText={t("components.form.cancel")}
        onOk={() => form.submit()}
        onCancel={() => setBlocking(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          aria-label={st("blockTitle")}
          onFinish={(values) => block && run(block, values.comment.trim())}
        >
          <Form.Item
            name="comment"
            label={st("motif")}
            extra={st("blockHint")}
            rules={[{ required: true, whitespace: true, message: st("motifRequired") }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
