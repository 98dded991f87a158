// /functions/v1/pay-net — the net pay figures the database trusts, computed by the server with the
// pay engine (URSSAF's rules: modele-social evaluated by publicodes, ../_shared/pay-engine/), never
// by a browser (docs/rules/pay.md#acomptes):
//   POST { talent_id, month?, contract_id? }  with the caller's token → an acompte's figures: the
//     month's gross earned, read AS THE CALLER (public.advance_payment_earnings: 404 for a talent
//     they do not read, or whose acomptes they may not see), its net before tax computed here and
//     recorded with the service role (public.record_pay_engine_net → public.pay_engine_net, the
//     only net the acompte's trigger accepts) → { talent_id, month, contract_key, gross, net,
//     already_advanced, max_ratio, ceiling, computed_at } (net and ceiling null when no hour of
//     the month is signed: gross 0);
//   POST { pay_tracking_id } → a pay line's net estimate, read as the caller
//     (public.pay_tracking_net_estimate: 404 for a line they do not read), its engine net computed
//     and recorded the same way when the line's gross has none yet → { pay_tracking_id, month,
//     gross, net_before_tax, estimated_net, computed_at };
//   POST { talent_space: true } with a talent's token (the talent space, issue #50) → their own
//     acompte's figures this month: public.talent_space_advance, read as the caller (their access
//     in force, their own record only), its net computed and recorded the same way when the
//     gross has none yet → the function's answer (month, earned_gross, net, ceiling, min_amount,
//     blocked, requests);
//   POST { gross, month } → { gross, month, net }: the engine's net of a gross, nothing read nor
//     stored (the calculators' simulations run the same engine in the browser: the parity test).
// A figure already recorded for the same gross is returned as it is (no engine run). The engine is
// built once per process (a few seconds of CPU) and kept: locally the server's, on hosted
// Supabase the edge runtime's worker (docs/configuration.md, « Calcul des nets »).
import { loadPayEngine, monthNetBeforeTax } from "../_shared/pay-engine/engine.ts";
import { ApiError, project, rpc, type As, type Project } from "../_shared/project-api.ts";

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-retry-count",
};

const json = (status: number, body: unknown) => Response.json(body, { status, headers: corsHeaders });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A month as "YYYY-MM" or any of its days "YYYY-MM-DD" (its first day is used). */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
/** The largest gross a pay line or an acompte holds (numeric(12,2)). */
const MAX_GROSS = 9_999_999_999.99;

type Earnings = {
  talent_id: string;
  month: string;
  contract_key: string | null;
  earned_gross: number;
  already_advanced: number;
  max_ratio: number;
  net: number | null;
  ceiling: number | null;
  computed_at: string | null;
};

type PayEstimate = {
  pay_tracking_id: string;
  talent_id: string;
  month: string;
  gross_total: number;
  net_before_tax: number | null;
  estimated_net: number | null;
  computed_at: string | null;
};

type Body = {
  talent_id?: unknown;
  month?: unknown;
  contract_id?: unknown;
  pay_tracking_id?: unknown;
  gross?: unknown;
};

/** The role of the caller's token (its signature is checked by the gate before the handler runs). */
const roleOf = (authorization: string): string | null => {
  try {
    const payload = authorization.replace(/^Bearer\s+/i, "").split(".")[1] ?? "";
    const text = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const role = (JSON.parse(text) as { role?: unknown }).role;
    return typeof role === "string" ? role : null;
  } catch {
    return null;
  }
};

const firstDay = (month: string): string => {
  const [, y, m] = MONTH.exec(month)!;
  return `${y}-${m}-01`;
};

/** The engine's net of `gross` for the month, recorded with the service role for the talent. */
const record = async (p: Project, talentId: string, month: string, gross: number): Promise<void> => {
  const net = monthNetBeforeTax(await loadPayEngine(), gross, month);
  await rpc(p, "service", "record_pay_engine_net", {
    p_talent_id: talentId,
    p_month: month,
    p_gross: gross,
    p_net: net,
  });
};

const advance = async (p: Project, caller: As, talentId: string, month: string | null, contractId: string | null) => {
  const read = () =>
    rpc<Earnings[]>(p, caller, "advance_payment_earnings", {
      p_talent_id: talentId,
      p_month: month,
      p_contract_id: contractId,
    });
  let row = (await read())[0];
  if (!row) return json(404, { message: "Talent introuvable ou acomptes non consultables avec vos droits" });
  const gross = Number(row.earned_gross);
  if (gross > 0 && row.net === null) {
    await record(p, talentId, row.month, gross);
    // read again as the caller: the figures are the database's, with the net just recorded
    row = (await read())[0] ?? row;
  }
  return json(200, {
    talent_id: row.talent_id,
    month: row.month,
    contract_key: row.contract_key,
    gross,
    net: row.net === null ? null : Number(row.net),
    already_advanced: Number(row.already_advanced),
    max_ratio: Number(row.max_ratio),
    ceiling: row.ceiling === null ? null : Number(row.ceiling),
    computed_at: row.computed_at,
  });
};

type TalentAdvance = { talent_id: string; month: string; earned_gross: number; net: number | null } & Record<
  string,
  unknown
>;

const talentSpace = async (p: Project, caller: As) => {
  const read = () => rpc<TalentAdvance>(p, caller, "talent_space_advance", {});
  let figures = await read();
  const gross = Number(figures.earned_gross);
  // the talent is the caller's own (their access, read by the database), never the request's
  if (gross > 0 && figures.net === null) {
    await record(p, figures.talent_id, figures.month, gross);
    figures = await read();
  }
  return json(200, figures);
};

const payLine = async (p: Project, caller: As, payTrackingId: string) => {
  const read = () => rpc<PayEstimate[]>(p, caller, "pay_tracking_net_estimate", { p_pay_tracking_id: payTrackingId });
  let row = (await read())[0];
  if (!row) return json(404, { message: "Paie introuvable ou non consultable avec vos droits" });
  const gross = Number(row.gross_total);
  if (gross > 0 && row.net_before_tax === null) {
    await record(p, row.talent_id, row.month, gross);
    row = (await read())[0] ?? row;
  }
  return json(200, {
    pay_tracking_id: row.pay_tracking_id,
    month: row.month,
    gross,
    net_before_tax: row.net_before_tax === null ? null : Number(row.net_before_tax),
    estimated_net: row.estimated_net === null ? null : Number(row.estimated_net),
    computed_at: row.computed_at,
  });
};

async function payNet(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json(405, { message: "Method not allowed" });
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const body = (await req.json().catch(() => null)) as Body | null;
  const caller: As = { authorization: req.headers.get("authorization") ?? "" };
  const month = body?.month ?? null;
  if (month !== null && (typeof month !== "string" || !MONTH.test(month)))
    return json(400, { message: "Requête invalide : le mois s'écrit AAAA-MM ou AAAA-MM-JJ" });
  try {
    if ((body as { talent_space?: unknown } | null)?.talent_space === true) return await talentSpace(p, caller);
    if (typeof body?.pay_tracking_id === "string" && UUID.test(body.pay_tracking_id))
      return await payLine(p, caller, body.pay_tracking_id);
    if (typeof body?.talent_id === "string" && UUID.test(body.talent_id)) {
      const contractId = body.contract_id ?? null;
      if (contractId !== null && (typeof contractId !== "string" || !UUID.test(contractId)))
        return json(400, { message: "Requête invalide : contract_id" });
      return await advance(p, caller, body.talent_id, month === null ? null : firstDay(month), contractId);
    }
    if (body?.gross !== undefined) {
      // a signed-in user's simulation: the anonymous key does not run the engine
      if (roleOf(caller.authorization) !== "authenticated")
        return json(401, { message: "Connectez-vous pour calculer un net" });
      const gross = body.gross;
      if (typeof gross !== "number" || !Number.isFinite(gross) || gross < 0 || gross > MAX_GROSS || month === null)
        return json(400, { message: "Requête invalide : un brut positif en euros et son mois" });
      const on = firstDay(month);
      return json(200, { gross, month: on, net: monthNetBeforeTax(await loadPayEngine(), gross, on) });
    }
    return json(400, { message: "Requête invalide : talent_id (et month), pay_tracking_id, ou gross et month" });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return json(error.status, error.body);
    console.error("pay-net", error);
    return json(500, { message: "Le net n'a pas pu être calculé par le serveur" });
  }
}

export default { fetch: payNet };
