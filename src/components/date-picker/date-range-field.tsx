// A start and an end date; a range entered backwards is put back in order.
import { Space } from "antd";
import { t } from "../../i18n/index.ts";
import { normalizeRange, type DisabledDate } from "../../lib/dates/date-picker-rules.ts";
import type { Dayjs } from "../../lib/dates/dayjs.ts";
import { DateField } from "./date-field.tsx";

type Range = [Dayjs | null, Dayjs | null];

type Props = {
  label: string;
  value: Range;
  onChange: (value: Range) => void;
  required?: boolean;
  disabledDate?: DisabledDate;
};

export const DateRangeField = ({ label, value, onChange, required, disabledDate }: Props) => {
  const update = (next: Range) => {
    const [start, end] = next;
    onChange(start && end ? normalizeRange([start, end]) : next);
  };
  return (
    <Space align="start" aria-label={label} role="group">
      <DateField
        label={`${label} — ${t("domain.datePicker.start")}`}
        value={value[0]}
        required={required}
        disabledDate={disabledDate}
        onChange={(start) => update([start, value[1]])}
      />
      <DateField
        label={`${label} — ${t("domain.datePicker.end")}`}
        value={value[1]}
        required={required}
        disabledDate={disabledDate}
        onChange={(end) => update([value[0], end])}
      />
    </Space>
  );
};
