// A pool's members (public.hiring_pool_members: a static pool's talents, a dynamic pool's current
// super-search matches; anonymised talents never), one server page at a time, with their main
// job, city, availability and last contact (public.talent_last_contact: the newest note,
// application or contract the user may read). « Retirer » on a static pool, for the roles that
// may delete memberships (public.remove_talents_from_hiring_pool; RLS decides).
import { useTable } from "@refinedev/antd";
import { useCan } from "@refinedev/core";
import { Button, Popconfirm, Space, Tooltip, Typography } from "antd";
import type { ReactNode } from "react";
import { rpcListSource, useRpcMutation } from "../../providers/rpc.ts";
import { dateColumn, EnumTag, textColumn } from "../../src/components/table/columns.tsx";
import { ListError } from "../../src/components/table/list-states.tsx";
import { ListTable } from "../../src/components/table/list-table.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { AVAILABILITY_STATUS_STYLE } from "../../src/domain/talents/constants.ts";
import { TalentNameCell } from "../../src/domain/talents/name-cell.tsx";
import { availableFromText } from "../../src/domain/talent-search/hit.utils.ts";
import { mainJobName } from "../../src/domain/talents/jobs.ts";
import { HIRING_POOL_MEMBER_SELECT } from "./select.ts";
import type { HiringPoolMemberRow } from "./types.ts";

const m = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.members, vars?: Record<string, string>) =>
  t(`resources.hiringPools.members.${key}`, vars);

/** The members read: the function's rows, with the talent table's select, order, range and count. */
export const membersTableOptions = (poolId: string) => ({
  resource: "talent",
  syncWithLocation: false,
  sorters: { initial: [{ field: "last_name", order: "asc" as const }] },
  pagination: { pageSize: 25 },
  meta: {
    select: HIRING_POOL_MEMBER_SELECT,
    rpc: rpcListSource("hiring_pool_members", { p_pool_id: poolId }),
    tiebreak: "id",
  },
});

const RemoveMember = ({ poolId, row, onDone }: { poolId: string; row: HiringPoolMemberRow; onDone: () => void }) => {
  const { mutate, isPending } = useRpcMutation();
  const name = displayName(row);
  return (
    <Popconfirm
      title={m("removeConfirm", { name })}
      okText={m("remove")}
      cancelText={t("components.form.cancel")}
      onConfirm={() =>
        mutate(
          "remove_talents_from_hiring_pool",
          { p_pool_id: poolId, p_talent_ids: [row.id] },
          { ...MUTATION_NOTIFICATIONS, onSuccess: onDone },
        )
      }
    >
      <Button size="small" danger loading={isPending} aria-label={m("removeLabel", { name })}>
        {m("remove")}
      </Button>
    </Popconfirm>
  );
};

export const PoolMembers = ({
  poolId,
  isDynamic,
  actions,
}: {
  poolId: string;
  isDynamic: boolean;
  /** « Lancer une campagne », « Proposer à des clients » */
  actions?: ReactNode;
}) => {
  const { tableProps, sorters, result, tableQuery } = useTable<HiringPoolMemberRow>(membersTableOptions(poolId));
  const { data: canRemove } = useCan({ resource: "talent_hiring_pool", action: "delete" });
  const removable = !isDynamic && !!canRemove?.can;
  const columns = [
    textColumn<HiringPoolMemberRow>(
      "last_name",
      {
        title: m("name"),
        render: (row) => (
          <TalentNameCell
            compact
            id={row.id}
            person={row}
            topProfile={row.is_top_profile}
            blacklisted={!!row.blacklisted_at}
          />
        ),
      },
      { sorters },
    ),
    { key: "job", title: m("job"), render: (_: unknown, row: HiringPoolMemberRow) => mainJobName(row) ?? "—" },
    {
      key: "city",
      title: m("city"),
      render: (_: unknown, row: HiringPoolMemberRow) =>
        [row.address?.postal_code, row.address?.city].filter(Boolean).join(" ") || "—",
    },
    textColumn<HiringPoolMemberRow>(
      "availability_status",
      {
        title: m("availability"),
        render: (row) => {
          const from = availableFromText(row);
          return (
            <Space size={4} wrap>
              <EnumTag value={row.availability_status} style={AVAILABILITY_STATUS_STYLE} />
              {from ? <Typography.Text type="secondary">{m("availableFrom", { date: from })}</Typography.Text> : null}
            </Space>
          );
        },
      },
      { sorters },
    ),
    {
      ...dateColumn<HiringPoolMemberRow>("last_contact", { title: m("lastContact"), sortable: false }),
      title: (
        <Tooltip title={t("resources.hiringPools.details.lastContactHelp")}>
          <span>{m("lastContact")}</span>
        </Tooltip>
      ),
    },
    ...(removable
      ? [
          {
            key: "actions",
            title: m("actions"),
            align: "right" as const,
            render: (_: unknown, row: HiringPoolMemberRow) => (
              <RemoveMember poolId={poolId} row={row} onDone={() => void tableQuery.refetch()} />
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="pool-members-title">
      <Space wrap align="center" style={{ display: "flex", justifyContent: "space-between", marginBottom: 8 }}>
        <Typography.Title level={2} id="pool-members-title" style={{ fontSize: 18, margin: 0 }}>
          {t("resources.hiringPools.details.membersCount", { count: result.total ?? 0 })}
        </Typography.Title>
        <Space wrap>{actions}</Space>
      </Space>
      {isDynamic ? (
        <Typography.Paragraph type="secondary">
          {t("resources.hiringPools.details.dynamicMembers")}
        </Typography.Paragraph>
      ) : null}
      {tableQuery.isError ? <ListError error={tableQuery.error} /> : null}
      <ListTable<HiringPoolMemberRow> {...tableProps} list="hiring-pool-members" rowKey="id" columns={columns} />
    </section>
  );
};
