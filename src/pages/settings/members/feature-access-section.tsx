// Paramètres › Membres, « Accès aux fonctionnalités » (docs/rules/talents-documents.md#feature-access):
// for the deciders only (managers of level 3 or more, developers), the workspace's pending
// requests for the deep research (requester, reason, date) with « Accorder » and « Refuser » (a
// reason the requester reads), and the access granted, with « Retirer ». The requests'
// notifications link here (#acces-fonctionnalites). The database decides again.
import { Alert, Button, Form, Input, Modal, Popconfirm, Space, Table, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { formatDate } from "../../../lib/dates/dayjs.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { COMMENT_MAX, refusalSchema, type RefusalValues } from "../../../lib/feature-access/feature-access.ts";
import { zodRule } from "../../../lib/forms/zod-rule.ts";
import {
  memberName,
  useFeatureAccessDecisions,
  useFeatureAccessLists,
  type Grant,
  type PendingRequest,
} from "./feature-access-queries.ts";

export const FEATURE_ACCESS_ANCHOR = "acces-fonctionnalites";

const RefuseModal = ({
  request,
  onClose,
  onRefuse,
}: {
  request: PendingRequest | null;
  onClose: () => void;
  onRefuse: (comment: string) => Promise<boolean>;
}) => {
  const [form] = Form.useForm<RefusalValues>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ comment }: RefusalValues) => {
    setSaving(true);
    const done = await onRefuse(comment.trim());
    setSaving(false);
    if (done) form.resetFields();
  };
  const name = request ? memberName(request.requester) : "";
  return (
    <Modal
      open={!!request}
      title={t("featureAccess.settings.refuseTitle", { name })}
      okText={t("featureAccess.settings.refuse")}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        aria-label={t("featureAccess.settings.refuseTitle", { name })}
      >
        <Form.Item
          name="comment"
          label={t("featureAccess.settings.refuseComment")}
          rules={[zodRule(refusalSchema, "comment")]}
        >
          <Input.TextArea rows={3} maxLength={COMMENT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export const FeatureAccessSection = ({ workspaceId }: { workspaceId: string | null }) => {
  const lists = useFeatureAccessLists(workspaceId, true);
  const { decide, revoke, busy } = useFeatureAccessDecisions();
  const [refusing, setRefusing] = useState<PendingRequest | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${FEATURE_ACCESS_ANCHOR}`) section.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  /** Runs a decision and says how it went; true when it succeeded. */
  const attempt = async (write: () => Promise<void>, success: string): Promise<boolean> => {
    try {
      await write();
      toast({ type: "success", description: success });
      return true;
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
      return false;
    }
  };

  const refuse = async (comment: string) => {
    if (!refusing) return false;
    const name = memberName(refusing.requester);
    const done = await attempt(
      () => decide(refusing.id, false, comment),
      t("featureAccess.settings.refused", { name }),
    );
    if (done) setRefusing(null);
    return done;
  };

  const pendingColumns = [
    {
      title: t("featureAccess.settings.requester"),
      key: "requester",
      render: (_: unknown, r: PendingRequest) => memberName(r.requester),
    },
    { title: t("featureAccess.settings.reason"), dataIndex: "reason", key: "reason" },
    {
      title: t("featureAccess.settings.date"),
      key: "date",
      render: (_: unknown, r: PendingRequest) => formatDate(r.created_at),
    },
    {
      title: t("featureAccess.settings.actions"),
      key: "actions",
      render: (_: unknown, r: PendingRequest) => {
        const name = memberName(r.requester);
        return (
          <Space wrap>
            <Button
              type="primary"
              size="small"
              disabled={busy}
              aria-label={`${t("featureAccess.settings.grant")} : ${name}`}
              onClick={() =>
                void attempt(() => decide(r.id, true, null), t("featureAccess.settings.granted", { name }))
              }
            >
              {t("featureAccess.settings.grant")}
            </Button>
            <Button
              danger
              size="small"
              disabled={busy}
              aria-label={`${t("featureAccess.settings.refuse")} : ${name}`}
              onClick={() => setRefusing(r)}
            >
              {t("featureAccess.settings.refuse")}
            </Button>
          </Space>
        );
      },
    },
  ];

  const grantColumns = [
    {
      title: t("featureAccess.settings.member"),
      key: "member",
      render: (_: unknown, g: Grant) => memberName(g.member),
    },
    {
      title: t("featureAccess.settings.grantedAt"),
      key: "granted_at",
      render: (_: unknown, g: Grant) => formatDate(g.granted_at),
    },
    {
      title: t("featureAccess.settings.grantedBy"),
      key: "granter",
      render: (_: unknown, g: Grant) => memberName(g.granter),
    },
    {
      title: t("featureAccess.settings.actions"),
      key: "actions",
      render: (_: unknown, g: Grant) => {
        const name = memberName(g.member);
        return (
          <Popconfirm
            title={t("featureAccess.settings.revokeConfirm", { name })}
            okText={t("featureAccess.settings.revoke")}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              attempt(() => revoke(g.team_member_id, g.feature), t("featureAccess.settings.revoked", { name }))
            }
          >
            <Button size="small" disabled={busy} aria-label={`${t("featureAccess.settings.revoke")} : ${name}`}>
              {t("featureAccess.settings.revoke")}
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  return (
    <section
      ref={section}
      id={FEATURE_ACCESS_ANCHOR}
      aria-labelledby={`${FEATURE_ACCESS_ANCHOR}-title`}
      style={{ marginTop: 40 }}
    >
      <Typography.Title level={3} id={`${FEATURE_ACCESS_ANCHOR}-title`}>
        {t("featureAccess.settings.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("featureAccess.settings.subtitle")}</Typography.Paragraph>
      {lists.isError ? (
        <Alert type="error" showIcon message={t("featureAccess.settings.loadError")} />
      ) : (
        <>
          <Typography.Title level={4}>{t("featureAccess.settings.pending")}</Typography.Title>
          <Table<PendingRequest>
            rowKey="id"
            loading={lists.isLoading}
            dataSource={lists.pending}
            columns={pendingColumns}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("featureAccess.settings.noPending") }}
          />
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t("featureAccess.settings.grants")}
          </Typography.Title>
          <Table<Grant>
            rowKey={(g) => `${g.team_member_id}:${g.feature}`}
            loading={lists.isLoading}
            dataSource={lists.grants}
            columns={grantColumns}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("featureAccess.settings.noGrants") }}
          />
        </>
      )}
      <RefuseModal request={refusing} onClose={() => setRefusing(null)} onRefuse={refuse} />
    </section>
  );
};
