// Demandes de paiement indépendant (docs/rules/requests.md#independent-payments): payment of a monthly invoice, early or not.
// The create form picks an independent (or ported) talent, then one of their invoices past
// validation, and pre-fills the amount with what remains to pay on it (its own fields,
// independent-payment-fields.tsx). The database checks again and fills the rest
// (private.validate_independent_payment_request): the invoice's talent, an invoice validated,
// booked or partly paid, the amount within what remains, the masked IBAN from the talent's, the
// URSSAF vigilance attestation at approval, the deadlines; accounting's payment adds to the
// invoice's paid amount.
import { lazy } from "react";
import { z } from "zod";
import type { Enums, Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { displayName, type PersonLike } from "../../../src/lib/names/display-name.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { defineRequest, type FieldDef, type FilterOn } from "../definition.ts";
import {
  TALENT_EMBED,
  field,
  referenceTo,
  requiredMessage,
  talentField,
  talentLink,
  talentReference,
  talentSubject,
} from "./common.ts";

/** Who issues a monthly invoice (private.validate_independent_monthly_invoice). */
export const INDEPENDENT_WORKER_TYPES = ["independent", "portage"] as const satisfies readonly Enums<"worker_type">[];
/** The invoices a payment may be asked on: past validation, not yet paid (the database's rule). */
export const PAYABLE_INVOICE_STATUSES = [
  "validated",
  "booked",
  "partially_paid",
] as const satisfies readonly Enums<"independent_monthly_invoice_status">[];

/** « FAC-202510-0042 · 10/2025 · 1 440,00 € TTC », with the talent's name when the picker embeds it. */
const invoiceLabel = (
  row: Partial<Pick<Tables<"independent_monthly_invoice">, "id" | "invoice_number" | "month" | "amount_ttc">> & {
    talent?: PersonLike | null;
  },
): string =>
  [
    row.talent ? displayName(row.talent, { upperLastName: true }) : null,
    row.invoice_number ? row.invoice_number : null,
    row.month ? formatDate(row.month, "MM/YYYY") : null,
    row.amount_ttc != null
      ? t("resources.requests.independent.invoiceTtc", { amount: formatMoney(Number(row.amount_ttc)) })
      : null,
  ]
    .filter(Boolean)
    .join(" · ") || String(row.id ?? "");

const independentTalentField: FieldDef<"talent_id"> = {
  ...talentField,
  reference: {
    ...talentReference("talent"),
    filters: (): FilterOn<"talent">[] => [
      { field: "worker_type", operator: "in", value: [...INDEPENDENT_WORKER_TYPES] },
    ],
  },
};

/** The chosen talent's invoices past validation (all the payable ones while no talent is chosen). */
export const payableInvoiceFilters = (values: Record<string, unknown>): FilterOn<"independent_monthly_invoice">[] => [
  { field: "status", operator: "in", value: [...PAYABLE_INVOICE_STATUSES] },
  ...(typeof values.talent_id === "string" && values.talent_id
    ? [{ field: "talent_id" as const, operator: "eq" as const, value: values.talent_id }]
    : []),
];

const invoiceField: FieldDef<"independent_monthly_invoice_id"> = {
  ...field("independent_monthly_invoice_id", "monthlyInvoice", "reference"),
  reference: referenceTo("independent_monthly_invoice", {
    embed: "invoice",
    columns: ["id", "month", "invoice_number", "amount_ttc"],
    embeds: ["talent:talent_id(first_name, last_name)"],
    optionLabel: invoiceLabel,
    search: { column: "invoice_number" },
    sorters: [{ field: "month", order: "desc" }],
    filters: payableInvoiceFilters,
  }),
};

const fee = t("resources.requests.validation.fee");
const positive = t("resources.requests.validation.positiveAmount");
const invoiceRequired = t("resources.requests.validation.invoice");
const dateRequired = t("resources.requests.validation.paymentDate");

export const independentPaymentRequest = defineRequest({
  entity: "independent_payment_request",
  route: "independent-payment-requests",
  select: `*, ${TALENT_EMBED}, invoice:independent_monthly_invoice_id(id, month, invoice_number, amount, amount_ttc)`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    invoiceField,
    field("amount", "amount", "money"),
    field("requested_payment_date", "requestedPaymentDate", "date"),
    field("early_payment", "earlyPayment", "boolean"),
  ],
  filters: [field("early_payment", "earlyPayment", "boolean")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        invoiceField,
        field("amount", "amount", "money"),
        field("requested_payment_date", "requestedPaymentDate", "date"),
        field("early_payment", "earlyPayment", "boolean"),
        field("early_payment_fee", "earlyPaymentFee", "money"),
        field("iban_masked", "iban"),
        field("payment_reference", "paymentReference"),
        field("paid_at", "paidAt", "datetime"),
      ],
    },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      independent_monthly_invoice_id: z.string({ error: invoiceRequired }).min(1, invoiceRequired),
      amount: z.number({ error: positive }).positive(positive),
      requested_payment_date: z.string({ error: dateRequired }).min(1, dateRequired),
      // not null in the database (default false): an untouched switch is no early payment
      early_payment: z
        .boolean()
        .nullish()
        .transform((early) => early ?? false),
      early_payment_fee: z.number({ error: fee }).min(0, fee).nullish(),
      comment: z.string().nullable().optional(),
    }),
    fields: [
      independentTalentField,
      invoiceField,
      field("amount", "amount", "money"),
      field("requested_payment_date", "requestedPaymentDate", "date"),
      field("early_payment", "earlyPayment", "boolean"),
      {
        ...field("early_payment_fee", "earlyPaymentFee", "money"),
        visibleWhen: { field: "early_payment", values: ["true"] },
      },
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "independent_monthly_invoice_id"],
    initialValues: { early_payment: false },
    // its own chunk: the list and the detail that read this definition do not load the form's reads
    extraFields: lazy(() =>
      import("./independent-payment-fields.tsx").then((m) => ({ default: m.IndependentPaymentFields })),
    ),
  },
});
