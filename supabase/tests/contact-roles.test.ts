// Client contacts' roles at work (supabase/schemas/04_companies_contacts.sql), as the app's users: a new
// contract takes the company's active timesheet validator and contract signatory (the first by
// name); a chosen one must be an active contact of the company with the role; a week sent for
// signature without a validator takes the company's; a signatory who left is refused in French,
// naming them and the way to fix it, and another one can be chosen; their open link is revoked.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siren } from "../seed/fr.ts";
import { createRng } from "../seed/random.ts";
import { attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const APP = "http://localhost:5173";
const HASH_M = "a".repeat(64);
const HASH_D = "b".repeat(64);

async function failure(q: Query, fn: () => Promise<unknown>) {
  const r = await attempt(q, fn);
  return r.ok ? null : r.error.message;
}

type Contact = { first: string; last: string; roles: string; status?: string };

/** A company of its own (no seeded contact) and its contacts, as the system; ids by last name. */
async function companyWith(q: Query, contacts: Contact[]) {
  const company = await cloneRow(q, "company", "workspace_id = $1 and status = 'active'", [RENFORT], {
    name: `Client d'essai ${Math.random().toString(36).slice(2, 8)}`,
    siren: siren(createRng(randomInt(2 ** 31))),
    company_group_id: null,
  });
  const ids: Record<string, string> = {};
  for (const c of contacts) {
    const row = await one<{ id: string }>(
      q,
      `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
       values ($1, $2, $3, $4, $5, $6::public.contact_role[], $7::public.contact_status) returning id`,
      [
        RENFORT,
        company.id,
        c.first,
        c.last,
        `${c.first}.${c.last}.${String(company.id).slice(0, 6)}@example.test`.toLowerCase(),
        c.roles,
        c.status ?? "active",
      ],
    );
    ids[c.last] = row.id;
  }
  return { id: company.id as string, contacts: ids };
}

/** A draft contract's columns for `companyId` (a seeded draft cloned then removed, so that the talent's hours stay free). */
async function contractValues(q: Query, companyId: string) {
  const base = await draftContract(q, "consultant", { start_date: "2026-12-07", end_date: "2026-12-18" });
  await q("delete from public.contract where id = $1", [base.id]);
  const keep = [
    "contract_type",
    "talent_id",
    "job_name",
    "employee_status",
    "contract_reason",
    "contract_reason_justification",
    "start_date",
    "end_date",
    "is_precise_term",
    "schedule",
    "working_hours",
    "working_days",
    "hourly_wage",
    "owner_id",
  ];
  return { ...Object.fromEntries(keep.map((k) => [k, base[k]])), company_id: companyId };
}

const contractOf = (q: Query, id: string) =>
  one<{ timesheet_signer_contact_id: string | null; client_signer_contact_id: string | null; status: string }>(
    q,
    "select timesheet_signer_contact_id, client_signer_contact_id, status from public.contract where id = $1",
    [id],
  );

const saveAsConsultant = async (q: Query, values: Record<string, unknown>, id: string | null = null) => {
  await as(q, "consultant");
  const saved = await one<{ id: string }>(q, "select id from public.save_contract($1::jsonb, $2::uuid, '{}'::jsonb)", [
    JSON.stringify(values),
    id,
  ]);
  return saved.id;
};

const STAFF: Contact[] = [
  { first: "Albert", last: "Aaron", roles: "{timesheet_signer,contract_signatory}", status: "left_company" },
  { first: "Carole", last: "Carré", roles: "{timesheet_signer}" },
  { first: "Bruno", last: "Bernard", roles: "{timesheet_signer}" },
  { first: "Denise", last: "Dupont", roles: "{contract_signatory,decision_maker}" },
  { first: "Eric", last: "Etienne", roles: "{contract_signatory}" },
];

describe("a contract's client contacts", () => {
  it("a new contract takes the company's active validator and signatory, the first by name — R:CMP-CONTRACT-CONTACTS", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, STAFF);
      const id = await saveAsConsultant(q, await contractValues(q, company.id));
      expect(await contractOf(q, id)).toMatchObject({
        timesheet_signer_contact_id: company.contacts["Bernard"],
        client_signer_contact_id: company.contacts["Dupont"],
      });
    });
  });

  it("a company without them leaves both empty, and a later save of the contract takes them once given — R:CMP-CONTRACT-CONTACTS", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, [{ first: "Denise", last: "Dupont", roles: "{decision_maker}" }]);
      const id = await saveAsConsultant(q, await contractValues(q, company.id));
      expect(await contractOf(q, id)).toMatchObject({
        timesheet_signer_contact_id: null,
        client_signer_contact_id: null,
      });
      await q("update public.contact set roles = '{timesheet_signer,contract_signatory}' where id = $1", [
        company.contacts["Dupont"],
      ]);
      await saveAsConsultant(q, { schedule: "8h-12h / 13h-16h" }, id);
      expect(await contractOf(q, id)).toMatchObject({
        timesheet_signer_contact_id: company.contacts["Dupont"],
        client_signer_contact_id: company.contacts["Dupont"],
      });
    });
  });

  it("another active contact with the role may be chosen; one who left, or without the role, is refused in French", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, STAFF);
      const id = await saveAsConsultant(q, await contractValues(q, company.id));
      const choose = (column: string, contact: string) =>
        q(`update public.contract set ${column} = $2 where id = $1`, [id, company.contacts[contact]]);
      await choose("timesheet_signer_contact_id", "Carré");
      await choose("client_signer_contact_id", "Etienne");
      expect(await contractOf(q, id)).toMatchObject({
        timesheet_signer_contact_id: company.contacts["Carré"],
        client_signer_contact_id: company.contacts["Etienne"],
      });
      expect(await failure(q, () => choose("timesheet_signer_contact_id", "Aaron"))).toBe(
        "« Albert Aaron » n'est plus actif (A quitté l'entreprise) : choisissez un autre contact « Valideur relevés d'heures » actif",
      );
      expect(await failure(q, () => choose("client_signer_contact_id", "Bernard"))).toBe(
        "« Bruno Bernard » n'a pas le rôle « Signataire contrats » : donnez-lui ce rôle sur sa fiche ou choisissez un autre contact",
      );
      const other = await companyWith(q, [{ first: "Gaston", last: "Girard", roles: "{timesheet_signer}" }]);
      await as(q, "consultant");
      expect(
        await failure(q, () =>
          q("update public.contract set timesheet_signer_contact_id = $2 where id = $1", [
            id,
            other.contacts["Girard"],
          ]),
        ),
      ).toBe("Le contact choisi comme « Valideur relevés d'heures » doit être un contact de l'entreprise du contrat");
    });
  });
});

describe("a week sent for signature", () => {
  it("without a validator on its contract takes the company's active one — R:CMP-CONTRACT-CONTACTS", async () => {
    await db.system(async (q) => {
      // the contract was written while its company had no validator
      const company = await companyWith(q, [{ first: "Denise", last: "Dupont", roles: "{decision_maker}" }]);
      const contract = await draftContract(q, "consultant", {
        start_date: "2026-12-07",
        end_date: "2026-12-18",
        company_id: company.id,
        mission_id: null,
        timesheet_signer_contact_id: null,
      });
      expect((await contractOf(q, contract.id as string)).timesheet_signer_contact_id).toBeNull();
      await as(q, "consultant");
      await q("update public.contact set roles = '{timesheet_signer}' where id = $1", [company.contacts["Dupont"]]);
      const week = await one<{ id: string }>(
        q,
        `select id from public.save_timesheet_week($1, '2026-12-07', '[{"date":"2026-12-07","start_time":"08:00","end_time":"16:00","break_minutes":60}]'::jsonb, null)`,
        [contract.id],
      );
      const sent = await one<{ r: { recipient: string } }>(
        q,
        "select public.send_timesheet_for_signature($1, $2) as r",
        [week.id, APP],
      );
      expect(sent.r.recipient).toMatch(/^denise\.dupont\./);
      expect(
        await one(q, "select signer_contact_id, status from public.timesheet_week where id = $1", [week.id]),
      ).toEqual({ signer_contact_id: company.contacts["Dupont"], status: "pending_signature" });
    });
  });

  it("whose contract's validator left is refused in French, naming them and the way to fix it", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, STAFF);
      const contract = await draftContract(q, "consultant", {
        start_date: "2026-12-07",
        end_date: "2026-12-18",
        company_id: company.id,
        mission_id: null,
        timesheet_signer_contact_id: company.contacts["Bernard"],
      });
      await q("update public.contact set status = 'left_company' where id = $1", [company.contacts["Bernard"]]);
      await as(q, "consultant");
      const week = await one<{ id: string }>(
        q,
        `select id from public.save_timesheet_week($1, '2026-12-07', '[{"date":"2026-12-07","start_time":"08:00","end_time":"16:00","break_minutes":60}]'::jsonb, null)`,
        [contract.id],
      );
      expect(await failure(q, () => q("select public.send_timesheet_for_signature($1, $2)", [week.id, APP]))).toBe(
        `Le valideur des relevés du contrat ${String(contract.contract_key)}, « Bruno Bernard », n'est plus actif (A quitté l'entreprise) : ` +
          "choisissez un autre valideur dans « Contacts du client » sur la page du contrat, ou donnez le rôle « Valideur relevés d'heures » à un contact actif de l'entreprise",
      );
    });
  });
});

/** A validated contract of the company with its two documents, its talent with an e-mail. */
async function validatedContract(q: Query, companyId: string, values: Record<string, unknown> = {}) {
  const c = await draftContract(q, "consultant", {
    start_date: "2026-12-07",
    end_date: "2026-12-18",
    company_id: companyId,
    mission_id: null,
    timesheet_signer_contact_id: null,
    client_signer_contact_id: null,
    talent_signed_at: null,
    client_signed_at: null,
    ...values,
  });
  await q("update public.talent set email = $2 where id = $1 and email is null", [
    c.talent_id,
    `t-${String(c.id).slice(0, 8)}@example.test`,
  ]);
  await q(
    `update public.contract set status = 'validated', generated_file = workspace_id || '/' || id || '/m.pdf', generated_file_sha256 = $2,
            generated_mad_file = workspace_id || '/' || id || '/d.pdf', generated_mad_file_sha256 = $3 where id = $1`,
    [c.id, HASH_M, HASH_D],
  );
  return c as { id: string; contract_key: string };
}

const send = (q: Query, id: string) =>
  q<{ r: { client_email: string } }>("select public.send_contract_for_signature($1, $2) as r", [id, APP]);

describe("sending a contract for signature", () => {
  it("goes to the contract's signatory; one who left is refused, named, until another is chosen — R:CTR-SIGN-SIGNER", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, STAFF);
      const c = await validatedContract(q, company.id);
      expect((await contractOf(q, c.id)).client_signer_contact_id).toBe(company.contacts["Dupont"]);
      await q("update public.contact set status = 'left_company' where id = $1", [company.contacts["Dupont"]]);
      await as(q, "csm");
      expect(await failure(q, () => send(q, c.id))).toBe(
        "Le signataire du contrat, « Denise Dupont », n'est plus actif (A quitté l'entreprise) et ne peut plus signer : " +
          "choisissez un autre signataire dans « Contacts du client » sur la page du contrat, " +
          "ou donnez le rôle « Signataire contrats » à un contact actif de l'entreprise (onglet Contacts de sa fiche)",
      );
      await q("update public.contract set client_signer_contact_id = $2 where id = $1", [
        c.id,
        company.contacts["Etienne"],
      ]);
      const sent = await send(q, c.id);
      expect(sent.rows[0]?.r.client_email).toMatch(/^eric\.etienne\./);
      expect((await contractOf(q, c.id)).status).toBe("sent_for_signature");
    });
  });

  it("without any active signatory is refused with the way to fix it; the company's default is kept once sent — R:CTR-SIGN-SIGNER", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, [{ first: "Denise", last: "Dupont", roles: "{decision_maker}" }]);
      const c = await validatedContract(q, company.id);
      await as(q, "csm");
      expect(await failure(q, () => send(q, c.id))).toBe(
        "Le client n'a pas de signataire de contrats actif avec une adresse e-mail : donnez le rôle « Signataire contrats » " +
          "à un contact actif de l'entreprise (onglet Contacts de sa fiche), puis renvoyez",
      );
      await as(q, "consultant");
      await q("update public.contact set roles = '{contract_signatory}' where id = $1", [company.contacts["Dupont"]]);
      await as(q, "csm");
      await send(q, c.id);
      expect((await contractOf(q, c.id)).client_signer_contact_id).toBe(company.contacts["Dupont"]);
    });
  });

  it("revokes the client's open link when the signatory leaves; the new link goes to the one chosen next — R:CMP-LEFT-REVOKES", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, STAFF);
      const c = await validatedContract(q, company.id);
      await as(q, "csm");
      await send(q, c.id);
      await as(q, "consultant");
      await q("update public.contact set status = 'left_company' where id = $1", [company.contacts["Dupont"]]);
      await asSystem(q);
      const open = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.contract_signature_link where contract_id = $1 and party = 'client' and revoked_at is null",
        [c.id],
      );
      expect(open.n).toBe(0);
      await as(q, "csm");
      expect(
        await failure(q, () => q("select public.renew_contract_signature_link($1, 'client', $2)", [c.id, APP])),
      ).toMatch(/^Le signataire du contrat, « Denise Dupont », n'est plus actif/);
      await q("update public.contract set client_signer_contact_id = $2 where id = $1", [
        c.id,
        company.contacts["Etienne"],
      ]);
      const renewed = await one<{ r: { email: string } }>(
        q,
        "select public.renew_contract_signature_link($1, 'client', $2) as r",
        [c.id, APP],
      );
      expect(renewed.r.email).toMatch(/^eric\.etienne\./);
    });
  });
});

describe("a contract's client signatory", () => {
  it("loses the open link with the signatory role, and no longer changes once the client signed — R:CMP-ROLE-LOSS-REVOKES, R:CMP-SIGNER-FROZEN", async () => {
    await db.system(async (q) => {
      const company = await companyWith(q, STAFF);
      const c = await validatedContract(q, company.id);
      await as(q, "csm");
      await send(q, c.id);
      await as(q, "consultant");
      await q("update public.contact set roles = '{decision_maker}' where id = $1", [company.contacts["Dupont"]]);
      await asSystem(q);
      const open = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.contract_signature_link where contract_id = $1 and party = 'client' and revoked_at is null",
        [c.id],
      );
      expect(open.n).toBe(0);

      // the client's signature recorded (as the signing page does), its signatory is kept
      await q("select set_config('session_replication_role', 'replica', true)", []);
      await q(
        `insert into public.contract_signature (workspace_id, contract_id, party, signer_name, signer_email, ip, user_agent,
                                                document_path, document_sha256, signature_image, consent_text)
         values ($1, $2, 'client', 'Eric Etienne', 'eric@example.test', '203.0.113.7', 'Mozilla/5.0',
                 $3, repeat('0', 64), 'data:image/png;base64,AAAA', 'Je signe')`,
        [RENFORT, c.id, `${RENFORT}/${c.id}/m.pdf`],
      );
      await q("select set_config('session_replication_role', 'origin', true)", []);
      await as(q, "csm");
      expect(
        await failure(q, () =>
          q("update public.contract set client_signer_contact_id = $2 where id = $1", [
            c.id,
            company.contacts["Etienne"],
          ]),
        ),
      ).toBe("Le client a déjà signé ce contrat : son signataire ne change plus");
    });
  });
});
