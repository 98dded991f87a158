import { describe, expect, it } from "vitest";
import { foldText, sensitiveTopics } from "./sensitive-keywords.ts";

describe("sensitiveTopics", () => {
  it.each([
    ["Il est en arrêt maladie depuis lundi", ["health"]],
    ["Reconnu travailleur handicapé (RQTH)", ["health"]],
    ["Elle est enceinte de 4 mois", ["health"]],
    ["Ne travaille pas pendant le Ramadan", ["religion"]],
    ["Pratiquant, va à la mosquée le vendredi", ["religion"]],
    ["Délégué CGT sur son ancien chantier", ["union"]],
    ["Il est syndiqué", ["union"]],
    ["Militant d'extrême droite", ["politics"]],
    ["Orientation sexuelle évoquée en entretien", ["sexuality"]],
    ["D'origine maghrébine", ["origin"]],
    ["Casier judiciaire non vierge, sorti de prison", ["judicial"]],
    ["Diabétique et musulman", ["health", "religion"]],
    ["SYNDICAT et MALADIE en capitales", ["health", "union"]],
  ])("« %s » → %j", (text, topics) => {
    expect(sensitiveTopics(text)).toEqual(topics);
  });

  it.each([
    "Maçon expérimenté, ponctuel, permis B",
    "Romain habite à Lyon, transport en commun",
    "Chantier rue des Églantiers, à côté de la gare",
    "Bon contact avec le chef de chantier, travail propre",
    "Programme de la journée : coffrage puis ferraillage",
    "",
  ])("« %s » → nothing", (text) => {
    expect(sensitiveTopics(text)).toEqual([]);
  });

  it("reads whole words, not parts of words", () => {
    expect(sensitiveTopics("Il travaille à Rome")).toEqual([]);
    expect(sensitiveTopics("Communauté rom")).toEqual(["origin"]);
    expect(sensitiveTopics("Le gaymard du chantier")).toEqual([]);
  });

  it("folds accents and ligatures", () => {
    expect(foldText("Œuvre Éléphant")).toBe("oeuvre elephant");
    expect(sensitiveTopics("ÉGLISE")).toEqual(["religion"]);
    expect(sensitiveTopics(null)).toEqual([]);
  });
});
