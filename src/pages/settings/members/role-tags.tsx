// A member's roles: tags that can be removed and a select to add one. Removing the developer
// role asks first: it can only be restored directly in the database.
import { CloseOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, Space, Tag, Typography } from "antd";
import { t } from "../../../i18n/index.ts";
import { APP_ROLES, type AppRole } from "../../../lib/roles/roles.ts";
import { toSelectItems } from "../../../lib/select/select-items.ts";
import type { MemberRights } from "./member-rights.ts";
import { enumLabel } from "../../../lib/enums/labels.ts";

type Props = {
  roles: readonly AppRole[];
  name: string;
  rights: Pick<MemberRights, "roles" | "developerRole"> & Partial<Pick<MemberRights, "waitsForLogin">>;
  onAdd: (role: AppRole) => Promise<void>;
  onRemove: (role: AppRole) => Promise<void>;
};

export const RoleTags = ({ roles, name, rights, onAdd, onRemove }: Props) => {
  const { modal } = App.useApp();
  const remove = (role: AppRole) => {
    if (role !== "team_member_developer") return void onRemove(role);
    modal.confirm({
      title: t("toasts.warningTitle"),
      content: t("settings.members.developerWarning"),
      okText: t("commands.remove"),
      okButtonProps: { danger: true },
      cancelText: t("commands.cancel"),
      onOk: () => onRemove(role),
    });
  };
  const removable = (role: AppRole) => rights.roles && (role !== "team_member_developer" || rights.developerRole);
  const missing = APP_ROLES.filter(
    (role) => !roles.includes(role) && (role !== "team_member_developer" || rights.developerRole),
  );
  return (
    <Space wrap size={[4, 4]}>
      {roles.map((role) => (
        <Tag
          key={role}
          closable={removable(role)}
          closeIcon={
            removable(role) ? (
              <CloseOutlined
                role="button"
                aria-label={t("settings.members.removeRole", { role: enumLabel("app_role", role) })}
              />
            ) : undefined
          }
          onClose={(event) => {
            event.preventDefault();
            remove(role);
          }}
        >
          {enumLabel("app_role", role)}
        </Tag>
      ))}
      {roles.length === 0 ? <Typography.Text type="secondary">{t("settings.members.noRole")}</Typography.Text> : null}
      {rights.waitsForLogin ? (
        // a member invited but never signed in: the button is there, and the text says why it waits
        <>
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            disabled
            aria-label={`${t("settings.members.addRole")} — ${name}`}
          >
            {t("settings.members.addRole")}
          </Button>
          <Typography.Text type="secondary">{t("settings.members.waitsForLogin")}</Typography.Text>
        </>
      ) : null}
      {rights.roles && missing.length ? (
        <Dropdown
          trigger={["click"]}
          menu={{
            items: toSelectItems(
              missing,
              (role) => role,
              (role) => enumLabel("app_role", role),
            ).map(({ value, label }) => ({ key: value, label })),
            onClick: ({ key }) => void onAdd(key as AppRole),
          }}
        >
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            aria-label={`${t("settings.members.addRole")} — ${name}`}
          >
            {t("settings.members.addRole")}
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
};
