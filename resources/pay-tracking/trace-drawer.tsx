// An element's origin: the timesheet days (and their weeks) it was computed from, read back by
// their ids (pay_element.timesheet_day_ids); an IFM or ICCP names the mission's weeks, an
// advance its requests.
import { Drawer, Empty, Table, Typography } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { enumLabel, enumStyle } from "../../src/lib/enums/labels.ts";
import { useTraceDays } from "./hooks.ts";
import type { PayElementRow, TraceDayRow } from "./types.ts";
import { formatHours } from "../../src/lib/hours/format.ts";

const s = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.show, vars?: Record<string, string | number>) =>
  t(`resources.payTracking.show.${key}`, vars);

// a day without absence or meal shows a dash; the week's status without colour
const absenceText = (d: TraceDayRow) => (d.absence_type === "none" ? "—" : enumLabel("absence_type", d.absence_type));
const mealText = (d: TraceDayRow) => (d.meal === "none" ? "—" : enumLabel("day_meal", d.meal));
const WEEK_STATUS = enumStyle("timesheet_status");

export const TraceDrawer = ({ element, onClose }: { element: PayElementRow | null; onClose: () => void }) => {
  const ids = element?.timesheet_day_ids ?? [];
  const days = useTraceDays(ids);
  return (
    <Drawer
      open={!!element}
      onClose={onClose}
      width={Math.min(720, typeof window === "undefined" ? 720 : window.innerWidth)}
      title={element ? s("traceTitle", { label: element.label }) : undefined}
      styles={{ body: { overflow: "hidden", display: "flex", flexDirection: "column" } }}
    >
      {/* the days scroll in a region the keyboard can reach (axe's scrollable-region-focusable) */}
      <div
        role="region"
        aria-label={element ? s("traceTitle", { label: element.label }) : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={{ overflow: "auto", flex: 1, minHeight: 0 }}
      >
        {element && ids.length === 0 ? (
          <Typography.Paragraph>
            {element.advance_payment_request_ids.length
              ? element.advance_payment_request_ids.map((id) => (
                  <Link key={id} to={`/advance-payment-requests/${id}`} style={{ marginRight: 8 }}>
                    {s("traceAdvances", { count: 1 })}
                  </Link>
                ))
              : s("traceWholeMission", { count: element.timesheet_week_ids.length })}
          </Typography.Paragraph>
        ) : null}
        {ids.length ? (
          <Table<TraceDayRow>
            size="small"
            rowKey="id"
            loading={days.query.isLoading}
            dataSource={days.result.data}
            pagination={false}
            locale={{ emptyText: <Empty /> }}
            scroll={{ x: 560 }}
            columns={[
              { key: "date", title: s("date"), render: (_, d) => formatDate(d.date, "ddd DD/MM/YYYY") },
              { key: "worked", title: s("worked"), render: (_, d) => formatHours(d.worked_hours) },
              { key: "night", title: s("night"), render: (_, d) => formatHours(d.night_hours) },
              { key: "absence", title: s("absence"), render: (_, d) => absenceText(d) },
              { key: "meal", title: s("meal"), render: (_, d) => mealText(d) },
              {
                key: "week",
                title: s("trace"),
                render: (_, d) =>
                  d.week ? (
                    <>
                      {s("week", { date: formatDate(d.week.week_start), key: d.week.contract_key, status: "" })}
                      <EnumTag value={d.week.status} style={WEEK_STATUS} />
                    </>
                  ) : (
                    "—"
                  ),
              },
            ]}
          />
        ) : null}
      </div>
    </Drawer>
  );
};
