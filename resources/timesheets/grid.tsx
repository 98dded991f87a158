// The weekly grid: one column per day, one row per field (times, break, hours, absence, meal,
// comment), then each day's total and its night hours (computed live in the client's night
// period, as the database will on save). Keyboard-first: Tab goes to the next day on the same
// line, the up and down arrows change line in the same day, Enter saves (the form's submit). A day
// the client contested is marked in its column's header (read with each of its cells) with the
// reason, and tinted; so are a public holiday (« Férié — 11 novembre ») and a Sunday
// (« Dimanche »), in words. The rules live in grid.utils.ts and src/lib/dates/day-marks.ts.
// A cell re-renders only when its day changes: a key typed in one day leaves the other six
// columns' pickers and selects alone (49 antd fields re-rendered at each key otherwise).
import { WarningOutlined } from "@ant-design/icons";
import { Input, InputNumber, Select, Typography } from "antd";
import { memo, useCallback, useRef, type KeyboardEvent } from "react";
import { TimeInput } from "../../src/components/date-picker/french-pickers.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { dayMarks } from "../../src/lib/dates/day-marks.ts";
import { dayjs } from "../../src/lib/dates/dayjs.ts";
import { ABSENCE_STYLE, ABSENCE_TYPES, DAY_MEALS, MEAL_STYLE } from "./constants.ts";
import { dayIssues, formatHours, hoursOfDay, nextCell, nightOfDay, type GridDay } from "./grid.utils.ts";
import { dayHours, type NightWindow } from "./split.ts";
import "./grid.css";

const g = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.grid, o?: Record<string, string>) =>
  t(`resources.timesheets.grid.${key}`, o);
const dayName = (date: string) => dayjs(date).format("ddd DD/MM");
const longDay = (date: string) => dayjs(date).format("dddd DD/MM");

type Props = {
  days: GridDay[];
  onChange: (days: GridDay[]) => void;
  isAllowed: (date: string) => boolean;
  readOnly: boolean;
  /** the days the client contested, with the reason (grid.utils.ts' contestedDays) */
  contested?: ReadonlyMap<string, string>;
  /** the client's night period (public.contract_night_window): the « dont nuit » line; none while unknown */
  nightWindow?: NightWindow | null;
};

type Field = "start_time" | "end_time" | "break_minutes" | "hours" | "absence_type" | "meal" | "comment";
const FIELDS: Array<[Field, "start" | "end" | "break" | "hours" | "absence" | "meal" | "comment"]> = [
  ["start_time", "start"],
  ["end_time", "end"],
  ["break_minutes", "break"],
  ["hours", "hours"],
  ["absence_type", "absence"],
  ["meal", "meal"],
  ["comment", "comment"],
];

/** Up and down arrows between the text cells of one day (selects keep their own arrows). */
const onArrow = (e: KeyboardEvent<HTMLElement>, row: number, col: number) => {
  const to = nextCell(e.key, { row, col }, { rows: FIELDS.length, cols: 7 });
  if (!to) return;
  const target = e.currentTarget.closest("table")?.querySelector<HTMLElement>(`[data-cell="${to.row}-${to.col}"]`);
  if (target) {
    e.preventDefault();
    target.focus();
  }
};

const NONE: ReadonlyMap<string, string> = new Map();

/** « 7,5 h » of night, « — » without any (or while the night period is unknown). */
const nightText = (night: number | null) => (night ? `${formatHours(night)} h` : "—");

/** A column's tint: contested first, then a holiday, then a Sunday. */
const columnClass = (date: string, contested: ReadonlyMap<string, string>): string | undefined => {
  if (contested.has(date)) return "timesheet-grid-contested";
  const marks = dayMarks(date);
  if (marks.holiday) return "timesheet-grid-holiday";
  return marks.sunday ? "timesheet-grid-sunday" : undefined;
};

/** « Férié — 11 novembre », « Dimanche », under the day's name in its header. */
const DayMarkLabels = ({ date }: { date: string }) => {
  const marks = dayMarks(date);
  return (
    <>
      {marks.holiday ? (
        <span className="timesheet-grid-mark">{t("domain.dayMarks.holiday", { date: marks.holiday })}</span>
      ) : null}
      {marks.sunday ? <span className="timesheet-grid-mark">{t("domain.dayMarks.sunday")}</span> : null}
    </>
  );
};

type CellProps = {
  day: GridDay;
  col: number;
  field: Field;
  row: number;
  label: string;
  disabled: boolean;
  /** the client's reason when it contested the day */
  contestedReason: string | undefined;
  set: (index: number, patch: Partial<GridDay>) => void;
};

const Cell = memo(function Cell({ day, col, field, row, label, disabled, contestedReason, set }: CellProps) {
  const common = {
    "aria-label":
      contestedReason !== undefined
        ? g("cellLabelContested", { field: label, day: longDay(day.date) })
        : g("cellLabel", { field: label, day: longDay(day.date) }),
    "data-cell": `${row}-${col}`,
    disabled,
  };
  const keys = { onKeyDown: (e: KeyboardEvent<HTMLElement>) => onArrow(e, row, col) };
  switch (field) {
    case "start_time":
    case "end_time":
      return (
        <TimeInput
          {...common}
          {...keys}
          suffixIcon={null}
          value={day[field]}
          onChange={(value) => set(col, { [field]: value })}
        />
      );
    case "break_minutes":
      return (
        <InputNumber
          {...common}
          {...keys}
          min={0}
          max={600}
          step={5}
          value={day.break_minutes}
          onChange={(v) => set(col, { break_minutes: Number(v ?? 0) })}
          style={{ width: "100%" }}
        />
      );
    case "hours": {
      const timed = dayHours(day.start_time, day.end_time, day.break_minutes);
      return (
        <Input
          {...common}
          {...keys}
          inputMode="decimal"
          value={timed === null ? day.hours : formatHours(timed)}
          readOnly={timed !== null}
          onChange={(e) => set(col, { hours: e.target.value })}
        />
      );
    }
    case "absence_type":
      return (
        <Select
          {...common}
          value={day.absence_type}
          options={enumOptions(ABSENCE_TYPES, ABSENCE_STYLE)}
          onChange={(v) => set(col, { absence_type: v })}
          popupMatchSelectWidth={false}
          style={{ width: "100%" }}
        />
      );
    case "meal":
      return (
        <Select
          {...common}
          value={day.meal}
          options={enumOptions(DAY_MEALS, MEAL_STYLE)}
          onChange={(v) => set(col, { meal: v })}
          popupMatchSelectWidth={false}
          style={{ width: "100%" }}
        />
      );
    default:
      return (
        <Input
          {...common}
          {...keys}
          maxLength={500}
          value={day.comment}
          onChange={(e) => set(col, { comment: e.target.value })}
        />
      );
  }
});

export const WeekGrid = ({ days, onChange, isAllowed, readOnly, contested = NONE, nightWindow = null }: Props) => {
  // one patch function for the grid's life, reading the latest days: the cells' memo holds
  const latest = useRef({ days, onChange });
  latest.current = { days, onChange };
  const set = useCallback((index: number, patch: Partial<GridDay>) => {
    const { days: current, onChange: change } = latest.current;
    change(current.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  }, []);

  return (
    <div className="timesheet-grid-scroll">
      <table className="timesheet-grid">
        <caption className="timesheet-grid-caption">{g("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{g("day")}</th>
            {days.map((d) => (
              <th key={d.date} scope="col" abbr={longDay(d.date)} className={columnClass(d.date, contested)}>
                {dayName(d.date)}
                <DayMarkLabels date={d.date} />
                {isAllowed(d.date) ? null : (
                  <Typography.Text type="secondary" className="timesheet-grid-note">
                    {g("outOfContract")}
                  </Typography.Text>
                )}
                {contested.has(d.date) ? (
                  <span className="timesheet-grid-contest" title={contested.get(d.date)}>
                    <WarningOutlined aria-hidden /> {g("contested")}
                    <span className="timesheet-grid-contest-reason">{contested.get(d.date)}</span>
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIELDS.map(([field, key], row) => (
            <tr key={field}>
              <th scope="row">{g(key)}</th>
              {days.map((d, col) => (
                <td key={d.date} className={columnClass(d.date, contested)}>
                  <Cell
                    day={d}
                    col={col}
                    field={field}
                    row={row}
                    label={g(key)}
                    disabled={readOnly || !isAllowed(d.date)}
                    contestedReason={contested.get(d.date)}
                    set={set}
                  />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t("resources.timesheets.fields.total")}</th>
            {days.map((d) => {
              const issues = dayIssues(d);
              return (
                <td key={d.date}>
                  <strong>{formatHours(hoursOfDay(d))} h</strong>
                  {issues.map((issue) => (
                    <Typography.Text key={issue} type="danger" className="timesheet-grid-note" role="alert">
                      {t(`resources.timesheets.issues.${issue}`)}
                    </Typography.Text>
                  ))}
                </td>
              );
            })}
          </tr>
          <tr>
            <th scope="row">{g("night")}</th>
            {days.map((d) => (
              <td key={d.date}>{nightText(nightOfDay(d, nightWindow))}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
};
