// The enums' labels have one copy, the migrations' (public.enum_label → labels.generated.ts):
// every value of a labelled enum has its label, and the screens' style maps (the `*_STYLE`
// exports of the resources' and the domain's constants.ts) are built from it, cover their enum and give a colour
// to each value when they give colours at all; none retypes a database enum's labels (but the
// signature page's absences and the client and talent spaces' statuses, checked here against the
// database's).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Constants } from "../../database.types.ts";
import { CLIENT_INVOICE_STATUS, MISSION_STATUS, PLATFORM_STATUS } from "../../client-space/texts.ts";
import { CONDITION_STATUS } from "../../client-space/documents/texts.ts";
import { PAYMENT_MODE } from "../../client-space/invoices/texts.ts";
import { TIMESHEET_STATUS } from "../../portal/labels.ts";
import { ABSENCES } from "../../signature/texts.ts";
import { ADVANCE_STATUS } from "../../talent-space/advance/texts.ts";
import { UNAVAILABILITY_REASON } from "../../talent-space/availability/texts.ts";
import { DOCUMENT_STATUS, DOCUMENT_TYPE } from "../../talent-space/texts.ts";
import { enumLabel, enumStyle, enumStyleSource, enumValues } from "./labels.ts";
import { ENUM_LABELS } from "./labels.generated.ts";

const ENUMS = Constants.public.Enums as Record<string, readonly string[]>;
const LABELS = ENUM_LABELS as Record<string, Record<string, string>>;
const ROOT = path.resolve(import.meta.dirname, "../../..");

const constantsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? constantsFiles(path.join(dir, entry.name))
      : entry.name === "constants.ts"
        ? [path.join(dir, entry.name)]
        : [],
  );

describe("the generated labels", () => {
  it("give a label to every value of each labelled database enum, and to no other value", () => {
    const labelled = Object.keys(LABELS);
    expect(labelled.length).toBeGreaterThan(50);
    for (const name of labelled) {
      expect(ENUMS[name], `${name} n'est pas une énumération de la base`).toBeDefined();
      expect(Object.keys(LABELS[name]).sort(), name).toEqual([...ENUMS[name]].sort());
      for (const value of ENUMS[name]) expect(LABELS[name][value]?.trim(), `${name}.${value}`).toBeTruthy();
    }
  });
});

describe("the signature page's own copy", () => {
  it("names the absences as the database does (the page does not load the labels module)", () => {
    const { none: _none, ...absences } = ENUM_LABELS.absence_type;
    expect(ABSENCES).toEqual(absences);
  });
});

describe("the client and talent spaces' own copies", () => {
  it.each([
    ["timesheet_status", TIMESHEET_STATUS],
    ["mission_status", MISSION_STATUS],
    ["client_invoice_status", CLIENT_INVOICE_STATUS],
    ["platform_status", PLATFORM_STATUS],
    ["commercial_condition_status", CONDITION_STATUS],
    ["client_payment_mode", PAYMENT_MODE],
    ["document_status", DOCUMENT_STATUS],
    ["document_type", DOCUMENT_TYPE],
    ["advance_payment_request_status", ADVANCE_STATUS],
    ["planning_unavailability_reason", UNAVAILABILITY_REASON],
  ] as const)("name %s's values as the database does (the spaces do not load the labels module)", (name, copy) => {
    expect(copy).toEqual(LABELS[name]);
  });
});

describe("enumStyle", () => {
  it("labels every value in the enum's order, with the screen's colours", () => {
    const style = enumStyle("agency_status", { active: "green", inactive: "default", closed: "red" });
    expect(style).toEqual({
      active: { label: "Active", color: "green" },
      inactive: { label: "Inactive", color: "default" },
      closed: { label: "Fermée", color: "red" },
    });
    expect(Object.keys(style)).toEqual(enumValues("agency_status"));
    expect(enumStyleSource(style)).toEqual({
      name: "agency_status",
      values: enumValues("agency_status"),
      colored: true,
    });
  });

  it("without colours, labels only; with values, those values only in their order", () => {
    expect(enumStyle("civility", null, ["mrs", "mr"])).toEqual({ mrs: { label: "Mme" }, mr: { label: "M." } });
    expect(enumStyle("day_meal").none).toEqual({ label: "Aucun" });
  });

  it("names one value, or shows it as it is when it has no label", () => {
    expect(enumLabel("contract_status", "signed")).toBe("Signé");
    expect(enumLabel("contract_status", "unknown" as "signed")).toBe("unknown");
  });
});

describe("the screens' style maps", async () => {
  const maps: Array<[string, Record<string, { label: string; color?: string }>]> = [];
  for (const file of ["resources", "src/domain"].flatMap((dir) => constantsFiles(path.join(ROOT, dir)))) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (name.endsWith("_STYLE") && value && typeof value === "object")
        maps.push([`${path.relative(ROOT, file)} ${name}`, value as Record<string, { label: string; color?: string }>]);
  }

  it("are found", () => {
    expect(maps.length).toBeGreaterThan(30);
  });

  it.each(maps)("%s: from the generated labels, every value, a colour for each or none", (_, style) => {
    const source = enumStyleSource(style);
    if (!source) {
      // not built by enumStyle: its values must not be those of a database enum (a second copy of its labels)
      const keys = Object.keys(style);
      const copied = Object.keys(LABELS).filter((name) => keys.every((key) => key in LABELS[name]));
      expect(copied, "des libellés d'une énumération de la base recopiés : utilisez enumStyle").toEqual([]);
      return;
    }
    // every value of the enum unless the map names some (a screen offering part of it)
    expect(Object.keys(style)).toEqual([...source.values]);
    for (const value of source.values) expect(ENUMS[source.name]).toContain(value);
    for (const [value, entry] of Object.entries(style)) {
      expect(entry.label, value).toBe(LABELS[source.name][value]);
      if (source.colored) expect(entry.color, `${source.name}.${value} sans couleur`).toMatch(/^\S+$/);
      else expect(entry.color).toBeUndefined();
    }
  });
});
