// Factures cabinet de recrutement (docs/rules/requests.md#recruitment-invoices): the fee is a percentage of the annual wage or
// an amount (is_fee_percentage); the database computes the fee HT, shown as computed values.
import { z } from "zod";
import { Constants, type Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { defineRequest } from "../definition.ts";
import {
  COMPANY_EMBED,
  TALENT_EMBED,
  companyField,
  field,
  requiredMessage,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

const positive = t("resources.requests.validation.positiveAmount");

/** The columns the fee is stated from. */
type FeeTerms = Pick<Tables<"recruitment_office_invoice_request">, "is_fee_percentage" | "fee_amount" | "annual_wage">;

/** The fee as the form states it: "20 % de 45 000 €" or the amount. */
export const feeLabel = (row: FeeTerms): string =>
  row.is_fee_percentage
    ? t("resources.requests.computed.feeFromPercentage", {
        percentage: Number(row.fee_amount ?? 0),
        wage: formatMoney(Number(row.annual_wage ?? 0)),
      })
    : formatMoney(Number(row.fee_amount ?? 0));

/** The fee HT the percentage gives (the database stores fee_ht; this is its reading). */
export const feeHt = (row: FeeTerms): number =>
  row.is_fee_percentage
    ? Math.round(Number(row.annual_wage ?? 0) * Number(row.fee_amount ?? 0)) / 100
    : Number(row.fee_amount ?? 0);

export const recruitmentOfficeInvoiceRequest = defineRequest({
  entity: "recruitment_office_invoice_request",
  route: "recruitment-office-invoice-requests",
  select: `*, ${TALENT_EMBED}, ${COMPANY_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    companyField,
    field("job_name", "jobName"),
    field("start_date", "startDate", "date"),
    field("fee_ht", "feeHt", "money"),
  ],
  filters: [field("contract_type", "contractType", "enum", "recruitment_contract_type")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        companyField,
        field("job_name", "jobName"),
        field("contract_type", "contractType", "enum", "recruitment_contract_type"),
        field("start_date", "startDate", "date"),
        field("annual_wage", "annualWage", "money"),
        field("is_fee_percentage", "isFeePercentage", "boolean"),
        field("fee_amount", "fee", "number"),
        field("fee_comment", "feeComment"),
        field("billing_schedule", "billingSchedule", "enum", "recruitment_billing_schedule"),
        field("timeline", "timeline"),
        field("invoice_number", "invoiceNumber"),
        field("invoice_file", "invoiceFile", "file"),
      ],
    },
  ],
  computed: [
    { label: t("resources.requests.fields.fee"), value: (row) => feeLabel(row) },
    { label: t("resources.requests.fields.feeHt"), value: (row) => formatMoney(Number(row.fee_ht ?? feeHt(row))) },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      company_id: z.string({ error: requiredMessage("company") }).min(1, requiredMessage("company")),
      job_name: z
        .string({ error: requiredMessage("required") })
        .trim()
        .min(1, requiredMessage("required")),
      contract_type: z.enum(Constants.public.Enums.recruitment_contract_type, { error: requiredMessage("required") }),
      start_date: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      annual_wage: z.number({ error: positive }).positive(positive),
      is_fee_percentage: z.boolean().nullable().optional(),
      fee_amount: z.number({ error: positive }).positive(positive),
      fee_comment: z.string().nullable().optional(),
    }),
    fields: [
      talentField,
      companyField,
      field("job_name", "jobName"),
      field("contract_type", "contractType", "enum", "recruitment_contract_type"),
      field("start_date", "startDate", "date"),
      field("annual_wage", "annualWage", "money"),
      field("is_fee_percentage", "isFeePercentage", "boolean"),
      field("fee_amount", "fee", "number"),
      field("fee_comment", "feeComment", "textarea"),
    ],
    prefill: ["talent_id", "company_id"],
  },
});
