// Fields and selects shared by the type definitions (talent, company, contract links), and how
// their pickers search the server: talents and companies on their normalised search_text (the
// lists' pattern), contracts on public.contract_search_text (reference, talent, company).
import type { CrudFilters } from "@refinedev/core";
import { t, type MessageKey } from "../../../src/i18n/index.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { normalizeSearch } from "../../../src/lib/search/normalize.ts";
import type { FieldDef, FieldKind, RequestRow } from "../definition.ts";

/** A picker's search on a column holding private.normalize_search's form (talent.search_text…). */
export const normalizedSearch =
  (column: string) =>
  (text: string): CrudFilters => {
    const value = normalizeSearch(text);
    return value ? [{ field: column, operator: "contains", value }] : [];
  };

/** A picker's search on a plain text column (a centre's name, an invoice number). */
export const columnSearch =
  (column: string) =>
  (text: string): CrudFilters =>
    text.trim() ? [{ field: column, operator: "contains", value: text.trim() }] : [];

type FieldKey = keyof typeof import("../i18n.fr.ts").requestsFr.fields;
export const label = (key: FieldKey): string => t(`resources.requests.fields.${key}` as MessageKey);

export const field = (name: string, key: FieldKey, kind: FieldKind = "text", enumName?: string): FieldDef => ({
  name,
  label: label(key),
  kind,
  enumName,
});

/** A column pointing at a row of `resource` (embedded under the same name), picked by its name. */
export const namedReferenceField = (name: string, key: FieldKey, resource: string): FieldDef => ({
  ...field(name, key, "reference"),
  reference: {
    resource,
    embed: resource,
    select: "id, name",
    optionLabel: (row: Record<string, unknown>) => String(row.name ?? ""),
    search: columnSearch("name"),
    sorters: [{ field: "name", order: "asc" }],
  },
});

export const TALENT_EMBED = "talent:talent_id(id, first_name, last_name)";
export const COMPANY_EMBED = "company:company_id(id, name)";
export const CONTRACT_EMBED = "contract:contract_id(id, contract_key, job_name)";

type Named = { first_name?: string | null; last_name?: string | null };

export const talentField: FieldDef = {
  name: "talent_id",
  label: label("talent"),
  kind: "reference",
  reference: {
    resource: "talent",
    embed: "talent",
    select: "id, first_name, last_name",
    optionLabel: (row) => displayName(row as Named, { upperLastName: true }),
    search: normalizedSearch("search_text"),
    sorters: [{ field: "last_name", order: "asc" }],
  },
};

export const companyField: FieldDef = {
  name: "company_id",
  label: label("company"),
  kind: "reference",
  reference: {
    resource: "company",
    embed: "company",
    select: "id, name",
    optionLabel: (row) => String(row.name ?? ""),
    search: normalizedSearch("search_text"),
    sorters: [{ field: "name", order: "asc" }],
  },
};

export const contractField: FieldDef = {
  name: "contract_id",
  label: label("contract"),
  kind: "reference",
  reference: {
    resource: "contract",
    embed: "contract",
    select: "id, contract_key, job_name",
    optionLabel: (row) => [row.contract_key, row.job_name].filter(Boolean).join(" — "),
    search: normalizedSearch("contract_search_text"),
    sorters: [{ field: "start_date", order: "desc" }],
  },
};

/** The talent's name (the subject of most request types). */
export const talentSubject = (row: RequestRow): string =>
  row.talent ? displayName(row.talent as Named, { upperLastName: true }) : "—";
export const talentLink = (row: RequestRow): string | null =>
  row.talent_id ? `/talents/${String(row.talent_id)}` : null;

export const companySubject = (row: RequestRow): string => (row.company as { name?: string } | null)?.name ?? "—";
export const companyLink = (row: RequestRow): string | null =>
  row.company_id ? `/companies/${String(row.company_id)}` : null;

/** The form's French messages: a required id, a positive amount. */
export const requiredMessage = (key: "talent" | "company" | "contract" | "required") =>
  t(`resources.requests.validation.${key}`);
