// The rules of the conditions' « Signature du client » card, out of the JSX: what the card shows
// at each status, who may act, whom it may be sent to, and where the last link stands. The
// database decides again (send_commercial_condition_for_signature checks the signer, the status
// and the transition table).
import type { CrudFilters } from "@refinedev/core";
import type { Tables } from "../../../src/database.types.ts";
import { DEVELOPER_ROLE, mayMove, type TransitionRule } from "../../../src/lib/permissions/transitions.ts";
import {
  COMPANY_CONTACT_SELECT,
  roleChoices,
  type RoleChoice,
  type RoleContact,
} from "../../../src/domain/contacts/client-roles.ts";
import type { RequestRow } from "../definition.ts";

/** prepare: the document, then send; sent: the link's state, renew; signed: the evidence and the sealed copy. */
export type SignatureStage = "prepare" | "sent" | "signed";

const STAGE_OF: Record<string, SignatureStage> = {
  validated: "prepare",
  sent_for_signature: "sent",
  // refused by the client: the link it went to stays worth showing, nothing to renew
  rejected_by_client: "sent",
  signed: "signed",
  superseded: "signed",
  expired: "signed",
};

/** The card's stage at a status; none before accounting validated, nor once canceled. */
export const signatureStage = (status: string): SignatureStage | null => STAGE_OF[status] ?? null;

/**
 * Who may generate, send, renew and seal: the roles the transition table lets move conditions
 * from `validated` to `sent_for_signature` (the RPCs run as the caller), and developers.
 */
export const maySendConditions = (rules: readonly TransitionRule[], roles: readonly string[]): boolean =>
  roles.includes(DEVELOPER_ROLE) || mayMove(rules, "validated", "sent_for_signature", roles);

/** The columns the card reads of the request row (untyped in the shared drawer). */
export type ConditionFacts = {
  id: string;
  status: string;
  generatedFile: string | null;
  signedFile: string | null;
  signerContactId: string | null;
  companyId: string | null;
  companyGroupId: string | null;
};

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

export const conditionFacts = (row: RequestRow): ConditionFacts => ({
  id: row.id,
  status: row.status,
  generatedFile: text(row.generated_file),
  signedFile: text(row.signed_file),
  signerContactId: text(row.signer_contact_id),
  companyId: text(row.company_id),
  companyGroupId: text(row.company_group_id),
});

/** A contact offered as signatory, with its company's name for a group's conditions. */
export type SignerContact = RoleContact & { company?: { name?: string | null } | null };

/**
 * The read of the client's possible signatories (active, with an e-mail, contract signatory, as
 * private.checked_commercial_condition_signer wants them): the company's contacts, or for a
 * group's conditions those of its companies (an inner embed filtered on the group).
 */
export const signerContactsRead = (facts: Pick<ConditionFacts, "companyId" | "companyGroupId">) => {
  const group = facts.companyGroupId;
  const filters: CrudFilters = [
    { field: "status", operator: "eq", value: "active" },
    { field: "email", operator: "nnull", value: null },
    { field: "roles", operator: "ina", value: ["contract_signatory"] },
    group
      ? { field: "company.company_group_id", operator: "eq", value: group }
      : { field: "company_id", operator: "eq", value: facts.companyId },
  ];
  return {
    resource: "contact",
    filters,
    sorters: [{ field: "last_name", order: "asc" as const }],
    pagination: { mode: "off" as const },
    meta: {
      select: `${COMPANY_CONTACT_SELECT}, company:company_id${group ? "!inner" : ""}(name, company_group_id)`,
    },
    liveMode: "off" as const,
    queryOptions: { enabled: !!(group || facts.companyId) },
  };
};

/** The select's options: the signatories by name (with their company in a group), checked again here. */
export const signerOptions = (contacts: readonly SignerContact[], group: boolean): RoleChoice[] => {
  const byId = new Map(contacts.map((c) => [c.id, c]));
  return roleChoices(contacts, "contract_signatory", null, "").map((option) => {
    const company = byId.get(option.value)?.company?.name;
    return group && company ? { ...option, label: `${option.label} — ${company}` } : option;
  });
};

/** The signer to preselect: the row's when it may still sign, else the only one there is. */
export const defaultSigner = (options: readonly RoleChoice[], current: string | null): string | undefined => {
  if (current && options.some((o) => o.value === current)) return current;
  return options.length === 1 ? options[0].value : undefined;
};

export type ConditionLinkRow = Pick<
  Tables<"contract_signature_link">,
  "id" | "signer_name" | "signer_email" | "sent_at" | "expires_at" | "used_at" | "revoked_at" | "expired_at"
>;
export type ConditionEvidenceRow = Pick<
  Tables<"contract_signature">,
  "id" | "signer_name" | "signer_email" | "signed_at" | "ip" | "channel"
>;

export const LINK_SELECT = "id, signer_name, signer_email, sent_at, expires_at, used_at, revoked_at, expired_at";
export const EVIDENCE_SELECT = "id, signer_name, signer_email, signed_at, ip, channel";

/** The last link sent (a renewal revokes the previous ones). */
export const latestLink = (links: readonly ConditionLinkRow[]): ConditionLinkRow | null =>
  [...links].sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0] ?? null;

export type LinkState = "waiting" | "used" | "revoked" | "expired";

/** Where a link stands: used to sign, replaced by a newer one, past its expiry, or still open. */
export const linkState = (link: ConditionLinkRow, now = new Date()): LinkState => {
  if (link.used_at) return "used";
  if (link.revoked_at) return "revoked";
  return link.expired_at || new Date(link.expires_at) <= now ? "expired" : "waiting";
};

/** A new link while the conditions wait for the client (whatever the last one became). */
export const canRenew = (status: string): boolean => status === "sent_for_signature";

/**
 * The sealed copy (document + evidence page) is still to be made once signed through our links:
 * the signature's own transaction queued it, and the card follows the server's production.
 */
export const needsSeal = (facts: Pick<ConditionFacts, "status" | "signedFile">, signatures: number): boolean =>
  signatureStage(facts.status) === "signed" && !facts.signedFile && signatures > 0;
