// The proposed paragraph (French, from the anonymous profile only) and the check that refuses an
// edited paragraph naming the talent or giving their e-mail or phone.
import { describe, expect, it } from "vitest";
import { BIO_MAX_LENGTH, proposeBio } from "./bio.ts";
import { identityLeaks } from "./leaks.ts";
import type { AnonymousProfile } from "./types.ts";

const PROFILE: AnonymousProfile = {
  reference: "Profil n° 3FA9C2",
  jobs: [
    { name: "Coffreur bancheur", main: true, years: 8, sector: "Gros œuvre" },
    { name: "Ferrailleur", main: false, years: 2, sector: "Génie civil" },
  ],
  experience: "Expérimenté (5 à 10 ans)",
  missions: [
    { job: "Coffreur bancheur", sector: "Gros œuvre", count: 3, days: 200 },
    { job: "Ferrailleur", sector: null, count: 1, days: 20 },
  ],
  qualifications: [
    { label: "CACES R482 B1", validUntil: "2027-03-05" },
    { label: "SST", validUntil: null },
  ],
  languages: ["français", "portugais"],
  availability: "Disponible immédiatement",
  department: "Rhône (69)",
  mobility: ["Mobile dans un rayon de 30 km autour du département Rhône (69)", "Permis B"],
  constructionTypes: [],
};

describe("proposeBio", () => {
  it("writes the job, experience, sector, cards, missions, languages and availability — R:DOC-ANON-CONTENT", () => {
    expect(proposeBio(PROFILE)).toBe(
      "Coffreur bancheur avec 8 ans d'expérience dans le secteur gros œuvre, également ferrailleur. " +
        "CACES R482 B1 valide jusqu'en 2027, SST. 4 missions déjà réalisées avec notre agence. " +
        "Parle français et portugais. " +
        "Disponible immédiatement, mobile dans un rayon de 30 km autour du département Rhône (69).",
    );
  });

  it.each<[string, Partial<AnonymousProfile>, string]>([
    [
      "no years: the experience level",
      { jobs: [{ name: "Maçon", main: true, years: null, sector: null }] },
      "Maçon, profil expérimenté (5 à 10 ans).",
    ],
    ["no job", { jobs: [], experience: null }, "Profil du bâtiment et des travaux publics."],
    [
      "one year",
      { jobs: [{ name: "Maçon", main: true, years: 1, sector: "TP / VRD" }] },
      "Maçon avec 1 an d'expérience dans le secteur TP / VRD",
    ],
    [
      "French only: no languages sentence",
      { languages: ["français"] },
      "4 missions déjà réalisées avec notre agence. Disponible",
    ],
    [
      "one mission",
      { missions: [{ job: "Maçon", sector: null, count: 1, days: 5 }] },
      "1 mission déjà réalisée avec notre agence.",
    ],
    ["no mobility", { mobility: [], availability: "En mission" }, "En mission."],
  ])("%s", (_, change, expected) => {
    expect(proposeBio({ ...PROFILE, ...change })).toContain(expected);
  });

  it("stays within what the database takes", () => {
    const many = {
      ...PROFILE,
      jobs: Array.from({ length: 400 }, (_, i) => ({ name: `Métier ${i}`, main: i === 0, years: 1, sector: null })),
    };
    expect(proposeBio(many).length).toBeLessThanOrEqual(BIO_MAX_LENGTH);
  });
});

describe("identityLeaks", () => {
  const who = {
    first_name: "Zéphyrine",
    last_name: "Quillebœuf",
    birth_name: "Li",
    email: "zq@exemple.test",
    phone_number: "+33612345678",
  };
  it.each([
    ["the first name, without its accent", "Zephyrine est coffreuse.", ["Zéphyrine"]],
    ["the last name in capitals", "Mme QUILLEBŒUF, coffreuse.", ["Quillebœuf"]],
    ["the e-mail", "Écrire à ZQ@exemple.test", ["zq@exemple.test"]],
    ["the phone, spaced", "Joignable au 06 12 34 56 78.", ["+33612345678"]],
    ["nothing identifying", "Coffreuse expérimentée, lit les plans.", []],
    ["a short name inside a word", "Fiable et polyvalente.", []],
    ["a name inside another word", "Zéphyrines", []],
  ])("finds %s", (_, text, expected) => {
    expect(identityLeaks(text, who)).toEqual(expected);
  });
});
