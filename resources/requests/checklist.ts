// A checklist field (FieldDef's `checklist`): its column is a jsonb object whose ticked items are
// true (the end of a mission's documents: definitive_end_request.end_documents); the form holds
// the ticked items' keys.
import type { FieldDef } from "./definition.ts";

/** The ticked items of a checklist's column (or of its form value, a list of keys). */
export const checkedKeys = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string")
    : value && typeof value === "object"
      ? Object.entries(value)
          .filter(([, ticked]) => ticked === true)
          .map(([key]) => key)
      : [];

/** The column the ticked keys make: every item of the field, true when ticked. */
export const checklistColumn = (field: FieldDef, value: unknown): Record<string, boolean> => {
  const keys = checkedKeys(value);
  return Object.fromEntries((field.checklist?.items ?? []).map((item) => [item.value, keys.includes(item.value)]));
};

/** Whether every item of the field is ticked. */
export const checklistComplete = (field: FieldDef, value: unknown): boolean => {
  const keys = checkedKeys(value);
  return (field.checklist?.items ?? []).every((item) => keys.includes(item.value));
};

/** The ticked items' labels, in the field's order. */
export const checkedLabels = (field: FieldDef, value: unknown): string[] => {
  const keys = checkedKeys(value);
  return (field.checklist?.items ?? []).filter((item) => keys.includes(item.value)).map((item) => item.label);
};
