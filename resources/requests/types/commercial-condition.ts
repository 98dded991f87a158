// Conditions commerciales (docs/rules/requests.md#commercial-conditions): a client's (or a group's,
// or the agency's default) negotiated coefficients and terms, drafted by a consultant or a CSM, validated by accounting (under the
// agency's floor, after the direction's derogation), then generated and e-signed. The database
// refuses what cannot be negotiated (a coefficient under break-even, a grid line under the SMIC, a
// clause forbidding the client to hire the temp) and freezes the terms once submitted. The agency's
// default is signed by no client: validated, the database puts it in force.
import { z } from "zod";
import { Constants } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { defineRequest } from "../definition.ts";
import { CommercialConditionGrid } from "./commercial-condition-grid.tsx";
import { CommercialConditionCards } from "./commercial-condition-cards.tsx";
import { isAgencyDefault } from "./commercial-condition-scope.ts";
import type { FieldDef } from "../definition.ts";
import {
  COMPANY_EMBED,
  companyField,
  companyLink,
  companySubject,
  field,
  label,
  referenceTo,
  requiredMessage,
} from "./common.ts";

const v = (key: keyof typeof import("../i18n.fr.ts").requestsFr.validation) =>
  t(`resources.requests.validation.${key}`);
const coefficient = z
  .number({ error: v("coefficient") })
  .min(1, v("coefficient"))
  .max(5, v("coefficient"));
const optionalNumber = (schema: z.ZodNumber) => schema.nullable().optional();

/** Shown for one scope only (the other's field is cleared; the agency's default shows neither). */
const forScope = <C extends string>(f: FieldDef<C>, scope: "company" | "company_group"): FieldDef<C> => ({
  ...f,
  visibleWhen: { field: "scope_type" as C, values: [scope] },
});

const companyGroupField: FieldDef<"company_group_id"> = {
  name: "company_group_id",
  label: label("companyGroup"),
  kind: "reference",
  reference: referenceTo("company_group", {
    embed: "company_group",
    columns: ["id", "name"],
    optionLabel: (row) => String(row.name ?? ""),
    search: { column: "name" },
    sorters: [{ field: "name", order: "asc" }],
  }),
};

/** The terms a user writes: the create form's and the draft's edit (the same schema, same messages). */
const TERMS = [
  field("scope_type", "scopeType", "enum", "commercial_condition_scope"),
  forScope(companyField, "company"),
  forScope(companyGroupField, "company_group"),
  field("valid_from", "validFrom", "date"),
  field("valid_to", "validTo", "date"),
  field("default_coefficient", "defaultCoefficient", "coefficient"),
  field("overtime_coefficient", "overtimeCoefficient", "coefficient"),
  field("non_subject_coefficient", "nonSubjectCoefficient", "coefficient"),
  field("payment_terms_days", "paymentTermsDays", "number"),
  field("payment_terms_mode", "paymentTermsMode", "enum", "payment_terms_mode"),
  field("invoice_frequency", "invoiceFrequency", "enum", "invoice_frequency"),
  field("invoice_grouping", "invoiceGrouping", "enum", "invoice_grouping"),
  field("po_required", "poRequired", "boolean"),
  field("recruitment_fee_percentage", "recruitmentFeePercentage", "percent"),
  field("recruitment_fee_min", "recruitmentFeeMin", "money"),
  field("guarantee_months", "guaranteeMonths", "number"),
  field("special_clauses", "specialClauses", "textarea"),
];

export const commercialCondition = defineRequest({
  entity: "commercial_condition",
  route: "commercial-conditions",
  select: `*, commercial_condition_below_floor, ${COMPANY_EMBED}, company_group:company_group_id(id, name), derogation_by:team_member!commercial_condition_derogation_approved_by_fkey(id, auth_user:auth_user!team_member_auth_user_id_fkey(first_name, last_name))`,
  // a group's conditions name the group; the agency's default names itself (no client to link)
  subject: (row) =>
    isAgencyDefault(row)
      ? enumLabel("commercial_condition_scope", "agency_default")
      : (row.company_group?.name ?? companySubject(row)),
  subjectLink: (row) =>
    isAgencyDefault(row) ? null : row.company_group_id ? `/company-groups/${row.company_group_id}` : companyLink(row),
  subjectLabel: t("resources.requests.fields.company"),
  columns: [
    field("version", "version", "number"),
    field("valid_from", "validFrom", "date"),
    field("valid_to", "validTo", "date"),
    field("default_coefficient", "defaultCoefficient", "coefficient"),
  ],
  filters: [field("signature_status", "signatureStatus", "enum", "signature_submission_status")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        field("version", "version", "number"),
        ...TERMS,
        field("signature_status", "signatureStatus", "enum", "signature_submission_status"),
        field("signed_at", "signedAt", "datetime"),
      ],
    },
  ],
  extra: CommercialConditionCards,
  // sent with its signer and link by the card (commercial-condition-signature.tsx), never as a bare status
  movesElsewhere: ["sent_for_signature"],
  create: {
    label: t("resources.requests.list.createCommercialCondition"),
    schema: z
      .object({
        scope_type: z.enum(Constants.public.Enums.commercial_condition_scope, { error: requiredMessage("required") }),
        company_id: z.string().nullable().optional(),
        company_group_id: z.string().nullable().optional(),
        valid_from: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
        valid_to: z.string().nullable().optional(),
        default_coefficient: coefficient,
        overtime_coefficient: optionalNumber(coefficient),
        non_subject_coefficient: z
          .number({ error: v("nonSubjectCoefficient") })
          .min(1, v("nonSubjectCoefficient"))
          .max(2, v("nonSubjectCoefficient")),
        payment_terms_days: z
          .number({ error: requiredMessage("required") })
          .int()
          .min(0, v("paymentTerms")),
        payment_terms_mode: z.enum(Constants.public.Enums.payment_terms_mode, { error: requiredMessage("required") }),
        invoice_frequency: z.enum(Constants.public.Enums.invoice_frequency, { error: requiredMessage("required") }),
        invoice_grouping: z.enum(Constants.public.Enums.invoice_grouping, { error: requiredMessage("required") }),
        po_required: z.boolean().nullable().optional(),
        recruitment_fee_percentage: optionalNumber(z.number().min(0, v("percentage")).max(50, v("percentage"))),
        recruitment_fee_min: optionalNumber(z.number().min(0, v("fee"))),
        guarantee_months: optionalNumber(z.number().int().min(0, v("required"))),
        special_clauses: z.string().nullable().optional(),
        coefficient_grid: z
          .array(
            z.object({
              job: z.string().trim().min(1, v("gridJob")),
              coefficient,
              min_pay_rate: z.number().positive(v("positiveAmount")).nullable().optional(),
            }),
          )
          // no line added: the form holds null, the column an empty grid
          .nullable()
          .optional()
          .transform((lines) => lines ?? []),
        comment: z.string().nullable().optional(),
      })
      // one scope, as the database's commercial_condition_scope check wants it
      .refine((r) => r.scope_type !== "company" || !!r.company_id, {
        message: requiredMessage("company"),
        path: ["company_id"],
      })
      .refine((r) => r.scope_type !== "company_group" || !!r.company_group_id, {
        message: requiredMessage("companyGroup"),
        path: ["company_group_id"],
      })
      // the legal caps the database keeps too (companies-contacts.md#payment-terms)
      .refine((r) => r.payment_terms_days <= (r.payment_terms_mode === "end_of_month" ? 45 : 60), {
        message: v("paymentTerms"),
        path: ["payment_terms_days"],
      })
      .refine((r) => !r.valid_to || r.valid_to >= r.valid_from, { message: v("validity"), path: ["valid_to"] }),
    fields: [...TERMS, field("comment", "comment", "textarea")],
    prefill: ["company_id", "scope_type", "company_group_id"],
    // the database's defaults, shown
    initialValues: {
      scope_type: "company",
      non_subject_coefficient: 1.05,
      payment_terms_days: 30,
      payment_terms_mode: "net",
      invoice_frequency: "monthly",
      invoice_grouping: "contract",
      po_required: false,
    },
    extraFields: CommercialConditionGrid,
    extraColumns: ["coefficient_grid"],
  },
});
