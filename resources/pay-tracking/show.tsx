// /pay-tracking/:id: one talent's pay for one period — its totals, the net estimate (labelled),
// the elements with their origin in the timesheets, the status moves the user may make (an
// anomaly with its note) and, for accounting, the recomputation while the line is not exported.
import { useCan, useInvalidate, useShow } from "@refinedev/core";
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Space } from "antd";
import { Link, useParams } from "react-router";
import { useRpcMutation } from "../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { LOCKED_STATUSES, PAY_STATUS_STYLE } from "./constants.ts";
import { ElementsCard } from "./elements-card.tsx";
import { RecordHistoryPanel } from "../../src/components/history/record-history.tsx";
import { talentName } from "./format.ts";
import { periodLabel } from "../../src/lib/dates/period-label.ts";
import { NetEstimate } from "./net-estimate.tsx";
import { PAY_SHOW_SELECT } from "./select.ts";
import { PayStatusCard } from "./status-card.tsx";
import type { PayRow } from "./types.ts";
import { formatHours } from "../../src/lib/hours/format.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.fields) => t(`resources.payTracking.fields.${key}`);
const s = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.show) => t(`resources.payTracking.show.${key}`);

const Totals = ({ pay }: { pay: PayRow }) => (
  <Card title={s("totals")}>
    <Descriptions
      size="small"
      layout="vertical"
      column={{ xs: 2, sm: 3, lg: 4 }}
      items={[
        { key: "hn", label: f("hoursNormal"), children: formatHours(pay.hours_normal) },
        { key: "h25", label: f("hoursOt25"), children: formatHours(pay.hours_ot25) },
        { key: "h50", label: f("hoursOt50"), children: formatHours(pay.hours_ot50) },
        { key: "night", label: f("nightHours"), children: formatHours(pay.night_hours) },
        { key: "sunday", label: f("sundayHours"), children: formatHours(pay.sunday_hours) },
        { key: "holiday", label: f("holidayHours"), children: formatHours(pay.holiday_hours) },
        { key: "base", label: f("grossBase"), children: formatMoney(pay.gross_base) },
        { key: "ot", label: f("grossOvertime"), children: formatMoney(pay.gross_overtime) },
        { key: "maj", label: f("majorations"), children: formatMoney(pay.majorations_amount) },
        { key: "bonus", label: f("bonusesSubject"), children: formatMoney(pay.bonuses_subject) },
        { key: "ifm", label: f("ifm"), children: formatMoney(pay.ifm_amount) },
        { key: "iccp", label: f("iccp"), children: formatMoney(pay.iccp_amount) },
        { key: "gross", label: f("grossTotal"), children: <strong>{formatMoney(pay.gross_total)}</strong> },
        { key: "allow", label: f("allowances"), children: formatMoney(pay.allowances_not_subject) },
        { key: "adv", label: f("advances"), children: formatMoney(pay.advances_deducted) },
        { key: "tr", label: f("mealVouchers"), children: formatMoney(pay.meal_voucher_employee_share) },
        { key: "net", label: f("netToPay"), children: pay.net_to_pay === null ? "—" : formatMoney(pay.net_to_pay) },
        { key: "at", label: f("computedAt"), children: formatDate(pay.computed_at, "DD/MM/YYYY HH:mm") },
      ]}
    />
  </Card>
);

export const PayTrackingShow = () => {
  const { id } = useParams();
  const { query } = useShow<PayRow>({ resource: "pay_tracking", id, meta: { select: PAY_SHOW_SELECT } });
  const pay = query.data?.data;
  const { data: canCompute } = useCan({ resource: "pay_tracking", action: "create" });
  const { mutate: compute, isPending: computing } = useRpcMutation();
  const invalidate = useInvalidate();

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !pay)
    return (
      <>
        <PageTitle>{t("routes.payTrackingDetail")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/pay-tracking" backLabel={s("back")} />
        )}
      </>
    );

  const locked = LOCKED_STATUSES.includes(pay.status);
  // the line and its elements (another resource) are read again after a move or a recomputation
  const refetch = () => {
    void query.refetch();
    void invalidate({ resource: "pay_element", invalidates: ["list"] });
  };
  const recompute = canCompute?.can && !locked && (
    <Button
      loading={computing}
      onClick={() =>
        compute(
          "compute_pay_tracking",
          { p_pay_tracking_id: pay.id },
          { ...MUTATION_NOTIFICATIONS, successNotification: s("recomputed"), onSuccess: refetch },
        )
      }
    >
      {s("recompute")}
    </Button>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space align="center" wrap>
        <PageTitle>{`${talentName(pay.talent)} · ${periodLabel(pay.period_start, pay.period_end)}`}</PageTitle>
        <EnumTag value={pay.status} style={PAY_STATUS_STYLE} />
        {pay.talent ? <Link to={`/talents/${pay.talent.id}`}>{s("talentLink")}</Link> : null}
      </Space>
      {locked ? <Alert type="info" showIcon message={s("locked")} /> : null}
      {pay.status === "anomaly" && pay.anomaly_note ? (
        <Alert type="error" showIcon message={f("anomalyNote")} description={pay.anomaly_note} />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Totals pay={pay} />
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <NetEstimate pay={pay} />
          </Card>
        </Col>
      </Row>
      <ElementsCard payId={pay.id} extra={recompute || null} />
      <PayStatusCard pay={pay} onDone={refetch} />
      <RecordHistoryPanel entity="pay_tracking" id={pay.id} />
    </Space>
  );
};
