// /team-members: the workspace's team members with their roles, management level, manager,
// business unit and state; server-side filters (in the URL), sort, count and export; invite
// a member and offboard one for those the database allows (developers, country managers).
import { useTable } from "@refinedev/antd";
import { App, Form, Input, Select, Space, Typography } from "antd";
import { RecordHistoryButton } from "../../src/components/history/record-history.tsx";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { APP_ROLES } from "../../src/lib/roles/roles.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";
import { useTeamMembersSelect } from "../../src/domain/team/team-members-select.ts";
import { teamMemberColumns, teamMemberExportColumns } from "./columns.tsx";
import { teamMemberFilterCodec, type TeamMemberFilterValues } from "./filters.ts";
import { useBusinessUnitsSelect } from "./hooks.ts";
import { InviteMemberButton, inviteMember } from "./public/invite-member.tsx";
import { TEAM_MEMBER_LIST_READ } from "./list-read.ts";
import { OffboardButton } from "./offboard.tsx";
import { canOffboard } from "./rights.ts";
import type { TeamMemberRow } from "./types.ts";
import { enumLabel } from "../../src/lib/enums/labels.ts";

const options = listTableOptions(TEAM_MEMBER_LIST_READ);
const { meta } = options;
const f = (key: keyof typeof import("./i18n.fr.ts").teamMembersFr.fields) => t(`resources.teamMembers.fields.${key}`);
const select = { allowClear: true, style: { minWidth: 180 } } as const;

export const TeamMemberList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<TeamMemberRow>(options);
  const { user } = useCurrentUser();
  const { notification } = App.useApp();
  const managers = useTeamMembersSelect();
  const units = useBusinessUnitsSelect();
  const me = {
    roles: user?.roles ?? [],
    level: user?.teamMember?.management_level ?? 1,
    teamMemberId: user?.teamMember?.id ?? null,
  };
  const mayManage = canOffboard(me, { id: null });
  const invite = async (values: Parameters<typeof inviteMember>[0]) => {
    try {
      await inviteMember(values);
      notification.success({
        message: t("toasts.successTitle"),
        description: t("settings.members.invited", { email: values.email }),
      });
      void tableQuery.refetch();
      return true;
    } catch (error) {
      notification.error({ message: t("toasts.errorTitle"), description: errorMessage(error) });
      return false;
    }
  };
  return (
    <ListPage
      title={<PageTitle>{t("resources.teamMembers.list.title")}</PageTitle>}
      headerButtons={
        <>
          <ExportButton
            resource="team_member_directory"
            filters={filters}
            sorters={sorters}
            meta={meta}
            columns={teamMemberExportColumns}
            fileBase="membres"
          />
          {mayManage ? <InviteMemberButton onInvite={invite} /> : null}
        </>
      }
    >
      <FilterBar<TeamMemberFilterValues> filters={filters} setFilters={setFilters} codec={teamMemberFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            aria-label={t("components.filters.search")}
            placeholder={t("resources.teamMembers.list.search")}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item name="role" label={f("roles")}>
          <Select {...select} options={APP_ROLES.map((r) => ({ value: r, label: enumLabel("app_role", r) }))} />
        </Form.Item>
        <Form.Item name="management_level" label={f("level")}>
          <Select {...select} mode="multiple" options={[1, 2, 3, 4].map((v) => ({ value: v, label: String(v) }))} />
        </Form.Item>
        <Form.Item name="manager_id" label={f("manager")}>
          <Select {...select} showSearch optionFilterProp="label" options={managers.options} />
        </Form.Item>
        <Form.Item name="business_unit_id" label={f("businessUnit")}>
          <Select {...select} options={units.selectProps.options as { value: string; label: string }[] | undefined} />
        </Form.Item>
        <Form.Item name="offboarded" label={f("state")}>
          <Select
            {...select}
            options={[
              { value: false, label: t("resources.teamMembers.state.active") },
              { value: true, label: t("resources.teamMembers.state.offboarded") },
            ]}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<TeamMemberRow>
        {...tableProps}
        list="team-members"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.teamMembers.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={teamMemberColumns({ sorters }, (row) => (
          <Space size="small" wrap>
            <RecordHistoryButton entity="team_member" id={row.id} name={row.full_name ?? row.email ?? ""} />
            {mayManage && canOffboard(me, row) ? <OffboardButton member={row} /> : null}
          </Space>
        ))}
      />
    </ListPage>
  );
};
