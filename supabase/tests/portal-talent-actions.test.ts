// The talent space's actions (supabase/schemas/35_talent_space_actions.sql), each called as the
// demo talent (talent@renfort.test) exactly as PostgREST does (role authenticated, their JWT
// claims) in a rolled-back transaction: the action works on the talent's own rows; another
// talent's contract, unavailability or pay is refused as unknown; a revoked access and a team
// member are refused (42501, in French); an acompte above the server's ceiling is refused in
// French; and no answer carries a coefficient, a billing rate, a margin or a note. The signing
// link is then used on the existing signing functions (contract_signature_session).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raw } from "../../tests/server/helpers.ts";
import { PORTAL_ACCOUNTS, type DemoAccount } from "../seed/accounts.ts";
import { account, dbError, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { serviceRest, signIn } from "./support/http.ts";
import { portalSession, serviceRows } from "./support/portal.ts";

let db: TestDatabase;
const TALENT = { ...PORTAL_ACCOUNTS.talent, teamMemberId: null, roles: [] } as unknown as DemoAccount;
let talentId = "";
let otherTalentId = "";

type Row = Record<string, unknown>;
const one = async (q: Query, sql: string, params: unknown[] = []) => (await q<Row>(sql, params)).rows[0];
const call = async (q: Query, sql: string, params: unknown[] = []) =>
  (await q<{ r: unknown }>(`select ${sql} as r`, params)).rows[0].r as Row;
/** The French refusal of a statement (null when it passes), the transaction kept usable. */
const refusal = async (q: Query, sql: string, params: unknown[] = []): Promise<string | null> => {
  await q("savepoint attempt");
  try {
    await q(sql, params);
    await q("release savepoint attempt");
    return null;
  } catch (e) {
    await q("rollback to savepoint attempt");
    return (e as Error).message;
  }
};
const PRIVATE = /coefficient|margin|billing|note|anomaly/i;

beforeAll(async () => {
  db = await testDatabase();
  const ids = await db.system((q) =>
    one(
      q,
      `select a.talent_id, (select t.id from public.talent t
                            where t.workspace_id = a.workspace_id and t.id <> a.talent_id
                              and exists (select 1 from public.contract c where c.talent_id = t.id and c.status not in ('draft', 'canceled'))
                            limit 1) as other
       from public.portal_access a where a.email = $1 and a.revoked_at is null`,
      [PORTAL_ACCOUNTS.talent.email],
    ),
  );
  talentId = String(ids.talent_id);
  otherTalentId = String(ids.other);
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A contract of the talent's put in the state asked (as the system), its id. */
const contractOf = (q: Query, talent: string, status: string) =>
  one(
    q,
    `update public.contract set status = $2::public.contract_status, signed_file = case when $2::text = 'signed' then workspace_id || '/contracts/x/contrat-signe.pdf' end
     where id = (select id from public.contract where talent_id = $1 and status not in ('draft', 'canceled') and not is_amendment
                 order by start_date desc limit 1)
     returning id`,
    [talent, status],
  ).then((r) => String(r.id));

describe("a contract", () => {
  it("reads the talent's own contract: wage, hours, site; never the billing rate", async () => {
    const r = await db.setupThenAs(
      TALENT,
      (q) => contractOf(q, talentId, "signed"),
      (q, id) => call(q, "public.talent_space_contract($1)", [id]),
    );
    expect(Object.keys(r).sort()).toEqual(
      [
        "amendment_number",
        "company_name",
        "contract_key",
        "end_date",
        "has_signed_pdf",
        "hourly_wage",
        "id",
        "is_amendment",
        "job_name",
        "schedule",
        "site_address",
        "start_date",
        "status",
        "talent_signed_at",
        "to_sign",
        "working_days",
        "working_hours",
      ].sort(),
    );
    expect(r).toMatchObject({ status: "signed", has_signed_pdf: true, to_sign: false });
    expect(JSON.stringify(r)).not.toMatch(PRIVATE);
  });

  it("gives the signed PDF's path of the talent's own contract only", async () => {
    const path = await db.setupThenAs(
      TALENT,
      (q) => contractOf(q, talentId, "signed"),
      (q, id) => call(q, "public.talent_space_contract_pdf($1)", [id]),
    );
    expect(String(path)).toMatch(/contrat-signe\.pdf$/);
    const e = await dbError(
      db.setupThenAs(
        TALENT,
        (q) => contractOf(q, otherTalentId, "signed"),
        (q, id) => call(q, "public.talent_space_contract_pdf($1)", [id]),
      ),
    );
    expect({ code: e.code, message: e.message }).toEqual({ code: "P0002", message: "Contrat introuvable" });
  });

  it("refuses another talent's contract as unknown", async () => {
    const e = await dbError(
      db.setupThenAs(
        TALENT,
        (q) => contractOf(q, otherTalentId, "sent_for_signature"),
        (q, id) => call(q, "public.talent_space_contract_signing($1, 'http://localhost:5173')", [id]),
      ),
    );
    expect({ code: e.code, message: e.message }).toEqual({ code: "P0002", message: "Contrat introuvable" });
  });

  it("issues a signing link for the talent's party that the signing page opens, and revokes the previous one", async () => {
    const r = await db.setupThenAs(
      TALENT,
      (q) => contractOf(q, talentId, "sent_for_signature"),
      async (q, id) => {
        const first = await call(q, "public.talent_space_contract_signing($1, 'http://localhost:5173')", [id]);
        const second = await call(q, "public.talent_space_contract_signing($1, 'http://localhost:5173')", [id]);
        const session = await call(q, "public.contract_signature_session($1)", [second.token]);
        const reused = await refusal(q, "select public.contract_signature_session($1)", [first.token]);
        return { first, second, session, reused };
      },
    );
    expect(String(r.second.path)).toBe(`/sign/contract?token=${String(r.second.token)}`);
    expect(r.session).toMatchObject({ document: "contract", party: "talent" });
    expect(JSON.stringify(r.session)).not.toMatch(/billing/);
    expect(r.reused).toBe("Ce lien a été remplacé par un lien plus récent");
  });

  it("signs the contract with that link, as the e-mailed one does; then refuses another link", async () => {
    const PNG =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    const r = await db.setupThenAs(
      TALENT,
      async (q) => {
        const id = await contractOf(q, talentId, "sent_for_signature");
        await q("update public.contract set generated_file_sha256 = repeat('a', 64) where id = $1", [id]);
        return id;
      },
      async (q, id) => {
        const link = await call(q, "public.talent_space_contract_signing($1, 'http://localhost:5173')", [id]);
        const signed = await call(q, "public.sign_contract($1, 'Karim Benali', $2, repeat('a', 64), true)", [
          link.token,
          PNG,
        ]);
        const again = await refusal(q, "select public.talent_space_contract_signing($1, 'http://localhost:5173')", [
          id,
        ]);
        const contract = await call(q, "public.talent_space_contract($1)", [id]);
        return { signed, again, contract };
      },
    );
    expect(r.signed).toHaveProperty("signed_at");
    expect(r.again).toMatch(/^(Vous avez déjà signé ce contrat|Ce contrat n'attend pas votre signature)$/);
    expect(r.contract).toMatchObject({ to_sign: false });
  });

  it("refuses a contract that does not wait for the talent's signature", async () => {
    const e = await dbError(
      db.setupThenAs(
        TALENT,
        (q) => contractOf(q, talentId, "signed"),
        (q, id) => call(q, "public.talent_space_contract_signing($1, 'http://localhost:5173')", [id]),
      ),
    );
    expect(e.message).toBe("Ce contrat n'attend pas votre signature");
  });
});

/**
 * The talent's acompte as the pay-net function leaves it: paid staff with an IBAN, no request in
 * progress, the month's signed hours (the demo's) and the server's net of their gross recorded.
 */
const earnings = async (q: Query) => {
  await q("update public.talent set worker_type = 'temp' where id = $1", [talentId]);
  await q("delete from public.advance_payment_request where talent_id = $1 and status in ('requested', 'approved')", [
    talentId,
  ]);
  const month = (await one(q, "select date_trunc('month', private.paris_today())::date::text as m")).m;
  const figures = await one(q, "select * from private.advance_payment_earned($1, $2::date)", [talentId, month]);
  const gross = Number(figures.earned_gross);
  await q(
    `insert into public.pay_engine_net (talent_id, month, gross, workspace_id, net)
     select t.id, $2::date, $3, t.workspace_id, round($3 * 0.78, 2) from public.talent t where t.id = $1
     on conflict do nothing`,
    [talentId, month, gross],
  );
  return { gross };
};

describe("an acompte", () => {
  it("shows the ceiling the server computed, refuses above it in French, and creates the request within it", async () => {
    const r = await db.setupThenAs(TALENT, earnings, async (q) => {
      const before = await call(q, "public.talent_space_advance()");
      const ceiling = Number(before.ceiling);
      const above = await refusal(q, "select public.talent_space_request_advance($1)", [ceiling + 10]);
      const created = await call(q, "public.talent_space_request_advance($1, 'Pour le loyer')", [
        Math.max(50, Math.floor(ceiling)),
      ]);
      const after = await call(q, "public.talent_space_advance()");
      await q("reset role");
      const row = await one(
        q,
        "select talent_id, status, requester_id, requested_amount, exceeds_max_allowed from public.advance_payment_request where id = $1",
        [created.id],
      );
      const notified = await one(
        q,
        `select count(*)::int as n from public.notification where data ->> 'entity_id' = $1::text`,
        [created.id],
      );
      return { before, ceiling, above, created, after, row, notified };
    });
    expect(r.ceiling).toBeGreaterThanOrEqual(50);
    expect(r.above).toMatch(/^Le montant demandé \(.+ €\) dépasse votre plafond de .+ € ce mois-ci/);
    expect(r.row).toMatchObject({
      talent_id: talentId,
      status: "requested",
      requester_id: null,
      exceeds_max_allowed: false,
    });
    expect(Number(r.notified.n)).toBeGreaterThanOrEqual(1);
    expect(r.after.blocked).toBe("open");
    expect((r.after.requests as Row[])[0]).toMatchObject({ id: r.created.id, status: "requested" });
    expect(JSON.stringify(r.before)).not.toMatch(PRIVATE);
  });

  it("refuses a second request while one is open — R:PAY-ADV-ONE-OPEN", async () => {
    const e = await dbError(
      db.setupThenAs(TALENT, earnings, async (q) => {
        await q("select public.talent_space_request_advance(50)");
        return q("select public.talent_space_request_advance(50)");
      }),
    );
    expect(e.message).toBe("Vous avez déjà une demande d'acompte en cours : attendez la réponse de l'agence");
  });
});

describe("documents", () => {
  it("lists the talent's documents and the types they send; adds one for a stored file of their own folder", async () => {
    const r = await db.setupThenAs(
      TALENT,
      async (q) => {
        const ws = await one(q, "select workspace_id from public.talent where id = $1", [talentId]);
        const path = `${String(ws.workspace_id)}/talents/${talentId}/${crypto.randomUUID()}-rib.pdf`;
        await q(
          `insert into storage.objects (bucket_id, name, metadata) values ('documents', $1, '{"mimetype": "application/pdf", "size": 10}')`,
          [path],
        );
        return path;
      },
      async (q, path) => {
        const slot = await call(
          q,
          "public.talent_space_document_slot('rib', 'Mon RIB é.pdf', 'application/pdf', 1000)",
        );
        const refusedType = await refusal(
          q,
          "select public.talent_space_document_slot('kbis', 'k.pdf', 'application/pdf', 1000)",
        );
        const refusedSize = await refusal(
          q,
          "select public.talent_space_document_slot('rib', 'r.pdf', 'application/pdf', 20000000)",
        );
        const added = await call(q, "public.talent_space_add_document($1, 'rib', 'rib.pdf', null)", [path]);
        const list = await call(q, "public.talent_space_documents()");
        return { slot, refusedType, refusedSize, added, list };
      },
    );
    expect(String(r.slot.path)).toMatch(new RegExp(`/talents/${talentId}/[0-9a-f-]{36}-Mon_RIB_.pdf$`));
    expect(r.refusedType).toBe("Ce type de document ne s'envoie pas depuis votre espace : adressez-le à votre agence");
    expect(r.refusedSize).toBe("Le fichier doit peser au plus 10 Mo");
    expect(r.added).toMatchObject({ type: "rib", status: "pending_verification" });
    expect((r.list.documents as Row[]).some((d) => d.id === r.added.id)).toBe(true);
    expect(r.list.types).toContain("residence_permit");
    expect(r.list.max_bytes).toBe(10485760);
    // a RIB under check: not among those to send
    expect(r.list.missing).not.toContain("rib");
  });

  it("refuses a file outside the talent's own folder", async () => {
    const e = await dbError(
      db.as(TALENT, (q) =>
        q("select public.talent_space_add_document($1, 'rib', 'rib.pdf', null)", [
          `x/talents/${otherTalentId}/a-rib.pdf`,
        ]),
      ),
    );
    expect({ code: e.code, message: e.message }).toEqual({ code: "P0002", message: "Fichier introuvable" });
  });

  it("marks an expiring document replaced by one sent since", async () => {
    const list = await db.setupThenAs(
      TALENT,
      async (q) => {
        await q(
          `insert into public.document (workspace_id, talent_id, type, status, expiry_date, created_at)
           select workspace_id, id, 'residence_permit', 'expiring_soon', private.paris_today() + 10, now() - interval '1 day'
           from public.talent where id = $1`,
          [talentId],
        );
        await q(
          `insert into public.document (workspace_id, talent_id, type, status)
           select workspace_id, id, 'residence_permit', 'pending_verification' from public.talent where id = $1`,
          [talentId],
        );
      },
      (q) => call(q, "public.talent_space_documents()"),
    );
    const docs = (list.documents as Row[]).filter((d) => d.type === "residence_permit");
    expect(docs.find((d) => d.status === "expiring_soon")).toMatchObject({ replacement_pending: true });
  });
});

describe("availability", () => {
  it("adds and removes an unavailability and sets « disponible à partir du »", async () => {
    const r = await db.setupThenAs(
      TALENT,
      (q) =>
        q("delete from public.planning_entry where talent_id = $1 and date >= private.paris_today() + 300", [talentId]),
      async (q) => {
        const from = (await one(q, "select (private.paris_today() + 300)::text as d")).d;
        const id = await call(
          q,
          "public.talent_space_add_unavailability($1::date, $1::date + 2, 'training', 'Formation')",
          [from],
        );
        const listed = await call(q, "public.talent_space_availability()");
        const again = await refusal(q, "select public.talent_space_add_unavailability($1::date + 1)", [from]);
        await call(q, "public.talent_space_remove_unavailability($1)", [id]);
        const set = await call(q, "public.talent_space_set_available_from($1::date)", [from]);
        const after = await call(q, "public.talent_space_availability()");
        return { id, listed, again, set, after, from };
      },
    );
    expect((r.listed.unavailabilities as Row[]).find((u) => u.id === r.id)).toMatchObject({
      date_from: r.from,
      reason: "training",
    });
    expect(r.again).toMatch(/^Vous êtes déjà indisponible le \d\d\/\d\d\/\d{4}$/);
    expect((r.after.unavailabilities as Row[]).some((u) => u.id === r.id)).toBe(false);
    expect(r.after.available_from).toBe(r.from);
  });

  it("refuses a day the talent works, naming it and the contract", async () => {
    const message = await db.setupThenAs(
      TALENT,
      (q) =>
        one(
          q,
          `select e.date::text as d from public.planning_entry e
           where e.talent_id = $1 and e.contract_key is not null and e.status <> 'canceled' and e.date >= private.paris_today()
           order by e.date limit 1`,
          [talentId],
        ),
      (q, day) => refusal(q, "select public.talent_space_add_unavailability($1::date)", [day.d]),
    );
    expect(message).toMatch(
      /^Vous travaillez le \d\d\/\d\d\/\d{4} \(\d\dh\d\d–\d\dh\d\d, contrat .+\) : ce jour ne peut pas être déclaré indisponible/,
    );
  });

  it("refuses another talent's unavailability as unknown", async () => {
    const e = await dbError(
      db.setupThenAs(
        TALENT,
        (q) =>
          one(
            q,
            `insert into public.planning_entry (workspace_id, talent_id, date, start_time, end_time, shift_type, status, unavailability_reason)
             select workspace_id, id, private.paris_today() + 250, '00:00', '00:00', 'unavailable', 'planned', 'personal'
             from public.talent where id = $1 returning id`,
            [otherTalentId],
          ),
        (q, row) => q("select public.talent_space_remove_unavailability($1)", [row.id]),
      ),
    );
    expect({ code: e.code, message: e.message }).toEqual({
      code: "P0002",
      message: "Cette indisponibilité est introuvable",
    });
  });
});

describe("pay", () => {
  it("gives a period's hours, gross, acomptes withheld and net; nothing of the agency's notes; another's is unknown", async () => {
    const r = await db.setupThenAs(
      TALENT,
      (q) =>
        one(
          q,
          `insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end, hours_normal, gross_total,
                                            advances_deducted, net_to_pay, status, anomaly_note)
           select workspace_id, id, date '2020-01-01', date '2020-01-31', 151.67, 1900, 100, 1380, 'to_control', 'note interne'
           from public.talent where id = $1
           on conflict (workspace_id, talent_id, period_start) do update set anomaly_note = 'note interne'
           returning period_start::text as p`,
          [talentId],
        ),
      (q, row) => call(q, "public.talent_space_pay($1::date)", [row.p]),
    );
    expect(r).toMatchObject({ period_start: "2020-01-01", status: "to_control" });
    expect(JSON.stringify(r)).not.toMatch(PRIVATE);
    const e = await dbError(
      db.setupThenAs(
        TALENT,
        (q) =>
          q(
            `insert into public.pay_tracking (workspace_id, talent_id, period_start, period_end)
             select workspace_id, id, date '2019-01-01', date '2019-01-31' from public.talent where id = $1`,
            [otherTalentId],
          ),
        (q) => q("select public.talent_space_pay('2019-01-01')"),
      ),
    );
    expect({ code: e.code, message: e.message }).toEqual({ code: "P0002", message: "Paie introuvable" });
  });
});

describe("who may call them", () => {
  const CALLS = [
    "public.talent_space_advance()",
    "public.talent_space_documents()",
    "public.talent_space_availability()",
    "public.talent_space_request_advance(60)",
    "public.talent_space_set_available_from(null)",
  ];

  it("refuses a revoked access at once, in French", async () => {
    for (const sql of CALLS) {
      const e = await dbError(
        db.setupThenAs(
          TALENT,
          (q) => q("update public.portal_access set revoked_at = now() where talent_id = $1", [talentId]),
          (q) => q(`select ${sql}`),
        ),
      );
      expect({ sql, code: e.code, message: e.message }).toEqual({
        sql,
        code: "42501",
        message: "Accès réservé aux clients et talents invités par l'agence",
      });
    }
  });

  it("refuses a team member (they use the back office)", async () => {
    for (const sql of CALLS) {
      const e = await dbError(db.as("consultant", (q) => q(`select ${sql}`)));
      expect({ sql, code: e.code }).toEqual({ sql, code: "42501" });
    }
  });
});

/** POST /functions/v1/<name> with the token: the status and the JSON answer. */
const fn = async (token: string, name: string, body: unknown) => {
  const res = await raw(`/functions/v1/${name}`, {
    method: "POST",
    token,
    ...(body instanceof FormData
      ? { body }
      : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Row };
};

describe("through the server's functions, as the signed-in talent", () => {
  let token = "";
  beforeAll(async () => {
    token = (await portalSession("talent")).access;
  });

  it("pay-net gives the talent's own acompte figures, and refuses a team member's token", async () => {
    const mine = await fn(token, "pay-net", { talent_space: true });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ talent_id: talentId });
    expect(mine.body).toHaveProperty("ceiling");
    expect(JSON.stringify(mine.body)).not.toMatch(PRIVATE);
    const team = await fn(await signIn(account("consultant")), "pay-net", { talent_space: true });
    expect({ status: team.status, message: team.body.message }).toEqual({
      status: 403,
      message: "Accès réservé aux clients et talents invités par l'agence",
    });
  });

  it("talent-contract-pdf links the talent's signed contract only", async () => {
    const [own] = await serviceRows(
      "contract",
      `talent_id=eq.${talentId}&signed_file=not.is.null&status=not.in.(draft,canceled)&select=id&limit=1`,
    );
    if (own) {
      const r = await fn(token, "talent-contract-pdf", { contract_id: own.id });
      // the suites' server runs no document queue: a seeded signed copy may have no file yet
      if (r.status === 404) expect(r.body.message).toBe("Le contrat signé n'est pas encore disponible");
      else {
        expect(r.status).toBe(200);
        expect((await fetch(String(r.body.url))).status).toBe(200);
      }
    }
    const [theirs] = await serviceRows(
      "contract",
      `talent_id=eq.${otherTalentId}&status=not.in.(draft,canceled)&select=id&limit=1`,
    );
    const refused = await fn(token, "talent-contract-pdf", { contract_id: theirs.id });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 404,
      message: "Contrat introuvable",
    });
  });

  it("talent-document stores a PDF and creates the row to be checked; refuses a type a talent does not send", async () => {
    const form = () => {
      const body = new FormData();
      body.append("file", new File(["%PDF-1.4\n%%EOF\n"], "attestation-vitale.pdf", { type: "application/pdf" }));
      return body;
    };
    const refused = form();
    refused.append("type", "kbis");
    const no = await fn(token, "talent-document", refused);
    expect({ status: no.status, message: no.body.message }).toEqual({
      status: 400,
      message: "Ce type de document ne s'envoie pas depuis votre espace : adressez-le à votre agence",
    });
    const body = form();
    body.append("type", "carte_vitale");
    const r = await fn(token, "talent-document", body);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: "carte_vitale", status: "pending_verification" });
    const [row] = await serviceRows("document", `id=eq.${String(r.body.id)}&select=talent_id,file,mime_type,file_name`);
    expect(row).toMatchObject({
      talent_id: talentId,
      mime_type: "application/pdf",
      file_name: "attestation-vitale.pdf",
    });
    expect(String(row.file)).toMatch(new RegExp(`/talents/${talentId}/`));
    await serviceRest("DELETE", "document", `id=eq.${String(r.body.id)}`);
  });
});
