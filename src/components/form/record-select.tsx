// A select over a table's records (Refine's useSelect) that always shows the label of its current
// value. Its options are one page of the table (or of a search); a value set otherwise — a form
// opened on a record, a company fixed by the page the form was opened from, a filter read from
// the URL — may not be among them, and antd then shows the bare value, a UUID. The records of the
// current value are read by id (useSelect's defaultValue: one getMany, cached per value).
// Like FormSelect, it drops the aria-required a Form.Item hands its control (axe refuses it on
// the select's wrapper; the label's mark and the validation message carry it).
import { useSelect } from "@refinedev/antd";
import type { BaseKey, BaseRecord, HttpError, UseSelectProps } from "@refinedev/core";
import { Select, type SelectProps } from "antd";

/** What the options are read from: resource, label, order, search, page size, select… */
export type RecordLookup<T extends BaseRecord> = Omit<UseSelectProps<T, HttpError, T>, "defaultValue">;

export type RecordSelectProps<T extends BaseRecord> = Omit<SelectProps, "options" | "onSearch" | "filterOption"> & {
  lookup: RecordLookup<T>;
};

/** The record ids a select's value holds (one, several in multiple mode, or none). */
export const valueKeys = (value: unknown): BaseKey[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (key): key is BaseKey => (typeof key === "string" && key !== "") || typeof key === "number",
  );

export const RecordSelect = <T extends BaseRecord>({
  lookup,
  "aria-required": _ariaRequired,
  ...props
}: RecordSelectProps<T>) => {
  const { selectProps } = useSelect<T>({ ...lookup, defaultValue: valueKeys(props.value) });
  return <Select {...selectProps} {...props} loading={props.loading ?? selectProps.loading} />;
};
