// Commercial conditions e-signed by the client's signatory through the contracts' mechanism
// (docs/rules/requests.md#commercial-conditions): the validation records the job that makes their
// PDF (docs/rules/documents.md), and they cannot be sent before it exists; they are sent to an
// active signatory contact of the client (one hashed, expiring link in the mail outbox), are signed
// on the same public page (the same session and sign RPCs, the same evidence table) — the signature
// recording the job of the sealed copy, recorded once and mailed to the signatory —, and then
// supersede the company's previous signed version. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one, RENFORT, transition } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const HASH = "c".repeat(64);
const BASE = "http://localhost:8080";

async function asAnon(q: Query) {
  await q("reset role", []);
  await q(
    `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
            set_config('request.headers', '{"x-forwarded-for":"198.51.100.4","user-agent":"Test Android"}', true)`,
    [],
  );
}

const failure = async (q: Query, fn: () => Promise<unknown>) => {
  const r = await attempt(q, fn);
  return r.ok ? null : r.error.message;
};

/** A new company of Renfort, with one signed version of conditions and a signatory contact. */
async function client(q: Query) {
  await asSystem(q);
  const suffix = Math.random().toString(36).slice(2, 10);
  const company = await one<{ id: string }>(
    q,
    "insert into public.company (workspace_id, name, status) values ($1, $2, 'prospect') returning id",
    [RENFORT, `Signature conditions ${suffix}`],
  );
  const previous = await one<{ id: string }>(
    q,
    `insert into public.commercial_condition (workspace_id, scope_type, company_id, default_coefficient, status, signed_at, valid_from)
     values ($1, 'company', $2, 1.9, 'signed', now() - interval '1 year', private.paris_today() - 365) returning id`,
    [RENFORT, company.id],
  );
  const signer = await one<{ id: string }>(
    q,
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
     values ($1, $2, 'Sonia', 'Signataire', $3, '{contract_signatory}', 'active') returning id`,
    [RENFORT, company.id, `Sonia.${suffix}@Example.test`],
  );
  const other = await one<{ id: string }>(
    q,
    `insert into public.contact (workspace_id, company_id, first_name, last_name, email, roles, status)
     values ($1, $2, 'Paul', 'Comptable', $3, '{invoice_recipient}', 'active') returning id`,
    [RENFORT, company.id, `paul.${suffix}@example.test`],
  );
  return { company: company.id, previous: previous.id, signer: signer.id, other: other.id, suffix };
}

/** New conditions for the company, drafted by a consultant and validated by accounting. */
async function validated(q: Query, company: string) {
  await as(q, "consultant");
  const { id } = await one<{ id: string }>(
    q,
    `insert into public.commercial_condition (scope_type, company_id, default_coefficient, coefficient_grid)
     values ('company', $1, 1.85, '[{"job":"Maçon","coefficient":1.9,"min_pay_rate":13.5}]') returning id`,
    [company],
  );
  await transition(q, "commercial_condition", id, "pending_validation");
  await as(q, "comptable");
  await transition(q, "commercial_condition", id, "validated");
  return id;
}

const folder = async (q: Query, id: string) =>
  (
    await one<{ f: string }>(
      q,
      "select workspace_id || '/requests/commercial_condition/' || id as f from public.commercial_condition where id = $1",
      [id],
    )
  ).f;

const jobOf = (q: Query, kind: string, id: string) =>
  q<{ id: string; status: string }>(
    "select id, status::text from public.document_job where kind = $1 and record_id = $2",
    [kind, id],
  ).then((r) => r.rows[0] ?? null);

/** What the server's document worker does once it made a document: complete its job, as the system. */
async function produced(q: Query, kind: string, id: string, path: string, hash = HASH) {
  await asSystem(q);
  const job = await jobOf(q, kind, id);
  await q("select public.complete_document_job($1, $2, $3)", [job!.id, path, hash]);
}

const send = (q: Query, id: string, signer: string) =>
  q("select public.send_commercial_condition_for_signature($1, $2, $3) as r", [id, signer, BASE]);

const mails = async (q: Query, id: string) =>
  (
    await q<{ recipient: string; link: string; kind: string; subject: string; body: string }>(
      "select recipient, link, kind, subject, body from public.mail_outbox where entity_id = $1 order by created_at, seq",
      [id],
    )
  ).rows.map((m) => ({ ...m, token: m.link ? (new URL(m.link).searchParams.get("token") as string) : "" }));

describe("commercial conditions: from validated to signed by the client", () => {
  it("records the document, sends one link to the signatory, and the client signs on the contracts' page — R:REQ-CC-DOCUMENT, R:REQ-CC-SEND, R:REQ-CC-SIGNED-COPY, R:FILE-JOB-CONDITIONS", async () => {
    await db.system(async (q) => {
      const c = await client(q);
      const id = await validated(q, c.company);
      const path = `${await folder(q, id)}/conditions-commerciales-v2.pdf`;

      // the validation recorded the job of their PDF; nothing is sent before it exists
      await asSystem(q);
      expect(await jobOf(q, "commercial_condition", id)).toMatchObject({ status: "pending" });
      await as(q, "consultant");
      expect(await failure(q, () => send(q, id, c.signer))).toBe(
        "Le document des conditions est en cours de production : envoyez-les une fois qu'il existe",
      );
      await asSystem(q);
      const job = (await jobOf(q, "commercial_condition", id))!;
      expect(
        await failure(q, () =>
          q("select public.complete_document_job($1, $2, $3)", [job.id, `${RENFORT}/elsewhere/x.pdf`, HASH]),
        ),
      ).toBe("Document de conditions commerciales invalide");
      await produced(q, "commercial_condition", id, path);

      await as(q, "comptable");
      expect(await failure(q, () => send(q, id, c.signer))).toBe(
        "Votre rôle ne permet pas de passer de « Validées » à « Envoyées en signature »",
      );
      await as(q, "consultant");
      expect(await failure(q, () => send(q, id, c.other))).toBe(
        "Le signataire doit être un contact actif du client, signataire des contrats, avec un e-mail",
      );
      const sent = await one<{ r: { status: string; email: string } }>(
        q,
        "select (public.send_commercial_condition_for_signature($1, $2, $3)) as r",
        [id, c.signer, BASE],
      );
      expect(sent.r).toMatchObject({ status: "sent_for_signature", email: `sonia.${c.suffix}@example.test` });

      await asSystem(q);
      const [mail] = await mails(q, id);
      expect(mail).toMatchObject({
        recipient: `sonia.${c.suffix}@example.test`,
        kind: "commercial_condition_signature",
        subject: "Conditions commerciales (version 2) à signer",
      });
      expect(mail.body).toContain("vous invite à signer électroniquement ses conditions commerciales (version 2");
      expect(mail.link).toMatch(/^http:\/\/localhost:8080\/sign\/contract\?token=[A-Za-z0-9_-]{43}$/);
      const row = await one<{ status: string; signature_status: string; signer_contact_id: string }>(
        q,
        "select status, signature_status, signer_contact_id from public.commercial_condition where id = $1",
        [id],
      );
      expect(row).toEqual({ status: "sent_for_signature", signature_status: "sent", signer_contact_id: c.signer });

      await asAnon(q);
      const session = await one<{ s: Record<string, unknown> }>(
        q,
        "select public.contract_signature_session($1) as s",
        [mail.token],
      );
      expect(session.s).toMatchObject({
        document: "commercial_condition",
        party: "client",
        signer_name: "Sonia Signataire",
        version: 2,
        company_name: expect.stringMatching(/^Signature conditions /),
        document_sha256: HASH,
      });
      const sign = (hash: string) =>
        q("select public.sign_contract($1, 'Sonia Signataire', $2, $3, true) as r", [mail.token, PNG, hash]);
      expect(await failure(q, () => sign("d".repeat(64)))).toBe(
        "Le document a changé depuis l'ouverture de cette page : rechargez-la avant de signer",
      );
      const signed = await one<{ r: Record<string, unknown> }>(
        q,
        "select public.sign_contract($1, 'Sonia Signataire', $2, $3, true) as r",
        [mail.token, PNG, HASH],
      );
      expect(signed.r).toMatchObject({ status: "signed", party: "client", commercial_condition_id: id });
      expect(await failure(q, () => sign(HASH))).toBe("Ces conditions ont déjà été signées avec ce lien");

      await asSystem(q);
      const after = await q<{ id: string; status: string; signature_status: string; signed: boolean }>(
        "select id, status, signature_status, signed_at is not null as signed from public.commercial_condition where company_id = $1 order by version",
        [c.company],
      );
      expect(after.rows).toEqual([
        { id: c.previous, status: "superseded", signature_status: "completed", signed: true },
        { id, status: "signed", signature_status: "completed", signed: true },
      ]);
      const evidence = await one<Record<string, unknown>>(
        q,
        "select party, signer_email, ip, user_agent, channel, document_path, document_sha256, consent_text, contract_id from public.contract_signature where commercial_condition_id = $1",
        [id],
      );
      expect(evidence).toEqual({
        party: "client",
        signer_email: `sonia.${c.suffix}@example.test`,
        ip: "198.51.100.4",
        user_agent: "Test Android",
        channel: "email_link",
        document_path: path,
        document_sha256: HASH,
        consent_text: "J'ai lu les conditions commerciales et je les signe électroniquement au nom de l'entreprise.",
        contract_id: null,
      });
      const history = await one<{ actor: string; comment: string }>(
        q,
        "select actor, comment from public.status_history where entity_id = $1 and to_status = 'signed'",
        [id],
      );
      expect(history).toEqual({ actor: "external_client", comment: "Signature électronique par Sonia Signataire" });

      // the signature recorded the job of the sealed copy; only the system completes it, once,
      // and the signatory gets the copy then
      const seal = (await jobOf(q, "commercial_condition_signed", id))!;
      expect(seal.status).toBe("pending");
      await as(q, "consultant");
      expect(await failure(q, () => q("select public.complete_document_job($1, 'x.pdf', $2)", [seal.id, HASH]))).toBe(
        "Réservé au service qui produit les documents",
      );
      const sealedPath = `${await folder(q, id)}/conditions-commerciales-v2-signees.pdf`;
      await produced(q, "commercial_condition_signed", id, sealedPath, "e".repeat(64));
      expect(await one(q, "select signed_file from public.commercial_condition where id = $1", [id])).toEqual({
        signed_file: sealedPath,
      });
      const copies = (await mails(q, id)).filter((m) => m.kind === "commercial_condition_signed_copy");
      expect(copies.map((m) => [m.recipient, m.subject])).toEqual([
        [`sonia.${c.suffix}@example.test`, "Conditions commerciales (version 2) signées"],
      ]);
      await produced(q, "commercial_condition_signed", id, sealedPath, "e".repeat(64));
      expect(await failure(q, () => produced(q, "commercial_condition_signed", id, sealedPath, "f".repeat(64)))).toBe(
        "La copie signée de ces conditions existe déjà : elle n'est jamais remplacée",
      );
    });
  });

  it("renews the link (the previous one is refused), and keeps the links out of marketing's sight — R:REQ-CC-LINK-RENEW, R:REQ-CC-LINK-READERS", async () => {
    await db.system(async (q) => {
      const c = await client(q);
      const id = await validated(q, c.company);
      const dir = await folder(q, id);
      await produced(q, "commercial_condition", id, `${dir}/v.pdf`);
      await as(q, "consultant");
      await send(q, id, c.signer);
      // recorded once: the same document again changes nothing, another one is refused
      await produced(q, "commercial_condition", id, `${dir}/v.pdf`);
      expect(await failure(q, () => produced(q, "commercial_condition", id, `${dir}/w.pdf`, "d".repeat(64)))).toBe(
        "Le document de ces conditions existe déjà : il n'est jamais remplacé",
      );
      await as(q, "csm");
      await q("select public.renew_commercial_condition_signature_link($1, $2)", [id, BASE]);
      await asSystem(q);
      const [first, second] = await mails(q, id);
      expect(second.recipient).toBe(first.recipient);

      await asAnon(q);
      expect(await failure(q, () => q("select public.contract_signature_session($1)", [first.token]))).toBe(
        "Ce lien a été remplacé par un lien plus récent",
      );
      await q("select public.contract_signature_session($1)", [second.token]);

      const visible = async (key: string) => {
        await as(q, key);
        return Number(
          (
            await one<{ n: number }>(
              q,
              "select count(*)::int as n from public.contract_signature_link where commercial_condition_id = $1",
              [id],
            )
          ).n,
        );
      };
      expect(await visible("csm")).toBe(2);
      expect(await visible("marketing")).toBe(0);
    });
  });

  it("says the conditions no longer wait for a signature once they are canceled or expired", async () => {
    await db.system(async (q) => {
      const c = await client(q);
      const id = await validated(q, c.company);
      await produced(q, "commercial_condition", id, `${await folder(q, id)}/v.pdf`);
      await as(q, "consultant");
      await send(q, id, c.signer);
      await asSystem(q);
      const [mail] = await mails(q, id);
      await q("update public.commercial_condition set status = 'rejected_by_client' where id = $1", [id]);
      await asAnon(q);
      expect(await failure(q, () => q("select public.contract_signature_session($1)", [mail.token]))).toBe(
        "Ces conditions n'attendent plus de signature",
      );
    });
  });
});
