import { describe, expect, it } from "vitest";
import { afterFirstWord, displayName, firstWord, initials, type PersonLike } from "./display-name.ts";

describe("displayName — R:UI-DISPLAY-NAME", () => {
  it.each<[string, PersonLike | null, string]>([
    [
      "auth user first",
      { first_name: "Paul", last_name: "Roux", auth_user: { first_name: "Julie", last_name: "Petit" } },
      "Julie Petit",
    ],
    ["own names", { first_name: "Paul", last_name: "Roux" }, "Paul Roux"],
    ["temporary names", { temp_first_name: "Léa", temp_last_name: "Moreau" }, "Léa Moreau"],
    ["mixed sources", { auth_user: { first_name: "Inès" }, temp_last_name: "Haddad" }, "Inès Haddad"],
    ["first name only", { first_name: "Karim" }, "Karim"],
    ["last name only", { last_name: "Diallo" }, "Diallo"],
    ["blank strings ignored", { first_name: "  ", temp_first_name: "Hugo", last_name: "" }, "Hugo"],
    ["no name", {}, "‼️ Non renseigné"],
    ["null record", null, "‼️ Non renseigné"],
    ["entity with job title", { civility: "entity", job_title: "Service RH" }, "Entité : Service RH"],
    ["entity without job title", { civility: "entity", first_name: "X" }, "Entité"],
    ["other civility without names", { civility: "mr" }, "‼️ Non renseigné"],
  ])("%s", (_label, person, expected) => {
    expect(displayName(person)).toBe(expected);
  });

  it("upper-cases the last name on request", () => {
    expect(displayName({ first_name: "Jean", last_name: "de la Fontaine" }, { upperLastName: true })).toBe(
      "Jean DE LA FONTAINE",
    );
  });
});

describe("initials — R:UI-INITIALS", () => {
  it.each<[string | null | undefined, string]>([
    ["Jean Dupont", "JD"],
    ["jean-pierre martin", "JPM"],
    ["Jean de la Fontaine", "JF"],
    ["Marie d'Estaing", "ME"],
    ["Anne du Pont des Champs", "APC"],
    ["Le Corbusier", "C"],
    ["Les Halles", "H"],
    ["Valéry Giscard d'Estaing", "VGE"],
    ["Émile   Zola", "ÉZ"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("first word helpers", () => {
  it.each<[string | null, string, string]>([
    ["Jean-Pierre de la Fontaine", "Jean-Pierre", "de la Fontaine"],
    ["Camille", "Camille", ""],
    ["  Julie   Petit ", "Julie", "Petit"],
    ["", "", ""],
    [null, "", ""],
  ])("%s", (name, first, rest) => {
    expect(firstWord(name)).toBe(first);
    expect(afterFirstWord(name)).toBe(rest);
  });
});
