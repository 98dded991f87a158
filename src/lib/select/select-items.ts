// Select options never carry an empty value (docs/rules/application.md#select-options): an empty
// value cannot be told apart from "nothing selected", so such items are dropped before they reach a
// select.
export type SelectItem<V extends string | number = string> = { value: V; label: string; disabled?: boolean };

export const isSelectableValue = (value: unknown): value is string | number =>
  (typeof value === "string" && value.trim() !== "") || (typeof value === "number" && Number.isFinite(value));

export const toSelectItems = <T, V extends string | number = string>(
  rows: readonly T[],
  getValue: (row: T) => V | null | undefined,
  getLabel: (row: T) => string,
): SelectItem<V>[] =>
  rows.flatMap((row) => {
    const value = getValue(row);
    return isSelectableValue(value) ? [{ value: value as V, label: getLabel(row) }] : [];
  });
