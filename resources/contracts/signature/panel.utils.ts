// The panel's rules, out of the JSX: each party's signature state from the links and the
// evidence, and which actions the contract's status allows.
import type { Tables } from "../../../src/database.types.ts";

export type Party = "talent" | "client";
export type LinkRow = Pick<
  Tables<"contract_signature_link">,
  | "id"
  | "party"
  | "signer_email"
  | "sent_at"
  | "expires_at"
  | "used_at"
  | "revoked_at"
  | "expired_at"
  | "reminder_number"
>;
export type EvidenceRow = Pick<
  Tables<"contract_signature">,
  "id" | "party" | "signer_name" | "signed_at" | "ip" | "channel" | "document_sha256"
>;

export type PartyState =
  | { party: Party; kind: "signed"; evidence: EvidenceRow }
  | { party: Party; kind: "waiting"; link: LinkRow; expired: boolean }
  | { party: Party; kind: "not_sent" };

export const PARTIES: readonly Party[] = ["talent", "client"];

export const partyStates = (
  links: readonly LinkRow[],
  evidence: readonly EvidenceRow[],
  now = new Date(),
): PartyState[] =>
  PARTIES.map((party) => {
    const signed = evidence.find((e) => e.party === party);
    if (signed) return { party, kind: "signed", evidence: signed };
    const latest = links
      .filter((l) => l.party === party && !l.revoked_at)
      .sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0];
    if (!latest) return { party, kind: "not_sent" };
    return { party, kind: "waiting", link: latest, expired: !!latest.expired_at || new Date(latest.expires_at) <= now };
  });

type Status = Tables<"contract">["status"];

export const canSend = (c: Pick<Tables<"contract">, "status" | "generated_file" | "generated_mad_file">) =>
  c.status === "validated" && !!c.generated_file && !!c.generated_mad_file;

/** A new link for a party not signed yet, whether its last link is live, expired or revoked. */
export const canRenew = (status: Status, state: PartyState) =>
  (status === "sent_for_signature" || status === "partially_signed") && state.kind !== "signed";

/** The documents the server's queue is still to make, each with its job's kind and its label's key. */
export type PendingDocument = {
  kind: "contract_mission" | "contract_mad" | "contract_signed_talent" | "contract_signed_client";
  label: "missionDocument" | "madDocument" | "missionSigned" | "madSigned";
};

/**
 * A validated contract's two documents until both exist (its validation queued them), and each
 * signed party's sealed copy until it exists (its signature queued it): what the card follows.
 */
export const pendingDocuments = (
  c: Pick<Tables<"contract">, "status" | "generated_file" | "generated_mad_file" | "signed_file" | "signed_mad_file">,
  evidence: readonly EvidenceRow[],
): PendingDocument[] => [
  ...(c.status === "validated" && !c.generated_file
    ? [{ kind: "contract_mission", label: "missionDocument" } as const]
    : []),
  ...(c.status === "validated" && !c.generated_mad_file
    ? [{ kind: "contract_mad", label: "madDocument" } as const]
    : []),
  ...(evidence.some((e) => e.party === "talent") && !c.signed_file
    ? [{ kind: "contract_signed_talent", label: "missionSigned" } as const]
    : []),
  ...(evidence.some((e) => e.party === "client") && !c.signed_mad_file
    ? [{ kind: "contract_signed_client", label: "madSigned" } as const]
    : []),
];

/**
 * The bucket of a contract file: the server's document queue stores in `contracts`
 * (`<workspace>/<contract>/…`); the demo seed's files, made before it, are in `generated`
 * (`<workspace>/contracts/<contract>/…`).
 */
export const documentBucket = (path: string): "contracts" | "generated" =>
  path.split("/")[1] === "contracts" ? "generated" : "contracts";
