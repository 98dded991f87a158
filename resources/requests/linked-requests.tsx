// "Demandes" on a talent's, a company's or a contract's page: every request of every type about
// it in one read (public.request_summary, built from request_type by the database), with its
// type, its status in French, its deadline and its link; and a request created from here opens
// its type's form pre-filled with the page's record (offered for the types the user may create).
import { useList } from "@refinedev/core";
import { Button, Card, Empty, Select, Space, Table } from "antd";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { screenLink } from "../screen-link.ts";
import { EnumTag } from "../../src/components/table/columns.tsx";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { DeadlineBadge } from "./deadline-badge.tsx";
import { can } from "../../src/lib/permissions/can.ts";
import { isAppRole } from "../../src/lib/roles/roles.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import type { RequestTypeRow } from "./hooks.ts";
import { REQUEST_PLACES, requestLink } from "./registry.ts";
import { statusColor } from "./status-color.ts";

// a view: every column is nullable in the generated types; id and entity are always set
type Summary = Omit<Tables<"request_summary">, "id" | "entity"> & { id: string; entity: string };
const c = (key: "title" | "type" | "create") => t(`resources.requests.talentCard.${key}`);

/** Which requests a page lists (a column of public.request_summary) and which types it creates. */
export type RequestsScope = {
  column: "talent_id" | "company_id" | "contract_id";
  /** the record's id (several for a contract and its amendments) */
  ids: string[];
  /** the registry flag of the types created from this page */
  from: "fromTalent" | "fromCompany" | "fromContract";
  /** the columns the create form receives pre-filled */
  prefill: Record<string, string | null | undefined>;
  title?: string;
  empty: string;
};

/** The create form's URL of a type, pre-filled (empty values left out). */
export const createLink = (listPath: string, prefill: RequestsScope["prefill"]): string => {
  const query = new URLSearchParams({ create: "1" });
  for (const [name, value] of Object.entries(prefill)) if (value) query.set(name, value);
  return `${listPath}?${query.toString()}`;
};

export const LinkedRequestsCard = ({ scope }: { scope: RequestsScope }) => {
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
    filters: [{ field: scope.column, operator: "in", value: scope.ids }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 100 },
    queryOptions: { enabled: scope.ids.length > 0 },
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
  // the types this page creates, for the roles that may create them (their insert grant)
  const roles = useRoles().filter(isAppRole);
  const creatable = types.filter(
    (ty) => REQUEST_PLACES.get(ty.entity)?.[scope.from] && can(roles, { resource: ty.entity, action: "create" }),
  );

  const styleOf = (type: RequestTypeRow | undefined) =>
    Object.fromEntries(
      labels
        .filter((l) => l.enum_name === type?.status_enum)
        .map((l) => [l.value, { label: l.label, color: type ? statusColor(l.value, type) : undefined }]),
    );

  return (
    <Card title={scope.title ?? c("title")}>
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
              if (place) void navigate(createLink(place.listPath, scope.prefill));
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
        locale={{ emptyText: <Empty description={scope.empty} /> }}
        columns={[
          {
            key: "type",
            title: c("type"),
            render: (_, row) => {
              const type = byEntity.get(row.entity ?? "");
              // a type without a screen of its own (a talent's scheduled e-mail) is named, not linked
              const to = type && row.id ? screenLink(requestLink(type.entity, type.route, row.id)) : undefined;
              return to ? <Link to={to}>{type?.label}</Link> : (type?.label ?? row.entity);
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
