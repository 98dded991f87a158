// Fields shown only for some values of another field (a PPE request's delivery address, asked
// for a delivery to the site or by post, not for a pick-up at the agency), and the cross-field
// rules of a type's schema put back on the fields they are about; the pre-filled columns no field
// shows (a reference check's application), sent with the row.
import type { z } from "zod";
import type { FieldDef } from "./definition.ts";

/** Whether the field is shown for the form's values (a field without `visibleWhen` always is). */
export const isShown = (field: FieldDef, values: Record<string, unknown>): boolean =>
  !field.visibleWhen || field.visibleWhen.values.includes(String(values[field.visibleWhen.field] ?? ""));

/** The values to save: what a hidden field still holds (the form keeps it while hidden) is cleared. */
export const clearHidden = (fields: readonly FieldDef[], values: Record<string, unknown>): Record<string, unknown> => ({
  ...values,
  ...Object.fromEntries(fields.filter((f) => !isShown(f, values)).map((f) => [f.name, null])),
});

/**
 * The pre-filled columns the definition accepts (`create.prefill`) that no field of the form
 * holds: antd's values carry only its fields, these are sent as the page gave them.
 */
export const unshownPrefill = (
  fields: readonly FieldDef[],
  accepted: readonly string[],
  prefill: Record<string, unknown>,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(prefill).filter(
      ([name, value]) => accepted.includes(name) && value != null && !fields.some((f) => f.name === name),
    ),
  );

/** The schema's issues as antd's field errors (an issue without a field's path goes on none). */
export const fieldErrors = (issues: readonly z.core.$ZodIssue[]): Array<{ name: string; errors: string[] }> => {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string") byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
};
