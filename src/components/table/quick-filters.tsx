// A list's quick filters (statuses with their counts, a timesheet's steps): one choice among
// buttons, small so that they take one or two lines above the filters, and named as a group.
import { Radio } from "antd";
import "./compact-table.css";

export type QuickFilterOption<V extends string> = { value: V; label: string };

export const QuickFilters = <V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  /** the group's name (« Filtrer par statut ») */
  label: string;
  value: V | null | undefined;
  options: QuickFilterOption<V>[];
  onChange: (value: V) => void;
}) => (
  // antd's group is a bare div: the radiogroup role and its name are given here
  <div role="radiogroup" aria-label={label} className="list-quick-filters">
    <Radio.Group
      optionType="button"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      options={options}
    />
  </div>
);
