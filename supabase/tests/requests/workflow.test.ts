// Every transition of every request type, as data (public.status_transition): each role of
// a rule makes the move (history and notification written), every other role that may edit
// the table is refused with the French message, required fields and comments are demanded,
// requester-only moves are refused on others' requests, moves absent from the table are
// impossible, creation happens at the initial status only. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES, type DemoAccount } from "../../seed/accounts.ts";
import { becomeUser, dbError, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { insertJson, tableMeta } from "../support/matrix.ts";
import {
  accountOf,
  columnInfo,
  labelOf,
  loadRequestTypes,
  loadTransitions,
  MOVE_EXTRAS,
  MOVE_SETUP,
  TARGET_FIELD_VALUES,
  REINSERT_OVERRIDES,
  REINSERT_SETUP,
  ROLE_ACCOUNT,
  statusValues,
  valueFor,
  type ColumnInfo,
  type RequestType,
  type Transition,
} from "./support/workflow.ts";

/** The request types covered (the registry must list exactly these). */
export const ENTITIES = [
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

let db: TestDatabase;
let transitions: Transition[];
let types: Map<string, RequestType>;
const columns = new Map<string, Map<string, ColumnInfo>>();
const statuses = new Map<string, string[]>();
const updaters = new Map<string, string[]>();
/** roles that may update only their own requests, per table */
const ownUpdaters = new Map<string, string[]>();
const RENFORT = WORKSPACES.renfort.id;

beforeAll(async () => {
  db = await testDatabase();
  await db.system(async (q) => {
    transitions = await loadTransitions(q);
    types = new Map((await loadRequestTypes(q)).map((t) => [t.entity, t]));
    for (const entity of ENTITIES) {
      columns.set(entity, await columnInfo(q, entity));
      statuses.set(entity, await statusValues(q, types.get(entity)!.status_enum));
      const u = await q<{ role: string; scope: string }>(
        "select role::text, scope::text from public.role_permission where resource = $1 and action = 'update'",
        [entity],
      );
      updaters.set(
        entity,
        u.rows.map((x) => x.role),
      );
      ownUpdaters.set(
        entity,
        u.rows.filter((x) => x.scope === "own").map((x) => x.role),
      );
    }
  });
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const label = (entity: string, status: string) => db.system((q) => labelOf(q, types.get(entity)!.status_enum, status));

async function sampleId(q: Query, entity: string, status: string, filled: string[] = []): Promise<string> {
  const r = await q<{ id: string }>(
    `select id from public.${entity} where workspace_id = $1 and status::text = $2
    ${filled.map((f) => ` and ${f} is not null`).join("")} order by id limit 1`,
    [RENFORT, status],
  );
  if (!r.rows[0]) throw new Error(`le seed n'a aucune demande ${entity} au statut ${status}`);
  return r.rows[0].id;
}

/** The SET list of a move: status, comment, required fields, extras (or the fields nulled). */
function moveSet(t: Transition, opts: { comment?: boolean; fields?: boolean } = {}): string {
  const cols = columns.get(t.entity)!;
  const parts = [
    `status = '${t.to_status}'`,
    `status_comment = ${opts.comment === false ? "null" : "'Commentaire de test'"}`,
  ];
  for (const f of t.required_fields)
    parts.push(
      `${f} = ${
        opts.fields === false
          ? "null"
          : (TARGET_FIELD_VALUES[`${t.entity}:${t.to_status}`]?.[f] ?? valueFor(t.entity, f, cols.get(f)))
      }`,
    );
  if (opts.fields !== false) {
    for (const [k, v] of Object.entries(MOVE_EXTRAS[t.entity] ?? {}))
      if (!t.required_fields.includes(k)) parts.push(`${k} = ${v}`);
  }
  return parts.join(", ");
}

/** Runs a move on a seed row in `from`, as `account` (null = the system), rolled back. */
function move(
  t: Transition,
  account: DemoAccount | null,
  opts: { comment?: boolean; fields?: boolean; ownRequest?: boolean } = {},
) {
  return db.system(async (q) => {
    const id = await sampleId(q, t.entity, t.from_status!);
    const setup = MOVE_SETUP[`${t.entity}:${t.from_status}:${t.to_status}`];
    if (setup) await q(setup(id), []);
    if (account && opts.ownRequest)
      await q(`update public.${t.entity} set requester_id = $2 where id = $1`, [id, account.teamMemberId]);
    if (account) await becomeUser(q, account);
    const r = await q(`update public.${t.entity} set ${moveSet(t, opts)} where id = $1`, [id]);
    await q("reset role", []);
    // this transaction's history only (changed_at = now()): other files move the same seed rows for real
    const history = await q<{ n: number; actor: string }>(
      "select count(*)::int as n, max(actor) as actor from public.status_history where entity = $1 and entity_id = $2 and from_status = $3 and to_status = $4 and changed_at = now()",
      [t.entity, id, t.from_status, t.to_status],
    );
    const notified = await q<{ n: number }>(
      "select count(*)::int as n from public.notification where data ->> 'entity_id' = $1 and data ->> 'to_status' = $2 and cardinality(recipient_roles) > 0",
      [id, t.to_status],
    );
    return { rowCount: r.rowCount, history: history.rows[0], notified: notified.rows[0].n };
  });
}

describe("the request registry", () => {
  it("lists exactly the covered request types, each with transitions from its initial status", async () => {
    expect([...types.keys()].sort()).toEqual([...ENTITIES].sort());
    for (const entity of ENTITIES) {
      const initial = types.get(entity)!.initial_status;
      expect(transitions.some((t) => t.entity === entity && t.from_status === null && t.to_status === initial)).toBe(
        true,
      );
    }
  });

  it("every status of every type can be reached and (unless closing) left", () => {
    for (const entity of ENTITIES) {
      const type = types.get(entity)!;
      for (const s of statuses.get(entity)!) {
        const reachable = transitions.some((t) => t.entity === entity && t.to_status === s);
        const leavable = transitions.some((t) => t.entity === entity && (t.from_status === s || t.from_status === "*"));
        expect({ entity, status: s, reachable }).toEqual({ entity, status: s, reachable: true });
        if (!type.terminal_statuses.includes(s))
          expect({ entity, status: s, leavable }).toEqual({ entity, status: s, leavable: true });
      }
    }
  });

  it("the roles that may move a request may update its table (matrix ⊇ transitions)", () => {
    for (const t of transitions.filter((x) => (ENTITIES as readonly string[]).includes(x.entity))) {
      for (const role of t.roles)
        expect({ entity: t.entity, role, update: updaters.get(t.entity)!.includes(role) }).toEqual({
          entity: t.entity,
          role,
          update: true,
        });
    }
  });
});

describe.each(ENTITIES.map((e) => [e]))("%s", (entity) => {
  const moves = () => transitions.filter((t) => t.entity === entity && t.from_status !== null);

  it("each role of each move makes it, with its history and the notification of who acts next — R:REQ-MOVE-ROLES, R:REQ-MOVE-NOTIFY", async () => {
    for (const t of moves()) {
      const roles = t.roles.length > 0 ? t.roles : [null];
      for (const role of roles) {
        const account = role ? accountOf(role) : null;
        const own = role !== null && t.requester_only_roles.includes(role);
        const result = await move(t, account, { ownRequest: own }).catch((e: Error) => ({ error: e.message }));
        const who = `${t.from_status} → ${t.to_status} par ${role ?? "le système"}`;
        expect({ who, result }).toMatchObject({
          who,
          result: { rowCount: 1, history: { n: 1, actor: role ? "user" : "system" } },
        });
        if (t.notify_roles.length > 0)
          expect({ who, notified: (result as { notified: number }).notified }).toEqual({ who, notified: 1 });
      }
    }
  });

  it("each move is refused to the other roles that may edit the table, in French — R:REQ-MOVE-ROLES", async () => {
    let refused = 0;
    for (const t of moves()) {
      const others = updaters
        .get(entity)!
        .filter((r) => !t.roles.includes(r) && r !== "team_member_developer" && ROLE_ACCOUNT[r]);
      const expected = `Votre rôle ne permet pas de passer de « ${await label(entity, t.from_status!)} » à « ${await label(entity, t.to_status)} »`;
      for (const role of others) {
        // the row is made theirs, so that roles editing only their own requests reach the check
        const error = await dbError(move(t, accountOf(role), { ownRequest: true }));
        expect({ move: `${t.from_status} → ${t.to_status}`, role, code: error.code, message: error.message }).toEqual({
          move: `${t.from_status} → ${t.to_status}`,
          role,
          code: "42501",
          message: expected,
        });
        refused += 1;
      }
    }
    const editorsOutsideSomeRule = moves().some((t) =>
      updaters.get(entity)!.some((r) => !t.roles.includes(r) && r !== "team_member_developer"),
    );
    if (editorsOutsideSomeRule) expect(refused).toBeGreaterThan(0);
  });

  it("required fields and comments are demanded in French — R:REQ-MOVE-FIELDS", async () => {
    for (const t of moves().filter((x) => x.roles.length > 0)) {
      const account = accountOf(t.roles[0]);
      const own = t.requester_only_roles.includes(t.roles[0]);
      const to = await label(entity, t.to_status);
      if (t.required_fields.length > 0) {
        const error = await dbError(move(t, account, { fields: false, ownRequest: own }));
        expect(error.message).toMatch(new RegExp(`^Pour passer au statut « ${escape(to)} », renseignez : .+`));
      }
      if (t.requires_comment) {
        const error = await dbError(move(t, account, { comment: false, ownRequest: own }));
        expect(error.message).toBe(`Un commentaire est obligatoire pour passer au statut « ${to} »`);
      }
    }
  });

  it("requester-only moves are refused on someone else's request — R:REQ-MOVE-OWN", async () => {
    for (const t of moves().filter((x) => x.requester_only_roles.length > 0)) {
      const role = t.requester_only_roles[0];
      const attempt = db.system(async (q) => {
        const id = await sampleId(q, entity, t.from_status!);
        await q(`update public.${entity} set requester_id = $2 where id = $1`, [
          id,
          accountOf("csm_team_member").teamMemberId,
        ]);
        await becomeUser(q, accountOf(role));
        return q(`update public.${entity} set ${moveSet(t)} where id = $1`, [id]);
      });
      if (ownUpdaters.get(entity)!.includes(role)) {
        // a role that edits only its own requests does not even reach someone else's
        expect({ role, rows: (await attempt).rowCount }).toEqual({ role, rows: 0 });
        continue;
      }
      const error = await dbError(attempt);
      expect(error.code).toBe("42501");
      expect(error.message).toBe(
        `Seul le demandeur (ou son manager) peut passer de « ${await label(entity, t.from_status!)} » à « ${await label(entity, t.to_status)} »`,
      );
    }
  });

  it("moves absent from the transition table are impossible, and a developer may force one with a comment", async () => {
    const all = statuses.get(entity)!;
    const editors = updaters.get(entity)!.filter((r) => r !== "team_member_developer");
    const editor = accountOf(editors.includes("csm_team_member") ? "csm_team_member" : editors[0]);
    let checked = 0;
    for (const from of all) {
      for (const to of all.filter((s) => s !== from)) {
        if (
          transitions.some(
            (t) => t.entity === entity && t.to_status === to && (t.from_status === from || t.from_status === "*"),
          )
        )
          continue;
        const t: Transition = {
          entity,
          from_status: from,
          to_status: to,
          roles: [],
          requester_only_roles: [],
          external_actors: [],
          requires_comment: false,
          required_fields: [],
          notify_roles: [],
        };
        const error = await dbError(move(t, editor, { ownRequest: true }));
        expect({ from, to, message: error.message }).toEqual({
          from,
          to,
          message: `Transition impossible de « ${await label(entity, from)} » à « ${await label(entity, to)} »`,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // a developer's forced move needs a comment, and is logged as such
    const forced = moves()[0];
    const backwards: Transition = {
      ...forced,
      from_status: forced.to_status,
      to_status: forced.from_status!,
      required_fields: [],
    };
    if (
      !transitions.some(
        (t) => t.entity === entity && t.from_status === backwards.from_status && t.to_status === backwards.to_status,
      )
    ) {
      const dev = accountOf("team_member_developer");
      const refused = await dbError(move(backwards, dev, { comment: false }));
      expect(refused.message).toMatch(/^Transition forcée de « .+ » à « .+ » : un commentaire est obligatoire$/);
      const done = await db.system(async (q) => {
        const id = await sampleId(q, entity, backwards.from_status!);
        await becomeUser(q, dev);
        await q(
          `update public.${entity} set status = '${backwards.to_status}', status_comment = 'Correction manuelle' where id = $1`,
          [id],
        );
        await q("reset role", []);
        return (
          await q<{ actor: string; is_forced: boolean }>(
            "select actor, is_forced from public.status_history where entity_id = $1 order by changed_at desc limit 1",
            [id],
          )
        ).rows[0];
      });
      expect(done).toEqual({ actor: "developer_override", is_forced: true });
    }
  });

  it("creation happens at the initial status, by the roles of the creation rule only", async () => {
    const type = types.get(entity)!;
    const creation = transitions.filter((t) => t.entity === entity && t.from_status === null);
    const reinsert = (account: DemoAccount, status: string, filled: string[] = []) =>
      db.system(async (q) => {
        const id = await sampleId(q, entity, type.initial_status, filled);
        const row = (
          await q<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from public.${entity} t where id = $1`, [
            id,
          ])
        ).rows[0].row;
        const meta = await tableMeta(q, entity);
        if (REINSERT_SETUP[entity]) await q(REINSERT_SETUP[entity](id), []);
        await q(`delete from public.${entity} where id = $1`, [id]);
        await becomeUser(q, account);
        return insertJson(q, entity, meta, { ...row, status, requester_id: null, ...REINSERT_OVERRIDES[entity] });
      });
    for (const t of creation) {
      for (const role of t.roles) {
        expect({
          status: t.to_status,
          role,
          result: await reinsert(accountOf(role), t.to_status, t.required_fields).then(
            (r) => r.rowCount,
            (e: Error) => e.message,
          ),
        }).toEqual({ status: t.to_status, role, result: 1 });
      }
    }
    const other = statuses.get(entity)!.find((s) => !creation.some((t) => t.to_status === s))!;
    const error = await dbError(reinsert(accountOf(creation[0].roles[0]), other));
    expect(error.message).toBe(`Vous ne pouvez pas créer cet élément au statut « ${await label(entity, other)} »`);
  });
});
