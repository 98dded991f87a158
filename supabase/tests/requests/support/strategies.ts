// How the role × table × operation matrix exercises the request family's tables, in the
// core's TableStrategy format (supabase/tests/support/matrix.ts), so that the core matrix
// test can run them too. Requests are sampled at their initial status and reinserted (their
// validators then see a creatable row); `own`-scoped tables sample another member's request.
import type { TableStrategy } from "../../support/matrix.ts";
import { REINSERT_OVERRIDES } from "./workflow.ts";

const text = (id: string) => id.slice(0, 8);

/** A requester who is neither the account ($4) nor one of its managees (two levels down). */
const notMineRequester = `requester_id is distinct from $4 and requester_id not in (select tm.id from public.team_member tm where tm.manager_id = $4
  or tm.manager_id in (select m.id from public.team_member m where m.manager_id = $4))`;

/** A request table sampled at its initial status, reinserted as the account. */
const request = (table: string, initial: string, own = false): TableStrategy => ({
  table,
  sample: `workspace_id = $1 and status = '${initial}'${own ? ` and ${notMineRequester}` : ""}`,
  ...(own ? { ownedFallback: `workspace_id = $1 and status = '${initial}'` } : {}),
  insert: { mode: "reinsert", overrides: () => ({ requester_id: null }) },
  delete: "sample",
});

export const REQUEST_STRATEGIES: TableStrategy[] = [
  {
    table: "request_type",
    sample: "entity = 'medical_checkup_request'",
    insert: { mode: "clone", overrides: (_, id) => ({ entity: `test_${text(id)}`, route: `test-${text(id)}` }) },
    delete: "sample",
  },
  {
    table: "medical_center",
    sample: "workspace_id = $1 and status = 'active'",
    insert: { mode: "clone", overrides: (_, id) => ({ name: `Centre ${text(id)}` }) },
    delete: "clone",
    cloneOverrides: (_, id) => ({ name: `Centre ${text(id)}` }),
  },
  {
    table: "qualification_center",
    sample: "workspace_id = $1 and status = 'active'",
    insert: { mode: "clone", overrides: (_, id) => ({ name: `Centre ${text(id)}` }) },
    delete: "clone",
    cloneOverrides: (_, id) => ({ name: `Centre ${text(id)}` }),
  },
  request("qualification_training_request", "requested"),
  request("medical_checkup_request", "to_schedule"),
  { table: "medical_checkup_result", sample: "workspace_id = $1", insert: { mode: "reinsert" }, delete: "sample" },
  request("professional_card_request", "draft"),
  request("ppe_request", "requested"),
  {
    table: "ppe_request_item",
    sample: "workspace_id = $1 and ppe_request_id in (select id from public.ppe_request where status = 'requested')",
    insert: { mode: "clone" },
    delete: "clone",
  },
  request("meal_card_request", "requested"),
  request("expense_claim_request", "draft"),
  request("advance_payment_request", "requested"),
  request("independent_monthly_invoice", "draft"),
  request("independent_payment_request", "requested", true),
  request("recruitment_office_invoice_request", "requested"),
  request("company_insurance_request", "draft"),
  request("work_accident_request", "reported"),
  request("definitive_end_request", "requested"),
  request("commercial_condition", "draft"),
  // the rights, not the referral rules (REINSERT_OVERRIDES)
  {
    ...request("cooptation", "submitted", true),
    insert: { mode: "reinsert", overrides: () => ({ requester_id: null, ...REINSERT_OVERRIDES.cooptation }) },
  },
  request("reference_check", "requested"),
  {
    ...request("scheduled_email", "draft", true),
    sample: `workspace_id = $1 and status = 'draft' and talent_id is not null and ${notMineRequester}`,
    ownedFallback: "workspace_id = $1 and status = 'draft' and talent_id is not null",
  },
];
