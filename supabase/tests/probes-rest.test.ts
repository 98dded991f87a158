// The probes of issue #29 §4, through the REST API as the role that would make them: each write
// the database let through is now refused with its French message, and the legitimate write
// beside it still passes (sent with `Prefer: tx=rollback`, so that it leaves nothing). Rows the
// probes need are set up with the service role and removed afterwards.
//   M1   an open client order without its motif (L1251-6) or its justification (L1251-43);
//   CO7  a prospect made an active client without an establishment's SIRET;
//   CO8  a client archived while it has an open contract;
//   AP4  « Refusé(e) par le client » by an external CSM, « Désistement » by a CSM;
//   TL2  a NIR whose sex digit is 3;
//   RQ10 a PPE request needed two weeks after its contract's start;
//   RQ12 a carte BTP request for a talent whose card runs past the contract's end;
//   RQ14 an AIPR recycling for a talent with no AIPR;
//   C16  a crane operator's contract sent for signature: a SIR aptitude valid on the start
//        passes (it was refused when it ended before the contract), a missing or expired one not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../seed/accounts.ts";
import { account } from "./support/db.ts";
import { rest, serviceRest, signIn, type RestResult } from "./support/http.ts";

type Row = Record<string, unknown>;
const RENFORT = WORKSPACES.renfort.id;
const ROLLBACK = "return=representation,tx=rollback";
const tag = Date.now().toString(36);

const tokens = new Map<string, string>();
const tokenOf = async (key: string) => {
  if (!tokens.has(key)) tokens.set(key, await signIn(account(key)));
  return tokens.get(key)!;
};

/** The first row of a service-role read (fails the test when there is none). */
async function first(table: string, query: string): Promise<Row> {
  const r = await serviceRest("GET", table, `${query}&limit=1`);
  expect(r.error).toBeNull();
  expect(r.rows.length).toBe(1);
  return r.rows[0];
}

/** A row created with the service role, removed after the file. */
const cleanups: Array<() => Promise<unknown>> = [];
async function created(table: string, body: Row): Promise<Row> {
  const r = await serviceRest("POST", table, "select=*", { body, prefer: "return=representation" });
  expect(r.error).toBeNull();
  const row = r.rows[0];
  cleanups.push(() => serviceRest("DELETE", table, `id=eq.${String(row.id)}`));
  return row;
}

const refused = (r: RestResult, message: string) => {
  expect(r.error?.message).toBe(message);
  expect(r.status).toBeGreaterThanOrEqual(400);
};
const passed = (r: RestResult) => {
  expect(r.error).toBeNull();
  expect(r.status).toBeLessThan(300);
};

/** A Luhn check digit appended to `digits` (SIREN, SIRET). */
const withLuhn = (digits: string) => {
  for (let d = 0; d <= 9; d++) {
    const s = digits + d;
    const sum = [...s]
      .reverse()
      .map((c, i) => (i % 2 ? Number(c) * 2 : Number(c)))
      .reduce((a, n) => a + (n > 9 ? n - 9 : n), 0);
    if (sum % 10 === 0) return s;
  }
  throw new Error("unreachable");
};
/** A SIREN nobody in the seed has (random 8 digits + key). */
const freshSiren = () => withLuhn(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));

/** A NIR with its key (97 − body mod 97). */
const nir = (body13: string) => body13 + String(97 - Number(BigInt(body13) % 97n)).padStart(2, "0");

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("M1: an open client order has its motif (L1251-6) and its justification (L1251-43)", () => {
  let company: Row;
  const order = (values: Row = {}) => ({
    job_name: "Maçon",
    is_client_order: true,
    status: "open",
    company_id: company.id,
    ...values,
  });
  beforeAll(async () => {
    company = await first("company", `select=id&workspace_id=eq.${RENFORT}&status=eq.active&order=id`);
  });

  it("refuses the consultant's open order without a motif, or a replacement without its justification — R:ORDER-MOTIF", async () => {
    const token = await tokenOf("consultant");
    refused(
      await rest(token, "POST", "mission", "select=id", { body: order(), prefer: ROLLBACK }),
      "Le motif de recours est obligatoire pour une commande client (cas de recours de l'article L1251-6 du Code du travail)",
    );
    refused(
      await rest(token, "POST", "mission", "select=id", {
        body: order({ contract_reason: "replacement_absence" }),
        prefer: ROLLBACK,
      }),
      "La justification du motif est obligatoire : personne remplacée et sa qualification, ou raison de l'accroissement d'activité (article L1251-43 du Code du travail)",
    );
  });

  it("refuses opening a draft order that has no motif — R:ORDER-MOTIF", async () => {
    const draft = await created("mission", { ...order({ status: "draft" }), workspace_id: RENFORT });
    const token = await tokenOf("consultant");
    refused(
      await rest(token, "PATCH", "mission", `id=eq.${String(draft.id)}`, { body: { status: "open" } }),
      "Le motif de recours est obligatoire pour une commande client (cas de recours de l'article L1251-6 du Code du travail)",
    );
  });

  it("accepts a draft without a motif, and an open order with its motif and justification — R:ORDER-MOTIF", async () => {
    const token = await tokenOf("consultant");
    passed(await rest(token, "POST", "mission", "select=id", { body: order({ status: "draft" }), prefer: ROLLBACK }));
    const open = await rest(token, "POST", "mission", "select=id,status", {
      body: order({
        contract_reason: "replacement_absence",
        contract_reason_justification: "Remplacement de M. Durand, maçon N2, absent pour maladie",
      }),
      prefer: ROLLBACK,
    });
    passed(open);
    expect(open.rows[0]).toMatchObject({ status: "open" });
  });
});

describe("CO7 and CO8: a client's activation and archiving", () => {
  let prospect: Row;
  beforeAll(async () => {
    prospect = await created("company", {
      workspace_id: RENFORT,
      name: `Prospect sonde ${tag}`,
      siren: freshSiren(),
      status: "prospect",
    });
  });

  it("CO7: refuses the consultant's activation of a prospect without an establishment's SIRET — R:CTR-CO-ACTIVE-SIRET", async () => {
    const token = await tokenOf("consultant");
    refused(
      await rest(token, "PATCH", "company", `id=eq.${String(prospect.id)}&select=id`, {
        body: { status: "active" },
        prefer: ROLLBACK,
      }),
      "Un prospect devient client actif avec un SIRET valide : ajoutez un établissement actif avec son SIRET (14 chiffres, commençant par le SIREN) dans l'onglet « Établissements »",
    );
  });

  it("CO7: activates it once an establishment has its SIRET — R:CTR-CO-ACTIVE-SIRET", async () => {
    await created("agency", {
      workspace_id: RENFORT,
      company_id: prospect.id,
      name: "Siège",
      is_head_office: true,
      siret: withLuhn(`${String(prospect.siren)}0001`),
    });
    for (const key of ["consultant", "csm"]) {
      const r = await rest(await tokenOf(key), "PATCH", "company", `id=eq.${String(prospect.id)}&select=id,status`, {
        body: { status: "active" },
        prefer: ROLLBACK,
      });
      passed(r);
      expect([key, r.rows[0]?.status]).toEqual([key, "active"]);
    }
  });

  it("CO8: refuses the CSM's archiving of a client with an active contract; archives one without — R:CTR-CO-ARCHIVE-CONTRACTS", async () => {
    const contract = await first(
      "contract",
      `select=company_id,contract_key&workspace_id=eq.${RENFORT}&status=eq.active&order=contract_key`,
    );
    const open = await serviceRest(
      "GET",
      "contract",
      `select=contract_key&company_id=eq.${String(contract.company_id)}&status=not.in.(ended,terminated_early,canceled)&order=contract_key`,
    );
    const token = await tokenOf("csm");
    refused(
      await rest(token, "PATCH", "company", `id=eq.${String(contract.company_id)}&select=id`, {
        body: { status: "archived" },
        prefer: ROLLBACK,
      }),
      `Ce client a encore ${open.rows.length} contrat(s) en cours ou en préparation (dont ${String(open.rows[0].contract_key)}) : terminez-les ou annulez-les avant de l'archiver`,
    );
    const r = await rest(token, "PATCH", "company", `id=eq.${String(prospect.id)}&select=id,status`, {
      body: { status: "archived" },
      prefer: ROLLBACK,
    });
    passed(r);
    expect(r.rows[0]).toMatchObject({ status: "archived" });
  });
});

describe("AP4: who records the client's refusal and the candidate's withdrawal", () => {
  let application: Row;
  const reject = async (key: string, reason: string) =>
    rest(await tokenOf(key), "PATCH", "application", `id=eq.${String(application.id)}&select=id,is_rejected`, {
      body: { is_rejected: true, rejection_reason: reason },
      prefer: ROLLBACK,
    });
  beforeAll(async () => {
    application = await first(
      "application",
      `select=id&workspace_id=eq.${RENFORT}&is_rejected=eq.false&stage=eq.presented&order=id`,
    );
  });

  it("refuses « Refusé(e) par le client » from the external CSM and « Désistement » from the CSM — R:APP-REJECT-ROLES", async () => {
    refused(
      await reject("csmExterne", "client_choice"),
      "Seuls un consultant ou un CSM enregistrent le refus du client (« Refusé(e) par le client »)",
    );
    refused(
      await reject("csm", "withdrawn"),
      "Seuls un consultant ou un CSM externe enregistrent le désistement du candidat (« Désistement »)",
    );
  });

  it("lets the CSM record the client's refusal, the external CSM the withdrawal, the consultant both — R:APP-REJECT-ROLES", async () => {
    for (const [key, reason] of [
      ["csm", "client_choice"],
      ["csmExterne", "withdrawn"],
      ["consultant", "client_choice"],
      ["consultant", "withdrawn"],
      ["csmExterne", "unreachable"],
    ]) {
      const r = await reject(key, reason);
      expect([key, reason, r.error?.message ?? null, r.rows[0]?.is_rejected]).toEqual([key, reason, null, true]);
    }
  });
});

describe("TL2: a NIR starts with the sex, 1 or 2 (7 or 8 for a temporary number)", () => {
  it("refuses the consultant's NIR whose first digit is 3, accepts the same with 1 — R:CTR-NIR-SEX", async () => {
    const row = await first("talent_private", `select=talent_id&workspace_id=eq.${RENFORT}&order=talent_id`);
    const token = await tokenOf("consultant");
    // born in May 1985 in the Moselle (57), a random commune and order
    const body = `850557${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
    const save = (value: string) =>
      rest(token, "PATCH", "talent_private", `talent_id=eq.${String(row.talent_id)}&select=talent_id`, {
        body: { social_security_number: value },
        prefer: ROLLBACK,
      });
    refused(
      await save(nir(`3${body}`)),
      "Le numéro de sécurité sociale commence par le sexe : 1 (homme) ou 2 (femme), 7 ou 8 pour un numéro provisoire (NIA)",
    );
    const ok = await save(nir(`1${body}`));
    passed(ok);
    expect(ok.rows[0]).toMatchObject({ talent_id: row.talent_id });
  });
});

describe("the requests and the contract of a crane operator (RQ10, RQ12, RQ14, C16)", () => {
  const START = "2028-03-01";
  const END = "2028-05-31";
  let talent: Row;
  let contract: Row;

  beforeAll(async () => {
    talent = await created("talent", {
      workspace_id: RENFORT,
      first_name: "Paul",
      last_name: `Sonde ${tag}`,
      nationality_code: "FR",
      qualification_status: "qualified",
    });
    const job = await first("job", "select=id&name=like.Grutier*&order=id");
    const seed = await first(
      "contract",
      `select=*&workspace_id=eq.${RENFORT}&is_amendment=eq.false&contract_type=eq.mission&contract_reason=eq.activity_increase&end_date=not.is.null&order=id`,
    );
    const base = Object.fromEntries(
      Object.entries(seed).filter(([column]) => !["id", "created_at", "updated_at"].includes(column)),
    );
    contract = await created("contract", {
      ...base,
      contract_key: `TEST-PROBES-${tag}`,
      owner_id: account("manager").teamMemberId,
      talent_id: talent.id,
      job_id: job.id,
      medical_surveillance: "vip",
      is_risky_position: false,
      status: "validated",
      start_date: START,
      end_date: END,
      hourly_wage: 15,
      trial_period_days: null,
      definitive_end_date: null,
      definitive_end_reason: null,
      dpae_submitted_at: null,
      manager_validated_at: null,
      manager_validated_by: null,
    });
    // the crane's CACES, valid over the contract: only the medical aptitude decides below
    await created("document", {
      workspace_id: RENFORT,
      talent_id: talent.id,
      type: "caces",
      category: "R487",
      status: "valid",
      issued_at: "2025-01-10",
      expiry_date: "2030-01-09",
    });
  });

  it("RQ10: refuses a PPE request needed two weeks after the contract's start; accepts one needed the day before — R:CTR-PPE-BY-START", async () => {
    const token = await tokenOf("consultant");
    const ask = (neededBy: string) =>
      rest(token, "POST", "ppe_request", "select=id,needed_by", {
        body: { contract_id: contract.id, talent_id: talent.id, company_id: contract.company_id, needed_by: neededBy },
        prefer: ROLLBACK,
      });
    refused(
      await ask(addDays(START, 14)),
      "Les EPI sont remis avant la prise de poste : la date de besoin (le 15/03/2028) doit être au plus tard le début du contrat (le 01/03/2028)",
    );
    passed(await ask(addDays(START, -1)));
  });

  it("RQ12: refuses a carte BTP request while the talent's card runs past the contract's end — R:CTR-BTP-CARD-REQUEST, R:REQ-CARD-HELD", async () => {
    const card = await created("document", {
      workspace_id: RENFORT,
      talent_id: talent.id,
      type: "carte_btp",
      number: `BTP${tag}`,
      status: "valid",
      issued_at: "2025-06-01",
      expiry_date: "2030-05-31",
    });
    const token = await tokenOf("csm");
    const ask = () =>
      rest(token, "POST", "professional_card_request", "select=id", {
        body: { talent_id: talent.id, contract_id: contract.id, employer_siren: "732829320" },
        prefer: ROLLBACK,
      });
    refused(
      await ask(),
      "Ce talent a déjà une carte BTP valide jusqu'au 31/05/2030, après la fin du contrat (le 31/05/2028) : pas de nouvelle carte à demander (une carte d'intérimaire vaut 5 ans, quelle que soit l'agence)",
    );
    // a card that ends during the contract: a new one is needed
    await serviceRest("PATCH", "document", `id=eq.${String(card.id)}`, { body: { expiry_date: "2028-04-15" } });
    passed(await ask());
  });

  it("RQ14: refuses an AIPR recycling for a talent with no AIPR; accepts it once the initial is held — R:CTR-RECYCLING-HELD, R:REQ-TRAINING-RECYCLING", async () => {
    const token = await tokenOf("csm");
    const ask = () =>
      rest(token, "POST", "qualification_training_request", "select=id", {
        body: { talent_id: talent.id, qualification_type: "aipr", category: "Opérateur", training_kind: "recycling" },
        prefer: ROLLBACK,
      });
    refused(
      await ask(),
      "Un recyclage « AIPR » renouvelle une qualification que le talent détient : aucune attestation initiale n'est enregistrée pour lui (document vérifié ou formation certifiée) ; demandez une formation initiale",
    );
    passed(
      await rest(token, "POST", "qualification_training_request", "select=id", {
        body: { talent_id: talent.id, qualification_type: "aipr", category: "Opérateur", training_kind: "initial" },
        prefer: ROLLBACK,
      }),
    );
    await created("document", {
      workspace_id: RENFORT,
      talent_id: talent.id,
      type: "aipr",
      category: "Opérateur",
      status: "expiring_soon",
      issued_at: "2021-06-01",
      expiry_date: addDays(today(), 20),
    });
    passed(await ask());
  });

  describe("C16: the SIR aptitude of a crane operator, on the day the contract starts (R4624-24)", () => {
    const send = async () =>
      rest(await tokenOf("csm"), "PATCH", "contract", `id=eq.${String(contract.id)}&select=id,status`, {
        body: { status: "sent_for_signature" },
        prefer: ROLLBACK,
      });
    const MISSING =
      "Poste en suivi individuel renforcé (SIR) : le talent n'a pas d'avis d'aptitude médicale valide le 01/03/2028, jour de sa prise de poste (R4624-24)";
    let visit: Row;

    it("refuses the signature without an aptitude — R:CTR-DOC-SIR", async () => {
      refused(await send(), MISSING);
    });

    it("sends it with a fit notice valid on the start, even one that ends before the contract does — R:CTR-SIR-START-DAY, R:CTR-DOC-SIR", async () => {
      visit = await created("medical_checkup_request", {
        workspace_id: RENFORT,
        talent_id: talent.id,
        visit_type: "sir_initial",
        risk_reasons: ["driving_authorization"],
        status: "done",
      });
      const result = await serviceRest("POST", "medical_checkup_result", "", {
        body: {
          medical_checkup_request_id: visit.id,
          workspace_id: RENFORT,
          result: "fit",
          issued_at: today(),
          valid_until: "2028-04-15",
        },
      });
      expect(result.error).toBeNull();
      const r = await send();
      passed(r);
      expect(r.rows[0]).toMatchObject({ status: "sent_for_signature" });
    });

    it("refuses it when the notice has expired before the start — R:CTR-SIR-START-DAY, R:CTR-DOC-SIR", async () => {
      await serviceRest("PATCH", "medical_checkup_result", `medical_checkup_request_id=eq.${String(visit.id)}`, {
        body: { valid_until: "2028-02-28" },
      });
      refused(await send(), MISSING);
    });
  });
});
