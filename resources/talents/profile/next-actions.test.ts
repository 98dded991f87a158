// « Prochaines actions »: the deadline's severity as public.request_action_item computes it, and
// the items built from the talent's rows — words, links to the screen that resolves them, order.
import { describe, expect, it } from "vitest";
import type { RequestTypeRow } from "../../requests/hooks.ts";
import { nextActions, requestSeverity, type NextActionFacts } from "./next-actions.ts";
import type { ProfileContract } from "./reads.ts";

const NOW = new Date("2026-11-25T09:00:00Z");
const TODAY = "2026-11-25";

describe("requestSeverity", () => {
  it.each([
    [null, "info"],
    ["2026-11-24T09:00:00Z", "critical"],
    ["2026-11-25T20:59:00Z", "critical"],
    ["2026-11-25T21:00:00Z", "warning"],
    ["2026-11-28T08:59:00Z", "warning"],
    ["2026-11-28T09:00:00Z", "info"],
  ] as const)("due %s → %s", (due, severity) => {
    expect(requestSeverity(due, NOW)).toBe(severity);
  });
});

const type = (entity: string, label: string, status_enum: string) =>
  ({ entity, label, status_enum, route: entity.replace(/_/g, "-") }) as RequestTypeRow;

const facts = (o: Partial<NextActionFacts> = {}): NextActionFacts => ({
  talent: { id: "t1", qualification_status: "qualified" },
  documents: [],
  requests: [],
  requestTypes: [
    type("reference_check", "Prise de références", "reference_check_status"),
    type("scheduled_email", "E-mail programmé", "scheduled_email_status"),
  ],
  applications: [],
  contracts: [],
  today: TODAY,
  now: NOW,
  requestLink: (request) => (request.entity === "reference_check" ? `/reference-checks?open=${request.id}` : undefined),
  ...o,
});

const running = (end: string): ProfileContract => ({
  id: "c1",
  contract_key: "CT-1",
  is_amendment: false,
  amendment_number: 0,
  status: "active",
  start_date: "2026-11-01",
  end_date: end,
  definitive_end_date: null,
  job_name: "Maçon",
  company: null,
});

const request = (entity: string, id: string, status: string, due_at: string | null) => ({
  entity,
  id,
  status,
  due_at,
  talent_id: "t1",
  closed_at: null,
  company_id: null,
  contract_id: null,
  created_at: null,
  requester_id: null,
  workspace_id: null,
});

describe("nextActions", () => {
  it("has nothing for a qualified talent with nothing pending — R:TAL-PROFILE-NEXT-ACTIONS", () => {
    expect(nextActions(facts())).toEqual([]);
  });

  it("lists what needs doing, most urgent first, each linked to where it is done — R:TAL-PROFILE-NEXT-ACTIONS", () => {
    const items = nextActions(
      facts({
        talent: { id: "t1", qualification_status: "to_qualify" },
        documents: [
          { id: "d1", type: "caces", name: null, expiry_date: "2026-12-10", status: "valid" },
          { id: "d2", type: "id_card", name: null, expiry_date: "2026-11-01", status: "expired" },
          { id: "d3", type: "aipr", name: null, expiry_date: "2026-11-02", status: "rejected" },
          { id: "d4", type: "sst", name: null, expiry_date: "2027-06-01", status: "valid" },
        ],
        requests: [
          request("reference_check", "r1", "consent_pending", "2026-11-26T08:00:00Z"),
          request("scheduled_email", "s1", "scheduled", null),
        ],
        applications: [
          {
            id: "a1",
            stage: "presented",
            created_at: "2026-11-20T10:00:00Z",
            mission: { id: "m1", reference: "M-12", job_name: "Coffreur" },
          },
        ],
        contracts: [running("2026-11-30")],
      }),
    );
    expect(items.map((i) => [i.severity, i.text, i.to])).toEqual([
      ["critical", "Document expiré : Carte d'identité", "/talents/t1/documents"],
      ["warning", "Prise de références : Consentement en attente", "/reference-checks?open=r1"],
      ["warning", "Document à renouveler : CACES (expire le 10/12/2026)", "/talents/t1/documents"],
      ["info", "Fin de mission le 30/11/2026 : CT-1", "/contracts/c1"],
      ["info", "E-mail programmé : Programmé", "/talents/t1/contracts"],
      ["info", "Candidature à faire avancer : M-12 — Coffreur (Présenté(e) au client)", "/missions/m1/applications"],
      ["info", "Terminer la qualification (À qualifier)", "/talents/t1/qualification"],
    ]);
  });

  it("leaves out a document renewed by a later one of its type, and a refused one — R:TAL-PROFILE-NEXT-ACTIONS", () => {
    const items = nextActions(
      facts({
        documents: [
          { id: "d1", type: "caces", name: null, expiry_date: "2026-11-01", status: "expired" },
          { id: "d2", type: "caces", name: null, expiry_date: "2031-11-01", status: "valid" },
          { id: "d3", type: "sst", name: null, expiry_date: "2026-11-02", status: "valid" },
          { id: "d4", type: "sst", name: null, expiry_date: "2031-11-02", status: "rejected" },
        ],
      }),
    );
    expect(items.map((i) => i.key)).toEqual(["document-d3"]);
  });

  it("leaves out a mission ending beyond 7 days — R:TAL-PROFILE-NEXT-ACTIONS", () => {
    expect(nextActions(facts({ contracts: [running("2026-12-03")] }))).toEqual([]);
    expect(nextActions(facts({ contracts: [running("2026-12-02")] }))).toHaveLength(1);
  });
});
