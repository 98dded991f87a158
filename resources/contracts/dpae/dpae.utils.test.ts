// The DPAE's rules on the screen, twins of private.check_contract_dpae and
// private.contract_hiring_at (supabase/tests/contracts/dpae.test.ts holds the database's side).
import { describe, expect, it } from "vitest";
import { dpaeSchema } from "./schema.ts";
import {
  DPAE_RECEIPT_TYPES,
  dpaeAnomalyTexts,
  dpaeBeforeSignature,
  dpaeDateProblem,
  dpaeEditable,
  dpaeReceiptPath,
  hiringAt,
  showsDpaeBlock,
} from "./dpae.utils.ts";

const CONTRACT = { start_date: "2026-03-02", schedule: "7h30–12h / 13h–16h30" };
const NOW = new Date("2026-03-10T12:00:00Z");

describe("the hiring instant", () => {
  it.each([
    ["7h30–12h / 13h–16h30", "2026-03-02T06:30:00.000Z"],
    ["8h - 17h", "2026-03-02T07:00:00.000Z"],
    ["de 7 h 30 à 15 h", "2026-03-02T06:30:00.000Z"],
    ["Horaires du chantier", "2026-03-01T23:00:00.000Z"],
    [null, "2026-03-01T23:00:00.000Z"],
    ["25h", "2026-03-01T23:00:00.000Z"],
  ])("schedule %j: %s", (schedule, iso) => {
    expect(hiringAt({ start_date: "2026-03-02", schedule }).toISOString()).toBe(iso);
  });
});

describe("the legal window (L1221-10, R1221-5)", () => {
  it.each([
    ["at the hiring", "2026-03-02T06:30:00Z", null],
    // made after the hiring: recorded as made, the page says « DPAE tardive » (src/lib/contracts/late-start.ts)
    ["a minute after", "2026-03-02T06:31:00Z", null],
    ["8 days before", "2026-02-22T06:30:00Z", null],
    ["8 days and a minute before", "2026-02-22T06:29:00Z", { key: "tooEarly", date: "22/02/2026 à 07:30" }],
    ["in the future", "2026-03-10T12:01:00Z", { key: "future" }],
  ])("%s", (_, at, problem) => {
    expect(dpaeDateProblem(new Date(at), CONTRACT, NOW)).toEqual(problem);
  });

  it("the schema says it with the database's French messages", async () => {
    const schema = dpaeSchema(CONTRACT, () => NOW);
    const message = async (values: Record<string, unknown>) =>
      (await schema.safeParseAsync({ reference: "DPAE-1", ...values })).error?.issues[0]?.message ?? null;
    expect(await message({ submitted_at: "2026-03-02T06:31:00Z" })).toBeNull();
    expect(await message({ submitted_at: "2026-02-20T06:30:00Z" })).toBe(
      "La DPAE ne peut être faite plus de 8 jours avant l'embauche, au plus tôt le 22/02/2026 à 07:30 (art. R1221-5 du Code du travail)",
    );
    expect(await message({ submitted_at: "2026-03-11T06:30:00Z" })).toBe(
      "La date de la DPAE ne peut pas être dans le futur",
    );
    expect(await message({ submitted_at: null })).toBe("La date et l'heure de la déclaration sont obligatoires");
    expect(await message({ submitted_at: "2026-03-01T08:00:00Z", reference: "  " })).toBe(
      "La référence URSSAF est obligatoire",
    );
    expect(await message({ submitted_at: "2026-03-01T08:00:00Z", reference: "x".repeat(65) })).toBe(
      "La référence de la DPAE ne doit pas dépasser 64 caractères",
    );
    expect(await message({ submitted_at: "2026-03-01T08:00:00Z" })).toBeNull();
  });
});

describe("where the block shows and edits", () => {
  const contract = (status: string, patch: Record<string, unknown> = {}) => ({
    ...CONTRACT,
    status: status as "signed",
    is_amendment: false,
    contract_type: "mission" as const,
    dpae_submitted_at: null as string | null,
    ...patch,
  });
  it.each([
    ["draft", {}, false, false, false],
    ["validated", {}, true, false, true],
    ["partially_signed", {}, true, false, true],
    ["signed", {}, true, true, false],
    ["signed", { dpae_submitted_at: "2026-03-01T08:00:00Z" }, true, true, false],
    ["active", {}, true, true, false],
    ["active", { dpae_submitted_at: "2026-03-01T08:00:00Z" }, true, false, false],
    ["ended", { dpae_submitted_at: "2026-03-01T08:00:00Z" }, true, false, false],
    ["canceled", {}, false, false, false],
    ["signed", { is_amendment: true }, false, false, false],
    ["signed", { contract_type: "independent_service" }, false, false, false],
  ])("%s %j: shown %s, editable %s, before signature %s", (status, patch, shown, editable, before) => {
    const c = contract(status, patch);
    expect([showsDpaeBlock(c), dpaeEditable(c), dpaeBeforeSignature(c)]).toEqual([shown, editable, before]);
  });

  it("stores the receipt in the contract's dpae folder; PDF and images only", () => {
    expect(dpaeReceiptPath("w1", "c1", "Accusé DPAE (1).pdf", "f1")).toBe("w1/contracts/c1/dpae/f1-Accus_DPAE_1_.pdf");
    expect(DPAE_RECEIPT_TYPES).toEqual(["image/jpeg", "image/png", "application/pdf", "image/heic", "image/heif"]);
  });

  it("says an incomplete declaration was not sent, and keeps the URSSAF's code on its own anomalies — R:CTR-DPAE-INCOMPLETE", () => {
    const texts = { fromUrssaf: "L'URSSAF a signalé une anomalie", notSent: "La DPAE n'a pas été envoyée" };
    expect(
      dpaeAnomalyTexts(
        { anomaly_code: "INCOMPLETE", anomaly_label: "Pour envoyer la DPAE, il manque : lieu de naissance" },
        texts,
      ),
    ).toEqual({
      title: "La DPAE n'a pas été envoyée",
      description: "Pour envoyer la DPAE, il manque : lieu de naissance",
    });
    expect(
      dpaeAnomalyTexts({ anomaly_code: "DUE-E012", anomaly_label: "NIR incohérent avec la date de naissance" }, texts),
    ).toEqual({
      title: "L'URSSAF a signalé une anomalie",
      description: "DUE-E012 : NIR incohérent avec la date de naissance",
    });
  });
});
