// "Demandes" on a talent's page: every request of every type about the talent in one read
// (public.request_summary, built from request_type by the database), with its type, its status
// in French, its deadline; and a request created from here opens its type's form pre-filled.
import { useList } from "@refinedev/core";
import { Button, Card, Empty, Select, Space, Table } from "antd";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EnumTag } from "../../src/components/table/columns.tsx";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { DeadlineBadge } from "./deadline-badge.tsx";
import type { RequestTypeRow } from "./hooks.ts";
import { REQUEST_PLACES, requestLink } from "./registry.ts";
import { statusColor } from "./status-color.ts";

// a view: every column is nullable in the generated types; id and entity are always set
type Summary = Omit<Tables<"request_summary">, "id" | "entity"> & { id: string; entity: string };
const c = (key: "title" | "type" | "empty" | "create") => t(`resources.requests.talentCard.${key}`);

export const TalentRequestsCard = ({ talentId }: { talentId: string }) => {
  const navigate = useNavigate();
  const types = useList<RequestTypeRow>({
    resource: "request_type",
    liveMode: "off",
    pagination: { mode: "off" },
    sorters: [{ field: "position", order: "asc" }],
    queryOptions: { staleTime: Infinity },
  }).result.data;
  const { result, query } = useList<Summary>({
    resource: "request_summary",
    filters: [{ field: "talent_id", operator: "eq", value: talentId }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 100 },
  });
  const labels = useList<{ enum_name: string; value: string; label: string }>({
    resource: "enum_label",
    liveMode: "off",
    filters: [{ field: "enum_name", operator: "in", value: types.map((ty) => ty.status_enum) }],
    pagination: { mode: "off" },
    meta: { select: "enum_name, value, label" },
    queryOptions: { enabled: types.length > 0, staleTime: Infinity },
  }).result.data;
  const byEntity = useMemo(() => new Map(types.map((ty) => [ty.entity, ty])), [types]);
  const [chosen, setChosen] = useState<string>();
  const creatable = types.filter((ty) => REQUEST_PLACES.get(ty.entity)?.fromTalent);

  const styleOf = (type: RequestTypeRow | undefined) =>
    Object.fromEntries(
      labels
        .filter((l) => l.enum_name === type?.status_enum)
        .map((l) => [l.value, { label: l.label, color: type ? statusColor(l.value, type) : undefined }]),
    );

  return (
    <Card title={c("title")}>
      {creatable.length ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label={c("type")}
            placeholder={c("type")}
            style={{ minWidth: 240 }}
            value={chosen}
            onChange={setChosen}
            options={creatable.map((ty) => ({ value: ty.entity, label: ty.label }))}
          />
          <Button
            disabled={!chosen}
            onClick={() => {
              const place = chosen ? REQUEST_PLACES.get(chosen) : undefined;
              if (place) void navigate(`${place.listPath}?create=1&talent_id=${encodeURIComponent(talentId)}`);
            }}
          >
            {c("create")}
          </Button>
        </Space>
      ) : null}
      <Table<Summary>
        rowKey={(row) => `${row.entity}-${row.id}`}
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={c("empty")} /> }}
        columns={[
          {
            key: "type",
            title: c("type"),
            render: (_, row) => {
              const type = byEntity.get(row.entity ?? "");
              return type && row.id ? (
                <Link to={requestLink(type.entity, type.route, row.id)}>{type.label}</Link>
              ) : (
                row.entity
              );
            },
          },
          {
            key: "status",
            title: t("resources.requests.shared.status"),
            render: (_, row) => <EnumTag value={row.status} style={styleOf(byEntity.get(row.entity ?? ""))} />,
          },
          {
            key: "deadline",
            title: t("resources.requests.shared.deadline"),
            render: (_, row) => <DeadlineBadge due={row.due_at} closed={!!row.closed_at} />,
          },
          {
            key: "created_at",
            title: t("resources.requests.shared.createdAt"),
            render: (_, row) => formatDate(row.created_at),
          },
        ]}
      />
    </Card>
  );
};
