// The exchange with a plateforme agréée (PA), behind one adapter like the signature provider
// (docs/rules/invoice-platform.md). The agency's side speaks HTTP to the platform configured by
// PLATFORM_URL and PLATFORM_API_KEY; without them, to the local platform of the server
// (`platform-local`), which answers as a PA would. The calls, modelled on the PA API of the
// reform (a flow per document, its lifecycle statuses):
//   POST {base}/v1/flows                       multipart: flowInfo (JSON) + file (the Factur-X PDF)
//        → 200 { flowId, status: "200", at } or { flowId, status: "213", reason, at }
//   POST {base}/v1/flows/{flowId}/statuses     JSON { status: "212", amount, date }
//        → 200 { status, at }
// A platform that cannot be reached, or answers 5xx, is tried again by the queue; 4xx is final.
import { ApiError, type Project } from "../project-api.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export type DepositStatus = "200" | "213";
export type Deposit = { flowId: string; status: DepositStatus; reason: string | null; at: string };
export type FlowInfo = {
  /** our record: a platform answers the same flow for the same trackingId (a deposit tried twice) */
  trackingId: string;
  name: string;
  flowSyntax: "Factur-X";
  flowProfile: "EN16931";
  processingRule: "B2B";
  sellerSiren: string | null;
  buyerSiren: string | null;
  sha256: string;
};
export type StatusMessage = { status: "212"; amount: number; date: string; invoiceNumber: string };

export type PlatformAdapter = {
  deposit: (info: FlowInfo, pdf: Uint8Array) => Promise<Deposit>;
  sendStatus: (flowId: string, message: StatusMessage) => Promise<{ at: string }>;
};

/** The platform's base URL and key: the configured PA, else the server's local one. */
export const platformConfig = (p: Project): { base: string; key: string; local: boolean } => {
  const url = Deno.env.get("PLATFORM_URL");
  const key = Deno.env.get("PLATFORM_API_KEY");
  if (url && key) return { base: url.replace(/\/$/, ""), key, local: false };
  return { base: `${p.url}/functions/v1/platform-local`, key: p.serviceKey, local: true };
};

const answer = async <T>(res: Response): Promise<T> => {
  const body = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok)
    throw new ApiError(res.status >= 500 ? 503 : 422, {
      message: `Plateforme : ${body.message ?? `HTTP ${res.status}`}`,
    });
  return body;
};

export const httpPlatform = (base: string, key: string): PlatformAdapter => ({
  deposit: async (info, pdf) => {
    const form = new FormData();
    form.append("flowInfo", JSON.stringify(info));
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), info.name);
    const res = await fetch(`${base}/v1/flows`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}` },
      body: form,
    });
    const d = await answer<Deposit>(res);
    if (typeof d.flowId !== "string" || (d.status !== "200" && d.status !== "213"))
      throw new ApiError(503, { message: "Plateforme : réponse au dépôt illisible" });
    return { flowId: d.flowId, status: d.status, reason: d.reason ?? null, at: d.at };
  },
  sendStatus: async (flowId, message) => {
    const res = await fetch(`${base}/v1/flows/${encodeURIComponent(flowId)}/statuses`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(message),
    });
    return answer<{ at: string }>(res);
  },
});
