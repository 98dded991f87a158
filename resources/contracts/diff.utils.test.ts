// The diff lines of contract_change in French, and the administration's edits since review.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminEditsSinceReview, diffLines, fieldLabel, formatValue, referencedIds } from "./diff.utils.ts";
import type { ChangeRow } from "./types.ts";

const change = (patch: Partial<ChangeRow>): ChangeRow => ({
  id: "c",
  changed_at: "2026-03-02T10:00:00Z",
  status: "review",
  is_admin_edit: true,
  is_sensitive: false,
  changes: [],
  author: null,
  ...patch,
});

describe("contract diffs", () => {
  it.each([
    ["hourly_wage", 14.5, "14,5"],
    ["end_date", "2026-05-29", "29/05/2026"],
    ["contract_reason", "activity_increase", "Accroissement temporaire d'activité"],
    ["ppe_by_client", ["gloves", "hi_vis"], "Gants, Gilet / veste haute visibilité"],
    ["working_days", [1, 2, 3], "Lundi, Mardi, Mercredi"],
    ["is_risky_position", true, "Oui"],
    ["schedule", null, "—"],
    ["dpae_submitted_at", "2026-03-02T06:30:00+00:00", "02/03/2026 à 07:30"],
    [
      "dpae_receipt_file",
      "w1/contracts/c1/dpae/0f8e2a4c-1b2d-4c3e-9f00-123456789abc-accuse_DPAE.pdf",
      "accuse_DPAE.pdf",
    ],
  ])("formats %s = %j as %s", (field, value, text) => {
    expect(formatValue(field, value)).toBe(text);
  });

  it("labels each changed field in French", () => {
    expect(diffLines([{ field: "end_date", old: "2026-05-29", new: "2026-06-30" }])).toEqual([
      { field: "end_date", label: "Fin", before: "29/05/2026", after: "30/06/2026" },
    ]);
    expect(
      diffLines([
        { field: "dpae_submitted_at", old: null, new: "2026-03-01T08:00:00+00:00" },
        { field: "dpae_reference", old: null, new: "DPAE-0123456789" },
        { field: "dpae_receipt_file", old: null, new: "w1/contracts/c1/dpae/x.pdf" },
      ]).map((line) => [line.label, line.after]),
    ).toEqual([
      ["DPAE déclarée le", "01/03/2026 à 09:00"],
      ["Référence DPAE", "DPAE-0123456789"],
      ["Accusé de réception de la DPAE", "x.pdf"],
    ]);
  });

  it("states the manager's validation in French: a French date and time, the person's name", () => {
    const manager = "a0000000-0000-4000-8000-000000000003";
    const names = new Map([[manager, "Claire Martin"]]);
    expect(
      diffLines(
        [
          { field: "manager_validated_at", old: null, new: "2026-03-12T10:05:00.123+00:00" },
          { field: "manager_validated_by", old: null, new: manager },
        ],
        names,
      ),
    ).toEqual([
      {
        field: "manager_validated_at",
        label: "Validé par le manager le",
        before: "—",
        after: expect.stringMatching(/^12\/03\/2026 à \d{2}:05$/),
      },
      { field: "manager_validated_by", label: "Validé par le manager", before: "—", after: "Claire Martin" },
    ]);
    // a person the reader may not see is not shown as an id either
    expect(formatValue("manager_validated_by", manager)).toBe("Non disponible");
  });

  it.each([
    ["definitive_end_reason", "talent_cdi_hire"],
    ["timesheet_period", "week"],
    ["amendment_type", "renewal"],
    ["contract_type", "mission"],
  ])("labels the %s value %s from its enum", (field, value) => {
    expect(formatValue(field, value)).not.toBe(value);
  });

  it("gathers the ids the changes point at, per table", () => {
    expect(
      referencedIds([
        { field: "owner_id", old: "m1", new: "m2" },
        { field: "manager_validated_by", old: null, new: "u1" },
        { field: "end_date", old: "2026-05-29", new: "2026-06-30" },
      ]),
    ).toEqual({ team_member: ["m1", "m2"], auth_user: ["u1"] });
  });

  it("labels in French every column a contract's edit can log", () => {
    // the contract's columns, as src/database.types.ts holds them (its Row type)
    const types = readFileSync(new URL("../../src/database.types.ts", import.meta.url), "utf8");
    const row = /\n      contract: \{\n        Row: \{\n([\s\S]*?)\n        \}/.exec(types)?.[1] ?? "";
    const columns = [...row.matchAll(/^ {10}(\w+):/gm)].map((m) => m[1]);
    expect(columns.length).toBeGreaterThan(50);
    // what private.log_contract_change skips, and what never changes
    const skipped = [
      "status",
      "status_changed_at",
      "review_comment",
      "hourly_billing_rate",
      "created_at",
      "created_by",
      "updated_at",
      "updated_by",
      "id",
      "workspace_id",
    ];
    expect(columns.filter((c) => !skipped.includes(c) && fieldLabel(c) === c)).toEqual([]);
  });

  it("keeps the administration's edits made since the contract last entered review", () => {
    const old = change({ id: "old", changed_at: "2026-03-01T09:00:00Z" });
    const mine = change({ id: "mine", is_admin_edit: false, changed_at: "2026-03-02T11:00:00Z" });
    const admin = change({ id: "admin", changed_at: "2026-03-02T12:00:00Z" });
    const history = [
      { to_status: "consultant_review", changed_at: "2026-03-02T12:00:01Z" },
      { to_status: "review", changed_at: "2026-03-02T10:30:00Z" },
      { to_status: "review", changed_at: "2026-02-28T10:30:00Z" },
    ];
    expect(adminEditsSinceReview([admin, mine, old], history).map((c) => c.id)).toEqual(["admin"]);
  });
});
