import { describe, expect, it } from "vitest";
import { hasSearch, parseState, stateToParams, toRpcArgs, urlOf, type DeepResearchState } from "./state.ts";

const full: DeepResearchState = {
  q: "coffreur qui a fait du nucléaire",
  read: true,
  terms: [
    { term: "nucléaire", variants: ["nucléaire", "centrale nucléaire", "EDF"] },
    { term: "R482", variants: ["R482"] },
  ],
  jobIds: ["job-1", "job-2"],
  documentTypes: ["caces", "aipr"],
  city: "14118",
  radiusKm: 30,
  availableBy: "2026-11-30",
  contractTypes: ["temp", "cdd"],
  page: 3,
};

describe("deep research's URL state", () => {
  it("comes back whole from its URL (the link can be shared) — R:TAL-DEEP-URL", () => {
    expect(parseState(new URLSearchParams(stateToParams(full).toString()))).toEqual(full);
  });

  it("writes a term and its variants in one parameter, the term first", () => {
    expect(stateToParams(full).getAll("term")).toEqual(["nucléaire|centrale nucléaire|EDF", "R482"]);
  });

  it("drops unknown cards and contract types, malformed dates and a radius without a city", () => {
    const s = parseState(
      new URLSearchParams("documents=caces,passport&contracts=temp,nope&availableBy=30/11/2026&radius=-3&page=x"),
    );
    expect(s).toEqual({ terms: [], documentTypes: ["caces"], contractTypes: ["temp"], page: 1 });
    expect(stateToParams({ terms: [], radiusKm: 30, page: 1 }).toString()).toBe("");
  });

  it("caps the radius", () => {
    expect(parseState(new URLSearchParams("city=14118&radius=9000")).radiusKm).toBe(500);
  });

  it("builds the path with its query string, or alone", () => {
    expect(urlOf("/talents/deep-research/results", { terms: [], page: 1 })).toBe("/talents/deep-research/results");
    expect(urlOf("/x", { terms: [{ term: "béton", variants: ["béton"] }], page: 2 })).toBe("/x?term=b%C3%A9ton&page=2");
  });

  it("knows when there is something to search", () => {
    expect(hasSearch({ terms: [], page: 1 })).toBe(false);
    expect(hasSearch({ terms: [], contractTypes: ["cdi"], page: 1 })).toBe(true);
  });
});

describe("toRpcArgs", () => {
  it("passes the terms with their variants, the criteria, and the page as an offset", () => {
    expect(toRpcArgs(full, { latitude: 49.18, longitude: -0.37 })).toEqual({
      p_terms: full.terms,
      p_job_ids: ["job-1", "job-2"],
      p_document_types: ["caces", "aipr"],
      p_latitude: 49.18,
      p_longitude: -0.37,
      p_radius_km: 30,
      p_available_by: "2026-11-30",
      p_contract_types: ["temp", "cdd"],
      p_limit: 25,
      p_offset: 50,
    });
  });

  it("leaves the city out until its coordinates are known", () => {
    const args = toRpcArgs({ terms: [], city: "14118", page: 1 });
    expect(args).toEqual({ p_terms: [], p_limit: 25, p_offset: 0 });
  });
});
