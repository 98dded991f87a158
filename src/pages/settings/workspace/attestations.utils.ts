// The agency's attestations (public.agency_attestation): which one is current, its state on a day,
// and the expiry proposed from its issue date — 6 months for the URSSAF attestation de vigilance
// (D8222-5 asks one of less than 6 months), a year for the financial guarantee (R1251-11: the
// guarantor's attestation is renewed yearly). The database's action centre flags the same states
// (private.action_rule_agency_attestation: expired, or expiring within 30 days, or missing).
import { dayjs } from "../../../lib/dates/dayjs.ts";

export const ATTESTATION_KINDS = ["urssaf_vigilance", "financial_guarantee"] as const;
export type AttestationKind = (typeof ATTESTATION_KINDS)[number];
export type AttestationState = "valid" | "expiring" | "expired" | "missing";

type Attestation = { kind: string; issued_on: string; expires_on: string; created_at: string };

/** The newest issued attestation of each kind (the one the database sends). */
export const currentAttestations = <T extends Attestation>(rows: readonly T[]): Partial<Record<AttestationKind, T>> => {
  const current: Partial<Record<AttestationKind, T>> = {};
  for (const row of rows) {
    const kind = row.kind as AttestationKind;
    const held = current[kind];
    if (
      !held ||
      row.issued_on > held.issued_on ||
      (row.issued_on === held.issued_on && row.created_at > held.created_at)
    )
      current[kind] = row;
  }
  return current;
};

/** Its state on `today` (YYYY-MM-DD): expiring within 30 days, as the action centre. */
export const attestationState = (row: Attestation | undefined, today: string): AttestationState => {
  if (!row) return "missing";
  if (row.expires_on < today) return "expired";
  return row.expires_on <= dayjs(today).add(30, "day").format("YYYY-MM-DD") ? "expiring" : "valid";
};

/** The expiry proposed from the issue date (the day before the same date 6 months or a year later). */
export const defaultExpiry = (kind: AttestationKind, issuedOn: string): string =>
  dayjs(issuedOn)
    .add(kind === "urssaf_vigilance" ? 6 : 12, "month")
    .subtract(1, "day")
    .format("YYYY-MM-DD");
