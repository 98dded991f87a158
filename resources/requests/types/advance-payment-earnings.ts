// The reads behind an acompte's figures (src/lib/pay/advance.ts): the talent's signed or
// validated timesheet days of the month with their contract's hourly pay (one read of
// timesheet_day, its week embedded inner so that the week's talent, status and contract key
// filter it), the month's approved, paid or deducted advances, and the policy's ceiling ratio.
// The same rows private.advance_payment_earned reads, as the user sees them (RLS applies).
import { useList, useOne, type CrudFilter } from "@refinedev/core";
import type { Tables } from "../../../src/database.types.ts";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { EARNED_WEEK_STATUSES, valueOn, type DatedValue, type EarnedDay } from "../../../src/lib/pay/advance.ts";

type Day = Pick<Tables<"timesheet_day">, "worked_hours"> & {
  week: Pick<Tables<"timesheet_week">, "contract_key"> & {
    contract: Pick<Tables<"contract">, "hourly_wage"> | null;
  };
};
type Advance = Pick<Tables<"advance_payment_request">, "approved_amount" | "requested_amount">;
type Parameter = Pick<Tables<"legal_parameter">, "value" | "valid_from" | "valid_to">;

/** The list read of a talent's earned days of a month (`month`: its first day), on one contract key or all. */
export const earnedDaysRead = (talentId: string, month: string, contractKey: string | null) => {
  const filters: CrudFilter[] = [
    { field: "week.talent_id", operator: "eq", value: talentId },
    { field: "week.status", operator: "in", value: [...EARNED_WEEK_STATUSES] },
    { field: "date", operator: "gte", value: month },
    { field: "date", operator: "lt", value: dayjs(month).add(1, "month").format("YYYY-MM-DD") },
  ];
  if (contractKey) filters.push({ field: "week.contract_key", operator: "eq", value: contractKey });
  return {
    resource: "timesheet_day",
    filters,
    pagination: { mode: "off" as const },
    meta: { select: "worked_hours, week:timesheet_week_id!inner(contract_key, contract:contract_id(hourly_wage))" },
    liveMode: "off" as const,
  };
};

export type AdvanceEarnings = {
  /** false while a read is pending (or before a talent is chosen). */
  ready: boolean;
  error: unknown;
  days: EarnedDay[];
  alreadyAdvanced: number;
  maxRatio: number | null;
};

export const useAdvanceEarnings = ({
  talentId,
  month,
  contractId,
}: {
  talentId: string | null | undefined;
  month: string;
  contractId: string | null | undefined;
}): AdvanceEarnings => {
  // the request's contract narrows the days to its contract key, as the database does
  const contract = useOne<Pick<Tables<"contract">, "id" | "contract_key">>({
    resource: "contract",
    id: contractId ?? "",
    meta: { select: "id, contract_key" },
    queryOptions: { enabled: !!contractId },
    liveMode: "off",
  });
  const contractKey = contractId ? (contract.result?.contract_key ?? null) : null;
  const keyKnown = !contractId || contractKey !== null;
  const days = useList<Day>({
    ...earnedDaysRead(talentId ?? "", month, contractKey),
    queryOptions: { enabled: !!talentId && keyKnown },
  });
  const advances = useList<Advance>({
    resource: "advance_payment_request",
    filters: [
      { field: "talent_id", operator: "eq", value: talentId },
      { field: "period_month", operator: "eq", value: month },
      { field: "status", operator: "in", value: ["approved", "paid", "deducted"] },
    ],
    pagination: { mode: "off" },
    meta: { select: "approved_amount, requested_amount" },
    queryOptions: { enabled: !!talentId },
    liveMode: "off",
  });
  const ratio = useList<Parameter>({
    resource: "legal_parameter",
    filters: [{ field: "key", operator: "eq", value: "advance_payment_max_ratio" }],
    pagination: { mode: "off" },
    meta: { select: "value, valid_from, valid_to" },
    liveMode: "off",
  });
  const queries = [days.query, advances.query, ratio.query, ...(contractId ? [contract.query] : [])];
  return {
    ready: !!talentId && keyKnown && queries.every((q) => q.isSuccess),
    error: queries.find((q) => q.error)?.error ?? null,
    days: days.result.data.map((d) => ({
      hours: Number(d.worked_hours),
      hourlyWage: d.week.contract?.hourly_wage == null ? null : Number(d.week.contract.hourly_wage),
    })),
    alreadyAdvanced: advances.result.data.reduce(
      (sum, a) => sum + Number(a.approved_amount ?? a.requested_amount ?? 0),
      0,
    ),
    maxRatio: valueOn(
      ratio.result.data.map((r): DatedValue => ({ ...r, value: Number(r.value) })),
      month,
    ),
  };
};
