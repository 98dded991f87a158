// The signer's page logic, out of the JSX: what a refused link means (from the database's
// French refusal, its hint or its message), the signer's session shape (a contract's copy, an
// amendment's, or a client's commercial conditions: one page, one mechanism) and the texts naming
// what is signed.
import type { Enums } from "../../../src/database.types.ts";
import { drawTypedName, type SignatureCanvas } from "../../../src/lib/signature/typed-signature.ts";

/** What a link signs: a contract's copy, an amendment's copy, or a version of a client's commercial conditions. */
export type SignedDocument = "contract" | "amendment" | "commercial_condition";

/** One term an amendment changes (contract.amendment_changes): its column, former and new values. */
export type AmendmentChange = { field: string; old: unknown; new: unknown };

type SessionBase = {
  signer_name: string;
  signer_email: string;
  expires_at: string;
  company_name: string | null;
  workspace_name: string;
  document_sha256: string;
};

/** A contract's copy: the talent's contrat de mission or the client's contrat de mise à disposition. */
export type ContractSession = SessionBase & {
  document: "contract";
  party: "talent" | "client";
  contract_key: string;
  job_name: string | null;
  start_date: string;
  end_date: string | null;
  /** an imprecise term's minimum duration in days (no end date) */
  minimum_duration_days?: number | null;
  talent_name: string;
  /** an amendment's copy (docs/rules/contracts.md#amendments); absent or false for a contract */
  is_amendment?: boolean;
  amendment_number?: number;
  amendment_type?: Enums<"amendment_type">;
  /** the amendment's effective date (its start_date) and its contract's start */
  effective_date?: string;
  contract_start_date?: string | null;
  changes?: AmendmentChange[];
  /** to the client's signatory only: the hourly price billed, before and after */
  billing_rate?: { old: number | null; new: number | null };
};

/** A version of commercial conditions, signed by the client's signatory (company_name: the company or group). */
export type ConditionSession = SessionBase & {
  document: "commercial_condition";
  party: "client";
  version: number;
  valid_from: string;
  valid_to: string | null;
};

/** public.contract_signature_session's answer. */
export type SignatureSession = ContractSession | ConditionSession;

/** The session's document; a server older than the conditions answers no `document`: a contract. */
export const documentOf = (session: { document?: string; is_amendment?: boolean }): SignedDocument =>
  session.document === "commercial_condition"
    ? "commercial_condition"
    : session.is_amendment
      ? "amendment"
      : "contract";

export type LinkState = "unknown" | "used" | "expired" | "revoked" | "closed";

const BY_MESSAGE: Record<string, LinkState> = {
  "Lien de signature inconnu": "unknown",
  "Ce contrat a déjà été signé avec ce lien": "used",
  "Cet avenant a déjà été signé avec ce lien": "used",
  "Ces conditions ont déjà été signées avec ce lien": "used",
  "Ce lien de signature a expiré": "expired",
  "Ce lien a été remplacé par un lien plus récent": "revoked",
  "Ce contrat n'attend plus de signature": "closed",
  "Cet avenant n'attend plus de signature": "closed",
  "Ces conditions n'attendent plus de signature": "closed",
};

/** The state a refused link is in, or null when the error is something else (network, validation). */
export const linkStateOf = (error: unknown): LinkState | null => {
  if (!error || typeof error !== "object") return null;
  const e = error as { hint?: unknown; message?: unknown };
  if (typeof e.hint === "string" && e.hint in { unknown: 1, used: 1, expired: 1, revoked: 1, closed: 1 })
    return e.hint as LinkState;
  return typeof e.message === "string" ? (BY_MESSAGE[e.message] ?? null) : null;
};

type Page = typeof import("./i18n.fr.ts").contractSignatureFr.page;
/** A text of the page (not a group of texts such as `changes`). */
type PageKey = { [K in keyof Page]: Page[K] extends string ? K : never }[keyof Page];
type TextPair = { title: PageKey; text: PageKey };

/** The refusals that name the document: an amendment's, and a general wording for the conditions. */
const DOCUMENT_REFUSAL: Record<Exclude<SignedDocument, "contract">, Partial<Record<LinkState, TextPair>>> = {
  amendment: {
    used: { title: "usedAmendmentTitle", text: "usedAmendmentText" },
    closed: { title: "closedTitle", text: "closedAmendmentText" },
  },
  commercial_condition: {
    used: { title: "usedDocumentTitle", text: "usedDocumentText" },
    closed: { title: "closedDocumentTitle", text: "closedDocumentText" },
  },
};

/**
 * The document a refusal speaks of. A refusal comes before the session, so only the database's
 * message tells a contract (« Ce contrat … ») from an amendment (« Cet avenant … ») or the
 * conditions; an error without a message is a contract's.
 */
export const refusedDocumentOf = (error: unknown): SignedDocument => {
  const message = error && typeof error === "object" ? (error as { message?: unknown }).message : undefined;
  if (typeof message !== "string") return "contract";
  return /avenant/i.test(message) ? "amendment" : /contrat/i.test(message) ? "contract" : "commercial_condition";
};

/**
 * The texts of a refused link (keys under `page`); `document` is known when the refusal comes
 * at signing, else the message tells it (refusedDocumentOf).
 */
export const refusalTexts = (state: LinkState, error: unknown, document?: SignedDocument): TextPair => {
  const kind = document ?? refusedDocumentOf(error);
  return (kind !== "contract" && DOCUMENT_REFUSAL[kind][state]) || { title: `${state}Title`, text: `${state}Text` };
};

type DocumentText =
  "title" | "consent" | "consentRequired" | "submit" | "doneTitle" | "doneText" | "read" | "readSigned";

/** The page's and the form's texts that name what is signed (keys under `page`). */
const DOCUMENT_TEXTS: Record<SignedDocument, Record<DocumentText, PageKey>> = {
  contract: {
    title: "title",
    consent: "consent",
    consentRequired: "consentRequired",
    submit: "submit",
    doneTitle: "doneTitle",
    doneText: "doneText",
    read: "read",
    readSigned: "readSigned",
  },
  amendment: {
    title: "amendmentTitle",
    consent: "amendmentConsent",
    consentRequired: "amendmentConsentRequired",
    submit: "amendmentSubmit",
    doneTitle: "amendmentDoneTitle",
    doneText: "amendmentDoneText",
    read: "amendmentRead",
    readSigned: "amendmentReadSigned",
  },
  commercial_condition: {
    title: "conditionsTitle",
    consent: "conditionsConsent",
    consentRequired: "conditionsConsentRequired",
    submit: "conditionsSubmit",
    doneTitle: "conditionsDoneTitle",
    doneText: "conditionsDoneText",
    read: "readDocument",
    readSigned: "readSignedDocument",
  },
};

export const documentTexts = (document: SignedDocument): Record<DocumentText, PageKey> => DOCUMENT_TEXTS[document];

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
