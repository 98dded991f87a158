// The one-page profile's pure rules: expiry colours and words, qualifications apart from the
// other documents, the availability today and next, a note's preview.
import { describe, expect, it } from "vitest";
import type { Unavailability } from "../../../src/domain/unavailability/unavailability.ts";
import {
  availabilitySummary,
  expiryColor,
  expiryText,
  notePreview,
  runningContract,
  splitDocuments,
} from "./profile.utils.ts";
import type { ProfileContract } from "./reads.ts";

const TODAY = "2026-11-25";

describe("expiry", () => {
  it.each([
    ["2026-11-24", "expired", "red", "Expiré le 24/11/2026"],
    ["2026-11-25", "expiring_soon", "orange", "Expire le 25/11/2026"],
    ["2026-12-25", "expiring_soon", "orange", "Expire le 25/12/2026"],
    ["2026-12-26", null, undefined, "Valable jusqu'au 26/12/2026"],
    [null, null, undefined, "Sans date d'expiration"],
  ] as const)("%s → %s, %s — R:TAL-PROFILE-DOCUMENTS", (date, flag, color, text) => {
    expect(expiryText(date, TODAY)).toEqual({ flag, text });
    expect(expiryColor(flag)).toBe(color);
  });
});

it("puts the qualifications apart from the other documents — R:TAL-PROFILE-DOCUMENTS", () => {
  const docs = [{ type: "caces" }, { type: "id_card" }, { type: "carte_btp" }, { type: "rib" }] as const;
  const { qualifications, others } = splitDocuments(docs);
  expect(qualifications.map((d) => d.type)).toEqual(["caces", "carte_btp"]);
  expect(others.map((d) => d.type)).toEqual(["id_card", "rib"]);
});

const contract = (o: Partial<ProfileContract>): ProfileContract => ({
  id: "c1",
  contract_key: "CT-1",
  is_amendment: false,
  amendment_number: 0,
  status: "active",
  start_date: "2026-11-01",
  end_date: "2026-11-30",
  definitive_end_date: null,
  job_name: "Maçon",
  company: { id: "co1", name: "BTP Sud" },
  ...o,
});

const absence = (o: Partial<Unavailability>): Unavailability => ({
  id: "u1",
  talent_id: "t1",
  date_from: "2026-11-25",
  date_to: "2026-11-26",
  part: "full",
  start_time: "00:00:00",
  end_time: "00:00:00",
  reason: "leave",
  comment: null,
  days: 2,
  entry_ids: [],
  ...o,
});

const AVAILABLE = { availability_status: "available", available_from: null } as const;

describe("runningContract", () => {
  it("takes the latest amendment's end — R:TAL-PROFILE-AVAILABILITY", () => {
    const amendment = contract({ id: "c2", is_amendment: true, amendment_number: 1, end_date: "2026-12-31" });
    expect(runningContract([amendment, contract({})], TODAY)).toEqual({ contract: amendment, until: "2026-12-31" });
  });

  it.each([
    ["ended", contract({ status: "ended" })],
    ["not started", contract({ start_date: "2026-11-26" })],
    ["ended early", contract({ definitive_end_date: "2026-11-20" })],
    ["draft", contract({ status: "draft" })],
  ])("ignores a contract %s", (_, row) => {
    expect(runningContract([row], TODAY)).toBeUndefined();
  });
});

describe("availabilitySummary", () => {
  it("says an unavailability of today first — R:TAL-PROFILE-AVAILABILITY", () => {
    const { now } = availabilitySummary({
      talent: AVAILABLE,
      contracts: [contract({})],
      unavailabilities: [absence({})],
      today: TODAY,
    });
    expect(now).toEqual({ text: "Indisponible (Du 25/11/2026 au 26/11/2026 · Journée entière)" });
  });

  it("then the running contract, linked — R:TAL-PROFILE-AVAILABILITY", () => {
    const { now } = availabilitySummary({
      talent: AVAILABLE,
      contracts: [contract({})],
      unavailabilities: [],
      today: TODAY,
    });
    expect(now).toEqual({ text: "En mission jusqu'au 30/11/2026 (CT-1)", to: "/contracts/c1" });
  });

  it("else the talent's status, with a later availability date — R:TAL-PROFILE-AVAILABILITY", () => {
    const { now, next } = availabilitySummary({
      talent: { availability_status: "unavailable", available_from: "2027-01-04" },
      contracts: [],
      unavailabilities: [],
      today: TODAY,
    });
    expect(now).toEqual({ status: "unavailable", text: "Disponible à partir du 04/01/2027" });
    expect(next).toEqual([]);
  });

  it("lists the next contract and unavailability by date — R:TAL-PROFILE-AVAILABILITY", () => {
    const { next } = availabilitySummary({
      talent: AVAILABLE,
      contracts: [contract({ id: "c9", contract_key: "CT-9", status: "validated", start_date: "2026-12-14" })],
      unavailabilities: [absence({ date_from: "2026-12-01", date_to: "2026-12-01", days: 1 })],
      today: TODAY,
    });
    expect(next).toEqual([
      { text: "Indisponibilité : Le 01/12/2026 · Journée entière", to: undefined },
      { text: "Mission à partir du 14/12/2026 (CT-9)", to: "/contracts/c9" },
    ]);
  });
});

describe("notePreview", () => {
  it.each([
    [null, ""],
    ["<ul><li>Un</li><li>Deux</li></ul>", "Un Deux"],
    ["<p>Appel <b>positif</b>,&nbsp;dispo</p>\n\nlundi", "Appel positif, dispo lundi"],
    ["a".repeat(200), `${"a".repeat(159)}…`],
  ])("%j → %j", (content, preview) => {
    expect(notePreview(content)).toBe(preview);
  });
});
