// PostgreSQL's numeric reaches the app as its text ("30.0", "16.50": server/db/types.ts keeps
// its digits exact): an antd InputNumber given that text shows it as typed, « 30.0 ». A form
// item's `getValueProps={numericValueProps}` gives the field the number instead, shown « 30 »
// (or « 16,5 » with a French decimal separator). Its `step` must not carry decimals either:
// InputNumber shows as many as its step has (step 0,5 wrote 30 as « 30,0 »).
export const numericValueProps = (value: unknown): { value: unknown } => ({
  value: typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : value,
});
