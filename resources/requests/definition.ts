// A request type's own facts, the only file a new type adds beside its migration: the list's
// columns and filters, the detail's sections, the create form (zod schema with the catalog's
// French messages) and the type's computed values. Statuses, transitions, history, files and
// deadlines come from the database (request_type, status_transition, status_history…).
//
// A definition names its table's columns through the generated types (src/database.types.ts):
// `defineRequest` checks every column it names (fields, filters, sections, deadline, pre-fill,
// starting values, the create schema's keys) and every enum against the database, so renaming
// a column breaks the compilation of each type that uses it. The shared screens read the same
// definition through `RequestDefinition`, its untyped reading (a row of any request table).
import type { CrudFilters, CrudSorting, LogicalFilter } from "@refinedev/core";
import type { ComponentType, ReactNode } from "react";
import type { z } from "zod";
import type { Database, Json, Tables, TablesInsert } from "../../src/database.types.ts";
import type { SaveFunction, SaveVariables } from "../../providers/data-provider-save.ts";

type PublicSchema = Database["public"];

/** A table of the public schema (a request's table, or the table a picker reads). */
export type TableName = keyof PublicSchema["Tables"];
/** A column of `T` (the keys of its row). */
export type ColumnOf<T extends TableName> = Extract<keyof Tables<T>, string>;
/**
 * A computed column of `T` that PostgREST reads and filters like a column: a function of the
 * row alone (`public.contract_search_text(contract)`).
 */
export type ComputedColumnOf<T extends TableName> = {
  [F in keyof PublicSchema["Functions"]]: keyof PublicSchema["Functions"][F]["Args"] extends `p_${T}` ? F : never;
}[keyof PublicSchema["Functions"]];
/** A database enum (enum_label.enum_name). */
export type EnumName = keyof PublicSchema["Enums"];
/** A request table: one with an id and a status (the request family's columns). */
export type RequestEntity = {
  [T in TableName]: Tables<T> extends { id: string; status: string } ? T : never;
}[TableName];

/** How a column is shown and, in a form, edited. */
export type FieldKind =
  | "text"
  | "textarea"
  | "money"
  | "number"
  /** a coefficient (1,85): typed with a decimal comma, shown in French */
  | "coefficient"
  | "percent"
  | "date"
  | "datetime"
  | "month"
  | "boolean"
  | "enum"
  | "enumArray"
  | "reference"
  /** questions asked during a call and their answers (a jsonb array of pairs) */
  | "questions"
  /** a single-file column: a Storage path in the documents bucket (uploaded by the form) */
  | "file"
  /** items ticked off (a jsonb object whose ticked keys are true): `options` lists them */
  | "checklist";

/** A request row as the shared screens read it (any request table, with its embeds). */
export type RequestRow = Record<string, unknown> & { id: string; status: string };

type NamedEmbed = { id?: string; first_name?: string | null; last_name?: string | null };
type LabelledEmbed = { id?: string; name?: string | null };

/** The embeds the definitions' selects name (PostgREST aliases), as a row carries them. */
export type RequestEmbeds = {
  talent?: NamedEmbed | null;
  coopted?: NamedEmbed | null;
  coopted_by?: NamedEmbed | null;
  company?: LabelledEmbed | null;
  company_group?: LabelledEmbed | null;
  contract?: { id?: string; contract_key?: string | null; job_name?: string | null } | null;
  replacement_contract?: { id?: string; contract_key?: string | null; job_name?: string | null } | null;
  invoice?: Partial<Tables<"independent_monthly_invoice">> | null;
  medical_center?: LabelledEmbed | null;
  qualification_center?: LabelledEmbed | null;
};

/** A row of the request table `E` with its embeds, as a definition's functions receive it. */
export type RequestRowOf<E extends RequestEntity> = Tables<E> & RequestEmbeds;

/**
 * A picker's table: what it reads, how an option is labelled, how what the user types is
 * searched on the server (never a column the table lacks: Refine's default searches `title`).
 * Built by `referenceTo`, which checks the columns against the table.
 */
export type Reference = {
  resource: TableName;
  /** the embed alias holding the label in the request's select */
  embed: string;
  select: string;
  optionLabel(row: Record<string, unknown>): string;
  search: (text: string) => CrudFilters;
  sorters?: CrudSorting;
  /**
   * the picker's fixed filters, from the form's values (a talent who is an independent, an
   * invoice of the chosen talent): applied to every read, whatever is typed
   */
  filters?: (values: Record<string, unknown>) => CrudFilters;
};

export type FieldDef<C extends string = string> = {
  /** the column (a reference's column: its label comes from the embed) */
  name: C;
  label: string;
  kind: FieldKind;
  /** enum_label's enum_name for enum fields */
  enumName?: EnumName;
  /** reference fields: the table to pick from (`referenceTo`) */
  reference?: Reference;
  /** shown (and sent) only while another field of the form holds one of these values */
  visibleWhen?: { field: C; values: readonly string[] };
  /** checklist fields: the items, every one to be ticked before the form is sent, and what the
   * form says while one is not */
  checklist?: { items: ReadonlyArray<{ value: string; label: string }>; incomplete: string };
};

export type ComputedValue<Row = RequestRow> = { label: string; value(row: Row): ReactNode };

/** A Refine filter on a column of `T` (a picker's fixed filters). */
export type FilterOn<T extends TableName> = LogicalFilter & { field: ColumnOf<T> };

/** What a picker's search and order read: a column of `T`, or one of its computed columns. */
export type SearchColumnOf<T extends TableName> = ColumnOf<T> | ComputedColumnOf<T>;

/** The facts a definition is written over: its table, the names of its columns, its rows. */
type Facts = { entity: string; column: string; row: object; insert: object };

/** The statuses of a definition's table (any string for the untyped reading). */
type StatusOf<F extends Facts> = F["row"] extends { status: infer S extends string } ? S : string;

type DefinitionOf<F extends Facts, Schema extends z.ZodObject> = {
  /** the table and request_type.entity */
  entity: F["entity"];
  /** the spec's route (request_type.route) */
  route: string;
  /** PostgREST select of the list and detail (embeds named) */
  select: string;
  /** columns shown after the talent/subject; status, deadline and dates are shared */
  columns: FieldDef<F["column"]>[];
  /** extra list filters (enum or boolean columns); status and "en retard" are shared */
  filters?: FieldDef<F["column"]>[];
  /** how the record is named in the list and header */
  subject(row: F["row"]): string;
  /** the link of the subject (talent's or company's page) */
  subjectLink?(row: F["row"]): string | null;
  subjectLabel: string;
  sections: Array<{ title: string; fields: FieldDef<F["column"]>[] }>;
  computed?: ComputedValue<F["row"]>[];
  /** fields a transition may ask for (required_fields), when not already in the sections */
  transitionFields?: FieldDef<F["column"]>[];
  /** where the deadline lives (due_at by default) and whether a countdown is shown */
  /**
   * `metBy`: the column whose date says the deadline was met (an accident's declared_at): the
   * countdown stops there and the badge says when
   */
  deadline?: { field: F["column"]; label: string; countdown?: boolean; metBy?: F["column"] };
  create?: {
    /** the create button's and form's name when « Nouvelle demande » does not fit (an e-mail) */
    label?: string;
    schema: Schema;
    fields: FieldDef<F["column"]>[];
    /** columns a talent (or contract) pre-fills: ?talent_id=… in the URL */
    prefill?: F["column"][];
    /**
     * the form's starting values (the database's defaults, shown), under the URL's pre-fill; a
     * function for values of the moment the form opens (the acompte's current month)
     */
    initialValues?: Partial<F["insert"]> | (() => Partial<F["insert"]>);
    /**
     * the type's own part of the create form, rendered inside it after the fields (it reads
     * them with Form.useWatch and may add computed fields of its own): the acompte's earned net
     */
    extraFields?: ComponentType;
    /** the columns `extraFields` edits (a grid): read into the edit form and sent with its fields */
    extraColumns?: F["column"][];
    /**
     * a create that writes several rows goes through one SQL function (data-provider-save.ts):
     * its name, and its arguments from the checked row and the form's own values (the referee a
     * referral creates with it)
     */
    save?: RequestSave;
  };
  /** a type's own detail card (PPE items) */
  extra?: ComponentType<{ row: RequestRow; refetch: () => void }>;
  /**
   * the statuses `extra` moves the request to itself (a send for signature that needs a signer
   * and a link, not a bare status): the drawer's generic moves leave them out
   */
  movesElsewhere?: readonly StatusOf<F>[];
};

/** A create's save function and its arguments, typed by that function (data-provider-save.ts). */
export type RequestSave = {
  [F in SaveFunction]: {
    fn: F;
    args: (row: Record<string, Json>, values: Record<string, unknown>) => SaveVariables<F>;
  };
}[SaveFunction];

/** A definition as the shared screens read it: any request table, columns named by strings. */
export type RequestDefinition = DefinitionOf<
  { entity: string; column: string; row: RequestRow; insert: Record<string, unknown> },
  z.ZodObject
>;

/** The create schema's shape: its keys are columns of `E` (a key the table lacks is `never`). */
type ColumnShape<E extends RequestEntity, S extends z.core.$ZodShape> = S & {
  [K in Exclude<keyof S, ColumnOf<E>>]: never;
};

/** The definition of the request type over the table `E`, every column it names checked. */
export type TypedRequestDefinition<
  E extends RequestEntity,
  S extends z.core.$ZodShape = z.core.$ZodShape,
> = DefinitionOf<
  { entity: E; column: ColumnOf<E>; row: RequestRowOf<E>; insert: TablesInsert<E> },
  z.ZodObject<ColumnShape<E, S>>
>;

export const defineRequest = <E extends RequestEntity, S extends z.core.$ZodShape = z.core.$ZodShape>(
  definition: TypedRequestDefinition<E, S>,
): TypedRequestDefinition<E, S> => definition;
