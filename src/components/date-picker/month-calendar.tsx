// One month as a 6 × 7 grid of day buttons starting on Monday (docs/rules/application.md#date-picker), with the
// neighbouring months' days greyed; disabled days cannot be picked.
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, Flex, Typography } from "antd";
import { t } from "../../i18n/index.ts";
import { monthGrid, weekdayLabels, type DisabledDate } from "../../lib/dates/date-picker-rules.ts";
import type { Dayjs } from "../../lib/dates/dayjs.ts";

type Props = {
  month: Dayjs;
  selected: Dayjs | null;
  disabledDate?: DisabledDate;
  onMonthChange: (month: Dayjs) => void;
  onPick: (day: Dayjs) => void;
};

const cellStyle = { width: 36, height: 32, padding: 0 } as const;

export const MonthCalendar = ({ month, selected, disabledDate, onMonthChange, onPick }: Props) => {
  const label = month.format("MMMM YYYY");
  return (
    <div style={{ width: 7 * 38 }}>
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined />}
          aria-label={t("domain.datePicker.previousMonth")}
          onClick={() => onMonthChange(month.subtract(1, "month"))}
        />
        <Typography.Text strong style={{ textTransform: "capitalize" }}>
          {label}
        </Typography.Text>
        <Button
          type="text"
          size="small"
          icon={<RightOutlined />}
          aria-label={t("domain.datePicker.nextMonth")}
          onClick={() => onMonthChange(month.add(1, "month"))}
        />
      </Flex>
      <table role="grid" aria-label={label} style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr>
            {weekdayLabels().map((day) => (
              <th key={day} scope="col" style={{ fontWeight: 400, opacity: 0.6, fontSize: 12 }}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0].format("YYYY-MM-DD")}>
              {week.map((day) => {
                const disabled = !!disabledDate?.(day);
                const isSelected = !!selected && day.isSame(selected, "day");
                return (
                  <td key={day.format("YYYY-MM-DD")} role="gridcell" aria-selected={isSelected} style={{ padding: 1 }}>
                    <Button
                      size="small"
                      type={isSelected ? "primary" : "text"}
                      disabled={disabled}
                      aria-label={day.format("dddd D MMMM YYYY")}
                      style={{ ...cellStyle, opacity: day.isSame(month, "month") ? 1 : 0.45 }}
                      onClick={() => onPick(day)}
                    >
                      {day.date()}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
