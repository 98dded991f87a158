// The key figures of the user's scope (public.action_centre_figures()): open orders and
// positions left, active contracts, hours signed this week, timesheets awaiting signature,
// expiring documents; the chart of signed hours loads its code (recharts) on its own, after.
import { Alert, Card, Col, Row, Statistic } from "antd";
import { lazy, Suspense } from "react";
import { useRpc } from "../../../providers/rpc.ts";
import { t, type MessageKey } from "../../i18n/index.ts";
import type { KeyFigures as Figures } from "./action-centre.utils.ts";

const HoursChart = lazy(() => import("./hours-chart.tsx").then((m) => ({ default: m.HoursChart })));

const FIGURES: [keyof Figures, MessageKey][] = [
  ["open_orders", "actionCentre.figures.openOrders"],
  ["positions_left", "actionCentre.figures.positionsLeft"],
  ["active_contracts", "actionCentre.figures.activeContracts"],
  ["hours_signed_this_week", "actionCentre.figures.hoursSignedThisWeek"],
  ["timesheets_awaiting_signature", "actionCentre.figures.timesheetsAwaitingSignature"],
  ["expiring_documents", "actionCentre.figures.expiringDocuments"],
];

export const KeyFigures = () => {
  const { data, query } = useRpc("action_centre_figures", {}, { errorNotification: false });
  // a JSON object of this shape (public.action_centre_figures)
  const figures = data as Figures | null | undefined;
  return (
    <section aria-labelledby="key-figures-title">
      <Card
        size="small"
        title={
          <h3 id="key-figures-title" style={{ margin: 0, fontSize: 16 }}>
            {t("actionCentre.figures.title")}
          </h3>
        }
        loading={query.isLoading}
      >
        {query.isError ? (
          <Alert type="error" showIcon message={t("actionCentre.figures.loadError")} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {FIGURES.map(([key, label]) => (
                <Col key={key} xs={12} md={8} xl={4}>
                  <Statistic title={t(label)} value={Number(figures?.[key] ?? 0)} groupSeparator=" " />
                </Col>
              ))}
            </Row>
            {figures && (
              <Suspense fallback={null}>
                <HoursChart data={figures.hours_by_week} />
              </Suspense>
            )}
          </>
        )}
      </Card>
    </section>
  );
};
