// The group's companies (« Entreprises »): the table, and for the roles that may update companies
// « Ajouter des entreprises » (add-companies-modal.tsx) and, per row, « Retirer » (confirmed; the
// company's company_group_id back to null). The head company leaving the group, the group loses it.
import { useCan, useUpdate } from "@refinedev/core";
import { Button, Empty, Popconfirm, Space, Table, Tag } from "antd";
import type { ColumnType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { companyColumns } from "../../src/domain/companies/columns.tsx";
import type { CompanyListRow } from "../../src/domain/companies/types.ts";
import { AddCompaniesModal } from "./add-companies-modal.tsx";
import type { CompanyGroupRow } from "./types.ts";

const m = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.members, vars?: Record<string, string>) =>
  t(`resources.companyGroups.members.${key}`, vars);

export const GroupMembers = ({
  group,
  members,
  loading,
  error,
  onChanged,
}: {
  group: Pick<CompanyGroupRow, "id" | "head_company_id">;
  members: CompanyListRow[];
  loading: boolean;
  error?: unknown;
  /** a company joined or left: the page reads the group and its members again */
  onChanged: () => void;
}) => {
  const { data: canEdit } = useCan({ resource: "company", action: "edit" });
  const { data: canEditGroup } = useCan({ resource: "company_group", action: "edit" });
  const { mutate, mutation } = useUpdate();
  const [adding, setAdding] = useState(false);

  const remove = (row: CompanyListRow) =>
    mutate(
      { resource: "company", id: row.id, values: { company_group_id: null }, ...MUTATION_NOTIFICATIONS },
      {
        onSuccess: () => {
          if (row.id === group.head_company_id && canEditGroup?.can)
            mutate(
              {
                resource: "company_group",
                id: group.id,
                values: { head_company_id: null },
                successNotification: false,
                errorNotification: MUTATION_NOTIFICATIONS.errorNotification,
              },
              { onSettled: onChanged },
            );
          else onChanged();
        },
      },
    );

  const columns: ColumnType<CompanyListRow>[] = [
    ...companyColumns({})
      .filter((column) => column.key !== "group")
      .map((column) =>
        column.key === "name"
          ? {
              ...column,
              sorter: false,
              render: (_: unknown, row: CompanyListRow) => (
                <Space size={4} wrap>
                  <Link to={`/companies/${row.id}`}>{row.name}</Link>
                  {row.id === group.head_company_id ? <Tag color="blue">{m("head")}</Tag> : null}
                </Space>
              ),
            }
          : { ...column, sorter: false },
      ),
    ...(canEdit?.can
      ? [
          {
            key: "actions",
            title: m("actions"),
            align: "right" as const,
            render: (_: unknown, row: CompanyListRow) => (
              <Popconfirm
                title={m("removeConfirm", { name: row.name })}
                description={row.id === group.head_company_id ? m("removeHeadHint") : m("removeHint")}
                okText={m("remove")}
                okButtonProps={{ danger: true }}
                cancelText={t("components.form.cancel")}
                onConfirm={() => remove(row)}
              >
                <Button
                  size="small"
                  danger
                  loading={mutation.isPending}
                  aria-label={m("removeLabel", { name: row.name })}
                >
                  {m("remove")}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {canEdit?.can ? (
        <Space wrap>
          <Button type="primary" onClick={() => setAdding(true)}>
            {m("add")}
          </Button>
        </Space>
      ) : null}
      {error ? <ListError error={error} /> : null}
      <Table<CompanyListRow>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={members}
        columns={columns}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Empty description={m("empty")} /> }}
      />
      {canEdit?.can && adding ? (
        <AddCompaniesModal groupId={group.id} onClose={() => setAdding(false)} onAdded={onChanged} />
      ) : null}
    </Space>
  );
};
