// /users (developers): every account of the platform, member or not, with its team member
// link and roles; server-side filters, sort, count and export. The view returns no row to
// other roles, and the route is guarded by the user_admin screen permission.
import { useTable } from "@refinedev/antd";
import { Form, Input, Select, Typography } from "antd";
import { useMemo } from "react";
import { ExportButton } from "../../src/components/table/export-button.tsx";
import { FilterBar } from "../../src/components/table/filter-bar.tsx";
import { ListPage } from "../../src/components/table/list-page.tsx";
import { listTableOptions } from "../../src/components/table/list-read.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { t } from "../../src/i18n/index.ts";
import { APP_ROLES } from "../../src/lib/roles/roles.ts";
import { userColumns, userExportColumns } from "./columns.tsx";
import { userFilterCodec, type UserFilterValues } from "./filters.ts";
import { USER_LIST_READ } from "./list-read.ts";
import type { UserAccountRow } from "./types.ts";
import { enumLabel } from "../../src/lib/enums/labels.ts";

const options = listTableOptions(USER_LIST_READ);
const { meta } = options;
const f = (key: keyof typeof import("./i18n.fr.ts").usersFr.fields) => t(`resources.users.fields.${key}`);

export const UserList = () => {
  const { tableProps, filters, setFilters, sorters, result, tableQuery } = useTable<UserAccountRow>(options);
  const columns = useMemo(() => userColumns({ sorters }), [sorters]);
  return (
    <ListPage
      title={<PageTitle>{t("resources.users.list.title")}</PageTitle>}
      headerButtons={
        <ExportButton
          resource="user_account"
          filters={filters}
          sorters={sorters}
          meta={meta}
          columns={userExportColumns}
          fileBase="utilisateurs"
        />
      }
    >
      <FilterBar<UserFilterValues> filters={filters} setFilters={setFilters} codec={userFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input.Search
            allowClear
            aria-label={t("components.filters.search")}
            placeholder={t("resources.users.list.search")}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item name="role" label={f("roles")}>
          <Select
            allowClear
            style={{ minWidth: 200 }}
            options={APP_ROLES.map((r) => ({ value: r, label: enumLabel("app_role", r) }))}
          />
        </Form.Item>
        <Form.Item name="is_team_member" label={f("member")}>
          <Select
            allowClear
            style={{ minWidth: 140 }}
            options={[
              { value: true, label: t("resources.users.member.yes") },
              { value: false, label: t("resources.users.member.no") },
            ]}
          />
        </Form.Item>
      </FilterBar>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<UserAccountRow>
        {...tableProps}
        list="users"
        toolbar={
          <Typography.Text type="secondary" aria-live="polite">
            {t("resources.users.list.count", { count: result.total ?? 0 })}
          </Typography.Text>
        }
        rowKey="id"
        columns={columns}
      />
    </ListPage>
  );
};
