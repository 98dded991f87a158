// /corbeille (issue #49): the deleted records the user may restore (public.trash_item, its RLS:
// the items of their workspaces whose entity they may delete), newest first, with their type,
// name, author, date and the days left before the purge; filtered by type and name, sorted by
// column, counted; « Restaurer » puts one back (public.restore_trash_item), or says why not.
import { useTable } from "@refinedev/antd";
import type { CrudFilter } from "@refinedev/core";
import { Button, Empty, Form, Input, Select, Table, Typography, type TableColumnsType } from "antd";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { ListPage } from "../../components/table/list-page.tsx";
import { ListError } from "../../components/table/list-states.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import type { Tables } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { dbErrorNotification } from "../../lib/forms/notifications.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import { daysLeft, TRASH_ENTITIES } from "../../lib/trash/undo.ts";

type TrashRow = Tables<"trash_item">;
type Entity = (typeof TRASH_ENTITIES)[number];

const entityLabel = (entity: string): string =>
  (TRASH_ENTITIES as readonly string[]).includes(entity)
    ? t(`trash.entities.${entity as Entity}`)
    : t("trash.entities.request");

const NOT_RESTORED: CrudFilter = { field: "restored_at", operator: "null", value: true };

export const TrashPage = () => {
  const [entity, setEntity] = useState<string | undefined>();
  const [search, setSearch] = useState("");
  const { tableProps, setFilters, result, tableQuery } = useTable<TrashRow>({
    resource: "trash_item",
    syncWithLocation: false,
    liveMode: "off",
    filters: { permanent: [NOT_RESTORED] },
    sorters: { initial: [{ field: "deleted_at", order: "desc" }] },
    pagination: { pageSize: 20 },
  });
  const { mutate, isPending } = useRpcMutation();
  const apply = (next: { entity?: string; search?: string }) => {
    const e = "entity" in next ? next.entity : entity;
    const s = next.search ?? search;
    setFilters(
      [
        { field: "entity", operator: "eq", value: e || undefined },
        { field: "label", operator: "contains", value: s.trim() || undefined },
      ],
      "replace",
    );
  };
  const restore = (row: TrashRow) =>
    mutate(
      "restore_trash_item",
      { p_id: row.id },
      {
        successNotification: false,
        errorNotification: dbErrorNotification,
        onSuccess: () => {
          toast({ type: "success", description: t("trash.restored", { label: row.label }) });
          void tableQuery.refetch();
        },
      },
    );
  const columns: TableColumnsType<TrashRow> = [
    { key: "entity", dataIndex: "entity", title: t("trash.entity"), sorter: true, render: entityLabel },
    { key: "label", dataIndex: "label", title: t("trash.label"), sorter: true },
    {
      key: "deleted_by_name",
      dataIndex: "deleted_by_name",
      title: t("trash.deletedBy"),
      render: (name: string | null) => name ?? t("trash.unknownAuthor"),
    },
    {
      key: "deleted_at",
      dataIndex: "deleted_at",
      title: t("trash.deletedAt"),
      sorter: true,
      defaultSortOrder: "descend",
      render: (value: string) => formatDate(value, "DD/MM/YYYY HH:mm"),
    },
    {
      key: "purge_after",
      dataIndex: "purge_after",
      title: t("trash.daysLeft"),
      sorter: true,
      render: (value: string) => t("trash.days", { count: daysLeft(value) }),
    },
    {
      key: "actions",
      title: t("components.list.actions"),
      render: (_: unknown, row: TrashRow) => (
        <Button
          size="small"
          loading={isPending}
          onClick={() => restore(row)}
          aria-label={t("trash.restoreLabel", { label: row.label })}
        >
          {t("trash.restore")}
        </Button>
      ),
    },
  ];
  return (
    <ListPage title={<PageTitle>{t("trash.title")}</PageTitle>}>
      <Typography.Paragraph type="secondary">{t("trash.description")}</Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t("trash.entity")} htmlFor="trash-entity">
          <Select
            id="trash-entity"
            allowClear
            style={{ minWidth: 160 }}
            value={entity}
            onChange={(value?: string) => {
              setEntity(value);
              apply({ entity: value });
            }}
            options={TRASH_ENTITIES.map((e) => ({ value: e, label: entityLabel(e) }))}
          />
        </Form.Item>
        <Form.Item label={t("components.filters.search")} htmlFor="trash-search">
          <Input.Search
            id="trash-search"
            allowClear
            placeholder={t("trash.search")}
            style={{ width: 240 }}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => apply({ search: value })}
          />
        </Form.Item>
      </Form>
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <Typography.Paragraph type="secondary" aria-live="polite" style={{ marginBottom: 8 }}>
        {t("trash.count", { count: result.total ?? 0 })}
      </Typography.Paragraph>
      <Table<TrashRow>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Empty description={t("trash.empty")} /> }}
      />
    </ListPage>
  );
};
