// The inputs of /convert, read from the URL: what each field accepts, its default, and the pay
// amount's unit turned into a monthly gross.
import { annualToMonthly, hourlyToMonthly } from "../../lib/pay/hours.ts";
import { fields, type useUrlInputs } from "./url-inputs.ts";

export const CONVERT_SCHEMA = {
  amount: fields.amount,
  hours: fields.hours,
  net: fields.amount,
  ht: fields.zeroOrMore,
  pay: fields.rate,
  billing: fields.amount,
  decimal: fields.zeroOrMore,
  h: fields.zeroOrMore,
  min: fields.minutes,
};
export type ConvertKey = keyof typeof CONVERT_SCHEMA;
export const CONVERT_DEFAULTS: Record<ConvertKey, string> = {
  amount: "12,02",
  hours: "35",
  net: "1500",
  ht: "1160",
  pay: "14,50",
  billing: "29",
  decimal: "7,75",
  h: "7",
  min: "45",
};
export type ConvertInputs = ReturnType<typeof useUrlInputs<ConvertKey>>;

export type PayUnit = "hourly" | "monthly" | "annual";

export const payUnitOf = (params: URLSearchParams): PayUnit =>
  params.get("unit") === "monthly" ? "monthly" : params.get("unit") === "annual" ? "annual" : "hourly";

/** The amount typed, as a monthly gross for `weekly` hours a week. */
export const monthlyGross = (unit: PayUnit, amount: number | undefined, weekly: number): number | undefined =>
  amount === undefined
    ? undefined
    : unit === "hourly"
      ? hourlyToMonthly(amount, weekly)
      : unit === "monthly"
        ? amount
        : annualToMonthly(amount);
