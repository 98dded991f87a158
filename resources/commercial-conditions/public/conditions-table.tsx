// The commercial conditions of a company or of a company group, version by version: status (the
// database's French label, coloured as the requests' list colours it), validity, default
// coefficient (for the roles that see pricing only: it is neither read nor shown otherwise) and
// signature date; each version opens in the requests' drawer (`/commercial-conditions?open=<id>`).
// « Nouvelles conditions » opens the requests' create form pre-filled with the company, or with the
// group's scope and the group.
import { useCan, useList } from "@refinedev/core";
import { Button, Empty, Space, Table } from "antd";
import type { ColumnType } from "antd/es/table";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { dateColumn, EnumTag } from "../../../src/components/table/columns.tsx";
import { ListError } from "../../../src/components/table/list-states.tsx";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { enumStyle, enumValues, type EnumStyle } from "../../../src/lib/enums/labels.ts";
import { formatDecimal } from "../../../src/lib/money/format.ts";
import { useRequestType } from "../../requests/hooks.ts";
import { createLink } from "../../requests/linked-requests.tsx";
import { REQUEST_PLACES, requestLink } from "../../requests/registry.ts";
import { statusColor } from "../../requests/status-color.ts";

type ConditionRow = Pick<
  Tables<"commercial_condition">,
  "id" | "version" | "status" | "valid_from" | "valid_to" | "signed_at"
> &
  Partial<Pick<Tables<"commercial_condition">, "default_coefficient">>;

const BASE_SELECT = "id, version, status, valid_from, valid_to, signed_at";
const ENTITY = "commercial_condition";
const ROUTE = "commercial-conditions";
const STATUS_ENUM = "commercial_condition_status";
type Status = Tables<"commercial_condition">["status"];
const LABELS = enumStyle(STATUS_ENUM);

const k = (
  key: keyof typeof import("../../companies/i18n.fr.ts").companiesFr.conditions,
  vars?: Record<string, string>,
) => t(`resources.companies.conditions.${key}`, vars);
const f = (key: "version" | "validFrom" | "validTo" | "defaultCoefficient" | "signedAt") =>
  t(`resources.requests.fields.${key}`);

/** One scope: a company's own conditions, or a group's. */
export type ConditionsScope =
  { companyId: string; companyGroupId?: never } | { companyGroupId: string; companyId?: never };

export const ConditionsTable = (scope: ConditionsScope) => {
  const navigate = useNavigate();
  const pricing = useCan({ resource: "contract_pricing", action: "show" });
  const seesPricing = !!pricing.data?.can;
  const { data: canCreate } = useCan({ resource: ENTITY, action: "create" });
  const [column, id] = scope.companyId
    ? (["company_id", scope.companyId] as const)
    : (["company_group_id", scope.companyGroupId] as const);
  const { result, query } = useList<ConditionRow>({
    liveMode: "off",
    resource: ENTITY,
    filters: [{ field: column, operator: "eq", value: id }],
    sorters: [{ field: "version", order: "desc" }],
    pagination: { pageSize: 100 },
    meta: { select: seesPricing ? `${BASE_SELECT}, default_coefficient` : BASE_SELECT },
    // the coefficient is asked for only once the rights are known
    queryOptions: { enabled: !pricing.isLoading },
  });
  const type = useRequestType(ENTITY);
  const style = useMemo(() => {
    const coloured: EnumStyle<Status> = { ...LABELS };
    for (const value of enumValues(STATUS_ENUM))
      coloured[value] = { label: LABELS[value].label, color: type ? statusColor(value, type) : undefined };
    return coloured;
  }, [type]);
  const listPath = REQUEST_PLACES.get(ENTITY)?.listPath ?? `/${ROUTE}`;

  const columns: ColumnType<ConditionRow>[] = [
    {
      key: "version",
      title: f("version"),
      render: (_, row) => (
        <Link to={requestLink(ENTITY, ROUTE, row.id)}>{k("version", { version: String(row.version) })}</Link>
      ),
    },
    {
      key: "status",
      title: t("resources.requests.shared.status"),
      render: (_, row) => <EnumTag value={row.status} style={style} />,
    },
    dateColumn<ConditionRow>("valid_from", { title: f("validFrom"), sortable: false }),
    dateColumn<ConditionRow>("valid_to", { title: f("validTo"), sortable: false }),
    ...(seesPricing
      ? [
          {
            key: "default_coefficient",
            title: f("defaultCoefficient"),
            align: "right" as const,
            render: (_: unknown, row: ConditionRow) =>
              row.default_coefficient === null || row.default_coefficient === undefined
                ? "—"
                : formatDecimal(Number(row.default_coefficient)),
          },
        ]
      : []),
    dateColumn<ConditionRow>("signed_at", { title: f("signedAt"), sortable: false }),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap>
        {canCreate?.can ? (
          <Button
            type="primary"
            onClick={() =>
              void navigate(
                createLink(
                  listPath,
                  scope.companyId
                    ? { company_id: scope.companyId }
                    : { scope_type: "company_group", company_group_id: scope.companyGroupId },
                ),
              )
            }
          >
            {k("create")}
          </Button>
        ) : null}
      </Space>
      {query.isError ? <ListError error={query.error} /> : null}
      <Table<ConditionRow>
        size="small"
        rowKey="id"
        loading={query.isLoading || pricing.isLoading}
        dataSource={result.data}
        columns={columns}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Empty description={k("empty")} /> }}
      />
    </Space>
  );
};
