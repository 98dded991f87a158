// The anonymous documents (issue #33 item 2): built from a talent whose every identifying field
// holds a distinctive value, neither the bio nor the resume PDF contains any of them — in any of
// the formats a date, a phone or a NIR is written in — while the job, the qualification, its
// validity date and the département do appear; both fit on one page.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../contract-pdf/extract-text.ts";
import { proposeBio } from "./bio.ts";
import { anonymousProfile, departmentCode } from "./profile.ts";
import { renderAnonymousPdf } from "./render.ts";
import type { AnonymousSource } from "./types.ts";

const TODAY = "2026-11-25";

/** The talent as the function reads it: identity, contact, private data and all. */
const talent = {
  id: "7d3f9a52-0c41-4e8b-9a77-1b2c3d4e5f60",
  civility: "mrs",
  first_name: "Zéphyrine",
  last_name: "Quillebœuf",
  birth_name: "Vandermeersch",
  email: "zephyrine.quilleboeuf@exemple-unique.test",
  phone_number: "+33612345678",
  birth_date: "1987-04-23",
  nationality_code: "BR",
  photo: "avatars/zephyrine-portrait.jpg",
  siret: "73282932000074",
  experience_level: "experienced",
  availability_status: "available",
  available_from: "2027-01-04",
  languages: ["fr", "en"],
  driving_licenses: ["B", "C"],
  has_vehicle: true,
  mobility_radius_km: 40,
  construction_types: ["new_construction", "renovation"],
  address: {
    street1: "17 impasse des Grenadiers",
    street2: "Bâtiment Hortensia",
    postal_code: "69100",
    city: "Villeurbanne",
    country_code: "FR",
    department_code: "69",
    department_name: "Rhône",
    formatted: "17 impasse des Grenadiers, 69100 Villeurbanne",
  },
  private: {
    social_security_number: "287046938812345",
    iban: "FR7630006000011234567890189",
    bic: "AGRIFRPP882",
    birth_place: "Montélimar",
    bank_holder: "Zéphyrine Quillebœuf",
    residence_permit_number: "9912345678",
  },
};

// documents and contracts as read, with the number, file name and client a PDF must not show
const documents = [
  { type: "caces", category: "R482 B1", status: "valid", expiry_date: "2027-03-05", number: "CAC-55501" },
  { type: "sst", category: null, status: "expiring_soon", expiry_date: "2026-12-10", file_name: "sst-quillebœuf.pdf" },
  { type: "aipr", category: "Opérateur", status: "expired", expiry_date: "2025-01-01" },
  { type: "electrical_clearance", category: "H0V", status: "rejected", expiry_date: "2028-01-01" },
  { type: "id_card", category: null, status: "valid", expiry_date: "2031-06-30", number: "X4RTBPFW4" },
];
const contracts = [
  {
    status: "ended",
    start_date: "2026-03-02",
    end_date: "2026-05-29",
    job_name: "Coffreur bancheur",
    company: { name: "Bâtiments Durand", sector: { name: "Gros œuvre" } },
  },
  {
    status: "canceled",
    start_date: "2026-06-01",
    end_date: "2026-06-30",
    job_name: "Chef d'équipe",
    company: { name: "Constructions Ilévent", sector: null },
  },
];

const SOURCE: AnonymousSource = {
  talent,
  jobs: [
    { is_main: false, experience_years: 3, job: { name: "Ferrailleur", sector: { name: "Génie civil" } } },
    { is_main: true, experience_years: 8, job: { name: "Coffreur bancheur", sector: { name: "Gros œuvre" } } },
  ],
  qualifications: documents,
  missions: contracts,
};

const AGENCY = {
  name: "Renfort Intérim Lyon",
  street: "5 place Bellecour",
  postal_code: "69002",
  city: "Lyon",
  siret: "84512300900001",
};
const CONSULTANT = { first_name: "Camille", last_name: "Martin", email: "camille@renfort.test", phone_number: null };

/** Every way an identifying value could be written. */
const IDENTIFYING: [string, string][] = [
  ["first name", "Zéphyrine"],
  ["first name without accent", "Zephyrine"],
  ["last name", "Quillebœuf"],
  ["last name folded", "Quilleboeuf"],
  ["birth name", "Vandermeersch"],
  ["e-mail", "zephyrine.quilleboeuf@exemple-unique.test"],
  ["e-mail's domain", "exemple-unique"],
  ["phone E.164", "+33612345678"],
  ["phone national", "0612345678"],
  ["phone spaced", "06 12 34 56 78"],
  ["phone dotted", "06.12.34.56.78"],
  ["phone digits", "612345678"],
  ["birth date ISO", "1987-04-23"],
  ["birth date French", "23/04/1987"],
  ["birth date long", "23 avril 1987"],
  ["birth year", "1987"],
  ["age", "39 ans"],
  ["nationality country", "Brésil"],
  ["nationality adjective", "brésilien"],
  ["photo", "portrait"],
  ["street", "Grenadiers"],
  ["street number", "17 impasse"],
  ["building", "Hortensia"],
  ["city", "Villeurbanne"],
  ["postal code", "69100"],
  ["NIR", "287046938812345"],
  ["NIR spaced", "2 87 04 69 388 123 45"],
  ["NIR without key", "2870469388123"],
  ["IBAN", "FR7630006000011234567890189"],
  ["IBAN spaced", "FR76 3000 6000 0112 3456 7890 189"],
  ["BIC", "AGRIFRPP"],
  ["birth place", "Montélimar"],
  ["talent's SIRET", "73282932000074"],
  ["residence permit", "9912345678"],
  ["document number", "CAC-55501"],
  ["document file", "sst-quill"],
  ["client", "Durand"],
  ["other client", "Ilévent"],
  ["talent id", "7d3f9a52"],
];

/** The PDF's text, with French typography's spaces and apostrophes made plain for the search. */
const textOf = async (bytes: Uint8Array) =>
  (await extractPdfText(bytes))
    .join("\n")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/’/g, "'");

const build = async (kind: "bio" | "resume") => {
  const profile = await anonymousProfile(SOURCE, TODAY);
  const bytes = await renderAnonymousPdf(
    { kind, profile, bio: proposeBio(profile), agency: AGENCY, consultant: CONSULTANT },
    new Date(`${TODAY}T10:00:00Z`),
  );
  return { bytes, text: await textOf(bytes), profile };
};

describe.each(["bio", "resume"] as const)("the anonymous %s", (kind) => {
  it.each(IDENTIFYING)("never contains the talent's %s — R:DOC-ANON-NEVER", async (_field, value) => {
    const { text } = await build(kind);
    expect(text.toLowerCase()).not.toContain(value.toLowerCase());
  });

  // two letters are found inside words (« novembre »): the code is looked for as a word
  it("never contains the talent's nationality code — R:DOC-ANON-NEVER", async () => {
    const { text } = await build(kind);
    expect(text).not.toMatch(/\bBR\b/);
  });

  it("shows the job, the qualification with its validity, the département, the agency and the contact — R:DOC-ANON-CONTENT", async () => {
    const { text, bytes, profile } = await build(kind);
    expect(text).toContain("Coffreur bancheur");
    expect(text).toContain("CACES R482 B1");
    expect(text).toMatch(/2027/);
    expect(text).toContain("Rhône (69)");
    expect(text).toContain(profile.reference);
    expect(text).toContain("Renfort Intérim Lyon");
    expect(text).toContain("SIRET 84512300900001");
    expect(text).toContain("Camille Martin");
    expect(text).toContain("camille@renfort.test");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});

describe("the anonymous resume's details", () => {
  it("lists the validity date, the past missions by job and sector, languages and mobility — R:DOC-ANON-CONTENT", async () => {
    const { text } = await build("resume");
    expect(text).toContain("CACES R482 B1 — valide jusqu'au 05 mars 2027");
    expect(text).toContain("Coffreur bancheur — secteur Gros œuvre — 1 mission, 3 mois");
    expect(text).toContain("français, anglais");
    expect(text).toContain("Disponible à partir du 04 janvier 2027");
    expect(text).toContain("Permis B, C");
    // an expired, a refused and an identity document are left out; so is a cancelled contract
    expect(text).not.toContain("AIPR");
    expect(text).not.toContain("H0V");
    expect(text).not.toContain("Chef d'équipe");
  });

  it("stays on one page with many qualifications and a long paragraph", async () => {
    const many = {
      ...SOURCE,
      qualifications: Array.from({ length: 60 }, (_, i) => ({
        type: "caces",
        category: `R48${i}`,
        status: "valid",
        expiry_date: "2028-01-01",
      })),
    };
    const profile = await anonymousProfile(many, TODAY);
    const bytes = await renderAnonymousPdf({
      kind: "resume",
      profile,
      bio: "Très expérimenté. ".repeat(110),
      agency: AGENCY,
      consultant: CONSULTANT,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(await textOf(bytes)).toContain("Votre contact : Camille Martin");
  });
});

describe("departmentCode", () => {
  it.each([
    ["69100", "FR", "69"],
    ["01000", "FR", "01"],
    ["20000", "FR", "2A"],
    ["20200", "FR", "2B"],
    ["97400", "FR", "974"],
    ["98000", "MC", null],
    ["1000", "BE", null],
    [null, "FR", null],
  ])("%s (%s) → %s", (postal, country, code) => {
    expect(departmentCode(postal, country)).toBe(code);
  });
});
