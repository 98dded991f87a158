// The invoice simulator's hours grid: one row per week, one cell per day (Monday first), public
// holidays marked, the week's total beside. Each cell is labelled for screen readers.
import { Input, Table, Tag } from "antd";
import { useT } from "../../i18n/use-t.ts";
import { isPublicHoliday } from "../../lib/dates/public-holidays.ts";
import { addDays } from "../../lib/pay/invoice.ts";
import { parseFrenchNumber } from "./url-inputs.ts";

const WEEKDAY = new Intl.DateTimeFormat("fr-FR", { weekday: "short", timeZone: "UTC" });
const WEEKDAY_LONG = new Intl.DateTimeFormat("fr-FR", { weekday: "long", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const HoursGrid = ({
  start,
  grid,
  errors,
  onChange,
}: {
  start: string;
  grid: string[][];
  errors: Record<string, string | undefined>;
  onChange: (week: number, day: number, value: string) => void;
}) => {
  const t = useT();
  const rows = grid.map((days, w) => ({ key: w, days }));
  const dayColumns = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    title: WEEKDAY.format(at(addDays(start, d))),
    key: `d${d}`,
    render: (_: unknown, row: { key: number; days: string[] }) => {
      const iso = addDays(start, row.key * 7 + d);
      const holiday = isPublicHoliday(iso);
      const error = errors[`grid.${row.key}.${d}`];
      const label = `${t("calculators.invoice.cell", { day: WEEKDAY_LONG.format(at(iso)), date: DAY.format(at(iso)) })}${holiday ? ` (${t("calculators.invoice.holiday")})` : ""}`;
      return (
        <div>
          <Input
            size="small"
            inputMode="decimal"
            style={{ width: 64 }}
            value={row.days[d]}
            status={error ? "error" : undefined}
            aria-invalid={!!error}
            aria-label={label}
            title={error ?? label}
            data-testid={`grid-${row.key}-${d}`}
            onChange={(e) => onChange(row.key, d, e.target.value)}
          />
          <div style={{ fontSize: 12 }}>
            {DAY.format(at(iso))}
            {holiday ? (
              <Tag color="orange" style={{ marginLeft: 4 }}>
                {t("calculators.invoice.holiday")}
              </Tag>
            ) : null}
          </div>
        </div>
      );
    },
  }));
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={rows}
      columns={[
        {
          title: t("calculators.invoice.colWeek"),
          key: "week",
          render: (_: unknown, row) => t("calculators.invoice.week", { n: row.key + 1 }),
        },
        ...dayColumns,
        {
          title: t("calculators.invoice.totalWeek"),
          key: "total",
          render: (_: unknown, row) => {
            const total = row.days.reduce(
              (sum, h) => sum + (Number.isFinite(parseFrenchNumber(h)) ? parseFrenchNumber(h) : 0),
              0,
            );
            return `${String(Math.round(total * 100) / 100).replace(".", ",")} h`;
          },
        },
      ]}
    />
  );
};
