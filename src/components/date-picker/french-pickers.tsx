// antd's pickers in French for the forms and filters that took a browser's native date or time
// input (which showed « mm/dd/yyyy » and « 07:00 AM » in a French browser): a date typed or
// picked as JJ/MM/AAAA, a time as HH:MM on 24 hours, a date and time in Paris time. Values travel
// as the columns and the native inputs held them — "2026-11-06", "07:30" ("" when cleared), an
// ISO instant (null) — so the forms' schemas and the filters' codecs keep their values. The
// calendar's words and its Monday-first weeks come from antd's French locale (src/app/antd-locale.ts)
// and dayjs's (src/lib/dates/dayjs.ts). Enter confirms the typed text at once (the form's own
// Enter then sees the value), leaving the field too; text that is not a date stays in the field
// with a French message saying the format, instead of vanishing.
import { DatePicker, TimePicker, Typography, type DatePickerProps, type TimePickerProps } from "antd";
import { useId, useState, type FocusEvent, type ReactElement } from "react";
import { t, type MessageKey } from "../../i18n/index.ts";
import { dayjs, type Dayjs } from "../../lib/dates/dayjs.ts";
import { parisInstant, parisWallClock } from "../../lib/dates/paris-time.ts";

/** What a date field reads: JJ/MM/AAAA first (the shown form), then the shorter ways of typing it. */
export const DATE_FORMATS = ["DD/MM/YYYY", "D/M/YYYY", "DDMMYYYY", "DD-MM-YYYY", "DD.MM.YYYY"];
/** What a time field reads: 07:30, 7:30, 7h30, 7h, 0730. */
export const TIME_FORMATS = ["HH:mm", "H:mm", "HH[h]mm", "H[h]mm", "HH[h]", "H[h]", "HHmm"];
/** A date and a time, separated by a space. */
export const DATE_TIME_FORMATS = DATE_FORMATS.slice(0, 2).flatMap((date) =>
  TIME_FORMATS.slice(0, 4).map((time) => `${date} ${time}`),
);

const ISO_DATE = "YYYY-MM-DD";
const DATA_TIME = "HH:mm";

type TypedProblem = "invalid" | "disabled" | null;

/** What is wrong with the text left in a field: not in one of the formats, or a day that may not be chosen. */
export const typedProblem = (
  text: string,
  formats: readonly string[],
  disabled?: (day: Dayjs) => boolean,
): TypedProblem => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const parsed = formats.map((format) => dayjs(trimmed, format, true)).find((day) => day.isValid());
  if (!parsed) return "invalid";
  return disabled?.(parsed) ? "disabled" : null;
};

/** The picker, then the French message of the text it could not read (linked by aria-describedby). */
const useTypedCheck = (formats: readonly string[], invalid: MessageKey, disabled?: (day: Dayjs) => boolean) => {
  const [problem, setProblem] = useState<TypedProblem>(null);
  const id = useId();
  return {
    /** The field's status: an error while its text cannot be read, else the caller's. */
    status: <T,>(own: T) => (problem ? ("error" as const) : own),
    inputProps: {
      "aria-describedby": problem ? id : undefined,
      preserveInvalidOnBlur: true,
      onBlur: (event: FocusEvent<HTMLElement>) =>
        setProblem(typedProblem((event.target as HTMLInputElement).value ?? "", formats, disabled)),
    },
    clear: () => setProblem(null),
    wrap: (picker: ReactElement) => (
      <>
        {picker}
        {problem ? (
          <Typography.Text type="danger" id={id} role="alert" style={{ display: "block" }}>
            {t(problem === "disabled" ? "domain.datePicker.disabled" : invalid)}
          </Typography.Text>
        ) : null}
      </>
    ),
  };
};

type Shared = Omit<
  DatePickerProps,
  "value" | "onChange" | "onOk" | "format" | "picker" | "showTime" | "multiple" | "onBlur" | "disabledDate"
> & {
  /** Days that may not be picked nor typed. */
  disabledDate?: (day: Dayjs) => boolean;
};

export type DateInputProps = Shared & {
  /** "YYYY-MM-DD", as the column (and a native date input) holds it. */
  value?: string | null;
  /** "YYYY-MM-DD", or "" once cleared (as a native date input). */
  onChange?: (value: string) => void;
  /** The first and last days that may be picked or typed, "YYYY-MM-DD". */
  min?: string;
  max?: string;
};

/** A date in a list's filter bar (inline): wide enough for JJ/MM/AAAA and the clear button. */
export const DATE_FILTER_STYLE = { width: 150 } as const;

/** For a week's field: only a Monday may be picked or typed (a week starts on Monday). */
export const notMonday = (day: Dayjs): boolean => day.day() !== 1;

/** Days outside [min, max] cannot be picked, nor typed. */
export const outsideRange =
  (min?: string, max?: string) =>
  (day: Dayjs): boolean => {
    const iso = day.format(ISO_DATE);
    return (!!min && iso < min) || (!!max && iso > max);
  };

export const DateInput = ({ value, onChange, min, max, style, disabledDate, ...props }: DateInputProps) => {
  const disabled = disabledDate ?? (min || max ? outsideRange(min, max) : undefined);
  const check = useTypedCheck(DATE_FORMATS, "domain.datePicker.invalid", disabled);
  return check.wrap(
    <DatePicker
      placeholder={t("domain.datePicker.placeholder")}
      {...props}
      {...check.inputProps}
      status={check.status(props.status)}
      disabledDate={disabled}
      format={DATE_FORMATS}
      value={value ? dayjs(value, ISO_DATE) : null}
      onChange={(day: Dayjs | null) => {
        check.clear();
        onChange?.(day ? day.format(ISO_DATE) : "");
      }}
      style={{ width: "100%", ...style }}
    />,
  );
};

type SharedTime = Omit<TimePickerProps, "value" | "onChange" | "format" | "showTime" | "needConfirm" | "onBlur">;

export type TimeInputProps = SharedTime & {
  /** "HH:mm" (seconds ignored), as a native time input holds it. */
  value?: string | null;
  /** "HH:mm", or "" once cleared. */
  onChange?: (value: string) => void;
};

export const TimeInput = ({ value, onChange, style, ...props }: TimeInputProps) => {
  const check = useTypedCheck(TIME_FORMATS, "domain.datePicker.invalidTime");
  return check.wrap(
    <TimePicker
      placeholder={t("domain.datePicker.timePlaceholder")}
      {...props}
      {...check.inputProps}
      status={check.status(props.status)}
      format={TIME_FORMATS}
      needConfirm={false}
      showNow={false}
      value={value ? dayjs(value.slice(0, 5), DATA_TIME) : null}
      onChange={(time: Dayjs | null) => {
        check.clear();
        onChange?.(time ? time.format(DATA_TIME) : "");
      }}
      style={{ width: "100%", ...style }}
    />,
  );
};

export type DateTimeInputProps = Shared & {
  /** An instant (ISO 8601), shown in Paris time. */
  value?: string | null;
  /** The instant of the Paris date and time typed or picked, or null once cleared. */
  onChange?: (value: string | null) => void;
};

/** The instant → its Paris wall-clock time as a picker's value (whatever the browser's zone). */
const toWallClock = (iso: string): Dayjs => dayjs(parisWallClock(new Date(iso)), "YYYY-MM-DDTHH:mm");

/** A picked or typed wall-clock time → the instant it names in Paris. */
export const parisInstantOf = (wall: Dayjs): string =>
  parisInstant(wall.format(ISO_DATE), wall.hour(), wall.minute()).toISOString();

export const DateTimeInput = ({ value, onChange, style, ...props }: DateTimeInputProps) => {
  const check = useTypedCheck(DATE_TIME_FORMATS, "domain.datePicker.invalidDateTime", props.disabledDate);
  return check.wrap(
    <DatePicker
      placeholder={t("domain.datePicker.dateTimePlaceholder")}
      {...props}
      {...check.inputProps}
      status={check.status(props.status)}
      showTime={{ format: DATA_TIME }}
      needConfirm={false}
      showNow={false}
      format={DATE_TIME_FORMATS}
      value={value ? toWallClock(value) : null}
      onChange={(wall: Dayjs | null) => {
        check.clear();
        onChange?.(wall ? parisInstantOf(wall) : null);
      }}
      style={{ width: "100%", ...style }}
    />,
  );
};
