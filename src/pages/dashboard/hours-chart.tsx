// The small chart of hours signed per week (recharts, in its own chunk: the queues and the
// figures show before it loads). The figures are also given as text for screen readers, the
// drawing is hidden from them and out of the tab order (no accessibility layer).
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";

type Point = { week: string; hours: number };

/** Read by screen readers, not shown (the chart itself is hidden from them). */
const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export const HoursChart = ({ data }: { data: Point[] }) => {
  const points = data.map((p) => ({ week: formatDate(p.week, "DD/MM"), hours: Number(p.hours) }));
  return (
    <figure style={{ margin: "16px 0 0" }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t("actionCentre.figures.hoursChart")}</figcaption>
      <div aria-hidden="true" style={{ width: "100%", height: 160 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <XAxis dataKey="week" fontSize={12} />
            <YAxis fontSize={12} allowDecimals={false} />
            <Tooltip formatter={(value) => [`${value} h`, t("actionCentre.figures.hours")]} />
            <Bar dataKey="hours" fill="#1677ff" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul style={VISUALLY_HIDDEN}>
        {data.map((p) => (
          <li key={p.week}>
            {t("actionCentre.figures.hoursChartSummary", { week: formatDate(p.week), hours: Number(p.hours) })}
          </li>
        ))}
      </ul>
    </figure>
  );
};
