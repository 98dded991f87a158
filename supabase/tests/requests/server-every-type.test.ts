// One table-driven test over every request type, through the local server with the
// unmodified supabase-js client and real sessions of the demo accounts: for each row of
// public.request_type, its list and detail are read by a role the matrix allows (and hidden
// from one it does not); for each of its public.status_transition rows, the move is refused
// to a role that may edit the table but not make it, refused to a requester-only role on
// someone else's request, and made by an allowed role with its required fields. Each move
// is made on a seed row that the service role puts back afterwards, so that the other test
// files keep the seed they expect. Last, no type needs a developer's forced move to reach a
// closing status.
import { beforeAll, describe, expect, it } from "vitest";
import { asRole, ok, RENFORT, service, weekdayMorning, today, type Db } from "./support/server.ts";
import { accountOf } from "./support/workflow.ts";

/** The request types (the registry must list exactly these). */
const ENTITIES = [
  "qualification_training_request",
  "medical_checkup_request",
  "professional_card_request",
  "ppe_request",
  "meal_card_request",
  "expense_claim_request",
  "advance_payment_request",
  "independent_monthly_invoice",
  "independent_payment_request",
  "recruitment_office_invoice_request",
  "company_insurance_request",
  "work_accident_request",
  "definitive_end_request",
  "commercial_condition",
  "cooptation",
  "reference_check",
  "scheduled_email",
] as const;

/** The moves public.run_time_based_transitions() makes (supabase/tests/requests/rules.test.ts runs it). */
const TIME_DRIVEN = new Set([
  "medical_checkup_request:scheduled:done",
  "qualification_training_request:booked:in_progress",
  "qualification_training_request:in_progress:completed",
  "independent_monthly_invoice:generated:pending_independent_validation",
  "advance_payment_request:paid:deducted",
  "commercial_condition:signed:expired",
  "company_insurance_request:granted:expired",
  "company_insurance_request:partially_granted:expired",
  "cooptation:qualified:referee_placed",
  "cooptation:referee_placed:condition_met",
  "cooptation:submitted:expired",
  "cooptation:qualified:expired",
]);

/** Moves made by the system on an outside event, with the function that receives it. */
const EVENT_DRIVEN: Record<string, string> = {
  "commercial_condition:sent_for_signature:signed": "record_commercial_condition_signature",
  "commercial_condition:sent_for_signature:rejected_by_client": "record_commercial_condition_signature",
  "commercial_condition:signed:superseded": "apply_commercial_condition_effects (signature d'une nouvelle version)",
  "scheduled_email:scheduled:sending": "claim_due_scheduled_emails",
  "scheduled_email:sending:sent": "complete_scheduled_email",
  "scheduled_email:sending:partially_failed": "complete_scheduled_email",
  "scheduled_email:sending:failed": "complete_scheduled_email",
};

const DEV = "team_member_developer";
type Row = Record<string, unknown>;
type Transition = {
  entity: string;
  from_status: string | null;
  to_status: string;
  roles: string[];
  requester_only_roles: string[];
  external_actors: string[];
  required_fields: string[];
};
type RequestType = {
  entity: string;
  route: string;
  status_enum: string;
  initial_status: string;
  terminal_statuses: string[];
};

let svc: Db;
let transitions: Transition[];
let types: Map<string, RequestType>;
/** role_permission rows: `resource|action` → roles (scope all / own) */
const grants = new Map<string, { all: string[]; own: string[] }>();
const labels = new Map<string, string>();

beforeAll(async () => {
  svc = service();
  transitions = ok(
    await svc
      .from("status_transition")
      .select("entity, from_status, to_status, roles, requester_only_roles, external_actors, required_fields")
      .in("entity", [...ENTITIES])
      .eq("status_column", "status"),
  ) as Transition[];
  types = new Map(
    (
      ok(
        await svc.from("request_type").select("entity, route, status_enum, initial_status, terminal_statuses"),
      ) as RequestType[]
    ).map((t) => [t.entity, t]),
  );
  const perms = ok(
    await svc
      .from("role_permission")
      .select("role, resource, action, scope")
      .in("resource", [...ENTITIES]),
  ) as Array<{ role: string; resource: string; action: string; scope: "all" | "own" }>;
  for (const p of perms) {
    const key = `${p.resource}|${p.action}`;
    const g = grants.get(key) ?? { all: [], own: [] };
    g[p.scope].push(p.role);
    grants.set(key, g);
  }
  const enums = [...types.values()].map((t) => t.status_enum);
  for (const l of ok(await svc.from("enum_label").select("enum_name, value, label").in("enum_name", enums)) as Array<{
    enum_name: string;
    value: string;
    label: string;
  }>)
    labels.set(`${l.enum_name}.${l.value}`, l.label);
});

const label = (entity: string, status: string) => labels.get(`${types.get(entity)!.status_enum}.${status}`) ?? status;

/** The first id of a workspace table (active centres only), for a required foreign key. */
async function firstId(table: string, extra?: (q: ReturnType<Db["from"]>) => unknown): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q: any = svc.from(table).select("id").eq("workspace_id", RENFORT);
  if (table === "medical_center" || table === "qualification_center") q = q.eq("status", "active");
  if (extra) q = extra(q);
  const rows = ok(await q.order("id").limit(1)) as Array<{ id: string }>;
  if (!rows[0]) throw new Error(`aucune ligne dans ${table}`);
  return rows[0].id;
}

const FK_TABLE: Record<string, string> = {
  signer_contact_id: "contact",
  deducted_in_pay_tracking_id: "pay_tracking",
  replacement_contract_id: "contract",
};

/** A valid value for a field a move requires, from the row being moved. */
async function valueFor(entity: string, field: string, row: Row): Promise<unknown> {
  const path = (name: string) => `${RENFORT}/requests/${entity}/${String(row.id)}/${name}`;
  switch (`${entity}.${field}`) {
    case "advance_payment_request.approved_amount":
      return Math.min(Number(row.requested_amount), Math.max(Number(row.max_allowed ?? 0), 1));
    case "expense_claim_request.approved_amount":
      return Math.round(Number(row.amount_ttc) * 50) / 100;
    case "professional_card_request.photo_file":
      return path("photo.jpg");
    case "qualification_training_request.qualification_center_id":
      return firstId("qualification_center", (q) =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        (q as any).or(
          `training_type.eq.${String(row.qualification_type)},offered_qualifications.cs.{${String(row.qualification_type)}}`,
        ),
      );
    case "commercial_condition.signer_contact_id":
      return firstId("contact", (q) =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        (q as any)
          .eq("company_id", row.company_id)
          .eq("status", "active")
          .not("email", "is", null)
          .contains("roles", ["contract_signatory"]),
      );
  }
  switch (field) {
    case "appointment_at":
    case "start_at":
      return new Date(Date.now() + 2 * 86_400_000).toISOString();
    case "end_at":
      return new Date(Date.now() + 3 * 86_400_000).toISOString();
    case "send_at":
      return weekdayMorning(3);
    case "outcome":
      return "positive";
    case "questions_answers":
      return [{ question: "Qualité du travail ?", answer: "Très bonne" }];
    case "end_documents":
      return { certificat_de_travail: true, attestation_france_travail: true, solde_de_tout_compte: true };
    case "price_list":
      return [{ qualification: "caces", initial_ht: 100 }];
    case "lead_time_days":
      return 5;
    case "cpam_decision_at":
    case "decision_date":
    case "issue_date":
    case "requested_payment_date":
      return today();
    case "due_date":
    case "valid_until":
      return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    case "effective_end_date":
      return row.requested_end_date ?? today();
    case "granted_amount":
      return row.requested_amount ?? 1000;
    case "approved_amount":
    case "price":
      return 1;
  }
  if (field === "file" || field.endsWith("_file")) return path(`${field}.pdf`);
  if (field.endsWith("_id")) return firstId(FK_TABLE[field] ?? field.slice(0, -3));
  if (field.endsWith("_at")) return new Date(Date.now() - 60_000).toISOString();
  return `TEST-${field.toUpperCase()}-${String(row.id).slice(0, 4)}`;
}

/** What a move needs beyond its required fields, set by the service role first. */
const SETUP: Record<string, (row: Row) => Promise<void>> = {
  "medical_checkup_request:done:certificate_received": async (row) => {
    await svc
      .from("medical_checkup_result")
      .upsert({ medical_checkup_request_id: row.id, workspace_id: RENFORT, result: "fit" });
  },
  "medical_checkup_request:scheduled:done": async (row) => {
    ok(
      await svc
        .from("medical_checkup_request")
        .update({ appointment_at: new Date(Date.now() - 3_600_000).toISOString() })
        .eq("id", row.id)
        .select("id"),
    );
  },
};
const EXTRAS: Record<string, Row> = { work_accident_request: { late_declaration_reason: "Retard de test" } };
/** Values a move's target status needs beyond the generic ones (`entity:to_status`). */
const TARGET_VALUES: Record<string, (row: Row) => Row> = {
  // a visit recorded as done took place in the past
  "medical_checkup_request:done": () => ({ appointment_at: new Date(Date.now() - 3_600_000).toISOString() }),
  "company_insurance_request:partially_granted": (row) => ({
    granted_amount: Math.round(Number(row.requested_amount ?? 1000) * 50) / 100,
  }),
};

/** Seed rows of Renfort in the status (most recent ids first: the other files sample the oldest). */
async function seedRows(entity: string, status: string, count: number): Promise<Row[]> {
  const rows = ok(
    await svc
      .from(entity)
      .select("*")
      .eq("workspace_id", RENFORT)
      .eq("status", status)
      .order("id", { ascending: false })
      .limit(count),
  ) as Row[];
  if (rows.length === 0) throw new Error(`le seed n'a aucune demande ${entity} au statut ${status}`);
  return rows;
}

/** Rows the service role could not put back (a rule of the type refuses the way back, e.g. an
 * invoice already paid by the move): they stay moved, as after any other server test. */
const unrestored: string[] = [];

/** Puts a moved row back as it was (the service role is trusted by the status rules). */
async function restore(entity: string, before: Row, patch: Row): Promise<void> {
  const back: Row = {};
  for (const k of Object.keys(patch)) back[k] = before[k];
  back.status = before.status;
  const r = await svc.from(entity).update(back).eq("id", before.id).select("id");
  if (r.error) unrestored.push(`${entity} ${String(before.id)} : ${r.error.message}`);
}

/** Tries the update as `db`; the row's status afterwards (read by the service role) and the error. */
async function attempt(db: Db, entity: string, id: unknown, patch: Row) {
  const r = await db.from(entity).update(patch).eq("id", id).select("id, status").single();
  const after = ok(await svc.from(entity).select("status").eq("id", id).single()) as { status: string };
  return { error: r.error, status: after.status };
}

describe("the request registry through the server", () => {
  it("lists exactly the request types, each reachable at its route", () => {
    expect([...types.keys()].sort()).toEqual([...ENTITIES].sort());
  });

  it("no type needs a forced move: every closing status is reached from the initial one by some role or the time-driven function", () => {
    const unreachable: string[] = [];
    for (const entity of ENTITIES) {
      const type = types.get(entity)!;
      const edges = transitions.filter(
        (t) =>
          t.entity === entity &&
          t.from_status !== null &&
          (t.roles.some((r) => r !== DEV) ||
            t.external_actors.length > 0 ||
            TIME_DRIVEN.has(`${entity}:${t.from_status}:${t.to_status}`) ||
            `${entity}:${t.from_status}:${t.to_status}` in EVENT_DRIVEN),
      );
      const reached = new Set([type.initial_status]);
      for (let grew = true; grew;) {
        grew = false;
        for (const t of edges) {
          const from = t.from_status === "*" ? [...reached] : reached.has(t.from_status!) ? [t.from_status!] : [];
          if (from.length > 0 && !reached.has(t.to_status)) {
            reached.add(t.to_status);
            grew = true;
          }
        }
      }
      for (const s of type.terminal_statuses) if (!reached.has(s)) unreachable.push(`${entity}.${s}`);
    }
    expect(unreachable).toEqual([]);
  });

  it("the functions that receive the outside events exist (the service role reaches them)", async () => {
    for (const fn of new Set(Object.values(EVENT_DRIVEN).filter((f) => !f.includes(" ")))) {
      const r = await svc.rpc(fn, {});
      // called without its arguments: refused, but not as an unknown function
      expect({ fn, missing: r.error?.code === "PGRST202" && !r.error.message.includes(fn) }).toEqual({
        fn,
        missing: false,
      });
    }
  });

  it("the time-driven function is refused to team members", async () => {
    const r = await (await asRole(DEV)).rpc("run_time_based_transitions");
    expect(r.error).not.toBeNull();
  });
});

describe.each(ENTITIES.map((e) => [e]))("%s", (entity) => {
  it("its list and detail are read by an allowed role, and hidden from a role without access", async () => {
    const readers = grants.get(`${entity}|select`)!;
    const reader = readers.all[0] ?? readers.own[0];
    const db = await asRole(reader);
    const list = await db
      .from(entity)
      .select("*", { count: "exact" })
      .eq("workspace_id", RENFORT)
      .order("created_at", { ascending: false })
      .range(0, 24);
    expect({ entity, reader, error: list.error?.message ?? null }).toEqual({ entity, reader, error: null });
    expect(list.count ?? 0).toBeGreaterThan(0);
    const first = (list.data as Row[])[0];
    const detail = ok(await db.from(entity).select("*").eq("id", first.id).single()) as Row;
    expect(detail.id).toBe(first.id);

    const outsider = Object.keys(ROLE_ORDER).find((r) => !readers.all.includes(r) && !readers.own.includes(r));
    if (outsider) {
      const hidden = await (await asRole(outsider)).from(entity).select("id").eq("id", first.id);
      expect({ entity, outsider, rows: hidden.data ?? [] }).toEqual({ entity, outsider, rows: [] });
    }
  });

  it("each transition is made by an allowed role with its fields, and refused to the others", async () => {
    const moves = transitions.filter((t) => t.entity === entity && t.from_status !== null && t.from_status !== "*");
    expect(moves.length).toBeGreaterThan(0);
    const updaters = grants.get(`${entity}|update`)!;
    let made = 0;
    for (const t of moves.filter((m) => m.roles.some((r) => r !== DEV))) {
      const where = `${entity} ${t.from_status} → ${t.to_status}`;
      const key = `${entity}:${t.from_status}:${t.to_status}`;
      const candidates = await seedRows(entity, t.from_status!, 5);
      const patchFor = async (row: Row) => {
        const patch: Row = { status: t.to_status, status_comment: "Commentaire de test", ...(EXTRAS[entity] ?? {}) };
        for (const f of t.required_fields) patch[f] = await valueFor(entity, f, row);
        return { ...patch, ...TARGET_VALUES[`${entity}:${t.to_status}`]?.(row) };
      };
      const first = candidates[0];
      const firstPatch = await patchFor(first);

      // refused to a role that may edit the table but not make this move
      const wrong = [...updaters.all, ...updaters.own].find((r) => r !== DEV && !t.roles.includes(r));
      if (wrong) {
        const r = await attempt(await asRole(wrong), entity, first.id, firstPatch);
        expect({ where, wrong, status: r.status, refused: r.error !== null }).toEqual({
          where,
          wrong,
          status: t.from_status,
          refused: true,
        });
        if (r.error?.code !== "PGRST116")
          expect({ where, wrong, message: r.error?.message }).toEqual({
            where,
            wrong,
            message: `Votre rôle ne permet pas de passer de « ${label(entity, t.from_status!)} » à « ${label(entity, t.to_status)} »`,
          });
      }

      const role = t.roles.find((r) => r !== DEV)!;
      const requesterOnly = t.requester_only_roles.includes(role);
      if (requesterOnly) {
        // someone else's request: refused to the requester-only role
        const other = accountOf(role === "csm_team_member" ? "accounting_team_member" : "csm_team_member");
        ok(await svc.from(entity).update({ requester_id: other.teamMemberId }).eq("id", first.id).select("id"));
        const r = await attempt(await asRole(role), entity, first.id, firstPatch);
        await svc.from(entity).update({ requester_id: first.requester_id }).eq("id", first.id);
        expect({ where, role, status: r.status, refused: r.error !== null }).toEqual({
          where,
          role,
          status: t.from_status,
          refused: true,
        });
        if (r.error?.code !== "PGRST116")
          expect({ where, message: r.error?.message }).toEqual({
            where,
            message: `Seul le demandeur (ou son manager) peut passer de « ${label(entity, t.from_status!)} » à « ${label(entity, t.to_status)} »`,
          });
      }

      // made by an allowed role on a seed row whose own data allow it (the type's rules may
      // refuse one row, e.g. a délai de carence, and not the next)
      const errors: string[] = [];
      for (const before of candidates) {
        await SETUP[key]?.(before);
        const patch = before === first ? firstPatch : await patchFor(before);
        if (requesterOnly)
          ok(
            await svc
              .from(entity)
              .update({ requester_id: accountOf(role).teamMemberId })
              .eq("id", before.id)
              .select("id"),
          );
        const r = await attempt(await asRole(role), entity, before.id, patch);
        if (r.error === null && r.status === t.to_status) {
          await restore(entity, before, { ...patch, ...(requesterOnly ? { requester_id: null } : {}) });
          errors.length = 0;
          made++;
          break;
        }
        errors.push(r.error?.message ?? `statut ${r.status}`);
        if (requesterOnly) await svc.from(entity).update({ requester_id: before.requester_id }).eq("id", before.id);
      }
      expect({ where, role, errors }).toEqual({ where, role, errors: [] });
    }
    expect(made).toBeGreaterThan(0);
  });
});

/** The roles of the demo accounts (one account per role). */
const ROLE_ORDER: Record<string, true> = {
  accounting_team_member: true,
  consultant_team_member: true,
  csm_team_member: true,
  external_csm_team_member: true,
  team_member_marketing: true,
  team_member_independent_administrator: true,
};
