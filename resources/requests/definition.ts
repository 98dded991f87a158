// A request type's own facts, the only file a new type adds beside its migration: the list's
// columns and filters, the detail's sections, the create form (zod schema with the catalog's
// French messages) and the type's computed values. Statuses, transitions, history, files and
// deadlines come from the database (request_type, status_transition, status_history…).
import type { CrudFilters, CrudSorting } from "@refinedev/core";
import type { ComponentType, ReactNode } from "react";
import type { z } from "zod";

/** How a column is shown and, in a form, edited. */
export type FieldKind =
  | "text"
  | "textarea"
  | "money"
  | "number"
  | "percent"
  | "date"
  | "datetime"
  | "month"
  | "boolean"
  | "enum"
  | "enumArray"
  | "reference"
  /** a single-file column: a Storage path in the documents bucket (uploaded by the form) */
  | "file";

export type RequestRow = Record<string, unknown> & { id: string; status: string };

export type FieldDef = {
  /** the column (or the embed's alias for a reference shown in the detail) */
  name: string;
  label: string;
  kind: FieldKind;
  /** enum_label's enum_name for enum fields */
  enumName?: string;
  /**
   * reference fields: the table to pick from, the embed alias holding the label, its label, and
   * the server-side filters of what the user types (never a column the table lacks: Refine's
   * default searches `title`)
   */
  reference?: {
    resource: string;
    embed: string;
    select: string;
    optionLabel: (row: Record<string, unknown>) => string;
    search: (text: string) => CrudFilters;
    sorters?: CrudSorting;
    /**
     * the picker's fixed filters, from the form's values (a talent who is an independent, an
     * invoice of the chosen talent): applied to every read, whatever is typed
     */
    filters?: (values: Record<string, unknown>) => CrudFilters;
  };
  /** shown (and sent) only while another field of the form holds one of these values */
  visibleWhen?: { field: string; values: readonly string[] };
};

export type ComputedValue = { label: string; value: (row: RequestRow) => ReactNode };

export type RequestDefinition = {
  /** the table and request_type.entity */
  entity: string;
  /** the spec's route (request_type.route) */
  route: string;
  /** PostgREST select of the list and detail (embeds named) */
  select: string;
  /** columns shown after the talent/subject; status, deadline and dates are shared */
  columns: FieldDef[];
  /** extra list filters (enum or boolean columns); status and "en retard" are shared */
  filters?: FieldDef[];
  /** how the record is named in the list and header */
  subject: (row: RequestRow) => string;
  /** the link of the subject (talent's or company's page) */
  subjectLink?: (row: RequestRow) => string | null;
  subjectLabel: string;
  sections: Array<{ title: string; fields: FieldDef[] }>;
  computed?: ComputedValue[];
  /** fields a transition may ask for (required_fields), when not already in the sections */
  transitionFields?: FieldDef[];
  /** where the deadline lives (due_at by default) and whether a countdown is shown */
  deadline?: { field: string; label: string; countdown?: boolean };
  create?: {
    schema: z.ZodObject;
    fields: FieldDef[];
    /** columns a talent (or contract) pre-fills: ?talent_id=… in the URL */
    prefill?: string[];
    /** the form's starting values (the database's defaults, shown), under the URL's pre-fill */
    initialValues?: Record<string, unknown>;
    /**
     * the type's own part of the create form, rendered inside it after the fields (it reads
     * them with Form.useWatch and may add computed fields of its own): the acompte's earned net
     */
    extraFields?: ComponentType;
  };
  /** a type's own detail card (PPE items) */
  extra?: ComponentType<{ row: RequestRow; refetch: () => void }>;
};

export const defineRequest = (definition: RequestDefinition): RequestDefinition => definition;
