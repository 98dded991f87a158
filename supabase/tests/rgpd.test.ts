// RGPD done for the user (supabase/schemas/28_rgpd.sql, docs/rules/rgpd.md): the scheduled
// retention (a 2-year idle candidate gets one consent-renewal e-mail; answering keeps them;
// without an answer a month later they are anonymised; an employee whose last contract ended
// 3 years ago is not), the erasure (limited for an employee, refused without a reason or the
// right) and the access archive made by the real server's document queue (a ZIP whose data.json
// holds the talent's rows, opened here).
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw, runDocumentJob, serviceRoleKey } from "../../tests/server/helpers.ts";
import { account, failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { rest, serviceRest, signIn } from "./support/http.ts";
import { as, asSystem, cloneRow, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A talent of Renfort last touched `yearsAgo` years ago, with a document, a note and private data. */
let phones = 0;
async function idleTalent(q: Query, name: string, yearsAgo: number): Promise<string> {
  const phone = `+3361987${String(4000 + ++phones).padStart(4, "0")}`;
  await q("select set_config('session_replication_role', 'replica', true)", []);
  const { id } = await one<{ id: string }>(
    q,
    `insert into public.talent (workspace_id, first_name, last_name, email, phone_number, qualification_status,
                                created_at, updated_at)
     values ($1, $2, 'Dormant', lower($2) || '.dormant@exemple.fr', $4, 'qualified',
             now() - make_interval(years => $3), now() - make_interval(years => $3))
     returning id`,
    [RENFORT, name, yearsAgo, phone],
  );
  await q(
    `insert into public.talent_private (talent_id, workspace_id, iban, created_at, updated_at)
     values ($1, $2, 'FR7630006000011234567890189', now() - make_interval(years => $3), now() - make_interval(years => $3))`,
    [id, RENFORT, yearsAgo],
  );
  await q(
    `insert into public.document (workspace_id, type, name, talent_id, file, created_at, updated_at)
     select $2::uuid, type, 'Pièce d''identité', $1::uuid, $2::text || '/talents/' || $1::text || '/id.pdf', now() - make_interval(years => $3), now() - make_interval(years => $3)
     from public.document limit 1`,
    [id, RENFORT, yearsAgo],
  );
  // the document's stored file, which the erasure deletes with it
  await q(
    "insert into storage.objects (bucket_id, name) values ('documents', $1::text || '/talents/' || $2::text || '/id.pdf')",
    [RENFORT, id],
  );
  await q(
    `insert into public.note (workspace_id, talent_id, content, created_at, updated_at)
     values ($2::uuid, $1::uuid, 'Appelé, pas disponible', now() - make_interval(years => $3), now() - make_interval(years => $3))`,
    [id, RENFORT, yearsAgo],
  );
  await q("select set_config('session_replication_role', 'origin', true)", []);
  return id;
}

/** An ended contract of the talent, its last day `yearsAgo` years ago (loaded as the seed does). */
async function endedContract(q: Query, talentId: string, yearsAgo: number): Promise<void> {
  const { start, end } = await one<{ start: string; end: string }>(
    q,
    `select (current_date - make_interval(years => $1) - interval '30 days')::date::text as start,
            (current_date - make_interval(years => $1))::date::text as end`,
    [yearsAgo],
  );
  await q("select set_config('session_replication_role', 'replica', true)", []);
  await cloneRow(q, "contract", "workspace_id = $1 and not is_amendment and status = 'ended'", [RENFORT], {
    contract_key: `RGPD-${talentId.slice(0, 8)}`,
    talent_id: talentId,
    start_date: start,
    end_date: end,
    definitive_end_date: null,
    updated_at: end,
    created_at: start,
  });
  await q("select set_config('session_replication_role', 'origin', true)", []);
}

const consentMails = (q: Query, talentId: string) =>
  q<{ link: string; recipient: string }>(
    "select link, recipient from public.mail_outbox where kind = 'gdpr_consent_renewal' and entity_id = $1",
    [talentId],
  ).then((r) => r.rows);

const talentRow = (q: Query, id: string) =>
  one<{
    status: string;
    first_name: string | null;
    email: string | null;
    phone_number: string | null;
    documents: number;
    notes: number;
    private: number;
  }>(
    q,
    `select t.qualification_status::text as status, t.first_name, t.email, t.phone_number,
            (select count(*)::int from public.document d where d.talent_id = t.id) as documents,
            (select count(*)::int from public.note n where n.talent_id = t.id) as notes,
            (select count(*)::int from public.talent_private p where p.talent_id = t.id) as private
     from public.talent t where t.id = $1`,
    [id],
  );

describe("the 2-year retention", () => {
  it("asks an idle candidate once, keeps one who answers, anonymises one who does not, spares an employee — R:TAL-ANONYMIZE-IDLE, R:TAL-ANONYMIZE-ERASES, R:HIST-RGPD-ERASE, R:RGPD-DUE, R:RGPD-IDLE-MAIL, R:RGPD-CONSENT-ANSWER, R:RGPD-NO-ANSWER, R:RGPD-ANONYMIZE, R:RGPD-FILES", async () => {
    await db.system(async (q) => {
      const silent = await idleTalent(q, "Silvain", 3);
      const answering = await idleTalent(q, "Rose", 3);
      const employee = await idleTalent(q, "Emile", 3);
      await endedContract(q, employee, 3);
      const recent = await idleTalent(q, "Jeanne", 1);

      await q("select private.run_gdpr_retention(now())", []);
      await q("select private.run_gdpr_retention(now())", []);
      expect(await consentMails(q, silent)).toHaveLength(1);
      const [mail] = await consentMails(q, answering);
      expect(mail!.recipient).toBe("rose.dormant@exemple.fr");
      expect(await consentMails(q, employee)).toHaveLength(0);
      expect(await consentMails(q, recent)).toHaveLength(0);
      const request = await one<{ due: boolean }>(
        q,
        `select due_at = requested_at + interval '1 month' as due from public.gdpr_request
         where talent_id = $1 and kind = 'consent_renewal' and done_at is null`,
        [silent],
      );
      expect(request.due).toBe(true);

      // a consultant asks an active one from the card: one mail, and no anonymisation without an answer
      await as(q, "consultant");
      await q("select public.request_talent_consent_renewal($1)", [recent]);
      await asSystem(q);
      expect(await consentMails(q, recent)).toHaveLength(1);

      // the talent answers on the public page (anon): recorded, the clock starts again
      const token = new URL(mail!.link).searchParams.get("token");
      await q("select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)");
      expect(await one(q, "select public.answer_gdpr_consent($1) as a", [token])).toEqual({ a: { ok: true } });
      expect(await one(q, "select public.answer_gdpr_consent('not-a-token') as a")).toEqual({
        a: { ok: false, reason: "unknown" },
      });
      await asSystem(q);

      // a month and a day later
      const counts = await one<{ r: Record<string, number> }>(
        q,
        "select private.run_gdpr_retention(now() + interval '1 month 1 day') as r",
      );
      expect(counts.r["talent:gdpr_anonymized"]).toBeGreaterThanOrEqual(1);
      expect(await talentRow(q, silent)).toEqual({
        status: "anonymized",
        first_name: null,
        email: null,
        phone_number: null,
        documents: 0,
        notes: 0,
        private: 0,
      });
      // nor in the copies kept elsewhere: the history says which fields changed, no longer their
      // values; the Corbeille holds no snapshot of what was erased
      const copies = await one<{ named: number; fields: number; trashed: number }>(
        q,
        `select (select count(*)::int from public.record_history h
                  where h.parent_entity = 'talent' and h.parent_id = $1 and h.changes::text like '%Silvain%') as named,
                (select count(*)::int from public.record_history h
                  where h.parent_entity = 'talent' and h.parent_id = $1 and h.changes ? 'first_name') as fields,
                (select count(*)::int from public.trash_item i
                  where i.record_id = $1 or exists (select 1 from public.trash_item_row r
                                                    where r.item_id = i.id and r."row" ->> 'talent_id' = $1::text)) as trashed`,
        [silent],
      );
      expect(copies).toMatchObject({ named: 0, trashed: 0 });
      const files = (name: string) =>
        one<{ n: number }>(
          q,
          "select count(*)::int as n from storage.objects where bucket_id = 'documents' and name like '%/talents/' || $1::text || '/%'",
          [name],
        );
      expect(await files(silent)).toEqual({ n: 0 });
      expect(await files(answering)).toEqual({ n: 1 });
      expect(copies.fields).toBeGreaterThan(0);
      expect(await talentRow(q, answering)).toMatchObject({ status: "qualified", first_name: "Rose", documents: 1 });
      expect(await talentRow(q, employee)).toMatchObject({ status: "qualified", first_name: "Emile", private: 1 });
      expect(await talentRow(q, recent)).toMatchObject({ status: "qualified", first_name: "Jeanne", documents: 1 });
      expect(
        await one(q, "select outcome from public.gdpr_request where talent_id = $1 and kind = 'consent_renewal'", [
          silent,
        ]),
      ).toEqual({ outcome: "Sans réponse après un mois : données anonymisées" });
      // the link of an anonymised talent answers expired, and asks nothing again
      await q("select private.run_gdpr_retention(now() + interval '2 months')", []);
      expect(await consentMails(q, silent)).toHaveLength(1);
    });
  });
});

describe("the 10-year retention of the legal pieces", () => {
  it("erases what names a person in contracts, relevés, invoices and payslips of a year closed 10 years ago — R:RGPD-LEGAL-10Y", async () => {
    const out = await db.system(async (q) => {
      await asSystem(q);
      // the files of one signed contract, one signed relevé, one issued invoice and one payslip, stored
      const c = await one<{ id: string; workspace_id: string }>(
        q,
        "select c.id, c.workspace_id from public.contract c where c.status in ('signed', 'active', 'ended') order by c.id limit 1",
        [],
      );
      const w = await one<{ id: string }>(
        q,
        "select id from public.timesheet_week where signer_name is not null order by id limit 1",
        [],
      );
      const i = await one<{ id: string }>(
        q,
        `select i.id from public.client_invoice i where i.issued_at is not null
          and exists (select 1 from public.client_invoice_line l where l.invoice_id = i.id and l.talent_id is not null)
          order by i.id limit 1`,
        [],
      );
      const p = await one<{ id: string }>(q, "select id from public.pay_tracking order by id limit 1", []);
      const files = {
        contract: ["contracts", `${c.workspace_id}/${c.id}/contrat.pdf`],
        week: ["generated", `${c.workspace_id}/timesheets/${w.id}.pdf`],
        invoice: ["invoices", `${c.workspace_id}/${i.id}.pdf`],
        payslip: ["documents", `${c.workspace_id}/payslips/${p.id}.pdf`],
      } as const;
      for (const [bucket, name] of Object.values(files))
        await q("insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}')", [bucket, name]);
      await q("select set_config('session_replication_role', 'replica', true)", []);
      await q("update public.contract set generated_file = $2 where id = $1", [c.id, files.contract[1]]);
      await q(
        `insert into public.contract_signature (workspace_id, contract_id, party, signer_name, signer_email, ip, user_agent,
                                                document_path, document_sha256, signature_image, consent_text)
         values ($1, $2, 'talent', 'Jean Signataire', 'jean.signataire@exemple.fr', '203.0.113.7', 'Mozilla/5.0',
                 $3, repeat('0', 64), 'data:image/png;base64,AAAA', 'Je signe')
         on conflict do nothing`,
        [c.workspace_id, c.id, files.contract[1]],
      );
      await q("update public.timesheet_week set pdf_file = $2 where id = $1", [w.id, files.week[1]]);
      await q("update public.client_invoice set pdf_file = $2 where id = $1", [i.id, files.invoice[1]]);
      await q("update public.pay_tracking set payslip_file = $2 where id = $1", [p.id, files.payslip[1]]);
      await q("select set_config('session_replication_role', 'origin', true)", []);

      // this year's pieces are within their 10 years: nothing is touched
      const today = await one<{ r: Record<string, number> }>(q, "select private.run_legal_retention(now()) as r", []);
      // in 20 years every seeded piece is past them
      const later = await one<{ r: Record<string, number> }>(
        q,
        "select private.run_legal_retention(now() + interval '20 years') as r",
        [],
      );
      const again = await one<{ r: Record<string, number> }>(
        q,
        "select private.run_legal_retention(now() + interval '20 years') as r",
        [],
      );
      const after = await one<Record<string, unknown>>(
        q,
        `select (select generated_file from public.contract where id = $1) as contract_file,
                (select array_agg(distinct signer_name) from public.contract_signature where contract_id = $1) as signers,
                (select count(*)::int from public.contract_signature where contract_id = $1 and (ip is not null or signature_image <> '')) as traces,
                (select row(pdf_file, signer_name, signer_email, signature_image)::text from public.timesheet_week where id = $2) as week,
                (select pdf_file from public.client_invoice where id = $3) as invoice_file,
                (select array_agg(distinct label) from public.client_invoice_line where invoice_id = $3 and talent_id is not null) as labels,
                (select payslip_file from public.pay_tracking where id = $4) as payslip,
                (select count(*)::int from public.contract_signature where signer_name <> 'effacé (RGPD)' and contract_id is not null) as named_signatures,
                (select count(*)::int from storage.objects where name = any ($5::text[])) as objects`,
        [c.id, w.id, i.id, p.id, Object.values(files).map(([, name]) => name)],
      );
      return { today: today.r, later: later.r, again: again.r, after };
    });
    expect(out.today).toEqual({ "legal:files_erased": 0 });
    expect(out.later["legal:files_erased"]).toBeGreaterThanOrEqual(4);
    expect(out.again).toEqual({ "legal:files_erased": 0 });
    expect(out.after).toEqual({
      contract_file: null,
      signers: ["effacé (RGPD)"],
      traces: 0,
      week: "(,,,)",
      invoice_file: null,
      labels: ["effacé (RGPD)"],
      payslip: null,
      named_signatures: 0,
      objects: 0,
    });
  });
});

describe("« Effacer les données »", () => {
  it("is limited for an employee within the registre's 5 years, complete for a candidate, recorded — R:TAL-ANONYMIZE-ERASE, R:RGPD-ERASE, R:RGPD-ANONYMIZE, R:RGPD-READ, R:RGPD-RIGHTS", async () => {
    await db.system(async (q) => {
      const employee = await idleTalent(q, "Paul", 3);
      await endedContract(q, employee, 3);
      const candidate = await idleTalent(q, "Lina", 1);
      await as(q, "consultant");
      expect(
        await failureMessage(q, () => q("select public.erase_talent_data($1, 'Demande écrite')", [candidate])),
      ).toBe("Vos rôles ne permettent pas d'effacer les données d'un talent");
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.erase_talent_data($1, '  ')", [candidate]))).toBe(
        "Le motif de l'effacement est obligatoire",
      );
      const limited = await one<{ outcome: string; kind: string; done: boolean }>(
        q,
        "select outcome, kind::text, done_at is not null as done from public.erase_talent_data($1, 'Demande écrite du talent')",
        [employee],
      );
      expect(limited.kind).toBe("erasure");
      expect(limited.done).toBe(true);
      expect(limited.outcome).toMatch(
        /^Effacement limité : identité, NIR, IBAN et documents conservés jusqu'au \d\d\/\d\d\/\d{4}/,
      );
      await one(q, "select public.erase_talent_data($1, 'Demande par e-mail') as r", [candidate]);
      await asSystem(q);
      expect(await talentRow(q, employee)).toEqual({
        status: "qualified",
        first_name: "Paul",
        email: "paul.dormant@exemple.fr",
        phone_number: expect.stringMatching(/^\+3361987\d{4}$/),
        documents: 1,
        notes: 0,
        private: 1,
      });
      expect(await talentRow(q, candidate)).toMatchObject({
        status: "anonymized",
        first_name: null,
        documents: 0,
        notes: 0,
      });
      // the register is read by the roles that read private data, not by marketing
      await as(q, "csm");
      expect((await q("select id from public.gdpr_request where talent_id = $1", [employee])).rows).toHaveLength(1);
      await as(q, "marketing");
      expect((await q("select id from public.gdpr_request where talent_id = $1", [employee])).rows).toHaveLength(0);
    });
  });
});

describe("« Exporter les données »", () => {
  it("makes one ZIP in the queue whose data.json holds the talent's rows, and its documents — R:RGPD-EXPORT-ONE, R:RGPD-EXPORT-ZIP, R:RGPD-EXPORT-STORED", async () => {
    const talent = await db.system((q) =>
      one<{ id: string; documents: number }>(
        q,
        `select t.id, (select count(*)::int from public.document d where d.talent_id = t.id and d.file is not null) as documents
         from public.talent t
         where t.workspace_id = $1 and t.qualification_status <> 'anonymized'
           and exists (select 1 from public.document d where d.talent_id = t.id and d.file is not null)
           and exists (select 1 from public.application a where a.talent_id = t.id)
         order by t.id limit 1`,
        [RENFORT],
      ),
    );
    const consultant = await signIn(account("consultant"));
    const asked = await rest(consultant, "POST", "rpc/request_talent_data_export", "", {
      body: { p_talent_id: talent.id },
    });
    expect(asked.error).toBeNull();
    const request = asked.rows[0] as { id: string; kind: string; done_at: string | null };
    expect(request).toMatchObject({ kind: "access", done_at: null });
    try {
      const again = await rest(consultant, "POST", "rpc/request_talent_data_export", "", {
        body: { p_talent_id: talent.id },
      });
      expect(again.error?.message).toBe("Une archive de ce talent est déjà en cours de production");
      expect(await runDocumentJob(request.id, "talent_data_export")).toMatchObject({ claimed: 1, done: 1 });
      const done = await rest(consultant, "GET", "gdpr_request", `id=eq.${request.id}&select=file,done_at,outcome`);
      const row = done.rows[0] as { file: string; done_at: string | null };
      expect(row.done_at).not.toBeNull();
      expect(row.file).toBe(`${RENFORT}/${talent.id}/${request.id}.zip`);

      // the consultant downloads it (storage policy: talent.gdpr_export)
      const res = await raw(`/storage/v1/object/gdpr-exports/${row.file}`, { token: consultant });
      expect(res.status).toBe(200);
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const data = JSON.parse(strFromU8(files["data.json"]!)) as {
        talent_id: string;
        tables: Record<string, { id?: string; talent_id?: string }[]>;
      };
      expect(data.talent_id).toBe(talent.id);
      expect(data.tables.talent!.map((t) => t.id)).toEqual([talent.id]);
      expect(data.tables.application!.length).toBeGreaterThan(0);
      expect(data.tables.application!.every((a) => a.talent_id === talent.id)).toBe(true);
      expect(data.tables.document!.length).toBeGreaterThanOrEqual(talent.documents);
      expect(Array.isArray(data.tables.status_history)).toBe(true);
      expect(Object.keys(files).filter((f) => f.startsWith("files/documents/")).length).toBe(talent.documents);

      // marketing may not read it
      const marketing = await signIn(account("marketing"));
      expect((await raw(`/storage/v1/object/gdpr-exports/${row.file}`, { token: marketing })).status).not.toBe(200);
    } finally {
      await raw(`/storage/v1/object/gdpr-exports`, {
        method: "DELETE",
        token: serviceRoleKey(),
        headers: { apikey: serviceRoleKey(), "content-type": "application/json" },
        body: JSON.stringify({ prefixes: [`${RENFORT}/${talent.id}/${request.id}.zip`] }),
      });
      await serviceRest("DELETE", "document_job", `record_id=eq.${request.id}`);
      await serviceRest("DELETE", "gdpr_request", `id=eq.${request.id}`);
    }
  });
});

describe("the register and its rights", () => {
  it("is written by its functions only; a rectification needs its comment; consent and erasure follow their rights — R:RGPD-REGISTER-WRITE, R:RGPD-RECTIFY, R:RGPD-RIGHTS, R:RGPD-ERASE-ANONYMIZED", async () => {
    await db.system(async (q) => {
      const talent = await idleTalent(q, "Rectifiee", 1);
      const gone = await idleTalent(q, "Partie", 1);
      await q("update public.talent set qualification_status = 'anonymized' where id = $1", [gone]);
      await as(q, "csm");
      const direct = await failureMessage(q, () =>
        q(
          `insert into public.gdpr_request (workspace_id, talent_id, kind, requested_at, due_at)
           values ($1, $2, 'rectification', now(), now() + interval '1 month')`,
          [RENFORT, talent],
        ),
      );
      expect(direct).toMatch(/permission denied|row-level security|refus/i);
      expect(await failureMessage(q, () => q("select public.record_talent_rectification($1, '  ')", [talent]))).toBe(
        "Dites ce que la personne a demandé de rectifier",
      );
      await as(q, "comptable");
      const rectified = await one<{ kind: string; done: boolean; comment: string; due: boolean }>(
        q,
        `select kind::text, done_at is not null as done, comment, due_at = requested_at + interval '1 month' as due
         from public.record_talent_rectification($1, ' Nom de naissance mal orthographié ')`,
        [talent],
      );
      expect(rectified).toEqual({
        kind: "rectification",
        done: true,
        comment: "Nom de naissance mal orthographié",
        due: true,
      });
      // accounting rectifies and exports, but neither asks the consent again nor erases
      expect(await failureMessage(q, () => q("select public.request_talent_consent_renewal($1)", [talent]))).toBe(
        "Vos rôles ne permettent pas de demander le renouvellement du consentement",
      );
      expect(await failureMessage(q, () => q("select public.erase_talent_data($1, 'Demande écrite')", [talent]))).toBe(
        "Vos rôles ne permettent pas d'effacer les données d'un talent",
      );
      await as(q, "marketing");
      expect(
        await failureMessage(q, () => q("select public.record_talent_rectification($1, 'Adresse')", [talent])),
      ).toBe("Vos rôles ne permettent pas d'enregistrer une rectification");
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.erase_talent_data($1, 'Demande écrite')", [gone]))).toBe(
        "Ce talent est déjà anonymisé",
      );
    });
  });

  it("asks an idle candidate without an e-mail nothing, and notes why — R:RGPD-NO-EMAIL", async () => {
    await db.system(async (q) => {
      const silent = await idleTalent(q, "Muette", 3);
      await q("select set_config('session_replication_role', 'replica', true)", []);
      await q("update public.talent set email = null where id = $1", [silent]);
      await q("select set_config('session_replication_role', 'origin', true)", []);
      await q("select private.run_gdpr_retention(now())", []);
      expect(await consentMails(q, silent)).toHaveLength(0);
      expect(
        await one(q, "select outcome, done_at is null as open from public.gdpr_request where talent_id = $1", [silent]),
      ).toEqual({ outcome: "Aucune adresse e-mail : le talent n'a pas pu être prévenu", open: true });
    });
  });

  it("counts a recent note as activity, keeps a talent active since the e-mail, asks 200 a run — R:RGPD-LAST-ACTIVITY, R:RGPD-NO-ANSWER, R:RGPD-BATCH", async () => {
    await db.system(async (q) => {
      const noted = await idleTalent(q, "Notee", 3);
      await q("insert into public.note (workspace_id, talent_id, content) values ($1, $2, 'Rappelée')", [
        RENFORT,
        noted,
      ]);
      const woken = await idleTalent(q, "Reveillee", 3);
      await q("select private.run_gdpr_retention(now())", []);
      expect(await consentMails(q, noted)).toHaveLength(0);
      expect(await consentMails(q, woken)).toHaveLength(1);
      // a note the day after the e-mail: no answer, but active since it
      await q(
        "insert into public.note (workspace_id, talent_id, content, created_at) values ($1, $2, 'Dispo', now() + interval '1 day')",
        [RENFORT, woken],
      );
      await q("select private.run_gdpr_retention(now() + interval '1 month 1 day')", []);
      expect(await talentRow(q, woken)).toMatchObject({ status: "qualified", first_name: "Reveillee" });
      expect(
        await one(q, "select outcome from public.gdpr_request where talent_id = $1 and kind = 'consent_renewal'", [
          woken,
        ]),
      ).toEqual({ outcome: "Activité du talent depuis l'e-mail : conservé" });

      // 201 idle candidates more than any run asks
      await q("select set_config('session_replication_role', 'replica', true)", []);
      await q(
        `insert into public.talent (workspace_id, first_name, last_name, email, qualification_status, created_at, updated_at)
         select $1, 'Lot' || g, 'Dormant', 'lot' || g || '.dormant@exemple.fr', 'qualified',
                now() - interval '3 years', now() - interval '3 years'
         from generate_series(1, 201) g`,
        [RENFORT],
      );
      await q("select set_config('session_replication_role', 'origin', true)", []);
      const first = await one<{ r: Record<string, number> }>(q, "select private.run_gdpr_retention(now()) as r");
      const second = await one<{ r: Record<string, number> }>(q, "select private.run_gdpr_retention(now()) as r");
      expect(first.r["talent:gdpr_consent_sent"]).toBe(200);
      expect(second.r["talent:gdpr_consent_sent"]).toBeGreaterThanOrEqual(1);
    });
  });

  it("anonymises at once an employee whose registre's 5 years have passed — R:RGPD-ERASE", async () => {
    await db.system(async (q) => {
      const former = await idleTalent(q, "Ancien", 7);
      await endedContract(q, former, 6);
      await as(q, "csm");
      const r = await one<{ kind: string; done: boolean }>(
        q,
        "select kind::text, done_at is not null as done from public.erase_talent_data($1, 'Demande écrite')",
        [former],
      );
      expect(r).toEqual({ kind: "erasure", done: true });
      await asSystem(q);
      expect(await talentRow(q, former)).toMatchObject({ status: "anonymized", first_name: null, private: 0 });
    });
  });

  it("leaves the search vectors and the link tokens out of the access archive's data — R:RGPD-EXPORT-NO-TOKENS", async () => {
    await db.system(async (q) => {
      const talent = await idleTalent(q, "Exportee", 1);
      await as(q, "consultant");
      const { id } = await one<{ id: string }>(q, "select id from public.request_talent_data_export($1)", [talent]);
      await asSystem(q);
      const source = await one<{ s: { data: { tables: Record<string, Record<string, unknown>[]> } } }>(
        q,
        "select public.talent_data_export_source($1) as s",
        [id],
      );
      const tables = source.s.data.tables;
      expect(tables.talent!.map((t) => t.first_name)).toEqual(["Exportee"]);
      expect(Object.keys(tables).filter((t) => t.endsWith("token"))).toEqual([]);
      const columns = Object.values(tables).flatMap((rows) => rows.flatMap((r) => Object.keys(r)));
      expect(columns.filter((c) => ["search_text", "embedding", "search_vector", "token_hash"].includes(c))).toEqual(
        [],
      );
    });
  });
});

describe("the 10-year retention and the commercial conditions", () => {
  it("leaves the signatures of commercial conditions as they are — R:RGPD-LEGAL-CONDITIONS", async () => {
    await db.system(async (q) => {
      await asSystem(q);
      const cc = await one<{ id: string; workspace_id: string }>(
        q,
        "select id, workspace_id from public.commercial_condition order by id limit 1",
      );
      await q("select set_config('session_replication_role', 'replica', true)", []);
      const { id } = await one<{ id: string }>(
        q,
        `insert into public.contract_signature (workspace_id, commercial_condition_id, party, signer_name, signer_email, ip,
                                                user_agent, document_path, document_sha256, signature_image, consent_text)
         values ($1, $2, 'client', 'Claire Acheteuse', 'claire@client.test', '203.0.113.9', 'Mozilla/5.0',
                 $3, repeat('0', 64), 'data:image/png;base64,AAAA', 'Je signe') returning id`,
        [cc.workspace_id, cc.id, `${cc.workspace_id}/conditions/${cc.id}.pdf`],
      );
      await q("select set_config('session_replication_role', 'origin', true)", []);
      await q("select private.run_legal_retention(now() + interval '20 years')", []);
      expect(
        await one(q, "select signer_name, signer_email, ip from public.contract_signature where id = $1", [id]),
      ).toEqual({ signer_name: "Claire Acheteuse", signer_email: "claire@client.test", ip: "203.0.113.9" });
    });
  });
});
