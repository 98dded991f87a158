import { describe, expect, it } from "vitest";
import {
  canRenew,
  canSend,
  documentBucket,
  partyStates,
  pendingDocuments,
  type EvidenceRow,
  type LinkRow,
} from "./panel.utils.ts";
import { channelLabel } from "../../../src/domain/contracts/signature-channel.ts";

const link = (party: "talent" | "client", sent: string, extra: Partial<LinkRow> = {}): LinkRow => ({
  id: `${party}-${sent}`,
  party,
  signer_email: `${party}@x.test`,
  sent_at: sent,
  expires_at: "2026-12-10T00:00:00Z",
  used_at: null,
  revoked_at: null,
  expired_at: null,
  reminder_number: 0,
  ...extra,
});
const signed: EvidenceRow = {
  id: "e1",
  party: "talent",
  signer_name: "Élodie",
  signed_at: "2026-12-02T10:00:00Z",
  ip: "203.0.113.9",
  channel: "email_link",
  document_sha256: "a".repeat(64),
};

describe("signature states per party", () => {
  it("says signed, waiting on the latest live link, or not sent", () => {
    const states = partyStates(
      [
        link("client", "2026-12-01T08:00:00Z"),
        link("client", "2026-12-02T08:00:00Z"),
        link("client", "2026-12-03T08:00:00Z", { revoked_at: "x" }),
      ],
      [signed],
      new Date("2026-12-05T00:00:00Z"),
    );
    expect(states[0]).toMatchObject({ party: "talent", kind: "signed" });
    expect(states[1]).toMatchObject({
      party: "client",
      kind: "waiting",
      expired: false,
      link: { sent_at: "2026-12-02T08:00:00Z" },
    });
    expect(partyStates([], [])[0].kind).toBe("not_sent");
  });

  it("marks an expired link", () => {
    const [talent] = partyStates([link("talent", "2026-12-01T08:00:00Z")], [], new Date("2026-12-11T00:00:00Z"));
    expect(talent).toMatchObject({ kind: "waiting", expired: true });
  });

  it.each([
    ["validated", "a.pdf", "b.pdf", true],
    ["validated", null, "b.pdf", false],
    ["sent_for_signature", "a.pdf", "b.pdf", false],
  ] as const)("allows sending a %s contract with files %s/%s: %s", (status, m, d, ok) => {
    expect(canSend({ status, generated_file: m, generated_mad_file: d })).toBe(ok);
  });

  it("renews only a waiting party of a contract out for signature; follows a signature without its PDF", () => {
    const [, waiting] = partyStates([link("client", "2026-12-01T08:00:00Z")], [signed]);
    expect(canRenew("partially_signed", waiting)).toBe(true);
    expect(canRenew("signed", waiting)).toBe(false);
    expect(canRenew("sent_for_signature", { party: "talent", kind: "not_sent" })).toBe(true);
    expect(canRenew("partially_signed", { party: "talent", kind: "signed", evidence: signed })).toBe(false);
    const files = { status: "partially_signed", generated_file: "m.pdf", generated_mad_file: "d.pdf" } as const;
    expect(pendingDocuments({ ...files, signed_file: null, signed_mad_file: null }, [signed])).toEqual([
      { kind: "contract_signed_talent", label: "missionSigned" },
    ]);
    expect(pendingDocuments({ ...files, signed_file: "s.pdf", signed_mad_file: null }, [signed])).toEqual([]);
    // validated: its two documents until they exist
    expect(
      pendingDocuments(
        {
          status: "validated",
          generated_file: null,
          generated_mad_file: "d.pdf",
          signed_file: null,
          signed_mad_file: null,
        },
        [],
      ).map((d) => d.kind),
    ).toEqual(["contract_mission"]);
  });
});

describe("contract files", () => {
  it.each([
    ["w1/c1/contrat-de-mission-20261201T080000.pdf", "contracts"],
    ["w1/contracts/c1/contrat-CTR-2026-000001.pdf", "generated"],
  ])("finds %s in the %s bucket", (path, bucket) => {
    expect(documentBucket(path)).toBe(bucket);
  });
});

describe("the signature's channel", () => {
  it.each([
    ["email_link", "lien personnel à usage unique reçu par e-mail"],
    ["email_link_reminder_2", "lien personnel à usage unique reçu par e-mail (relance n° 2)"],
    ["sms", "lien personnel reçu par e-mail"],
  ])("states %s in French", (channel, text) => {
    expect(channelLabel(channel)).toBe(text);
  });
});
