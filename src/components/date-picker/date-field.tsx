// A French date field: type "JJ/MM/AAAA" (optionally with the time) or pick in the calendar.
// Required keeps the previous value when cleared; a disabled date or text over 1000
// characters is rejected with a French message (docs/rules/application.md#date-picker).
import { CalendarOutlined } from "@ant-design/icons";
import { Button, Input, Popover, Typography } from "antd";
import { useEffect, useId, useState } from "react";
import { t, type MessageKey } from "../../i18n/index.ts";
import {
  MAX_INPUT_LENGTH,
  acceptDate,
  applyRequired,
  inputFormat,
  parseDateInput,
  type DisabledDate,
  type TimeAccuracy,
} from "../../lib/dates/date-picker-rules.ts";
import { dayjs, type Dayjs } from "../../lib/dates/dayjs.ts";
import { MonthCalendar } from "./month-calendar.tsx";

export type DateFieldProps = {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  required?: boolean;
  disabledDate?: DisabledDate;
  withTime?: boolean;
  timeAccuracy?: TimeAccuracy;
};

const REASONS: Record<"tooLong" | "invalid" | "disabled", MessageKey> = {
  tooLong: "domain.datePicker.tooLong",
  invalid: "domain.datePicker.invalid",
  disabled: "domain.datePicker.disabled",
};

export const DateField = ({
  label,
  value,
  onChange,
  required = false,
  disabledDate,
  withTime = false,
  timeAccuracy,
}: DateFieldProps) => {
  const format = inputFormat(withTime, timeAccuracy);
  const [text, setText] = useState(value ? value.format(format) : "");
  const [error, setError] = useState<MessageKey | null>(null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs>((value ?? dayjs()).startOf("month"));
  const errorId = useId();

  useEffect(() => setText(value ? value.format(format) : ""), [value, format]);

  const commit = (next: Dayjs | null) => {
    const kept = applyRequired(next, value, required);
    setError(null);
    setText(kept ? kept.format(format) : "");
    if (kept !== value) onChange(kept);
  };

  const onText = (next: string) => {
    if (next.length > MAX_INPUT_LENGTH) return setError(REASONS.tooLong);
    setError(null);
    setText(next);
  };

  const onBlur = () => {
    const result = parseDateInput(text, { format, disabledDate });
    if (result.ok) commit(result.value);
    else setError(REASONS[result.reason]);
  };

  const onPick = (day: Dayjs) => {
    const withClock = value && withTime ? day.hour(value.hour()).minute(value.minute()).second(value.second()) : day;
    const result = acceptDate(withClock, disabledDate);
    if (!result.ok) return setError(REASONS.disabled);
    setOpen(false);
    commit(withClock);
  };

  const calendar = (
    <MonthCalendar
      month={month}
      selected={value}
      disabledDate={disabledDate}
      onMonthChange={setMonth}
      onPick={onPick}
    />
  );

  return (
    <div>
      <Input
        aria-label={label}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        aria-required={required}
        status={error ? "error" : undefined}
        placeholder={t("domain.datePicker.placeholder")}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        onPressEnter={onBlur}
        suffix={
          <Popover open={open} onOpenChange={setOpen} content={calendar} trigger="click" placement="bottomRight">
            <Button
              type="text"
              size="small"
              icon={<CalendarOutlined />}
              aria-label={`${t("domain.datePicker.openCalendar")} — ${label}`}
            />
          </Popover>
        }
      />
      {error ? (
        <Typography.Text type="danger" id={errorId} role="alert">
          {t(error)}
        </Typography.Text>
      ) : null}
    </div>
  );
};
