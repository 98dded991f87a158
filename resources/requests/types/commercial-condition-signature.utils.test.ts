// The signature card's rules: its stage at each status, who may act (the transition table's
// senders and developers), the signatories' read for a company or a group, the preselected
// signer, where the last link stands, and when the sealed copy is still to make.
import { describe, expect, it } from "vitest";
import { transitionRows } from "../../../src/test/transitions.ts";
import {
  defaultSigner,
  latestLink,
  linkState,
  maySendConditions,
  needsSeal,
  signatureStage,
  signerContactsRead,
  signerOptions,
  type ConditionLinkRow,
  type SignerContact,
} from "./commercial-condition-signature.utils.ts";

const RULES = transitionRows("commercial_condition");

describe("signatureStage", () => {
  it.each([
    ["draft", null],
    ["pending_validation", null],
    ["validated", "prepare"],
    ["sent_for_signature", "sent"],
    ["rejected_by_client", "sent"],
    ["signed", "signed"],
    ["superseded", "signed"],
    ["expired", "signed"],
    ["canceled", null],
  ])("%s → %s", (status, stage) => {
    expect(signatureStage(status)).toBe(stage);
  });
});

describe("maySendConditions", () => {
  it.each([
    [["csm_team_member"], true],
    [["consultant_team_member"], true],
    [["team_member_developer"], true],
    [["accounting_team_member"], false],
    [["team_member_marketing"], false],
    [[], false],
  ])("%j → %s", (roles, may) => {
    expect(maySendConditions(RULES, roles)).toBe(may);
  });
});

describe("signerContactsRead", () => {
  it("reads the company's active signatories with an e-mail", () => {
    const read = signerContactsRead({ companyId: "c1", companyGroupId: null });
    expect(read.filters).toEqual([
      { field: "status", operator: "eq", value: "active" },
      { field: "email", operator: "nnull", value: null },
      { field: "roles", operator: "ina", value: ["contract_signatory"] },
      { field: "company_id", operator: "eq", value: "c1" },
    ]);
    expect(read.meta.select).toContain("company:company_id(name, company_group_id)");
  });

  it("reads a group's through an inner embed of the company", () => {
    const read = signerContactsRead({ companyId: null, companyGroupId: "g1" });
    expect(read.filters.at(-1)).toEqual({ field: "company.company_group_id", operator: "eq", value: "g1" });
    expect(read.meta.select).toContain("company:company_id!inner(name, company_group_id)");
    expect(read.queryOptions.enabled).toBe(true);
  });

  it("reads nothing without a client", () => {
    expect(signerContactsRead({ companyId: null, companyGroupId: null }).queryOptions.enabled).toBe(false);
  });
});

const contact = (id: string, last: string, values: Partial<SignerContact> = {}): SignerContact => ({
  id,
  civility: null,
  first_name: "A",
  last_name: last,
  email: `${id}@client.test`,
  roles: ["contract_signatory"],
  status: "active",
  company: { name: `Société ${id}` },
  ...values,
});

describe("signerOptions and defaultSigner", () => {
  const contacts = [contact("z", "Zola"), contact("b", "Bernard"), contact("n", "Nomail", { email: null })];

  it("offers the signatories by name, with their company in a group", () => {
    expect(signerOptions(contacts, false).map((o) => o.label)).toEqual(["A Bernard", "A Zola"]);
    expect(signerOptions(contacts, true).map((o) => o.label)).toEqual(["A Bernard — Société b", "A Zola — Société z"]);
  });

  it.each([
    ["the row's signer", ["b", "z"], "z", "z"],
    ["none when the row's signer is not offered", ["b", "z"], "n", undefined],
    ["the only signatory", ["b"], null, "b"],
    ["none among several", ["b", "z"], null, undefined],
  ])("%s", (_, ids, current, expected) => {
    const options = ids.map((value) => ({ value, label: value }));
    expect(defaultSigner(options, current)).toBe(expected);
  });
});

const link = (values: Partial<ConditionLinkRow>): ConditionLinkRow => ({
  id: "l",
  signer_name: "Sonia Martin",
  signer_email: "sonia@client.test",
  sent_at: "2026-12-01T08:00:00Z",
  expires_at: "2026-12-08T08:00:00Z",
  used_at: null,
  revoked_at: null,
  expired_at: null,
  ...values,
});

describe("the last link", () => {
  const now = new Date("2026-12-05T08:00:00Z");

  it("is the latest sent", () => {
    const links = [link({ id: "a" }), link({ id: "c", sent_at: "2026-12-03T08:00:00Z" }), link({ id: "b" })];
    expect(latestLink(links)?.id).toBe("c");
    expect(latestLink([])).toBeNull();
  });

  it.each([
    ["open", {}, "waiting"],
    ["used", { used_at: "2026-12-02T08:00:00Z" }, "used"],
    ["revoked", { revoked_at: "2026-12-02T08:00:00Z" }, "revoked"],
    ["marked expired", { expired_at: "2026-12-04T08:00:00Z" }, "expired"],
    ["past its expiry", { expires_at: "2026-12-05T07:59:00Z" }, "expired"],
  ])("%s → %s", (_, values, state) => {
    expect(linkState(link(values), now)).toBe(state);
  });
});

describe("needsSeal", () => {
  it.each([
    ["signed, no copy", "signed", null, 1, true],
    ["signed, copy made", "signed", "w/x.pdf", 1, false],
    ["superseded, no copy", "superseded", null, 1, true],
    ["signed elsewhere (no evidence)", "signed", null, 0, false],
    ["still sent", "sent_for_signature", null, 0, false],
  ])("%s → %s", (_, status, signedFile, signatures, expected) => {
    expect(needsSeal({ status, signedFile }, signatures)).toBe(expected);
  });
});
