// The client's space, orders, profiles and accidents (supabase/schemas/32_client_space_orders.sql),
// through the local server as the demo client (client@renfort.test) and as a contact of another
// company given a password here: an order placed (and refused in French when its dates, count,
// motif or attestation are wrong) becomes the agency's open client order, with its history as the
// external client and a notification; « Recommander » keeps the worker asked by name; the
// profiles presented are anonymous résumés answered once, never for another company or on a closed
// order; a work accident becomes the agency's request with its 48 h countdown started; a group's
// decision maker sees the group's companies; a revoked access is refused at once.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { serviceClient } from "../../tests/server/helpers.ts";
import { DEMO_PASSWORD, PORTAL_ACCOUNTS, WORKSPACES } from "../seed/accounts.ts";
import { account, testDatabase, type TestDatabase } from "./support/db.ts";
import { deleteAuthUser, serviceRest, signIn } from "./support/http.ts";
import { portalSession, rpc, session, serviceRows, type Row } from "./support/portal.ts";

const shared = !!inject("databaseUrl");

let db: TestDatabase;
let demo: { token: string; contactId: string; companyId: string };
let other: { token: string; contactId: string; companyId: string; accessId: string; userId: string; email: string };
const created = { missions: [] as string[], accidents: [] as string[], groups: [] as string[] };

const sql = async <R extends Row = Row>(text: string, params: unknown[] = []) =>
  (await db.engine.query<R>(text, params)).rows;

const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A contact of `companyId` with a space access in force and a password (the service role writes them). */
async function contactWithAccess(companyId: string, roles: string[]) {
  const email = `commandes-${crypto.randomUUID().slice(0, 8)}@client-espace.test`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
  });
  if (error || !data.user) throw new Error(error?.message);
  const [contact] = await sql<{ id: string }>(
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles)
     values ($1, $2, 'Odile', 'Autre', $3, $4::public.contact_role[]) returning id`,
    [WORKSPACES.renfort.id, companyId, email, roles],
  );
  const [access] = await sql<{ id: string }>(
    `insert into public.portal_access (workspace_id, kind, contact_id, email, auth_user_id)
     values ($1, 'client', $2, $3, $4) returning id`,
    [WORKSPACES.renfort.id, contact.id, email, data.user.id],
  );
  return {
    token: (await session(email)).access,
    contactId: contact.id,
    companyId,
    accessId: access.id,
    userId: data.user.id,
    email,
  };
}

/** A valid order of the demo client, to which each case changes what it tests. */
async function orderArgs(overrides: Row = {}): Promise<Row> {
  const form = (await rpc(demo.token, "client_order_form")).rows[0] as Row;
  const site = (form.sites as Row[]).find((s) => s.company_id === demo.companyId) as Row;
  const job = (form.jobs as Row[])[0];
  return {
    p_company_id: demo.companyId,
    p_job_id: job.id,
    p_address_id: site.id,
    p_start_date: addDays(today(), 7),
    p_end_date: addDays(today(), 18),
    p_positions: 2,
    p_working_hours: 35,
    p_schedule: "7 h – 15 h, du lundi au vendredi",
    p_reason: "activity_increase",
    p_justification: "Chantier supplémentaire",
    p_comment: "Chaussures de sécurité fournies",
    p_striker_attested: true,
    p_dismissal_attested: true,
    ...overrides,
  };
}

async function place(token: string, args: Row) {
  const r = await rpc(token, "client_place_order", args);
  if (!r.error) created.missions.push(String(r.rows[0].id));
  return r;
}

beforeAll(async () => {
  db = await testDatabase();
  const [contact] = await serviceRows("contact", `email=eq.${PORTAL_ACCOUNTS.client.email}&select=id,company_id`);
  demo = {
    token: (await portalSession("client")).access,
    contactId: String(contact.id),
    companyId: String(contact.company_id),
  };
  // another client of Renfort, outside any group, with a live contract (its worker, its past contract)
  const [company] = await sql<{ id: string }>(
    `select co.id from public.company co
     where co.workspace_id = $1 and co.id <> $2 and co.company_group_id is null and co.status = 'active'
       and exists (select 1 from public.contract c where c.company_id = co.id and c.status not in ('draft', 'canceled'))
     order by co.name limit 1`,
    [WORKSPACES.renfort.id, demo.companyId],
  );
  other = await contactWithAccess(company.id, ["timesheet_signer"]);
});

afterAll(async () => {
  if (created.missions.length) await sql("delete from public.mission where id = any ($1::uuid[])", [created.missions]);
  if (created.accidents.length)
    await sql("delete from public.work_accident_request where id = any ($1::uuid[])", [created.accidents]);
  if (created.groups.length) {
    await sql("update public.company set company_group_id = null where company_group_id = any ($1::uuid[])", [
      created.groups,
    ]);
    await sql("delete from public.company_group where id = any ($1::uuid[])", [created.groups]);
  }
  if (other) {
    await sql("delete from public.contact where id = $1", [other.contactId]);
    await deleteAuthUser(other.userId);
  }
  if (db?.kind === "pglite") await db.close();
});

describe.skipIf(!shared)("« Passer une commande »", () => {
  it("offers the contact's company, the reference jobs, its sites and the motifs", async () => {
    const r = await rpc(demo.token, "client_order_form");
    expect(r.error).toBeNull();
    const form = r.rows[0];
    expect(form.company_id).toBe(demo.companyId);
    expect((form.companies as Row[]).map((c) => c.id)).toEqual([demo.companyId]);
    expect((form.jobs as Row[]).length).toBeGreaterThan(5);
    const sites = form.sites as Row[];
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((s) => s.company_id === demo.companyId)).toBe(true);
    const reasons = form.reasons as Row[];
    expect(reasons.find((x) => x.value === "activity_increase")).toMatchObject({
      label: expect.any(String),
      needs_justification: true,
    });
    expect(reasons.map((x) => x.value)).not.toContain("apprenticeship");
    expect(form.reorder).toBeNull();
  });

  it("refuses a wrong order in French and places nothing", async () => {
    const cases: Array<[Row, string]> = [
      [{ p_start_date: addDays(today(), -1) }, "La date de début ne peut pas être passée"],
      [
        { p_end_date: addDays(today(), 3), p_start_date: addDays(today(), 5) },
        "La date de fin doit être postérieure ou égale à la date de début",
      ],
      [{ p_positions: 0 }, "Le nombre d'intérimaires doit être au moins égal à 1"],
      [{ p_reason: null }, "Le motif de recours est obligatoire (article L1251-6 du Code du travail)"],
      [
        { p_justification: " " },
        "Précisez le motif : la personne remplacée et sa qualification, ou la raison de l'accroissement d'activité (article L1251-43 du Code du travail)",
      ],
      [{ p_striker_attested: false }, "Attestez que la mission ne remplace pas un salarié gréviste (L1251-10)"],
      [{ p_job_id: null }, "Choisissez le poste"],
      [{ p_address_id: crypto.randomUUID() }, "Choisissez le lieu de la mission parmi les adresses de l'entreprise"],
      [{ p_company_id: other.companyId }, "Entreprise introuvable"],
    ];
    const before = await sql("select count(*)::int as n from public.mission where company_id = $1", [demo.companyId]);
    for (const [change, message] of cases) {
      const r = await place(demo.token, await orderArgs(change));
      expect({ change, message: r.error?.message }).toEqual({ change, message });
    }
    const after = await sql("select count(*)::int as n from public.mission where company_id = $1", [demo.companyId]);
    expect(after).toEqual(before);
  });

  it("places an open client order the agency sees as its own, with its purchase order, told to the person in charge — R:BIL-ORDER-PO", async () => {
    const args = await orderArgs({ p_po_number: " BC-2026-4512 " });
    const r = await place(demo.token, args);
    expect(r.error).toBeNull();
    const id = String(r.rows[0].id);
    expect(r.rows[0]).toMatchObject({ status: "open", reference: expect.stringMatching(/^CMD-/) });
    const [m] = await sql(
      `select m.is_client_order, m.status::text, m.company_id, m.number_of_open_positions, m.contract_reason::text,
              m.owner_id, m.lead_contact_id, m.start_date::text, m.end_date::text, m.description, m.address_id,
              m.client_po_number, coalesce(co.owner_id, co.csm_id) as expected_owner, co.address_id as company_address
       from public.mission m join public.company co on co.id = m.company_id where m.id = $1`,
      [id],
    );
    expect(m).toMatchObject({
      is_client_order: true,
      status: "open",
      company_id: demo.companyId,
      number_of_open_positions: 2,
      contract_reason: "activity_increase",
      owner_id: m.expected_owner,
      lead_contact_id: demo.contactId,
      start_date: args.p_start_date,
      end_date: args.p_end_date,
      // kept with the order: its invoices carry it and group by it
      client_po_number: "BC-2026-4512",
    });
    expect(String(m.description)).toContain("Chaussures de sécurité fournies");
    // the order's own worksite address: a copy, not the company's row
    expect(m.address_id).not.toBe(args.p_address_id);
    const history = await sql(
      "select actor, to_status from public.status_history where entity = 'mission' and entity_id = $1 and status_column = 'status'",
      [id],
    );
    expect(history).toEqual([{ actor: "external_client", to_status: "open" }]);
    const unstaffed = await sql("select 1 from public.open_order_unstaffed where mission_id = $1", [id]);
    expect(unstaffed.length).toBe(1);
    const notes = await sql(
      "select recipient_id, title, data from public.notification where data ->> 'entity_id' = $1",
      [id],
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].recipient_id).toBe(m.expected_owner);
    expect(String(notes[0].title)).toMatch(/^Nouvelle commande client : CMD-/);
    // listed in the client's home
    const home = (await rpc(demo.token, "client_space_home")).rows[0] as Row;
    expect((home.orders as Row[]).map((o) => o.id)).toContain(id);
  });

  it("says an order « Partiellement pourvue », then « Pourvue », to its client as the agency places its workers — R:ORDER-CLIENT-STATUS", async () => {
    const placed = await place(demo.token, await orderArgs({ p_positions: 2 }));
    expect(placed.error).toBeNull();
    const id = String(placed.rows[0].id);
    const seen = async () => ({
      detail: ((await rpc(demo.token, "client_order", { p_mission_id: id })).rows[0] as Row).status,
      home: (((await rpc(demo.token, "client_space_home")).rows[0] as Row).orders as Row[]).find((o) => o.id === id)
        ?.status,
    });
    expect(await seen()).toEqual({ detail: "open", home: "open" });
    // a worker's contract on the order, then a second one (copies of a contract of the company, as loaded)
    const [model] = await sql<{ id: string }>(
      "select id from public.contract where company_id = $1 and not is_amendment and status not in ('draft', 'canceled') limit 1",
      [demo.companyId],
    );
    const contracts: string[] = [];
    const addWorker = async () => {
      const newId = crypto.randomUUID();
      await db.engine.query(
        `begin; set local session_replication_role = replica;
         insert into public.contract select (jsonb_populate_record(c, jsonb_build_object(
           'id', '${newId}', 'contract_key', 'TEST-ORD-${newId.slice(0, 8)}', 'mission_id', '${id}', 'status', 'signed'))).*
         from public.contract c where c.id = '${model!.id}'; commit;`,
        [],
      );
      contracts.push(newId);
    };
    try {
      await addWorker();
      expect(await seen()).toEqual({ detail: "partially_filled", home: "partially_filled" });
      await addWorker();
      expect(await seen()).toEqual({ detail: "filled", home: "filled" });
      // the agency's own status is untouched: the consultant moves it
      const [mission] = await sql<{ status: string }>("select status::text from public.mission where id = $1", [id]);
      expect(mission!.status).toBe("open");
    } finally {
      await sql("delete from public.contract where id = any ($1::uuid[])", [contracts]);
    }
  });

  it("« Recommander »: the form pre-filled from a past contract, the worker asked by name kept with the order", async () => {
    const [contract] = await sql<{ id: string; talent_id: string; job_id: string; contract_key: string }>(
      `select id, talent_id, job_id, contract_key from public.contract
       where company_id = $1 and status not in ('draft', 'canceled') and job_id is not null and address_id is not null
       order by start_date desc limit 1`,
      [demo.companyId],
    );
    const r = await rpc(demo.token, "client_order_form", { p_contract_id: contract.id });
    expect(r.error).toBeNull();
    const reorder = r.rows[0].reorder as Row;
    expect(reorder).toMatchObject({ contract_id: contract.id, job_id: contract.job_id, talent_id: contract.talent_id });
    expect(reorder.address_id).toBeTruthy();
    const placed = await place(
      demo.token,
      await orderArgs({ p_job_id: reorder.job_id, p_address_id: reorder.address_id, p_contract_id: contract.id }),
    );
    expect(placed.error).toBeNull();
    const id = String(placed.rows[0].id);
    const [wish] = await sql(
      "select contact_id, talent_id, contract_id from public.client_order_request where mission_id = $1",
      [id],
    );
    expect(wish).toEqual({ contact_id: demo.contactId, talent_id: contract.talent_id, contract_id: contract.id });
    const [m] = await sql("select description from public.mission where id = $1", [id]);
    expect(String(m.description)).toContain(`(contrat ${contract.contract_key})`);
    const detail = (await rpc(demo.token, "client_order", { p_mission_id: id })).rows[0];
    expect(detail.requested_talent).toBeTruthy();
    // another company's contract is not theirs to reorder
    const [theirs] = await sql<{ id: string }>(
      "select id from public.contract where company_id = $1 and status not in ('draft', 'canceled') limit 1",
      [other.companyId],
    );
    const refused = await rpc(demo.token, "client_order_form", { p_contract_id: theirs.id });
    expect(refused.error).toMatchObject({ code: "P0002", message: "Contrat introuvable" });
  });
});

describe.skipIf(!shared)("an order's detail and its presented profiles", () => {
  let orderId = "";
  const applications: string[] = [];

  beforeAll(async () => {
    const r = await place(demo.token, await orderArgs({ p_reason: "seasonal", p_justification: null }));
    orderId = String(r.rows[0].id);
    // two profiles presented by the agency (the service role writes them as the system)
    const talents = await sql<{ id: string }>(
      `select t.id from public.talent t
       where t.workspace_id = $1 and t.qualification_status = 'qualified' and t.blacklisted_at is null
       order by t.id limit 3`,
      [WORKSPACES.renfort.id],
    );
    for (const t of talents) {
      const [a] = await sql<{ id: string }>(
        `insert into public.application (workspace_id, mission_id, talent_id, stage) values ($1, $2, $3, 'presented') returning id`,
        [WORKSPACES.renfort.id, orderId, t.id],
      );
      applications.push(a.id);
    }
  });

  it("shows the order and anonymous résumés only", async () => {
    const r = await rpc(demo.token, "client_order", { p_mission_id: orderId });
    expect(r.error).toBeNull();
    const order = r.rows[0];
    expect(order).toMatchObject({ id: orderId, positions: 2, answerable: true });
    expect(["open", "sourcing", "presented"]).toContain(order.status);
    const profiles = order.profiles as Row[];
    expect(profiles.map((p) => p.id).sort()).toEqual([...applications].sort());
    const keys = [...new Set(profiles.flatMap((p) => Object.keys(p)))].sort();
    expect(keys).toEqual(
      [
        "answer",
        "available",
        "available_from",
        "experience_level",
        "experience_years",
        "first_name",
        "id",
        "initial",
        "job_name",
        "presented_at",
        "qualifications",
        "withdrawn",
      ].sort(),
    );
    const [talent] = await sql<{ last_name: string; email: string; phone: string }>(
      "select t.last_name, t.email, t.phone_number as phone from public.application a join public.talent t on t.id = a.talent_id where a.id = $1",
      [applications[0]],
    );
    const text = JSON.stringify(order);
    for (const secret of [talent.last_name, talent.email, talent.phone].filter((s) => s && s.length > 2))
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/coefficient|margin|billing|hourly_wage|nir|social_security|note/i);
  });

  it("refuses another company's contact and a revoked access", async () => {
    const r = await rpc(other.token, "client_order", { p_mission_id: orderId });
    expect(r.error).toMatchObject({ code: "P0002", message: "Commande introuvable" });
    const answer = await rpc(other.token, "client_answer_profile", {
      p_application_id: applications[0],
      p_accepted: true,
    });
    expect(answer.error).toMatchObject({ code: "P0002", message: "Profil introuvable" });
    // a team member's token has no client space
    const team = await rpc(await signIn(account("consultant")), "client_order", { p_mission_id: orderId });
    expect(team.error).toMatchObject({ code: "42501" });
  });

  it("accepts once, declines only with a reason, and tells the agency", async () => {
    const declineBare = await rpc(demo.token, "client_answer_profile", {
      p_application_id: applications[1],
      p_accepted: false,
      p_reason: " ",
    });
    expect(declineBare.error).toMatchObject({ message: "Indiquez la raison du refus" });
    const ok = await rpc(demo.token, "client_answer_profile", { p_application_id: applications[0], p_accepted: true });
    expect(ok.error).toBeNull();
    expect(ok.rows[0]).toMatchObject({ accepted: true });
    const again = await rpc(demo.token, "client_answer_profile", {
      p_application_id: applications[0],
      p_accepted: false,
      p_reason: "Finalement non",
    });
    expect(again.error).toMatchObject({ message: "Vous avez déjà répondu pour ce profil" });
    const declined = await rpc(demo.token, "client_answer_profile", {
      p_application_id: applications[1],
      p_accepted: false,
      p_reason: "Pas de CACES 3",
    });
    expect(declined.error).toBeNull();
    const rows = await sql(
      "select application_id, accepted, reason, contact_id from public.client_application_answer where mission_id = $1 order by accepted desc",
      [orderId],
    );
    expect(rows).toEqual([
      { application_id: applications[0], accepted: true, reason: null, contact_id: demo.contactId },
      { application_id: applications[1], accepted: false, reason: "Pas de CACES 3", contact_id: demo.contactId },
    ]);
    const notes = await sql<{ title: string; data: Row }>(
      "select title, data from public.notification where data ->> 'entity_id' = any ($1::text[]) order by title",
      [applications.slice(0, 2)],
    );
    expect(notes.map((n) => n.title.split(" :")[0])).toEqual([
      "Profil accepté par le client",
      "Profil refusé par le client",
    ]);
    expect(notes[0].data.link).toBe(`/missions/${orderId}/applications`);
    const detail = (await rpc(demo.token, "client_order", { p_mission_id: orderId })).rows[0];
    const answered = (detail.profiles as Row[]).find((p) => p.id === applications[1]) as Row;
    expect(answered.answer).toMatchObject({ accepted: false, reason: "Pas de CACES 3" });
  });

  it("refuses an answer on a closed order", async () => {
    await sql("update public.mission set status = 'canceled', closing_reason = 'canceled_by_client' where id = $1", [
      orderId,
    ]);
    const r = await rpc(demo.token, "client_answer_profile", { p_application_id: applications[2], p_accepted: true });
    expect(r.error?.message).toBe("Cette commande est « Annulée (client) » : ses profils ne se choisissent plus");
  });
});

describe.skipIf(!shared)("a work accident reported from the space", () => {
  it("lists the company's workers only, and reports an accident with the agency's 48 h started", async () => {
    const answer = await rpc(demo.token, "client_accident_form");
    expect(answer.error).toBeNull();
    const form = answer.rows[0];
    const workers = form.workers as Row[];
    expect(workers.length).toBeGreaterThan(0);
    const contracts = await sql<{ id: string }>("select id from public.contract where company_id = $1", [
      demo.companyId,
    ]);
    const own = new Set(contracts.map((c) => c.id));
    expect(workers.every((w) => own.has(String(w.contract_id)))).toBe(true);
    expect(Object.keys(workers[0]).sort()).toEqual(["company_name", "contract_id", "job_name", "talent_name"]);

    const refused = await rpc(demo.token, "client_report_accident", {
      p_contract_id: workers[0].contract_id,
      p_occurred_at: new Date().toISOString(),
      p_location: "Zone de stockage",
      p_circumstances: " ",
      p_injuries: "Entorse",
    });
    expect(refused.error).toMatchObject({ message: "Décrivez ce qui s'est passé" });

    const occurred = new Date(Date.now() - 30 * 60_000).toISOString();
    const r = await rpc(demo.token, "client_report_accident", {
      p_contract_id: workers[0].contract_id,
      p_occurred_at: occurred,
      p_location: "Zone de stockage",
      p_circumstances: "Chute d'un escabeau en rangeant des cartons",
      p_injuries: "Entorse de la cheville droite",
      p_witnesses: "Paul Martin, chef d'équipe",
    });
    expect(r.error).toBeNull();
    const id = String(r.rows[0].id);
    created.accidents.push(id);
    const [row] = await sql(
      `select w.status::text, w.company_id, w.talent_id, w.witnesses, w.agency_aware_at, w.declaration_deadline, w.due_at,
              private.add_hours_excluding_sundays_and_holidays(w.agency_aware_at, 48) as expected_deadline,
              now() - w.agency_aware_at < interval '1 minute' as aware_now
       from public.work_accident_request w where w.id = $1`,
      [id],
    );
    expect(row).toMatchObject({
      status: "reported",
      company_id: demo.companyId,
      witnesses: [{ name: "Paul Martin, chef d'équipe" }],
      aware_now: true,
    });
    expect(row.declaration_deadline).toEqual(row.expected_deadline);
    expect(row.due_at).toEqual(row.declaration_deadline);
    expect(new Date(String(r.rows[0].declaration_deadline)).getTime()).toBe(
      new Date(row.declaration_deadline as string).getTime(),
    );
    const history = await sql(
      "select actor from public.status_history where entity = 'work_accident_request' and entity_id = $1",
      [id],
    );
    expect(history).toEqual([{ actor: "external_client" }]);
    const notes = await sql("select 1 from public.notification where data ->> 'entity_id' = $1", [id]);
    expect(notes.length).toBeGreaterThan(0);
  });

  it("refuses another company's worker", async () => {
    const workers = ((await rpc(demo.token, "client_accident_form")).rows[0] as Row).workers as Row[];
    const r = await rpc(other.token, "client_report_accident", {
      p_contract_id: workers[0].contract_id,
      p_occurred_at: new Date().toISOString(),
      p_location: "Atelier",
      p_circumstances: "Chute",
      p_injuries: "Aucune",
    });
    expect(r.error).toMatchObject({
      code: "P0002",
      message: "Choisissez un intérimaire qui travaille pour votre entreprise",
    });
  });
});

describe.skipIf(!shared)("a group's decision maker, and a revoked access", () => {
  it("sees every company of the group when head company's decision maker, only their own otherwise", async () => {
    const [sister] = await sql<{ id: string }>(
      `select co.id from public.company co
       where co.workspace_id = $1 and co.id not in ($2, $3) and co.company_group_id is null and co.status = 'active'
       order by co.name limit 1`,
      [WORKSPACES.renfort.id, demo.companyId, other.companyId],
    );
    const [group] = await sql<{ id: string }>(
      `insert into public.company_group (workspace_id, name, head_company_id) values ($1, $2, $3) returning id`,
      [WORKSPACES.renfort.id, `Groupe ${crypto.randomUUID().slice(0, 8)}`, other.companyId],
    );
    created.groups.push(group.id);
    await sql("update public.company set company_group_id = $1 where id = any ($2::uuid[])", [
      group.id,
      [other.companyId, sister.id],
    ]);
    const companies = async () =>
      (((await rpc(other.token, "client_order_form")).rows[0] as Row).companies as Row[]).map((c) => c.id).sort();
    // a timesheet signer of the head company: their company only
    expect(await companies()).toEqual([other.companyId]);
    await sql("update public.contact set roles = '{timesheet_signer,decision_maker}' where id = $1", [other.contactId]);
    expect(await companies()).toEqual([other.companyId, sister.id].sort());
    // the sister's order is theirs to read; the demo company (outside the group) still is not
    const [sisterOrder] = await sql<{ id: string }>(
      "select id from public.mission where company_id = $1 and is_client_order and status <> 'draft' limit 1",
      [sister.id],
    );
    if (sisterOrder)
      expect((await rpc(other.token, "client_order", { p_mission_id: sisterOrder.id })).error).toBeNull();
    const demoOrder = created.missions[created.missions.length - 1];
    expect((await rpc(other.token, "client_order", { p_mission_id: demoOrder })).error?.code).toBe("P0002");
  });

  it("refuses every function at once when the access is revoked", async () => {
    await serviceRest("PATCH", "portal_access", `id=eq.${other.accessId}`, {
      body: { revoked_at: new Date().toISOString() },
    });
    for (const [fn, args] of [
      ["client_order_form", {}],
      ["client_accident_form", {}],
      ["client_order", { p_mission_id: created.missions[0] }],
    ] as const) {
      const r = await rpc(other.token, fn, args);
      expect({ fn, error: r.error && { code: r.error.code, message: r.error.message } }).toEqual({
        fn,
        error: { code: "42501", message: "Accès réservé aux clients et talents invités par l'agence" },
      });
    }
  });
});
