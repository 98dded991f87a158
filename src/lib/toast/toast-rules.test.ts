import { describe, expect, it } from "vitest";
import { t } from "../../i18n/index.ts";
import {
  TOAST_LOOK,
  buildToast,
  isDismissingSwipe,
  splitDescription,
  toastDuration,
  type ToastInput,
} from "./toast-rules.ts";

describe("buildToast", () => {
  it.each<[string, ToastInput, { title: string; description: string[]; duration: number }]>([
    [
      "success defaults",
      { type: "success" },
      { title: "Succès !", description: ["Opération réussie."], duration: 2500 },
    ],
    [
      "error defaults",
      { type: "error" },
      { title: "Oops !", description: ["Une erreur est survenue."], duration: 5000 },
    ],
    [
      "warning defaults",
      { type: "danger" },
      { title: "Attention !", description: [t("toasts.warningDescription")], duration: 5000 },
    ],
    [
      "own texts",
      { type: "success", title: "Enregistré", description: "Le contrat est à jour." },
      { title: "Enregistré", description: ["Le contrat est à jour."], duration: 2500 },
    ],
    [
      "own duration",
      { type: "error", duration: 1000 },
      { title: "Oops !", description: ["Une erreur est survenue."], duration: 1000 },
    ],
    [
      "multi-line",
      { type: "error", description: "Ligne 1\nLigne 2\r\n\nLigne 3" },
      { title: "Oops !", description: ["Ligne 1", "Ligne 2", "Ligne 3"], duration: 5000 },
    ],
  ])("%s", (_label, input, expected) => {
    expect(buildToast(input, "id-1", t)).toMatchObject({ id: "id-1", type: input.type, ...expected });
  });
});

describe("look — R:UI-TOAST-TYPES", () => {
  it.each([
    ["success", "check", "green"],
    ["error", "remove", "red"],
    ["danger", "remove", "red"],
  ] as const)("%s shows a %s icon in %s", (type, icon, color) => {
    expect(TOAST_LOOK[type]).toMatchObject({ icon, color });
  });
});

describe("rules", () => {
  it.each([
    ["success", undefined, 2500],
    ["error", undefined, 5000],
    ["danger", undefined, 5000],
    ["success", 8000, 8000],
  ] as const)("%s duration (%s) → %i — R:UI-TOAST-DURATION", (type, duration, expected) => {
    expect(toastDuration(type, duration)).toBe(expected);
  });

  it.each([
    [0, false],
    [50, false],
    [51, true],
    [200, true],
    [-120, false],
  ])("swipe of %i px dismisses: %s — R:UI-TOAST-CLOSE", (delta, expected) => {
    expect(isDismissingSwipe(delta)).toBe(expected);
  });

  it.each([
    ["one line", ["one line"]],
    ["", []],
    ["a\n\n b ", ["a", "b"]],
  ])("splits %j", (text, expected) => {
    expect(splitDescription(text)).toEqual(expected);
  });
});
