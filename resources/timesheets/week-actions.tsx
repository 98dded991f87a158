// The moves of a week the user's roles allow (week-rules.ts, over the transition table): send for
// signature, renew the link (CSM), validate (CSM or accounting), unlock with a mandatory reason
// (accounting), cancel a draft or pending week (CSM, once confirmed); the signature's state (to
// whom, until when, reminders) and the signed PDF to download — made by the server's document
// queue from the signature (docs/rules/documents.md), followed here until it exists.
import { Button, Form, Input, Modal, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { type RpcArgs, useRpcMutation } from "../../providers/rpc.ts";
import { useSignedTimesheetPdf } from "../../providers/client-calls.ts";
import { DocumentProduction } from "../../src/components/document-job/document-production.tsx";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import type { TimesheetRow } from "./types.ts";
import { weekMoves } from "./week-rules.ts";

type WeekFunction =
  "send_timesheet_for_signature" | "renew_timesheet_signature_link" | "transition_status" | "unlock_timesheet_week";

const a = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.actions, o?: Record<string, string>) =>
  t(`resources.timesheets.actions.${key}`, o);

export const WeekActions = ({ week, onDone }: { week: TimesheetRow; onDone: () => void }) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const moves = weekMoves(week, roles, useStatusTransitions("timesheet_week"));
  const { mutate, isPending } = useRpcMutation();
  const [unlocking, setUnlocking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const pdf = useSignedTimesheetPdf(week.id, !!week.signed_at);
  const appUrl = window.location.origin;

  const call = <F extends WeekFunction>(
    name: F,
    args: RpcArgs<F>,
    success: (answer: { recipient?: string }) => string,
  ) =>
    mutate(name, args, {
      // the sending functions answer a JSON object naming the recipient
      successNotification: (answer) => ({
        type: "success",
        message: success((answer ?? {}) as { recipient?: string }),
      }),
      onSuccess: () => {
        setUnlocking(false);
        form.resetFields();
        onDone();
      },
    });

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {week.status === "pending_signature" || week.status === "signature_expired" ? (
        <Typography.Text type="secondary">
          {a("awaiting", {
            email: week.signer?.email ?? "—",
            date: formatDate(week.signature_sent_at),
            expires: formatDate(week.signature_token_expires_at),
          })}
          {week.reminder_sent_at ? ` · ${a("reminder", { date: formatDate(week.reminder_sent_at) })}` : ""}
          {week.escalated_at ? ` · ${a("escalated", { date: formatDate(week.escalated_at) })}` : ""}
        </Typography.Text>
      ) : null}
      {week.signed_at ? (
        <Typography.Text type="secondary">
          {a("signedBy", { name: week.signer_name ?? "—", date: formatDate(week.signed_at) })}
        </Typography.Text>
      ) : null}
      <Space wrap>
        {moves.includes("send") ? (
          <Button
            type="primary"
            loading={isPending}
            onClick={() =>
              call("send_timesheet_for_signature", { p_week_id: week.id, p_app_url: appUrl }, (d) =>
                a("sent", { email: d.recipient ?? "" }),
              )
            }
          >
            {a("send")}
          </Button>
        ) : null}
        {moves.includes("renew") ? (
          <Button
            loading={isPending}
            onClick={() =>
              call("renew_timesheet_signature_link", { p_week_id: week.id, p_app_url: appUrl }, (d) =>
                a("sent", { email: d.recipient ?? "" }),
              )
            }
          >
            {a("renew")}
          </Button>
        ) : null}
        {moves.includes("validate") ? (
          <Button
            type="primary"
            loading={isPending}
            onClick={() =>
              call(
                "transition_status",
                { p_entity: "timesheet_week", p_id: week.id, p_status: "validated", p_comment: null },
                () => a("validated"),
              )
            }
          >
            {a("validate")}
          </Button>
        ) : null}
        {moves.includes("unlock") ? <Button onClick={() => setUnlocking(true)}>{a("unlock")}</Button> : null}
        {moves.includes("cancel") ? (
          <Popconfirm
            title={a("cancelConfirm")}
            okText={a("cancel")}
            cancelText={t("commands.back")}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              call(
                "transition_status",
                { p_entity: "timesheet_week", p_id: week.id, p_status: "canceled", p_comment: null },
                () => a("canceled"),
              )
            }
          >
            <Button danger loading={isPending}>
              {a("cancel")}
            </Button>
          </Popconfirm>
        ) : null}
        {pdf.data ? (
          <Button href={pdf.data.url} target="_blank" rel="noopener noreferrer">
            {a("pdf")}
          </Button>
        ) : week.signed_at && pdf.isError ? (
          <DocumentProduction
            recordId={week.id}
            kind="timesheet_week_signed"
            mayRetry={mayDo(roles, "timesheet_week.retry_document")}
            onDone={() => void pdf.refetch()}
          />
        ) : null}
      </Space>
      <Modal
        open={unlocking}
        title={a("unlockTitle")}
        okText={a("unlock")}
        confirmLoading={isPending}
        onOk={() => form.submit()}
        onCancel={() => setUnlocking(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          aria-label={a("unlockTitle")}
          onFinish={(v) =>
            call("unlock_timesheet_week", { p_week_id: week.id, p_reason: v.reason.trim() }, () => a("unlocked"))
          }
        >
          <Form.Item
            name="reason"
            label={a("unlockReason")}
            rules={[{ required: true, whitespace: true, message: a("unlockReasonRequired") }]}
          >
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
};
