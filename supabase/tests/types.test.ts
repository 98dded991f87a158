// The generated files must match the migrations: src/database.types.ts (Supabase's
// `Database` type), supabase/permissions.json (the matrix and the transitions) and the front
// end's copies of the matrix, the buckets and the enums' labels (src/lib/**/*.generated.ts).
// Regenerate with `npm run db:types` (node --import tsx scripts/gen-types.ts). The check reads the
// suite's native PostgreSQL when it runs on one (support/migrated.ts), where `npm run db:types`
// reads a PGlite: both give the same files, and a difference between the two engines fails here.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "../../server/db/engine.ts";
import {
  BUCKETS_FILE,
  ENUM_LABELS_FILE,
  generateBuckets,
  generateEnumLabels,
  generateGrants,
  generatePermissions,
  generateTypes,
  GRANTS_FILE,
  PERMISSIONS_FILE,
  TYPES_FILE,
} from "../../scripts/gen-types.ts";
import { generateLegalParameters, LEGAL_PARAMETERS_FILE } from "../../scripts/gen-legal-parameters.ts";
import { migratedOnly } from "./support/migrated.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await migratedOnly();
});
// generated once, on first use, for the file's check and for the tests of its shape (≈ 2 s each time)
const once = (generate: (e: Engine) => Promise<string>) => {
  let result: Promise<string> | undefined;
  return () => (result ??= generate(engine));
};
const types = once(generateTypes);
const permissions = once(generatePermissions);

describe("generated files", () => {
  it("src/database.types.ts is current (npm run db:types)", async () => {
    const expected = await types();
    expect(
      readFileSync(TYPES_FILE, "utf8") === expected,
      "src/database.types.ts est périmé : lancez npm run db:types",
    ).toBe(true);
  });

  it("supabase/permissions.json is current (npm run db:types)", async () => {
    const expected = await permissions();
    expect(
      readFileSync(PERMISSIONS_FILE, "utf8") === expected,
      "supabase/permissions.json est périmé : lancez npm run db:types",
    ).toBe(true);
  });

  it("src/lib/permissions/grants.generated.ts is current (npm run db:types)", async () => {
    const expected = await generateGrants(engine);
    expect(
      readFileSync(GRANTS_FILE, "utf8") === expected,
      "src/lib/permissions/grants.generated.ts est périmé : lancez npm run db:types",
    ).toBe(true);
  });

  it("src/lib/upload/buckets.generated.ts is current (npm run db:types)", async () => {
    const expected = await generateBuckets(engine);
    expect(
      readFileSync(BUCKETS_FILE, "utf8") === expected,
      "src/lib/upload/buckets.generated.ts est périmé : lancez npm run db:types",
    ).toBe(true);
  });

  it("src/lib/enums/labels.generated.ts is current (npm run db:types)", async () => {
    const expected = await generateEnumLabels(engine);
    expect(
      readFileSync(ENUM_LABELS_FILE, "utf8") === expected,
      "src/lib/enums/labels.generated.ts est périmé : lancez npm run db:types",
    ).toBe(true);
  });

  it("src/lib/legal/legal-parameters.generated.ts is current (npm run db:types)", async () => {
    const expected = await generateLegalParameters(engine);
    expect(
      readFileSync(LEGAL_PARAMETERS_FILE, "utf8") === expected,
      "src/lib/legal/legal-parameters.generated.ts est périmé : lancez npm run db:types",
    ).toBe(true);
  });

  it("has Supabase's shape: tables with Row/Insert/Update/Relationships, functions, enums", async () => {
    const source = await types();
    expect(source).toContain("export type Database = {");
    expect(source).toMatch(/ {6}talent: \{\n {8}Row: \{/);
    expect(source).toContain('referencedRelation: "team_member"');
    expect(source).toMatch(
      /get_current_user_managees: \{\n {8}Args: never\n {8}Returns: \{\n {10}managee_id: string\n {8}\}\[\]/,
    );
    expect(source).toContain('app_role:\n        | "accounting_team_member"');
    expect(source).toContain("export type Tables<");
    expect(source).toContain("export const Constants = {");
  });

  it("lists the permission matrix by role, resource and action", async () => {
    const json = JSON.parse(await permissions()) as {
      permissions: Record<string, Record<string, Record<string, string>>>;
    };
    expect(json.permissions.team_member_marketing.talent_private).toBeUndefined();
    expect(json.permissions.external_csm_team_member.contract_pricing).toBeUndefined();
    expect(json.permissions.accounting_team_member.pay_tracking).toEqual({
      select: "all",
      insert: "all",
      update: "all",
    });
    expect(json.permissions.consultant_team_member.mission.delete).toBe("own");
  });
});
