// The two contract PDFs: the text extracted from the PDF holds every mandatory mention of
// L1251-16 / L1251-43 with the contract's own values, the billing rate is on the client's copy
// only, French characters survive, and the signed copy ends with the evidence page.
import { describe, expect, it } from "vitest";
import { extractPdfText } from "./extract-text.ts";
import { flexibilityDays, frTypography, trialPeriodDays } from "./format.ts";
import { contractDocument } from "./mentions.ts";
import { appendEvidencePage, renderContractPdf } from "./render.ts";
import { CONTRACT_DATA as DATA } from "./test-data.ts";
import type { ContractDocumentData } from "./types.ts";

const NBSP = "\u00a0";
const textOf = async (bytes: Uint8Array) => (await extractPdfText(bytes)).join("\n").replace(/\n/g, " ");

describe("the two contract PDFs", () => {
  it.each([
    ["motif", "Accroissement temporaire d’activité"],
    ["justification", `«${NBSP}Chantier de la résidence Les Érables${NBSP}»`],
    ["dates", "du 01 juin 2026 au 31 juillet 2026"],
    ["flexibility", "reporté de 8 jours de travail"],
    ["workplace", "12 chemin des Érables, 69100 Villeurbanne"],
    ["schedule", `35 h par semaine, les lundi, mardi, mercredi, jeudi et vendredi${NBSP}; 8 h – 12 h, 13 h – 16 h`],
    ["qualification", "Qualification professionnelle exigée" + NBSP + ": N2P1"],
    ["pay", `Salaire horaire brut du salarié temporaire${NBSP}: 14,50${NBSP}€`],
    ["reference pay", `Rémunération de référence (L1251-43, 6°)${NBSP}: 14,50${NBSP}€`],
    ["bonuses", `Prime de salissure 2,50${NBSP}€ par jour`],
    ["risks", "Travail en hauteur et Travail près d’une trémie"],
    ["PPE by the agency", "Casque et Chaussures de sécurité"],
    ["PPE by the client", `fournis par l’entreprise utilisatrice${NBSP}: Harnais`],
    ["medical surveillance", "Suivi individuel renforcé (SIR)"],
    ["workspace identity", "Renfort Intérim, SAS"],
    ["SIRET", "73282932000074"],
    ["guarantor", "Caisse de garantie ABC"],
  ])("both copies print the %s — R:CTR-PDF-MENTIONS", async (_name, mention) => {
    for (const copy of ["mission", "mad"] as const) {
      const text = await textOf(await renderContractPdf(contractDocument(DATA, copy)));
      expect(text, copy).toContain(mention);
    }
  });

  it.each([
    ["trial period", "Période d’essai" + NBSP + ": 3 jours travaillés"],
    ["IFM", "Indemnité de fin de mission (IFM, L1251-32)"],
    ["ICCP", "Indemnité compensatrice de congés payés (ICCP, L1251-19)"],
    ["pension body", "Caisse de retraite XYZ"],
    ["prévoyance body", "Prévoyance Intérim, 4 rue de la Prévoyance"],
    ["hiring not forbidden", "n’est pas interdite"],
    ["talent", "Élodie Œuvray"],
  ])("the contrat de mission prints the %s — R:CTR-PDF-MENTIONS", async (_name, mention) => {
    const text = await textOf(await renderContractPdf(contractDocument(DATA, "mission")));
    expect(text).toContain(mention);
  });

  it("prints the contract's own bonuses, by their French name, rather than the mission's", async () => {
    const own = {
      ...DATA,
      contract: { ...DATA.contract, bonuses: [{ type: "weather", amount: 1.2, unit: "hour" }] },
    };
    for (const copy of ["mission", "mad"] as const) {
      const text = await textOf(await renderContractPdf(contractDocument(own, copy)));
      expect(text, copy).toContain(`Prime d’intempéries 1,20${NBSP}€ par heure`);
      expect(text, copy).not.toContain("Prime de salissure");
    }
    const none = { ...DATA, contract: { ...DATA.contract, bonuses: [] }, mission: null };
    expect(await textOf(await renderContractPdf(contractDocument(none, "mission")))).toContain(
      "Primes et accessoires" + NBSP + ": aucun",
    );
  });

  it("adds the repatriation clause to a mission abroad only", async () => {
    const abroad = { ...DATA, contract: { ...DATA.contract, contract_reason: "abroad" } };
    expect(await textOf(await renderContractPdf(contractDocument(abroad, "mission")))).toContain("Rapatriement");
    expect(await textOf(await renderContractPdf(contractDocument(DATA, "mission")))).not.toContain("Rapatriement");
  });

  it("names the person replaced and her qualification on both copies of a replacement (L1251-43, 1°) — R:CTR-REPLACED-PERSON", async () => {
    const replacing = {
      ...DATA,
      contract: {
        ...DATA.contract,
        contract_reason: "replacement_absence",
        replaced_employee: "Marc Dubois",
        replaced_employee_qualification: "grutier, N3P2",
      },
    };
    for (const copy of ["mission", "mad"] as const)
      expect(await textOf(await renderContractPdf(contractDocument(replacing, copy))), copy).toContain(
        `Personne remplacée${NBSP}: Marc Dubois — qualification${NBSP}: grutier, N3P2.`,
      );
    // not a replacement: no such line
    expect(await textOf(await renderContractPdf(contractDocument(DATA, "mission")))).not.toContain(
      "Personne remplacée",
    );
  });

  it("states the client's majorations with their source on both copies (L1251-18, L1251-43 6°) — R:PAY-MAJ-SHOWN", async () => {
    const withRates = {
      ...DATA,
      majorations: [
        { label: "Heures de nuit", pct: 25, source: "Accord d'entreprise du 12 mars 2024" },
        { label: "Dimanche", pct: 0, source: null },
      ],
    };
    for (const copy of ["mission", "mad"] as const)
      expect(await textOf(await renderContractPdf(contractDocument(withRates, copy))), copy).toMatch(
        /Majorations de l’entreprise utilisatrice \(L1251-18\)\s: heures de nuit \+25\s% \(Accord d’entreprise du 12 mars 2024\)\s; dimanche \+0\s%\./,
      );
  });

  it("prints the billing rate on the client's copy only — R:CTR-PDF-PRICE-CLIENT", async () => {
    const mad = await textOf(await renderContractPdf(contractDocument(DATA, "mad")));
    const mission = await textOf(await renderContractPdf(contractDocument(DATA, "mission")));
    expect(mad).toContain(`Prix de la prestation${NBSP}: 29,73${NBSP}€ HT`);
    expect(mad).toContain("Bâtiments Durand, SIREN 552100554");
    expect(mission).not.toContain("29,73");
    expect(mission).not.toContain("Prix de la prestation");
  });

  it("an amendment's copies open with its object: each changed term, former and new value", async () => {
    const amendment: ContractDocumentData = {
      ...DATA,
      contract: {
        ...DATA.contract,
        amendment_number: 1,
        end_date: "2026-09-30",
        hourly_wage: 15,
        amendment_changes: [
          { field: "end_date", old: "2026-07-31", new: "2026-09-30" },
          { field: "hourly_wage", old: 14.5, new: 15 },
        ],
      },
    };
    for (const copy of ["mission", "mad"] as const) {
      const text = await textOf(await renderContractPdf(contractDocument(amendment, copy)));
      expect(text, copy).toContain("Objet de l’avenant n° 1");
      expect(text, copy).toContain(`Date de fin${NBSP}: 30 septembre 2026 (au lieu de 31 juillet 2026)`);
      expect(text, copy).toContain(`Salaire horaire brut${NBSP}: 15,00${NBSP}€ (au lieu de 14,50${NBSP}€)`);
      expect(text, copy).toContain("CTR-2026-000123 — avenant n° 1");
    }
    // the initial contract has no such section
    expect(await textOf(await renderContractPdf(contractDocument(DATA, "mission")))).not.toContain(
      "Objet de l’avenant",
    );
  });

  it("appends an evidence page with the signer, time, IP, channel and document hash — R:CTR-SIGN-EVIDENCE", async () => {
    const original = await renderContractPdf(contractDocument(DATA, "mission"));
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
    const signed = await appendEvidencePage(
      original,
      [
        {
          party: "talent",
          signer_name: "Élodie Œuvray",
          signer_email: "elodie@example.test",
          signed_at: "2026-05-28T08:30:00.000Z",
          ip: "203.0.113.7",
          user_agent: "Mozilla/5.0 (iPhone)",
          channel: "email_link",
          document_sha256: "a".repeat(64),
          signature_image: png,
          consent_text: "J'ai lu le contrat de mission et je le signe électroniquement.",
        },
        {
          party: "client",
          signer_name: "Sonia Client",
          signer_email: "sonia@example.test",
          signed_at: "2026-05-29T08:30:00.000Z",
          ip: "203.0.113.8",
          user_agent: "Mozilla/5.0 (Windows)",
          channel: "email_link_reminder_2",
          document_sha256: "b".repeat(64),
          signature_image: png,
          consent_text: "J'ai lu le contrat de mise à disposition et je le signe électroniquement.",
        },
      ],
      "CTR-2026-000123",
    );
    const pages = await extractPdfText(signed);
    const last = pages[pages.length - 1].replace(/\n/g, " ");
    expect(pages.length).toBe((await extractPdfText(original)).length + 1);
    for (const mention of [
      "Preuves de signature",
      "Élodie Œuvray",
      "203.0.113.7",
      "Mozilla/5.0 (iPhone)",
      "a".repeat(64),
      "28 mai 2026",
      "lien personnel à usage unique reçu par e-mail (relance n° 2)",
    ])
      expect(last).toContain(mention);
    // the channel is stated in French, never as its stored code
    expect(last).not.toContain("email_link");
  });
});

describe("terms computed for the documents", () => {
  it.each([
    ["2026-06-01", "2026-06-05", 2],
    ["2026-06-01", "2026-06-12", 2],
    ["2026-06-01", "2026-06-30", 4],
    ["2026-06-01", "2026-07-31", 9],
  ])("souplesse from %s to %s: %i days", (start, end, days) => {
    expect(flexibilityDays(start, end, [1, 2, 3, 4, 5])).toBe(days);
  });

  it.each([
    ["2026-06-01", "2026-06-30", 2],
    ["2026-06-01", "2026-07-15", 3],
    ["2026-06-01", "2026-08-15", 5],
  ])("trial period from %s to %s: %i days", (start, end, days) => {
    expect(trialPeriodDays(start, end, null)).toBe(days);
  });

  it("puts French spaces before ; : ! ? and inside guillemets", () => {
    expect(frTypography("Motif : « test » ; ok ? oui !")).toBe(
      "Motif\u00a0: «\u00a0test\u00a0»\u202f; ok\u202f? oui\u202f!",
    );
  });

  it("ends a mention once when the value typed in it ends with a stop, and keeps an ellipsis", async () => {
    const night = { ...DATA, contract: { ...DATA.contract, schedule: "21 h – 5 h, travail de nuit." } };
    const text = await textOf(await renderContractPdf(contractDocument(night, "mission")));
    expect(text).toContain(`${NBSP}; 21 h – 5 h, travail de nuit. `);
    expect(text).not.toContain("nuit..");
    expect(frTypography("En attente...")).toBe("En attente...");
  });
});
