// The commercial conditions PDF: the text read back from the rendered PDF holds the parties, the
// coefficients with the grid's minimum rates, the invoicing and payment terms with the mentions of
// L441-10 du Code de commerce, the rule of L1251-44, and only the sections the version negotiated.
import { describe, expect, it } from "vitest";
import { conditionsDocument, frCoefficient, paymentTermsText, type ConditionsDocumentData } from "./conditions.ts";
import { extractPdfText } from "./extract-text.ts";
import { appendEvidencePage, renderContractPdf } from "./render.ts";

const NBSP = "\u00a0";

const COMPANY: ConditionsDocumentData = {
  condition: {
    id: "cc1",
    workspace_id: "w1",
    scope_type: "company",
    version: 3,
    valid_from: "2026-06-01",
    valid_to: "2027-05-31",
    default_coefficient: 1.8,
    overtime_coefficient: 2.15,
    non_subject_coefficient: 1.05,
    coefficient_grid: [
      { job: "Maçon coffreur", coefficient: 1.8, min_pay_rate: 13.5 },
      { job: "Manœuvre", coefficient: 1.465, min_pay_rate: null },
    ],
    recruitment_fee_percentage: 18,
    recruitment_fee_min: 4000,
    guarantee_months: 3,
    payment_terms_days: 45,
    payment_terms_mode: "end_of_month",
    invoice_frequency: "monthly",
    invoice_grouping: "worksite",
    po_required: true,
    special_clauses: "Les frais de déplacement sont refacturés au réel",
  },
  invoice_frequency_label: "Mensuelle",
  invoice_grouping_label: "Par chantier",
  company: {
    name: "Bâtiments Durand",
    siren: "552100554",
    legal_form: "SAS",
    address: { street1: "10 avenue Foch", street2: null, postal_code: "69006", city: "Lyon", formatted: null },
  },
  company_group: null,
  signer: { first_name: "Jean", last_name: "Durand", job_title: "Président" },
  workspace: { name: "Renfort" },
  identity: {
    legal_name: "Renfort Intérim",
    legal_form: "SAS",
    street: "5 place Bellecour",
    postal_code: "69002",
    city: "Lyon",
    siret: "73282932000074",
    naf_code: "78.20Z",
    activity_declaration: null,
    financial_guarantor: "Caisse de garantie ABC",
    pension_body: null,
    prevoyance_body: null,
    occupational_health_service: null,
    signatory_name: "Camille Martin",
    signatory_title: "directrice d'agence",
  },
};

const GROUP: ConditionsDocumentData = {
  ...COMPANY,
  condition: {
    ...COMPANY.condition,
    scope_type: "company_group",
    version: 1,
    valid_to: null,
    overtime_coefficient: null,
    coefficient_grid: [],
    recruitment_fee_percentage: null,
    recruitment_fee_min: null,
    guarantee_months: null,
    payment_terms_days: 30,
    payment_terms_mode: "net",
    po_required: false,
    special_clauses: null,
  },
  company: null,
  company_group: {
    name: "Groupe Durand",
    companies: [
      { name: "Bâtiments Durand", siren: "552100554" },
      { name: "Durand Travaux", siren: "732829320" },
      { name: "Durand Services", siren: null },
    ],
  },
  signer: { first_name: "Anne", last_name: "Roux", job_title: null },
};

const textOf = async (d: ConditionsDocumentData) =>
  (await extractPdfText(await renderContractPdf(conditionsDocument(d), new Date("2026-05-20T10:00:00Z"))))
    .join("\n")
    .replace(/\n/g, " ");

describe("the commercial conditions PDF", () => {
  it.each([
    ["title", "Conditions commerciales"],
    ["version and validity", "Version 3 — en vigueur du 01 juin 2026 au 31 mai 2027"],
    ["agency identity", "Renfort Intérim, SAS — entreprise de travail temporaire"],
    ["agency SIRET", "SIRET" + NBSP + ": 73282932000074"],
    ["client", `Et le client${NBSP}: Bâtiments Durand, SAS, SIREN 552100554, 10 avenue Foch, 69006 Lyon`],
    ["client's signatory", "représentée par Jean Durand, Président."],
    ["default coefficient", `Coefficient par défaut${NBSP}: 1,80.`],
    ["grid line with its minimum", `Maçon coffreur${NBSP}: coefficient 1,80 — taux horaire minimum 13,50${NBSP}€.`],
    ["grid line without minimum", `Manœuvre${NBSP}: coefficient 1,465.`],
    ["overtime coefficient", `Heures supplémentaires majorées${NBSP}: coefficient 2,15.`],
    ["non-subject coefficient", `Indemnités et frais non soumis à cotisations${NBSP}: coefficient 1,05.`],
    ["invoice frequency", `Fréquence de facturation${NBSP}: Mensuelle.`],
    ["invoice grouping", `Regroupement des factures${NBSP}: Par chantier.`],
    ["purchase order", "Un numéro de bon de commande est exigé sur chaque facture."],
    ["payment terms", `Délai de paiement${NBSP}: 45 jours fin de mois`],
    ["late-payment penalties", "trois fois le taux d’intérêt légal (article L441-10 du Code de commerce)"],
    ["recovery indemnity", `indemnité forfaitaire pour frais de recouvrement de 40${NBSP}€`],
    [
      "recruitment fees",
      `Honoraires${NBSP}: 18${NBSP}% de la rémunération annuelle brute, au minimum 4${NBSP}000,00${NBSP}€${NBSP}; garantie de 3 mois.`,
    ],
    ["special clauses, quoted", `«${NBSP}Les frais de déplacement sont refacturés au réel${NBSP}»`],
    ["L1251-44", "est réputée non écrite (L1251-44 du Code du travail)"],
    ["footer", "Renfort Intérim — Conditions commerciales v3 — Bâtiments Durand"],
  ])("prints the %s", async (_name, mention) => {
    expect(await textOf(COMPANY)).toContain(mention);
  });

  it("names each company of a group scope, with its SIREN when known", async () => {
    const text = await textOf(GROUP);
    expect(text).toContain(
      `Et le client${NBSP}: le groupe Groupe Durand, pour ses sociétés${NBSP}: Bâtiments Durand (SIREN 552100554), Durand Travaux (SIREN 732829320) et Durand Services, représenté par Anne Roux.`,
    );
    expect(text).toContain("Version 1 — en vigueur du 01 juin 2026 Entre");
    expect(text).toContain("Renfort Intérim — Conditions commerciales v1 — Groupe Durand");
  });

  it("leaves out what the version did not negotiate", async () => {
    const text = await textOf(GROUP);
    expect(text).toContain(`Délai de paiement${NBSP}: 30 jours nets`);
    expect(text).not.toContain("Recrutement");
    expect(text).not.toContain("Honoraires");
    expect(text).not.toContain("Clauses particulières");
    expect(text).not.toContain("Heures supplémentaires");
    expect(text).not.toContain("bon de commande est exigé");
    expect(text).not.toContain("taux horaire minimum");
    // the legal mentions stay
    expect(text).toContain("L441-10");
    expect(text).toContain(`40${NBSP}€`);
    expect(text).toContain("L1251-44");
  });

  it("prints a recruitment section for a guarantee alone, and multi-line clauses as one quotation", () => {
    const doc = conditionsDocument({
      ...GROUP,
      condition: { ...GROUP.condition, guarantee_months: 2, special_clauses: "Première clause.\n\nSeconde clause." },
    });
    expect(doc.sections.find((s) => s.title === "Recrutement")?.lines).toEqual(["Garantie de 2 mois."]);
    expect(doc.sections.find((s) => s.title === "Clauses particulières")?.lines).toEqual([
      `«${NBSP}Première clause.`,
      `Seconde clause.${NBSP}»`,
    ]);
  });

  it("states the coefficients and payment terms the French way", () => {
    expect(frCoefficient(1.46)).toBe("1,46");
    expect(frCoefficient(1.8)).toBe("1,80");
    expect(frCoefficient(2)).toBe("2,00");
    expect(frCoefficient(1.465)).toBe("1,465");
    expect(paymentTermsText(30, "net")).toBe("30 jours nets");
    expect(paymentTermsText(45, "end_of_month")).toBe("45 jours fin de mois");
    expect(paymentTermsText(0, "net")).toBe("à réception de la facture");
  });

  it("is sealed with the evidence page under its version", async () => {
    const original = await renderContractPdf(conditionsDocument(COMPANY));
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    const signed = await appendEvidencePage(
      original,
      [
        {
          party: "client",
          signer_name: "Jean Durand",
          signer_email: "jean@durand.test",
          signed_at: "2026-05-21T08:30:00Z",
          ip: "203.0.113.7",
          user_agent: "Firefox",
          channel: "email_link",
          document_sha256: "ab".repeat(32),
          signature_image: png,
          consent_text: "J'accepte les conditions commerciales.",
        },
      ],
      "Conditions commerciales v3",
    );
    const pages = await extractPdfText(signed);
    const last = pages[pages.length - 1].replace(/\n/g, " ");
    expect(last).toContain("Preuves de signature");
    expect(last).toContain("Conditions commerciales v3 — preuves de signature électronique");
    expect(last).toContain("Jean Durand");
  });
});
