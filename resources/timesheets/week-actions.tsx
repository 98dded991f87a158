// The moves of a week the user's roles allow (week-rules.ts, over the transition table): send for
// signature, renew the link (CSM), validate (CSM or accounting), unlock with a mandatory reason
// (accounting), cancel a draft or pending week (CSM, once confirmed); the signature's state (to
// whom, until when, reminders) and the signed PDF to download — made by the server's document
// queue from the signature (docs/rules/documents.md), followed here until it exists.
import { useCustomMutation } from "@refinedev/core";
import { Button, Form, Input, Modal, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useSignedTimesheetPdf } from "../../providers/client-calls.ts";
import { DocumentProduction } from "../../src/components/document-job/document-production.tsx";
import { dbErrorNotification } from "../../src/components/form/notifications.ts";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import type { TimesheetRow } from "./types.ts";
import { weekMoves } from "./week-rules.ts";

const a = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.actions, o?: Record<string, string>) =>
  t(`resources.timesheets.actions.${key}`, o);

export const WeekActions = ({ week, onDone }: { week: TimesheetRow; onDone: () => void }) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const moves = weekMoves(week, roles, useStatusTransitions("timesheet_week"));
  const { mutate, mutation } = useCustomMutation<{ recipient?: string }>();
  const [unlocking, setUnlocking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const pdf = useSignedTimesheetPdf(week.id, !!week.signed_at);
  const appUrl = window.location.origin;

  const call = (url: string, values: Record<string, unknown>, success: (data: { recipient?: string }) => string) =>
    mutate(
      {
        url,
        method: "post",
        values,
        successNotification: (r) => ({ type: "success", message: success((r?.data ?? {}) as { recipient?: string }) }),
        errorNotification: dbErrorNotification,
      },
      {
        onSuccess: () => {
          setUnlocking(false);
          form.resetFields();
          onDone();
        },
      },
    );

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
            loading={mutation.isPending}
            onClick={() =>
              call("rpc/send_timesheet_for_signature", { p_week_id: week.id, p_app_url: appUrl }, (d) =>
                a("sent", { email: d.recipient ?? "" }),
              )
            }
          >
            {a("send")}
          </Button>
        ) : null}
        {moves.includes("renew") ? (
          <Button
            loading={mutation.isPending}
            onClick={() =>
              call("rpc/renew_timesheet_signature_link", { p_week_id: week.id, p_app_url: appUrl }, (d) =>
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
            loading={mutation.isPending}
            onClick={() =>
              call(
                "rpc/transition_status",
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
                "rpc/transition_status",
                { p_entity: "timesheet_week", p_id: week.id, p_status: "canceled", p_comment: null },
                () => a("canceled"),
              )
            }
          >
            <Button danger loading={mutation.isPending}>
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
        confirmLoading={mutation.isPending}
        onOk={() => form.submit()}
        onCancel={() => setUnlocking(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          aria-label={a("unlockTitle")}
          onFinish={(v) =>
            call("rpc/unlock_timesheet_week", { p_week_id: week.id, p_reason: v.reason.trim() }, () => a("unlocked"))
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
