// The talent's « RGPD » card (docs/rules/rgpd.md), on the « Détails » tab beside the sensitive data:
// the register of the person's requests (public.gdpr_request: kind, received, due within the month,
// what was done) for the roles that read talent_private, and its actions, each offered to the roles
// of its public.action_right row (the database checks again): « Exporter les données » (an archive
// the document queue makes, then « Télécharger l'archive »), « Demander le renouvellement du
// consentement », « Enregistrer une rectification » and « Effacer les données » (with their comment
// or reason).
import { useCan, useList } from "@refinedev/core";
import { Alert, Button, Card, Empty, Form, Input, List, Modal, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useSignedUrl } from "../../../providers/client-calls.ts";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { DocumentProduction } from "../../../src/components/document-job/document-production.tsx";
import { t, type MessageKey, type MessageVars } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { mayDo } from "../../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../../src/session/use-current-user.ts";
import { exportPending, gdprState, type GdprRequestRow } from "./rules.ts";

type Under<K, P extends string> = K extends `${P}${infer R}` ? R : never;
type RgpdKey = Under<MessageKey, "resources.talentRgpd.">;
const r = (key: RgpdKey, vars?: MessageVars) => t(`resources.talentRgpd.${key}`, vars);

const STATE_COLOR = { done: "green", open: "blue", late: "red" } as const;

const ArchiveLink = ({ path }: { path: string }) => {
  const { data: url } = useSignedUrl("gdpr-exports", path, 300);
  if (!url) return null;
  return (
    <a href={url} download={path.split("/").pop()}>
      {r("export.download")}
    </a>
  );
};

type Dialog = "rectification" | "erase" | null;

export const TalentRgpdCard = ({ talentId, onChanged }: { talentId: string; onChanged: () => void }) => {
  const { data: canRead } = useCan({ resource: "talent_private", action: "list" });
  const roles = useCurrentUser().user?.roles ?? [];
  const { result, query } = useList<GdprRequestRow>({
    liveMode: "off",
    resource: "gdpr_request",
    filters: [{ field: "talent_id", operator: "eq", value: talentId }],
    sorters: [{ field: "requested_at", order: "desc" }],
    pagination: { mode: "off" },
    meta: { select: "id, kind, requested_at, due_at, done_at, comment, outcome, file" },
    queryOptions: { enabled: !!canRead?.can },
  });
  const { mutate, isPending } = useRpcMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ text: string }>();
  const rows = result.data;

  // the register is the sensitive data's: a role that may not read them has nothing to do here
  if (!canRead?.can) return null;

  const done = () => {
    setDialog(null);
    form.resetFields();
    void query.refetch();
  };
  const submit = ({ text }: { text: string }) => {
    if (dialog === "rectification")
      mutate(
        "record_talent_rectification",
        { p_talent_id: talentId, p_comment: text.trim() },
        { successNotification: r("rectification.done"), onSuccess: done },
      );
    else
      mutate(
        "erase_talent_data",
        { p_talent_id: talentId, p_reason: text.trim() },
        {
          successNotification: r("erase.done"),
          onSuccess: () => {
            done();
            onChanged();
          },
        },
      );
  };

  return (
    <Card title={r("title")}>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Typography.Text type="secondary">{r("intro")}</Typography.Text>
        <Space wrap>
          {mayDo(roles, "talent.gdpr_export") ? (
            <Button
              loading={isPending}
              disabled={exportPending(rows)}
              onClick={() =>
                mutate(
                  "request_talent_data_export",
                  { p_talent_id: talentId },
                  { successNotification: r("export.done"), onSuccess: () => void query.refetch() },
                )
              }
            >
              {r("export.action")}
            </Button>
          ) : null}
          {mayDo(roles, "talent.gdpr_consent") ? (
            <Button
              loading={isPending}
              onClick={() =>
                mutate(
                  "request_talent_consent_renewal",
                  { p_talent_id: talentId },
                  { successNotification: r("consent.done"), onSuccess: () => void query.refetch() },
                )
              }
            >
              {r("consent.action")}
            </Button>
          ) : null}
          {mayDo(roles, "talent.gdpr_rectify") ? (
            <Button onClick={() => setDialog("rectification")}>{r("rectification.action")}</Button>
          ) : null}
          {mayDo(roles, "talent.gdpr_erase") ? (
            <Button danger onClick={() => setDialog("erase")}>
              {r("erase.action")}
            </Button>
          ) : null}
        </Space>
        {query.isError ? <Alert type="error" showIcon message={r("loadError")} /> : null}
        <List
          size="small"
          loading={query.isLoading}
          dataSource={rows}
          // antd's bare empty text is light grey (1.8:1): the Empty component's reads
          locale={{ emptyText: <Empty description={r("empty")} /> }}
          renderItem={(row) => {
            const state = gdprState(row);
            return (
              <List.Item style={{ flexWrap: "wrap", gap: 8 }}>
                <Space direction="vertical" size={2} style={{ minWidth: 0, flex: "1 1 16rem" }}>
                  <Space size={4} wrap>
                    <Typography.Text strong>{enumLabel("gdpr_request_kind", row.kind)}</Typography.Text>
                    <Tag color={STATE_COLOR[state]}>
                      {state === "done" ? r("state.done", { date: formatDate(row.done_at) }) : r(`state.${state}`)}
                    </Tag>
                  </Space>
                  <Typography.Text type="secondary">
                    {`${r("columns.requestedAt")} ${formatDate(row.requested_at)} · ${r("columns.dueAt")} ${formatDate(row.due_at)}`}
                  </Typography.Text>
                  {row.comment ? <Typography.Text>{row.comment}</Typography.Text> : null}
                  {row.outcome ? <Typography.Text type="secondary">{row.outcome}</Typography.Text> : null}
                </Space>
                {row.kind === "access" ? (
                  row.file ? (
                    <ArchiveLink path={row.file} />
                  ) : (
                    <DocumentProduction
                      recordId={row.id}
                      kind="talent_data_export"
                      mayRetry={mayDo(roles, "talent.gdpr_export")}
                      onDone={() => void query.refetch()}
                    />
                  )
                ) : null}
              </List.Item>
            );
          }}
        />
      </Space>
      <Modal
        open={dialog !== null}
        title={dialog === "erase" ? r("erase.title") : r("rectification.title")}
        okText={dialog === "erase" ? r("erase.confirm") : r("rectification.confirm")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ danger: dialog === "erase", loading: isPending }}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        {dialog === "erase" ? (
          <Alert type="warning" showIcon message={r("erase.warning")} style={{ marginBottom: 12 }} />
        ) : null}
        <Form form={form} name="talent-rgpd" layout="vertical" onFinish={submit}>
          <Form.Item
            name="text"
            label={dialog === "erase" ? r("erase.reason") : r("rectification.comment")}
            rules={[{ required: true, whitespace: true, message: t("components.form.required") }]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
