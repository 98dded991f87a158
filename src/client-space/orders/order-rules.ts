// The order form's values and the checks the database makes on an order
// (public.client_place_order), made here first in the same words: field by field, the first said
// first. `today` is the day in France, as the database counts it.
import type { Database } from "../../database.types.ts";
import { orderTexts as t } from "./texts.ts";
import type { OrderForm } from "./types.ts";

export type ContractReason = Database["public"]["Enums"]["contract_reason"];

export type OrderValues = {
  company_id: string;
  job_id: string;
  address_id: string;
  start_date: string;
  end_date: string;
  positions: string;
  working_hours: string;
  schedule: string;
  po_number: string;
  reason: string;
  justification: string;
  comment: string;
  striker: boolean;
  dismissal: boolean;
};

export type OrderField = keyof OrderValues;

/** What the database would refuse, field by field (the first one said first). */
export function orderProblems(v: OrderValues, form: OrderForm, today: string): Partial<Record<OrderField, string>> {
  const p: Partial<Record<OrderField, string>> = {};
  const reason = form.reasons.find((r) => r.value === v.reason);
  if (!v.job_id) p.job_id = t.problems.job;
  if (!v.address_id) p.address_id = t.problems.site;
  if (!v.start_date) p.start_date = t.problems.start;
  else if (v.start_date < today) p.start_date = t.problems.startPast;
  if (!v.end_date) p.end_date = t.problems.end;
  else if (v.start_date && v.end_date < v.start_date) p.end_date = t.problems.order;
  const positions = Number(v.positions);
  if (!Number.isInteger(positions) || positions < 1) p.positions = t.problems.positions;
  if (v.working_hours.trim()) {
    const hours = Number(v.working_hours.replace(",", "."));
    if (!Number.isFinite(hours) || hours < 1 || hours > 48) p.working_hours = t.problems.hours;
  }
  if (!reason) p.reason = t.problems.reason;
  else if (reason.needs_justification && !v.justification.trim()) p.justification = t.problems.justification;
  if (!v.striker) p.striker = t.problems.striker;
  if (v.reason === "activity_increase" && !v.dismissal) p.dismissal = t.problems.dismissal;
  return p;
}

/** The form at first: a reorder's job and site, the company's only site, one worker. */
export const initialValues = (form: OrderForm): OrderValues => {
  const r = form.reorder;
  const company = r?.company_id ?? form.company_id ?? form.companies[0]?.id ?? "";
  const sites = form.sites.filter((s) => s.company_id === company);
  return {
    company_id: company,
    job_id: r?.job_id ?? "",
    address_id: r?.address_id ?? (sites.length === 1 ? sites[0].id : ""),
    start_date: "",
    end_date: "",
    positions: "1",
    working_hours: "",
    schedule: "",
    po_number: "",
    reason: "",
    justification: "",
    comment: "",
    striker: false,
    dismissal: false,
  };
};
