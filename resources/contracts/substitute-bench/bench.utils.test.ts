// The bench's pure rules: criteria ⇄ URL ⇄ arguments, rows grouped by need, the score's parts in
// words, and the replacement's prepared values (dates, motif, the replaced person).
import { describe, expect, it } from "vitest";
import { CONTRACT } from "../test/fixtures.ts";
import type { ContractRow } from "../types.ts";
import { criteriaToParams, explain, groupByNeed, parisToday, parseCriteria, toRpcArgs } from "./bench.utils.ts";
import { replacementValues } from "./prefill.ts";
import type { BenchRow } from "./types.ts";

const need = (over: Partial<BenchRow>): BenchRow =>
  ({
    need_kind: "contract",
    contract_id: "c1",
    mission_id: "m1",
    need_reference: "CTR-1",
    rank: null,
    talent_id: null,
    score: null,
    ...over,
  }) as BenchRow;

describe("criteria", () => {
  it.each([
    ["", { radius: 30, benchedOnly: false }],
    ["radius=50&benched=1&job=j", { radius: 50, benchedOnly: true, job: "j" }],
    ["radius=7&contract=c", { radius: 30, benchedOnly: false, contract: "c" }],
  ])("parses %j", (query, expected) => {
    expect(parseCriteria(new URLSearchParams(query))).toEqual(expect.objectContaining(expected));
  });

  it("keeps only what differs from the defaults in the URL and sends every filter to the function", () => {
    expect(criteriaToParams({ radius: 30, benchedOnly: false })).toEqual({});
    expect(toRpcArgs({ contract: "c", agency: "a", job: "j", radius: 50, benchedOnly: true })).toEqual({
      p_contract_id: "c",
      p_agency_id: "a",
      p_job_id: "j",
      p_radius_km: 50,
      p_benched_only: true,
      p_needs: 20,
    });
  });
});

describe("groupByNeed", () => {
  it("keeps the function's order and a need without candidate", () => {
    const needs = groupByNeed([
      need({ rank: 1, talent_id: "t1", score: 80 }),
      need({ rank: 2, talent_id: "t2", score: 60 }),
      need({ need_kind: "mission", contract_id: null, mission_id: "m2", need_reference: "CMD-2" }),
    ]);
    expect(needs.map((n) => [n.kind, n.candidates.map((c) => c.talent_id)])).toEqual([
      ["contract", ["t1", "t2"]],
      ["mission", []],
    ]);
  });
});

describe("explain", () => {
  const say = (key: string, vars?: Record<string, unknown>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
  it.each([
    [
      {
        qualification_match: 1,
        distance_km: 2.46,
        worked_here_before: true,
        availability_certainty: 1,
        no_shows: 0,
        disputes: 0,
      },
      ['qualification{"percent":100}', 'distance{"km":"2,5"}', "workedHere", "available", "reliable"],
    ],
    [
      {
        qualification_match: 0.5,
        missing_qualifications: ["caces"],
        distance_km: null,
        worked_here_before: false,
        availability_certainty: 0.5,
        no_shows: 1,
        disputes: 2,
        is_benched: true,
      },
      [
        'qualification{"percent":50}',
        'missing{"list":"CACES"}',
        "distanceUnknown",
        "neverHere",
        "toConfirm",
        'unreliable{"noShows":1,"disputes":2}',
        "benched",
      ],
    ],
  ])("explains %j", (parts, expected) => {
    expect(explain(need(parts as Partial<BenchRow>), say).map((r) => r.text)).toEqual(expected);
  });
});

describe("replacementValues", () => {
  const contract = {
    ...CONTRACT,
    status: "active",
    replaced_employee: null,
    definitive_end_date: null,
  } as unknown as ContractRow;
  it("starts today, ends with the replaced contract, with the motif and the replaced person — R:TAL-BENCH-REPLACE", () => {
    const v = replacementValues(contract, null, "ta-9", "2026-04-01");
    expect(v).toMatchObject({
      talent_id: "ta-9",
      mission_id: "mi-1",
      company_id: "co-1",
      contract_reason: "replacement_absence",
      replaced_employee: "Karim Benali",
      start_date: "2026-04-01",
      end_date: "2026-05-29",
      is_precise_term: true,
      coefficient: null,
    });
    expect(v.contract_reason_justification).toMatch(/^Remplacement de Karim Benali, N2P1, absent\(e\)/);
  });

  it("starts with a contract not begun yet, and keeps an imprecise term's minimum — R:TAL-BENCH-REPLACE", () => {
    const v = replacementValues(
      { ...contract, end_date: null, is_precise_term: false, minimum_duration_days: 20 },
      { contract_id: contract.id, coefficient: 1.9 } as never,
      "ta-9",
      "2026-01-10",
    );
    expect(v).toMatchObject({
      start_date: "2026-03-02",
      end_date: null,
      is_precise_term: false,
      minimum_duration_days: 20,
      coefficient: 1.9,
    });
  });

  it("tells today in Paris", () => {
    expect(parisToday(new Date("2026-03-28T23:30:00Z"))).toBe("2026-03-29");
  });
});
