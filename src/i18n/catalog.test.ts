import { describe, expect, it } from "vitest";
import { common } from "./fr/common.ts";
import { fr } from "./fr/index.ts";
import { refine } from "./fr/refine.ts";
import { hasMessage, interpolate, t, translateAny } from "./translate.ts";

const leaves = (node: unknown, prefix = ""): Array<[string, unknown]> =>
  node && typeof node === "object"
    ? Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
    : [[prefix, node]];

describe("French catalog", () => {
  it("merges sections without overwriting one another", () => {
    const shared = Object.keys(common).filter((key) => key in refine);
    expect(shared).toEqual([]);
  });

  it("holds only non-empty strings", () => {
    leaves(fr).forEach(([key, value]) => {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
    });
  });

  it.each([
    ["settings.account.title", "Mon compte"],
    ["settings.account.subtitle", "Gérer les informations relatives à votre profil."],
    ["settings.managees.title", "Managés"],
    [
      "settings.managees.subtitle",
      "Un managé autonome pourra demander la création d'un contrat sans avoir à passer par votre validation.",
    ],
    ["settings.members.title", "Membres"],
    ["settings.members.subtitle", "Gérer les membres de votre workspace."],
    ["settings.workspace.title", "Workspace"],
    ["settings.workspace.subtitle", "Gérer les paramètres de votre workspace."],
    [
      "settings.managees.loadError",
      "Une erreur s'est produit lors du chargement des personnes dont vous êtes le manager ou le référent",
    ],
    ["settings.members.levelAbove", "Impossible de monter au-dessus de 4"],
    ["settings.members.levelBelow", "Impossible de descendre en dessous de 1"],
    ["toasts.successTitle", "Succès !"],
    ["toasts.successDescription", "Opération réussie."],
    ["toasts.errorTitle", "Oops !"],
    ["toasts.errorDescription", "Une erreur est survenue."],
    ["toasts.warningTitle", "Attention !"],
    ["errors.default", "An error has occurred. Please try again later."],
    ["errors.notFound", "Page Not Found"],
    ["errors.internal", "Internal Server Error"],
    ["domain.names.unnamed", "‼️ Non renseigné"],
    ["domain.names.entity", "Entité"],
  ] as const)("keeps the spec text of %s verbatim — R:UI-ERROR-MESSAGES, R:UI-TOAST-TYPES", (key, text) => {
    expect(t(key)).toBe(text);
  });

  it("interpolates and falls back", () => {
    expect(interpolate("Bonjour {{ name }} ({{n}})", { name: "Léa", n: 3 })).toBe("Bonjour Léa (3)");
    expect(interpolate("{{missing}}", {})).toBe("{{missing}}");
    expect(translateAny("buttons.save")).toBe("Enregistrer");
    expect(translateAny("unknown.key", undefined, "Défaut")).toBe("Défaut");
    expect(translateAny("unknown.key")).toBe("unknown.key");
    expect(hasMessage("routes")).toBe(false);
  });
});
