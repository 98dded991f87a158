import { describe, expect, it } from "vitest";
import { readSentence } from "./read-sentence.ts";
import type { ReaderRefs } from "./reader.ts";

const refs: ReaderRefs = {
  today: "2026-11-25",
  jobs: [{ id: "job-coffreur", name: "Coffreur-bancheur" }],
  documentTypes: [{ value: "caces", label: "CACES" }],
  synonyms: [{ term: "nucléaire", synonyms: ["EDF"] }],
};

describe("readSentence", () => {
  it("reads the sentence, finds the city's commune and marks the state as read", async () => {
    const { state, unknownCity } = await readSentence(
      { q: "coffreur bancheur nucléaire autour de Caen 20 km, dispo demain", terms: [], page: 4 },
      refs,
    );
    expect(unknownCity).toBeUndefined();
    expect(state).toEqual({
      q: "coffreur bancheur nucléaire autour de Caen 20 km, dispo demain",
      read: true,
      terms: [{ term: "nucléaire", variants: ["nucléaire", "EDF"] }],
      jobIds: ["job-coffreur"],
      documentTypes: undefined,
      city: "14118",
      radiusKm: 20,
      availableBy: "2026-11-26",
      contractTypes: undefined,
      page: 1,
    });
  });

  it("keeps the criteria chosen on the question page, adding the read ones", async () => {
    const { state } = await readSentence(
      {
        q: "CACES à Rouen 10 km",
        terms: [],
        city: "14118",
        radiusKm: 50,
        documentTypes: ["aipr"],
        page: 1,
      },
      refs,
    );
    expect(state.city).toBe("14118");
    expect(state.radiusKm).toBe(50);
    expect(state.documentTypes).toEqual(["aipr", "caces"]);
  });

  it("says which city it could not find", async () => {
    const { state, unknownCity } = await readSentence({ q: "secteur Zzyzxville", terms: [], page: 1 }, refs);
    expect(unknownCity).toBe("Zzyzxville");
    expect(state.city).toBeUndefined();
  });
});
