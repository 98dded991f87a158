// /functions/v1/dpae-urssaf-local — a stand-in for the URSSAF's DPAE service, for development and
// tests (DPAE_PROVIDER=simulator, docs/configuration.md « DPAE »). It answers the calls of
// _shared/dpae/adapter.ts as the service is described to:
//   POST /authentifier_dpae             XML identifiants; the password is the service key → a token
//                                       (text), else 422
//   POST /deposer-dsn/1.0/              the gzipped ISO-8859-1 « FR_DUE_Upload », `Authorization:
//                                       DSNLogin jeton=…` → XML <idflux> (23 characters)
//   GET  /lister-retours-flux/2.0/{id}  → JSON { retours: { flux: [{ id, retour: [{ url }] }] } }
//   GET  /retour/{id}                   → the return XML (profil="DPAE"): OK with its
//                                       <certificat_conformite> (the reference, « SIMU-… »), or KO
//                                       with <code> and <message> in French
//   POST /simulate                      (service key) { nir, answer: "anomaly" | "timeout", times?,
//                                       code?, label? }: the next deposits of that NIR answer so
//                                       (a timeout is a 504, `times` times, then accepted)
//   GET  /deposits?nir=                 (service key) how many deposits that NIR made (the tests)
// State lives in the process's memory. verifyJwt off: the service has its own token. Not deployed
// to hosted Supabase: there, DPAE_PROVIDER is « urssaf » or « manual ».
import { project } from "../_shared/project-api.ts";

export const verifyJwt = false;

type Scenario = { answer: "anomaly" | "timeout"; times: number; code: string; label: string };
type Flow = { id: string; nir: string; ok: boolean; code: string; label: string; reference: string };

const tokens = new Set<string>();
const scenarios = new Map<string, Scenario>();
const flows = new Map<string, Flow>();
const deposits = new Map<string, number>();

const text = (status: number, body: string, type = "application/xml") =>
  new Response(body, { status, headers: { "Content-Type": `${type}; charset=utf-8` } });
const json = (status: number, body: unknown) => Response.json(body, { status });
const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim() ?? "";

const random = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"[b % 34]).join("");

const authorized = (req: Request) => {
  const m = /^DSNLogin jeton=(.+)$/.exec(req.headers.get("authorization") ?? "");
  return !!m && tokens.has(m[1]!);
};

const gunzipLatin1 = async (req: Request): Promise<string> => {
  const raw = new Uint8Array(await req.arrayBuffer());
  const bytes =
    req.headers.get("content-encoding") === "gzip"
      ? new Uint8Array(
          await new Response(new Blob([raw]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer(),
        )
      : raw;
  return Array.from(bytes, (b) => String.fromCharCode(b)).join("");
};

const deposit = async (req: Request): Promise<Response> => {
  if (!authorized(req)) return text(401, "<erreur>Jeton invalide</erreur>");
  const xml = await gunzipLatin1(req);
  const nir = tag(xml, "rxpers:FR_NNI.NIR.Identifier") + tag(xml, "rxpers:FR_NNI.NIRKey.Text");
  if (!xml.includes("<FR_DUE_Upload") || !tag(xml, "rxorg:FR_Organization.SIRET.Identifier"))
    return text(400, "<erreur>Flux illisible</erreur>");
  const scenario = scenarios.get(nir);
  if (scenario?.answer === "timeout" && scenario.times > 0) {
    scenario.times -= 1;
    return text(504, "<erreur>Délai dépassé</erreur>");
  }
  deposits.set(nir, (deposits.get(nir) ?? 0) + 1);
  const id = `${new Date().toISOString().slice(0, 10).replace(/-/g, "")}${random(15)}`;
  const anomaly = scenario?.answer === "anomaly";
  if (anomaly) scenarios.delete(nir);
  flows.set(id, {
    id,
    nir,
    ok: !anomaly,
    code: scenario?.code ?? "",
    label: scenario?.label ?? "",
    reference: `SIMU-${random(12)}`,
  });
  return text(200, `<?xml version="1.0" encoding="UTF-8"?><depot><idflux>${id}</idflux></depot>`);
};

async function dpaeUrssafLocal(req: Request): Promise<Response> {
  const p = project();
  if (!p) return json(500, { message: "Function not configured" });
  const url = new URL(req.url);
  const path = url.pathname.replace(/^.*\/dpae-urssaf-local/, "");
  const isService = req.headers.get("authorization") === `Bearer ${p.serviceKey}`;

  if (req.method === "POST" && path === "/authentifier_dpae") {
    const body = await req.text();
    if (tag(body, "motdepasse") !== p.serviceKey) return text(422, "Authentification incorrecte", "text/plain");
    const token = random(40);
    tokens.add(token);
    return text(200, token, "text/plain");
  }
  if (req.method === "POST" && path === "/deposer-dsn/1.0/") return deposit(req);
  const list = /^\/lister-retours-flux\/2\.0\/([^/]+)$/.exec(path);
  if (req.method === "GET" && list) {
    if (!authorized(req)) return json(401, { message: "Jeton invalide" });
    const flow = flows.get(decodeURIComponent(list[1]!));
    const base = `${p.url}/functions/v1/dpae-urssaf-local`;
    return json(200, {
      retours: {
        flux: flow
          ? [
              {
                id: flow.id,
                retour: [{ id: `R${flow.id}`, nature: "DPAE", statut: "DISPONIBLE", url: `${base}/retour/${flow.id}` }],
              },
            ]
          : [],
      },
    });
  }
  const back = /^\/retour\/([^/]+)$/.exec(path);
  if (req.method === "GET" && back) {
    if (!authorized(req)) return text(401, "<erreur>Jeton invalide</erreur>");
    const flow = flows.get(decodeURIComponent(back[1]!));
    if (!flow) return text(404, "<erreur>Retour inconnu</erreur>");
    const at = new Date().toISOString();
    return text(
      200,
      flow.ok
        ? `<?xml version="1.0" encoding="UTF-8"?><retour profil="DPAE" idflux="${flow.id}" simulateur="oui"><date_reception>${at}</date_reception><etat_conformite>OK</etat_conformite><certificat_conformite>${flow.reference}</certificat_conformite></retour>`
        : `<?xml version="1.0" encoding="UTF-8"?><retour profil="DPAE" idflux="${flow.id}" simulateur="oui"><date_reception>${at}</date_reception><etat_conformite>KO</etat_conformite><code>${flow.code}</code><message>${flow.label}</message></retour>`,
    );
  }
  if (req.method === "POST" && path === "/simulate") {
    if (!isService) return json(403, { message: "Réservé au service" });
    const b = (await req.json().catch(() => null)) as Partial<Scenario> & { nir?: string };
    if (!b?.nir || (b.answer !== "anomaly" && b.answer !== "timeout"))
      return json(400, { message: "nir et answer (anomaly | timeout) sont requis" });
    scenarios.set(b.nir, {
      answer: b.answer,
      times: b.times ?? 1,
      code: b.code ?? "DUE-E012",
      label: b.label ?? "NIR incohérent avec la date de naissance",
    });
    return json(200, { ok: true });
  }
  if (req.method === "GET" && path === "/deposits") {
    if (!isService) return json(403, { message: "Réservé au service" });
    return json(200, { count: deposits.get(url.searchParams.get("nir") ?? "") ?? 0 });
  }
  return json(404, { message: "Inconnu du service de la DPAE" });
}

export default { fetch: dpaeUrssafLocal };
