// The detail's card of commercial conditions: the coefficient grid, and where the version stands
// against the agency's policy. Under the floor, the direction (management level 3 or more) grants
// the derogation here; the database records who and when, and refuses it to anyone else
// (private.validate_commercial_condition). Accounting validates afterwards.
import { useGetIdentity, useUpdate } from "@refinedev/core";
import { Alert, Button, Card, Popconfirm, Table } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { formatDecimal, formatMoney } from "../../../src/lib/money/format.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import type { Identity } from "../../../providers/auth-provider.ts";
import type { RequestRow } from "../definition.ts";
import type { GridLine } from "./commercial-condition-grid.tsx";

const c = (key: keyof typeof import("../i18n.fr.ts").requestsFr.conditions, vars?: Record<string, string>) =>
  t(`resources.requests.conditions.${key}`, vars);

/** The statuses in which a derogation still matters: before accounting validates. */
const BEFORE_VALIDATION = ["draft", "pending_validation"];
/** The management level of the direction. */
const DIRECTION_LEVEL = 3;

type Person = { auth_user?: { first_name?: string | null; last_name?: string | null } | null } | null;

export const CommercialConditionTerms = ({ row, refetch }: { row: RequestRow; refetch: () => void }) => {
  const { data: identity } = useGetIdentity<Identity>();
  const { mutateAsync, mutation } = useUpdate();
  const grid = (Array.isArray(row.coefficient_grid) ? row.coefficient_grid : []) as GridLine[];
  const belowFloor = row.commercial_condition_below_floor === true;
  const approvedAt = typeof row.derogation_approved_at === "string" ? row.derogation_approved_at : null;
  const approver = (row.derogation_by as Person)?.auth_user;
  const level = identity?.context?.team_member?.management_level ?? 0;
  const canGrant = belowFloor && !approvedAt && level >= DIRECTION_LEVEL && BEFORE_VALIDATION.includes(row.status);

  const grant = () =>
    mutateAsync({
      resource: "commercial_condition",
      id: row.id,
      values: { derogation_approved_at: new Date().toISOString() },
      ...MUTATION_NOTIFICATIONS,
    }).then(refetch, () => undefined);

  return (
    <Card title={c("grid")} size="small">
      <Table<GridLine & { key: number }>
        size="small"
        pagination={false}
        dataSource={grid.map((line, key) => ({ ...line, key }))}
        locale={{ emptyText: c("gridEmpty") }}
        columns={[
          { title: c("gridJob"), dataIndex: "job" },
          { title: c("gridCoefficient"), dataIndex: "coefficient", render: (v: number) => formatDecimal(v) },
          {
            title: c("gridMinPay"),
            dataIndex: "min_pay_rate",
            render: (v: number | null | undefined) => (v == null ? "—" : formatMoney(v)),
          },
        ]}
      />
      <div role="status" aria-label={c("policy")} style={{ marginTop: 12 }}>
        {approvedAt ? (
          <Alert
            type="info"
            showIcon
            message={
              approver
                ? c("derogationGranted", { name: displayName(approver), date: formatDate(approvedAt) })
                : c("derogationGrantedUnknown", { date: formatDate(approvedAt) })
            }
          />
        ) : belowFloor ? (
          <Alert type="warning" showIcon message={c("belowFloor")} />
        ) : row.is_outside_policy ? (
          <Alert type="warning" showIcon message={c("outsidePolicy")} />
        ) : (
          <Alert type="success" showIcon message={c("withinPolicy")} />
        )}
      </div>
      {canGrant ? (
        <Popconfirm
          title={c("derogationConfirm")}
          okText={t("commands.confirm")}
          cancelText={t("commands.cancel")}
          onConfirm={grant}
        >
          <Button style={{ marginTop: 12 }} loading={mutation.isPending}>
            {c("derogationGrant")}
          </Button>
        </Popconfirm>
      ) : null}
    </Card>
  );
};
