import { describe, expect, it } from "vitest";
import { i18nProvider } from "./i18n-provider.ts";

describe("i18nProvider", () => {
  it.each([
    ["buttons.save", undefined, undefined, "Enregistrer"],
    ["notifications.createSuccess", { resource: "Talent" }, undefined, "Talent créé(e)"],
    ["actions.list", undefined, "List", "Liste"],
    ["talent.talent", undefined, "Talents", "Talents"],
    ["routes.planning", undefined, undefined, "Planning"],
  ])("%s → %s", (key, options, fallback, expected) => {
    expect(i18nProvider.translate(key, options, fallback)).toBe(expected);
  });

  it("is French only", () => {
    expect(i18nProvider.getLocale()).toBe("fr");
  });
});
