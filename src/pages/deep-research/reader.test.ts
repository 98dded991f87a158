import { describe, expect, it } from "vitest";
import { expandTerm, readQuery, type ReadQuery, type ReaderRefs } from "./reader.ts";

const refs: ReaderRefs = {
  today: "2026-11-25", // a Wednesday
  jobs: [
    { id: "job-coffreur", name: "Coffreur-bancheur" },
    { id: "job-macon", name: "Maçon" },
    { id: "job-macon-vrd", name: "Maçon VRD" },
    { id: "job-chef", name: "Chef d'équipe" },
    { id: "job-elec", name: "Électricien" },
  ],
  documentTypes: [
    { value: "caces", label: "CACES" },
    { value: "electrical_clearance", label: "Habilitation électrique" },
    { value: "aipr", label: "AIPR" },
    { value: "sst", label: "SST" },
    { value: "work_at_height", label: "Travail en hauteur" },
    { value: "carte_btp", label: "Carte BTP" },
    { value: "driving_license", label: "Permis de conduire" },
    { value: "scaffolding", label: "Échafaudage (R408)" },
  ],
  synonyms: [
    { term: "coffreur", synonyms: ["bancheur", "coffreur bancheur"] },
    { term: "maçon", synonyms: ["maçonnerie"] },
    { term: "CACES R482", synonyms: ["engins de chantier"] },
    { term: "nucléaire", synonyms: ["centrale nucléaire", "EDF", "CNPE"] },
  ],
};

const NUCLEAR = { term: "nucléaire", variants: ["nucléaire", "centrale nucléaire", "EDF", "CNPE"] };

// each case: the sentence and what the reader must find in it (fields left out: absent)
const cases: Array<[string, ReadQuery]> = [
  [
    "coffreur bancheur qui a fait du nucléaire, dispo lundi, autour de Caen 30 km, CACES R482",
    {
      terms: [NUCLEAR, { term: "R482", variants: ["R482", "CACES R482", "engins de chantier"] }],
      jobIds: ["job-coffreur"],
      documentTypes: ["caces"],
      city: "Caen",
      radiusKm: 30,
      availableBy: "2026-11-30",
    },
  ],
  ["nucléaire", { terms: [NUCLEAR] }],
  ["NUCLEAIRES", { terms: [{ term: "NUCLEAIRES", variants: ["NUCLEAIRES", "centrale nucléaire", "EDF", "CNPE"] }] }],
  ["maçon", { terms: [], jobIds: ["job-macon"] }],
  ["maçons VRD", { terms: [], jobIds: ["job-macon-vrd"] }],
  [
    "chef d'équipe gros oeuvre",
    {
      terms: [
        { term: "gros", variants: ["gros"] },
        { term: "oeuvre", variants: ["oeuvre"] },
      ],
      jobIds: ["job-chef"],
    },
  ],
  ["maçonnerie", { terms: [{ term: "maçonnerie", variants: ["maçonnerie", "maçon"] }] }],
  ["bancheur", { terms: [{ term: "bancheur", variants: ["bancheur", "coffreur", "coffreur bancheur"] }] }],
  [
    "expérience en centrale nucléaire",
    { terms: [{ term: "centrale nucléaire", variants: ["centrale nucléaire", "nucléaire", "EDF", "CNPE"] }] },
  ],
  [
    "ayant travaillé chez EDF",
    { terms: [{ term: "EDF", variants: ["EDF", "nucléaire", "centrale nucléaire", "CNPE"] }] },
  ],
  ["EDF et nucléaire", { terms: [{ term: "EDF", variants: ["EDF", "nucléaire", "centrale nucléaire", "CNPE"] }] }],
  ["dès demain", { terms: [], availableBy: "2026-11-26" }],
  ["disponible le 3 décembre", { terms: [], availableBy: "2026-12-03" }],
  ["dispo le 1er mars", { terms: [], availableBy: "2027-03-01" }],
  ["disponible immédiatement", { terms: [], availableBy: "2026-11-25" }],
  ["dispo", { terms: [], availableBy: "2026-11-25" }],
  ["disponible à partir du 05/01/2027", { terms: [], availableBy: "2027-01-05" }],
  ["libre après-demain", { terms: [], availableBy: "2026-11-27" }],
  ["dispo mercredi", { terms: [], availableBy: "2026-12-02" }],
  ["disponible sous 15 jours", { terms: [], availableBy: "2026-12-10" }],
  ["libre dans 2 semaines", { terms: [], availableBy: "2026-12-09" }],
  ["intérim ou CDD", { terms: [], contractTypes: ["temp", "cdd"] }],
  ["CDI intérimaire", { terms: [], contractTypes: ["cdi_temp"] }],
  ["CDI", { terms: [], contractTypes: ["cdi"] }],
  [
    "habilitations électriques B1V et travail en hauteur",
    {
      terms: [{ term: "B1V", variants: ["B1V", "habilitations électriques B1V"] }],
      documentTypes: ["electrical_clearance", "work_at_height"],
    },
  ],
  ["échafaudage", { terms: [], documentTypes: ["scaffolding"] }],
  ["permis B", { terms: [], documentTypes: ["driving_license"] }],
  ["maçon avec 5 ans d'expérience", { terms: [], jobIds: ["job-macon"] }],
  [
    "soudeur TIG, CDI ou intérim, à Lyon dès lundi",
    {
      terms: [
        { term: "soudeur", variants: ["soudeur"] },
        { term: "TIG", variants: ["TIG"] },
      ],
      contractTypes: ["cdi", "temp"],
      city: "Lyon",
      availableBy: "2026-11-30",
    },
  ],
  ["à 20 km de Saint-Lô", { terms: [], city: "Saint-Lô", radiusKm: 20 }],
  ["près de La Rochelle", { terms: [], city: "La Rochelle" }],
  ["électricien à Rouen", { terms: [], jobIds: ["job-elec"], city: "Rouen" }],
  ["secteur Lisieux, soudure", { terms: [{ term: "soudure", variants: ["soudure"] }], city: "Lisieux" }],
  [
    '"travaux de nuit" coffrage',
    {
      terms: [
        { term: "travaux de nuit", variants: ["travaux de nuit"] },
        { term: "coffrage", variants: ["coffrage"] },
      ],
    },
  ],
  ["qui a fait de la", { terms: [] }],
  ["  ", { terms: [] }],
  [
    "CACES R489 cat. 3 et AIPR",
    { terms: [{ term: "R489", variants: ["R489", "CACES R489"] }], documentTypes: ["caces", "aipr"] },
  ],
];

describe("readQuery", () => {
  it.each(cases)("reads « %s » — R:TAL-DEEP-READER", (sentence, expected) => {
    expect(readQuery(sentence, refs)).toEqual(expected);
  });

  it("keeps the terms in the order they were written", () => {
    const terms = readQuery("soudure, nucléaire, tuyauterie", refs).terms.map((g) => g.term);
    expect(terms).toEqual(["soudure", "nucléaire", "tuyauterie"]);
  });

  it("reads « coffreur bancheur » as a term with its synonyms when the job list lacks it — R:TAL-DEEP-READER", () => {
    const read = readQuery("coffreur bancheur nucléaire", { ...refs, jobs: [] });
    expect(read.jobIds).toBeUndefined();
    expect(read.terms[0]).toEqual({
      term: "coffreur bancheur",
      variants: ["coffreur bancheur", "coffreur", "bancheur"],
    });
  });

  it("moves a date of the past year to the next one", () => {
    expect(readQuery("dispo le 2 janvier", refs).availableBy).toBe("2027-01-02");
    expect(readQuery("dispo le 25 novembre", refs).availableBy).toBe("2026-11-25");
  });
});

describe("expandTerm", () => {
  it("adds the dictionary's rows naming the term, accents kept, once each", () => {
    expect(expandTerm("Nucleaire", refs.synonyms)).toEqual({
      term: "Nucleaire",
      variants: ["Nucleaire", "centrale nucléaire", "EDF", "CNPE"],
    });
  });
  it("keeps an unknown word alone", () => {
    expect(expandTerm("ferraillage", refs.synonyms)).toEqual({ term: "ferraillage", variants: ["ferraillage"] });
  });
});
