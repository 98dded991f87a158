// The DPAE's exchange with the URSSAF, behind one adapter like the signature provider and the
// plateforme agréée (docs/configuration.md, « DPAE »). DPAE_PROVIDER chooses it:
//   manual     (default) nothing is sent: the user declares on net-entreprises.fr and records it;
//   urssaf     the URSSAF's machine-to-machine DPAE service, with the agency's credentials;
//   simulator  the server's local stand-in (`dpae-urssaf-local`), which answers like it.
// The calls follow the flow the URSSAF's DPAE service is described with (the same three steps as
// net-entreprises' DSN deposit API); what was checked against public documentation and what was
// not is said in docs/configuration.md:
//   1. POST {auth}      XML <identifiants><siret/><nom/><prenom/><motdepasse/><service/></identifiants>
//                       → 200 the token (text), 422 wrong credentials
//   2. POST {deposit}   the declaration, an XML « FR_DUE_Upload » in ISO-8859-1, gzipped;
//                       header `Authorization: DSNLogin jeton=<token>` → XML holding <idflux>
//   3. GET  {results}{idflux} → JSON { retours: { flux: [{ id, retour: [{ url, … }] }] } }; each
//                       url → the return XML (profil="DPAE"): <etat_conformite>OK</etat_conformite>
//                       with <certificat_conformite>, or KO with <message> (and a <code>)
// A call that does not answer within DPAE_TIMEOUT_MS, or answers 5xx, is a timeout: the queue
// tries again (the deposit only when no idflux was received; else only the results).
import type { Project } from "../project-api.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export type DpaeProviderName = "manual" | "urssaf" | "simulator";

export type DpaeDeclaration = {
  sending_id: string;
  workspace_id: string;
  contract_id: string;
  employer: {
    siret: string;
    legal_name: string;
    naf_code: string;
    street: string;
    postal_code: string;
    city: string;
    occupational_health_service: string;
  };
  employee: {
    last_name: string;
    birth_name: string;
    first_name: string;
    sex: "M" | "F";
    birth_date: string;
    birth_place: string;
    birth_country_code: string;
    nationality_code: string;
    nir: string;
  };
  contract: {
    contract_key: string;
    nature: string;
    hiring_date: string;
    hiring_time: string;
    /** the end date, or for an imprecise term the last day of its minimum duration */
    end_date: string | null;
    /** absent in declarations queued before the imprecise term was declared */
    is_precise_term?: boolean;
    minimum_duration_days?: number | null;
    trial_period_days: number | null;
  };
};

export type DpaeResult =
  | { state: "pending" }
  | { state: "acknowledged"; reference: string; returnXml: string }
  | { state: "anomaly"; code: string; label: string };

export type DpaeAdapter = {
  provider: DpaeProviderName;
  deposit: (d: DpaeDeclaration) => Promise<{ flowId: string }>;
  result: (flowId: string) => Promise<DpaeResult>;
};

/** The service did not answer in time (or answered 5xx): tried again later. */
export class DpaeTimeout extends Error {}
/** The service refused the call itself (credentials, a malformed flow): an anomaly. */
export class DpaeRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const providerName = (): DpaeProviderName => {
  const v = (Deno.env.get("DPAE_PROVIDER") ?? "manual").trim().toLowerCase();
  return v === "urssaf" || v === "simulator" ? v : "manual";
};

/** Whether the sendings queued at the signature leave on their own (DPAE_SEND_AT_SIGNATURE, default 1). */
export const sendsAtSignature = (): boolean => Deno.env.get("DPAE_SEND_AT_SIGNATURE") !== "0";

type Config = {
  auth: string;
  deposit: string;
  results: string;
  siret: string;
  lastName: string;
  firstName: string;
  password: string;
  service: string;
  test: boolean;
  timeoutMs: number;
};

/** The URSSAF's endpoints and credentials (urssaf), or the local simulator's; null when incomplete. */
export const dpaeConfig = (p: Project, provider: DpaeProviderName): Config | null => {
  const timeoutMs = Number(Deno.env.get("DPAE_TIMEOUT_MS")) || 30_000;
  if (provider === "simulator") {
    const base = `${p.url}/functions/v1/dpae-urssaf-local`;
    return {
      auth: `${base}/authentifier_dpae`,
      deposit: `${base}/deposer-dsn/1.0/`,
      results: `${base}/lister-retours-flux/2.0/`,
      siret: "",
      lastName: "RENFORT",
      firstName: "SIMULATEUR",
      password: p.serviceKey,
      service: "25",
      test: true,
      timeoutMs,
    };
  }
  if (provider !== "urssaf") return null;
  const env = (name: string) => Deno.env.get(name)?.trim() || null;
  const auth = env("DPAE_URSSAF_AUTH_URL");
  const deposit = env("DPAE_URSSAF_DEPOSIT_URL");
  const results = env("DPAE_URSSAF_RESULTS_URL");
  const siret = env("DPAE_URSSAF_SIRET");
  const lastName = env("DPAE_URSSAF_LAST_NAME");
  const firstName = env("DPAE_URSSAF_FIRST_NAME");
  const password = env("DPAE_URSSAF_PASSWORD");
  const service = env("DPAE_URSSAF_SERVICE");
  if (!auth || !deposit || !results || !siret || !lastName || !firstName || !password || !service) return null;
  return {
    auth,
    deposit,
    results: results.endsWith("/") ? results : `${results}/`,
    siret,
    lastName,
    firstName,
    password,
    service,
    test: env("DPAE_URSSAF_TEST") === "1",
    timeoutMs,
  };
};

const xmlText = (v: string | number | null | undefined) =>
  String(v ?? "").replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** ISO-8859-1 bytes of a text (the DUE's encoding); a character outside it becomes « ? ». */
export const latin1 = (text: string): Uint8Array =>
  Uint8Array.from(Array.from(text), (ch) => {
    const code = ch.codePointAt(0) ?? 63;
    return code < 256 ? code : 63;
  });

const ddmmyyyy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` : "");

/** The declaration as the DUE's XML (FR_DUE_Upload), the tags the service's flow is described with. */
export const dueXml = (d: DpaeDeclaration, test: boolean): string => {
  const nir = d.employee.nir.replace(/\s/g, "");
  // the birth department of a person born in France, read from the NIR (its 6th and 7th characters); 99 abroad
  const department = d.employee.birth_country_code === "FR" ? nir.slice(5, 7) : "99";
  return `<?xml version="1.0" encoding="ISO-8859-1" ?>
<FR_DUE_Upload xmlns:rxorg="http://www.repxml.org/Organization" xmlns:rxpadr="http://www.repxml.org/PostalAddress" xmlns:rxpers="http://www.repxml.org/Person_Identity">
  <FR_DUE_Upload.Test.Indicator>${test ? 1 : 120}</FR_DUE_Upload.Test.Indicator>
  <FR_DuesGroup>
    <FR_Employer>
      <FR_EmployerIdentity>
        <rxorg:FR_Organization.SIRET.Identifier>${xmlText(d.employer.siret)}</rxorg:FR_Organization.SIRET.Identifier>
        <rxorg:FR_Organization.Designation.Text>${xmlText(d.employer.legal_name)}</rxorg:FR_Organization.Designation.Text>
        <rxorg:FR_Organization.APE.Code>${xmlText(d.employer.naf_code.replace(".", ""))}</rxorg:FR_Organization.APE.Code>
      </FR_EmployerIdentity>
      <FR_EmployerAddress>
        <rxpadr:FR_PostalAddress.StreetDesignation.Text>${xmlText(d.employer.street)}</rxpadr:FR_PostalAddress.StreetDesignation.Text>
        <rxpadr:FR_PostalAddress.Town.Text>${xmlText(d.employer.city)}</rxpadr:FR_PostalAddress.Town.Text>
        <rxpadr:FR_PostalAddress.Postal.Code>${xmlText(d.employer.postal_code)}</rxpadr:FR_PostalAddress.Postal.Code>
      </FR_EmployerAddress>
    </FR_Employer>
    <FR_EmployeeGroup>
      <FR_Employee>
        <FR_EmployeeIdentity>
          <rxpers:FR_PersonIdentity.Surname.Text>${xmlText(d.employee.birth_name)}</rxpers:FR_PersonIdentity.Surname.Text>
          <rxpers:FR_PersonIdentity.UsualName.Text>${xmlText(d.employee.last_name)}</rxpers:FR_PersonIdentity.UsualName.Text>
          <rxpers:FR_PersonIdentity.ChristianName.Text>${xmlText(d.employee.first_name)}</rxpers:FR_PersonIdentity.ChristianName.Text>
          <rxpers:FR_PersonIdentity.Sex.Code>${d.employee.sex === "M" ? 1 : 2}</rxpers:FR_PersonIdentity.Sex.Code>
          <rxpers:FR_NNI>
            <rxpers:FR_NNI.NIR.Identifier>${xmlText(nir.slice(0, 13))}</rxpers:FR_NNI.NIR.Identifier>
            <rxpers:FR_NNI.NIRKey.Text>${xmlText(nir.slice(13, 15))}</rxpers:FR_NNI.NIRKey.Text>
          </rxpers:FR_NNI>
          <rxpers:FR_Birth>
            <rxpers:FR_Birth.Date>${ddmmyyyy(d.employee.birth_date)}</rxpers:FR_Birth.Date>
            <rxpers:FR_Birth.Town.Text>${xmlText(d.employee.birth_place)}</rxpers:FR_Birth.Town.Text>
          </rxpers:FR_Birth>
        </FR_EmployeeIdentity>
        <FR_EmployeeComplement>
          <FR_EmployeeComplement.Birth_Department.Code>${xmlText(department)}</FR_EmployeeComplement.Birth_Department.Code>
          <FR_EmployeeComplement.Nationality.Code>${xmlText(d.employee.nationality_code)}</FR_EmployeeComplement.Nationality.Code>
        </FR_EmployeeComplement>
      </FR_Employee>
      <FR_Contract>
        <FR_Contract.StartContract.Date>${ddmmyyyy(d.contract.hiring_date)}</FR_Contract.StartContract.Date>
        <FR_Contract.StartContract.Time>${d.contract.hiring_time.replace(":", "")}</FR_Contract.StartContract.Time>
        <FR_Contract.EndContract.Date>${ddmmyyyy(d.contract.end_date)}</FR_Contract.EndContract.Date>
        <FR_Contract.Nature.Code>${xmlText(d.contract.nature)}</FR_Contract.Nature.Code>
        <FR_Contract.TrialTime.Number>${d.contract.trial_period_days ?? 0}</FR_Contract.TrialTime.Number>
        <FR_Contract.HealthService.Text>${xmlText(d.employer.occupational_health_service)}</FR_Contract.HealthService.Text>
      </FR_Contract>
    </FR_EmployeeGroup>
  </FR_DuesGroup>
</FR_DUE_Upload>
`;
};

const gzip = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(
    await new Response(
      new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer(),
  );

/** fetch with the configured timeout; no answer, a network failure or a 5xx is a DpaeTimeout. */
const call = async (url: string, init: RequestInit, timeoutMs: number): Promise<Response> => {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new DpaeTimeout(`Pas de réponse du service de la DPAE (${e instanceof Error ? e.name : "réseau"})`);
  }
  if (res.status >= 500) throw new DpaeTimeout(`Le service de la DPAE répond ${res.status}`);
  return res;
};

const tag = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim() ?? null;

export const httpDpae = (provider: DpaeProviderName, c: Config): DpaeAdapter => {
  let token: string | null = null;
  const authenticate = async () => {
    if (token) return token;
    const body = `<identifiants><siret>${xmlText(c.siret)}</siret><nom>${xmlText(c.lastName)}</nom><prenom>${xmlText(c.firstName)}</prenom><motdepasse>${xmlText(c.password)}</motdepasse><service>${xmlText(c.service)}</service></identifiants>`;
    const res = await call(
      c.auth,
      { method: "POST", headers: { "Content-Type": "application/xml" }, body },
      c.timeoutMs,
    );
    const text = (await res.text()).trim();
    if (res.status === 422 || !res.ok) throw new DpaeRefused("AUTH", "Identifiants du service de la DPAE refusés");
    token = text;
    return token;
  };
  const auth = async () => ({ Authorization: `DSNLogin jeton=${await authenticate()}` });
  return {
    provider,
    deposit: async (d) => {
      const body = new Blob([new Uint8Array(await gzip(latin1(dueXml(d, c.test))))]);
      const res = await call(
        c.deposit,
        {
          method: "POST",
          headers: { ...(await auth()), "Content-Type": "application/xml", "Content-Encoding": "gzip" },
          body,
        },
        c.timeoutMs,
      );
      const text = await res.text();
      const flowId = tag(text, "idflux");
      if (!res.ok || !flowId)
        throw new DpaeRefused(`HTTP-${res.status}`, `Dépôt refusé par le service de la DPAE : ${text.slice(0, 300)}`);
      return { flowId };
    },
    result: async (flowId) => {
      const res = await call(`${c.results}${encodeURIComponent(flowId)}`, { headers: await auth() }, c.timeoutMs);
      if (!res.ok) throw new DpaeRefused(`HTTP-${res.status}`, `Consultation refusée par le service de la DPAE`);
      const list = (await res.json().catch(() => null)) as {
        retours?: { flux?: Array<{ retour?: Array<{ url?: string }> }> };
      } | null;
      const urls = (list?.retours?.flux ?? []).flatMap((f) => (f.retour ?? []).map((r) => r.url)).filter(Boolean);
      for (const url of urls as string[]) {
        const r = await call(url, { headers: await auth() }, c.timeoutMs);
        const xml = await r.text();
        if (!xml.includes('profil="DPAE"')) continue;
        const state = tag(xml, "etat_conformite");
        if (state === "KO")
          return {
            state: "anomaly",
            code: tag(xml, "code") ?? "KO",
            label: tag(xml, "message") ?? "Déclaration non conforme",
          };
        const certificate = tag(xml, "certificat_conformite");
        if (state === "OK" && certificate) return { state: "acknowledged", reference: certificate, returnXml: xml };
      }
      return { state: "pending" };
    },
  };
};

/** The adapter DPAE_PROVIDER chooses; null for « manual », or « urssaf » without its settings. */
export const dpaeAdapter = (p: Project): DpaeAdapter | null => {
  const provider = providerName();
  const config = dpaeConfig(p, provider);
  return config ? httpDpae(provider, config) : null;
};
