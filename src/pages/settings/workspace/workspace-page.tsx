// /settings/workspace — 'Workspace': the current workspace's name and settings, and its legal
// identity printed on the contracts (identity-card.tsx) and the attestations sent to its clients
// (attestations-card.tsx).
import { Button, Descriptions, Form, Input } from "antd";
import { useState } from "react";
import { useUpdate } from "@refinedev/core";
import { toast } from "../../../lib/toast/toast-store.ts";
import { t } from "../../../i18n/index.ts";
import { formatDate } from "../../../lib/dates/dayjs.ts";
import { errorMessage } from "../../../lib/errors/error-message.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../../session/use-current-user.ts";
import { SettingsHeader } from "../settings-header.tsx";
import { AttestationsCard } from "./attestations-card.tsx";
import { IdentityCard } from "./identity-card.tsx";
import { canRenameWorkspace } from "./workspace-queries.ts";

export const WorkspacePage = () => {
  const { user } = useCurrentUser();
  const refreshUser = useRefreshCurrentUser();
  const [saving, setSaving] = useState(false);
  const { mutateAsync: update } = useUpdate();
  const workspace = user?.workspace;
  const editable = canRenameWorkspace(user?.roles ?? [], user?.flags.isCountryManager ?? false);

  const save = async ({ name }: { name: string }) => {
    if (!workspace) return;
    setSaving(true);
    try {
      await update({
        resource: "workspace",
        id: workspace.id,
        values: { name: name.trim() },
        successNotification: false,
        errorNotification: false,
      });
      await refreshUser();
      toast({ type: "success", description: t("settings.workspace.updated") });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <SettingsHeader title={t("settings.workspace.title")} subtitle={t("settings.workspace.subtitle")} />
      {workspace ? (
        <>
          <Form
            layout="vertical"
            style={{ maxWidth: 480 }}
            initialValues={{ name: workspace.name }}
            onFinish={(values) => void save(values)}
            disabled={!editable}
          >
            <Form.Item
              label={t("settings.workspace.name")}
              name="name"
              rules={[{ required: true, whitespace: true, message: t("settings.workspace.nameRequired") }]}
            >
              <Input />
            </Form.Item>
            {editable ? (
              <Button type="primary" htmlType="submit" loading={saving}>
                {t("commands.save")}
              </Button>
            ) : null}
          </Form>
          <Descriptions column={1} style={{ marginTop: 24 }} size="small">
            <Descriptions.Item label={t("settings.workspace.type")}>
              {t(`layout.workspace.types.${workspace.type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t("settings.workspace.createdAt")}>
              {formatDate(workspace.created_at)}
            </Descriptions.Item>
            {workspace.data_transferred_at ? (
              <Descriptions.Item label={t("settings.workspace.dataTransferredAt")}>
                {formatDate(workspace.data_transferred_at)}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <IdentityCard workspaceId={workspace.id} editable={editable} />
          <AttestationsCard workspaceId={workspace.id} editable={editable} />
        </>
      ) : (
        <p>{t("settings.workspace.none")}</p>
      )}
    </>
  );
};
