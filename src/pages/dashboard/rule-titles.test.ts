// Every queue the database can fill has a French title: the rules are read from the schema
// (the rows of public.action_rule and the private.action_rule_<rule> functions that emit them),
// so a rule added in SQL without its title fails here instead of showing its raw key
// (« actionCentre.rules.invoices_overdue ») as a queue's heading.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { t, type MessageKey } from "../../i18n/index.ts";
import { actionCentreFr } from "./i18n.fr.ts";

const SCHEMAS = path.resolve(import.meta.dirname, "../../../supabase/schemas");

const schemaRules = (): string[] => {
  const rules = new Set<string>();
  for (const file of readdirSync(SCHEMAS).filter((name) => name.endsWith(".sql"))) {
    const sql = readFileSync(path.join(SCHEMAS, file), "utf8");
    for (const [, rule] of sql.matchAll(/FUNCTION private\.action_rule_([a-z0-9_]+)\s*\(/g)) rules.add(rule);
    for (const [, rows] of sql.matchAll(/insert into public\.action_rule\b[^;]*?values([^;]*);/gi))
      for (const [, rule] of rows.matchAll(/\(\s*'([a-z0-9_]+)'/g)) rules.add(rule);
  }
  return [...rules].sort();
};

describe("the action centre's queue titles", () => {
  const rules = schemaRules();

  it("reads the rules from the schema", () => {
    expect(rules).toEqual(expect.arrayContaining(["contract_unsigned_start", "invoices_overdue", "weeks_unbilled"]));
  });

  it.each(rules)("« %s » has a French title", (rule) => {
    const title = t(`actionCentre.rules.${rule}` as MessageKey);
    expect(title).not.toContain("actionCentre.");
    expect(title).toBe((actionCentreFr.rules as Record<string, string>)[rule]);
  });
});
