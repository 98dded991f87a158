// The signer's page logic, out of the JSX: what a refused link means (from the database's
// French refusal, its hint or its message) and the signer's session shape.
import { drawTypedName, type SignatureCanvas } from "../../../src/lib/signature/typed-signature.ts";
export type SignatureSession = {
  party: "talent" | "client";
  signer_name: string;
  signer_email: string;
  expires_at: string;
  contract_key: string;
  job_name: string | null;
  start_date: string;
  end_date: string | null;
  talent_name: string;
  company_name: string | null;
  workspace_name: string;
  document_sha256: string;
};

export type LinkState = "unknown" | "used" | "expired" | "revoked" | "closed";

const BY_MESSAGE: Record<string, LinkState> = {
  "Lien de signature inconnu": "unknown",
  "Ce contrat a déjà été signé avec ce lien": "used",
  "Ce lien de signature a expiré": "expired",
  "Ce lien a été remplacé par un lien plus récent": "revoked",
  "Ce contrat n'attend plus de signature": "closed",
};

/** The state a refused link is in, or null when the error is something else (network, validation). */
export const linkStateOf = (error: unknown): LinkState | null => {
  if (!error || typeof error !== "object") return null;
  const e = error as { hint?: unknown; message?: unknown };
  if (typeof e.hint === "string" && e.hint in { unknown: 1, used: 1, expired: 1, revoked: 1, closed: 1 })
    return e.hint as LinkState;
  return typeof e.message === "string" ? (BY_MESSAGE[e.message] ?? null) : null;
};

/** The token of the page's address, or null when there is none worth asking about. */
export const tokenOf = (search: string): string | null => {
  const token = new URLSearchParams(search).get("token");
  return token && /^[A-Za-z0-9_-]{32,128}$/.test(token) ? token : null;
};

/** The PDF a link signs, served by the contract-documents function without a session. */
export const documentUrl = (supabaseUrl: string, token: string): string =>
  `${supabaseUrl.replace(/\/$/, "")}/functions/v1/contract-documents?token=${encodeURIComponent(token)}`;

/** A signature typed with the keyboard, drawn as an image (the same PNG evidence as a drawn one). */
export const typedSignature = (
  name: string,
  canvas: SignatureCanvas & Pick<HTMLCanvasElement, "toDataURL">,
): string => {
  const ctx = canvas.getContext("2d");
  if (!ctx) return "";
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.restore();
  drawTypedName(canvas, name, "#1f1f1f");
  return canvas.toDataURL("image/png");
};
