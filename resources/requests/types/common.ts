// Fields and selects shared by the type definitions (talent, company, contract links), and how
// their pickers search the server: talents and companies on their normalised search_text (the
// lists' pattern), contracts on public.contract_search_text (reference, talent, company).
import type { CrudFilters } from "@refinedev/core";
import type { Tables } from "../../../src/database.types.ts";
import { t, type MessageKey } from "../../../src/i18n/index.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { normalizeSearch } from "../../../src/lib/search/normalize.ts";
import type {
  ColumnOf,
  EnumName,
  FieldDef,
  FieldKind,
  FilterOn,
  Reference,
  RequestEmbeds,
  SearchColumnOf,
  TableName,
} from "../definition.ts";

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

/**
 * A picker over `resource`: `columns` (checked against the table) and `embeds` make its select,
 * `search` names the column what is typed is looked for in (`normalized`: a column holding
 * private.normalize_search's form), `sorters` and `filters` name its columns too.
 */
export const referenceTo = <T extends TableName, K extends ColumnOf<T>>(
  resource: T,
  o: {
    embed: string;
    columns: readonly K[];
    embeds?: readonly string[];
    optionLabel: (row: Partial<Pick<Tables<T>, K>> & Record<string, unknown>) => string;
    search: { column: SearchColumnOf<T>; normalized?: boolean };
    sorters?: ReadonlyArray<{ field: SearchColumnOf<T>; order: "asc" | "desc" }>;
    filters?: (values: Record<string, unknown>) => FilterOn<T>[];
  },
): Reference => ({
  resource,
  embed: o.embed,
  select: [...o.columns, ...(o.embeds ?? [])].join(", "),
  optionLabel: o.optionLabel,
  search: o.search.normalized ? normalizedSearch(o.search.column) : columnSearch(o.search.column),
  ...(o.sorters ? { sorters: [...o.sorters] } : {}),
  ...(o.filters ? { filters: o.filters } : {}),
});

type FieldKey = keyof typeof import("../i18n.fr.ts").requestsFr.fields;
export const label = (key: FieldKey): string => t(`resources.requests.fields.${key}` as MessageKey);

export const field = <C extends string>(
  name: C,
  key: FieldKey,
  kind: FieldKind = "text",
  enumName?: EnumName,
): FieldDef<C> => ({
  name,
  label: label(key),
  kind,
  enumName,
});

/** A table picked by its name (the centres). */
type NamedTable = { [T in TableName]: "id" | "name" extends ColumnOf<T> ? T : never }[TableName];

/** A column pointing at a row of `resource` (embedded under the same name), picked by its name. */
export const namedReferenceField = <C extends string>(name: C, key: FieldKey, resource: NamedTable): FieldDef<C> => ({
  ...field(name, key, "reference"),
  reference: referenceTo(resource, {
    embed: resource,
    columns: ["id", "name"],
    optionLabel: (row) => String(row.name ?? ""),
    search: { column: "name" },
    sorters: [{ field: "name", order: "asc" }],
  }),
});

export const TALENT_EMBED = "talent:talent_id(id, first_name, last_name)";
export const COMPANY_EMBED = "company:company_id(id, name)";
export const CONTRACT_EMBED = "contract:contract_id(id, contract_key, job_name)";

/** A picker of talents by their name (search_text), embedded under `embed`. */
export const talentReference = (embed: string, sorted = true): Reference =>
  referenceTo("talent", {
    embed,
    columns: ["id", "first_name", "last_name"],
    optionLabel: (row) => displayName(row, { upperLastName: true }),
    search: { column: "search_text", normalized: true },
    ...(sorted ? { sorters: [{ field: "last_name", order: "asc" }] } : {}),
  });

export const talentField: FieldDef<"talent_id"> = {
  name: "talent_id",
  label: label("talent"),
  kind: "reference",
  reference: talentReference("talent"),
};

export const companyField: FieldDef<"company_id"> = {
  name: "company_id",
  label: label("company"),
  kind: "reference",
  reference: referenceTo("company", {
    embed: "company",
    columns: ["id", "name"],
    optionLabel: (row) => String(row.name ?? ""),
    search: { column: "search_text", normalized: true },
    sorters: [{ field: "name", order: "asc" }],
  }),
};

/** A picker of contracts by their reference, talent or company (public.contract_search_text). */
const contractReference = (
  filters?: (values: Record<string, unknown>) => FilterOn<"contract">[],
  embed: "contract" | "replacement_contract" = "contract",
): Reference =>
  referenceTo("contract", {
    embed,
    columns: ["id", "contract_key", "job_name"],
    optionLabel: (row) => [row.contract_key, row.job_name].filter(Boolean).join(" — "),
    search: { column: "contract_search_text", normalized: true },
    sorters: [{ field: "start_date", order: "desc" }],
    ...(filters ? { filters } : {}),
  });

export const contractField: FieldDef<"contract_id"> = {
  name: "contract_id",
  label: label("contract"),
  kind: "reference",
  reference: contractReference(),
};

/** The new contract an early end's temp accepted (L1251-26), read through its own embed. */
export const REPLACEMENT_CONTRACT_EMBED = "replacement_contract:replacement_contract_id(id, contract_key, job_name)";
export const replacementContractField: FieldDef<"replacement_contract_id"> = {
  name: "replacement_contract_id",
  label: label("replacementContract"),
  kind: "reference",
  reference: contractReference(undefined, "replacement_contract"),
};

/**
 * The chosen talent's contracts: a request about a talent names one of his contracts, never
 * another talent's (none are offered while no talent is chosen; contract.talent_id is never null).
 */
export const talentContractFilters = (values: Record<string, unknown>): FilterOn<"contract">[] =>
  typeof values.talent_id === "string" && values.talent_id
    ? [{ field: "talent_id", operator: "eq", value: values.talent_id }]
    : [{ field: "talent_id", operator: "null", value: true }];

/** A contract of the form's talent (the medical visit, the acompte). */
export const talentContractField: FieldDef<"contract_id"> = {
  ...contractField,
  reference: contractReference(talentContractFilters),
};

/** The talent's name (the subject of most request types). */
export const talentSubject = (row: Pick<RequestEmbeds, "talent">): string =>
  row.talent ? displayName(row.talent, { upperLastName: true }) : "—";
export const talentLink = (row: { talent_id: string | null }): string | null =>
  row.talent_id ? `/talents/${row.talent_id}` : null;

export const companySubject = (row: Pick<RequestEmbeds, "company">): string => row.company?.name ?? "—";
export const companyLink = (row: { company_id: string | null }): string | null =>
  row.company_id ? `/companies/${row.company_id}` : null;

/** The form's French messages: a required id, a positive amount. */
export const requiredMessage = (key: "talent" | "company" | "companyGroup" | "contract" | "required") =>
  t(`resources.requests.validation.${key}`);
