// The DPAE through the adapter and the server's simulator of the URSSAF's service
// (supabase/functions/dpae-send, dpae-urssaf-local; supabase/schemas/37_dpae_adapter.sql): the
// suites' server runs with DPAE_PROVIDER=simulator (tests/server/global-setup.ts) and leaves the
// queue to the tests (documentWorkerIntervalMs 0). On the seed's signed contract still without its
// DPAE, the CSM's « Envoyer la DPAE »: the simulator's anomaly is recorded with its code and
// French label; a timeout leaves the sending to be tried again, and the worker's next pass gets
// the acknowledgement — its reference and its receipt (a PDF the CSM opens) become the contract's
// DPAE, the deposit made once; a new request is refused and the worker sends nothing more.
// The contract and its talent are put back as the seed left them.
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { raw, serviceRoleKey } from "../helpers.ts";

type Contract = { id: string; talent_id: string; workspace_id: string };
type Sending = {
  id: string;
  status: string;
  attempts: number;
  flow_id: string | null;
  reference: string | null;
  anomaly_code: string | null;
  anomaly_label: string | null;
  receipt_file: string | null;
};

const service = (path: string, body?: unknown, method = "POST") =>
  raw(`/functions/v1/${path}`, {
    method,
    token: serviceRoleKey(),
    headers: { "content-type": "application/json" },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const send = async (token: string, contractId: string) => {
  const res = await raw("/functions/v1/dpae-send", {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ contract_id: contractId }),
  });
  return { status: res.status, body: (await res.json()) as { sending?: Sending; message?: string } };
};

/** The day in Paris `offset` days from today (YYYY-MM-DD). */
const parisDay = (offset: number) => {
  const paris = new Date(new Date().toLocaleString("en-US", { timeZone: "Europe/Paris" }));
  paris.setDate(paris.getDate() + offset);
  return `${paris.getFullYear()}-${String(paris.getMonth() + 1).padStart(2, "0")}-${String(paris.getDate()).padStart(2, "0")}`;
};

// a NIR of its own: woman born in May 1994 in the Rhône, its key computed
const NIR = (() => {
  const n = `2940569${String(Date.now() % 1_000_000).padStart(6, "0")}`;
  return `${n}${String(97 - Number(BigInt(n) % 97n)).padStart(2, "0")}`;
})();

let contract: Contract;
let talentBefore: Record<string, unknown>;
let privateBefore: Record<string, unknown> | undefined;

beforeAll(async () => {
  // the demo's signed contract without a DPAE starts the day after the seed ran: tomorrow, or
  // today when the suite runs past midnight in Paris after a seed of the evening before
  const found = await serviceRest(
    "GET",
    "contract",
    `status=eq.signed&dpae_submitted_at=is.null&is_amendment=is.false&contract_type=eq.mission&start_date=in.(${parisDay(0)},${parisDay(1)})&select=id,talent_id,workspace_id&limit=1`,
  );
  expect(found.rows.length, "le contrat signé sans DPAE de la démonstration").toBe(1);
  contract = found.rows[0] as Contract;
  talentBefore = (
    await serviceRest("GET", "talent", `id=eq.${contract.talent_id}&select=civility,birth_date,nationality_code`)
  ).rows[0]!;
  privateBefore = (
    await serviceRest(
      "GET",
      "talent_private",
      `talent_id=eq.${contract.talent_id}&select=social_security_number,birth_place,birth_country_code`,
    )
  ).rows[0];
  await serviceRest("PATCH", "talent", `id=eq.${contract.talent_id}`, {
    body: { civility: "mrs", birth_date: "1994-05-12", nationality_code: "FR" },
  });
  const privateValues = { social_security_number: NIR, birth_place: "Lyon", birth_country_code: "FR" };
  if (privateBefore)
    await serviceRest("PATCH", "talent_private", `talent_id=eq.${contract.talent_id}`, { body: privateValues });
  else
    await serviceRest("POST", "talent_private", "", {
      body: { talent_id: contract.talent_id, workspace_id: contract.workspace_id, ...privateValues },
    });
});

afterAll(async () => {
  if (!contract) return;
  await serviceRest("DELETE", "contract_dpae_sending", `contract_id=eq.${contract.id}`);
  await serviceRest("DELETE", "contract_dpae_event", `contract_id=eq.${contract.id}`);
  await serviceRest("PATCH", "contract", `id=eq.${contract.id}`, {
    body: { dpae_submitted_at: null, dpae_reference: null, dpae_receipt_file: null },
  });
  await serviceRest("PATCH", "talent", `id=eq.${contract.talent_id}`, { body: talentBefore });
  if (privateBefore)
    await serviceRest("PATCH", "talent_private", `talent_id=eq.${contract.talent_id}`, { body: privateBefore });
  else await serviceRest("DELETE", "talent_private", `talent_id=eq.${contract.talent_id}`);
});

describe("dpae-send with the URSSAF simulator", () => {
  it("says which adapter is configured", async () => {
    const csm = await signIn(account("csm"));
    const res = await raw("/functions/v1/dpae-send", { method: "GET", token: csm });
    expect(await res.json()).toEqual({ provider: "simulator", send_at_signature: true });
  });

  it("records an anomaly, then a timeout tried again, then the acknowledgement on the contract, and never sends twice", async () => {
    const csm = await signIn(account("csm"));
    // a consultant may not send it: the database's message
    const consultant = await signIn(account("consultant"));
    expect(await send(consultant, contract.id)).toEqual({
      status: 403,
      body: expect.objectContaining({ message: "Seuls les CSM envoient la DPAE d'un contrat" }),
    });

    // the service's anomaly: its code and French label
    expect((await service("dpae-urssaf-local/simulate", { nir: NIR, answer: "anomaly" })).status).toBe(200);
    const anomaly = await send(csm, contract.id);
    expect(anomaly.status).toBe(200);
    expect(anomaly.body.sending).toMatchObject({
      status: "anomaly",
      anomaly_code: "DUE-E012",
      anomaly_label: "NIR incohérent avec la date de naissance",
    });

    // a timeout: the sending waits for its next try
    expect((await service("dpae-urssaf-local/simulate", { nir: NIR, answer: "timeout", times: 1 })).status).toBe(200);
    const timedOut = await send(csm, contract.id);
    expect(timedOut.body.sending).toMatchObject({ status: "to_send", attempts: 1, flow_id: null });
    // the worker's pass before the time comes takes nothing
    expect(await (await service("dpae-send", { limit: 10 })).json()).toMatchObject({ claimed: 0 });
    await serviceRest("PATCH", "contract_dpae_sending", `id=eq.${timedOut.body.sending!.id}`, {
      body: { next_attempt_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(await (await service("dpae-send", { limit: 10 })).json()).toMatchObject({
      provider: "simulator",
      claimed: 1,
      acknowledged: 1,
    });

    // the acknowledgement is the contract's DPAE, its receipt a PDF the CSM opens
    const sending = (await rest(csm, "GET", "contract_dpae_sending", `id=eq.${timedOut.body.sending!.id}&select=*`))
      .rows[0] as Sending;
    expect(sending).toMatchObject({ status: "acknowledged", attempts: 2 });
    expect(sending.reference).toMatch(/^SIMU-[0-9A-Z]{12}$/);
    const row = (
      await rest(
        csm,
        "GET",
        "contract",
        `id=eq.${contract.id}&select=dpae_reference,dpae_receipt_file,dpae_submitted_at`,
      )
    ).rows[0] as { dpae_reference: string; dpae_receipt_file: string; dpae_submitted_at: string };
    expect(row.dpae_reference).toBe(sending.reference);
    expect(row.dpae_receipt_file).toBe(
      `${contract.workspace_id}/contracts/${contract.id}/dpae/accuse-${sending.reference}.pdf`,
    );
    const file = await raw(`/storage/v1/object/authenticated/documents/${row.dpae_receipt_file}`, { token: csm });
    expect(file.status).toBe(200);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // the service's return XML travels inside it, attached
    expect(pdf.includes(Buffer.from("/EmbeddedFile"))).toBe(true);
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Accusé de réception DPAE ${sending.reference}`);

    const events = (
      await rest(csm, "GET", "contract_dpae_event", `contract_id=eq.${contract.id}&select=kind&order=occurred_at`)
    ).rows.map((e) => e.kind);
    expect(events).toEqual(["queued", "sent", "anomaly", "queued", "timeout", "sent", "acknowledged"]);

    // never twice: the request is refused, the worker sends nothing, the simulator saw one accepted deposit after the anomaly
    const again = await send(csm, contract.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `La DPAE de ce contrat a déjà reçu son accusé de réception (référence ${sending.reference}) : elle n'est pas envoyée deux fois`,
    );
    expect(await (await service("dpae-send", { limit: 10 })).json()).toMatchObject({ claimed: 0 });
    expect(await (await service(`dpae-urssaf-local/deposits?nir=${NIR}`, undefined, "GET")).json()).toEqual({
      count: 2,
    });
  });

  it("the simulator refuses wrong credentials and an unknown token, as the service does", async () => {
    const auth = await raw("/functions/v1/dpae-urssaf-local/authentifier_dpae", {
      method: "POST",
      headers: { "content-type": "application/xml" },
      body: "<identifiants><siret>1</siret><nom>X</nom><prenom>Y</prenom><motdepasse>faux</motdepasse><service>25</service></identifiants>",
    });
    expect(auth.status).toBe(422);
    const deposit = await raw("/functions/v1/dpae-urssaf-local/deposer-dsn/1.0/", {
      method: "POST",
      headers: { authorization: "DSNLogin jeton=inconnu", "content-type": "application/xml" },
      body: "<FR_DUE_Upload/>",
    });
    expect(deposit.status).toBe(401);
  });
});
