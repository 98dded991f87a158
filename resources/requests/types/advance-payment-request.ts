// Demandes d'acompte (docs/rules/pay.md#acomptes): the create form shows the net already earned
// and the ceiling the server computed (the pay-net Edge Function: the talent's signed or
// validated days of the month, the pay engine's net) before submit, and sends no net — the
// database sets estimated_net_earned from the server's record and refuses a request without
// one; the detail shows the ceiling the database computed beside the amounts; approving above
// it is refused with its French message. The month starts at the current one (the database's default, the
// one the net's help names) and is required; the « Contrat » picker offers the chosen talent's
// contracts that can carry an acompte (salaried, signed to ended).
import { lazy } from "react";
import { z } from "zod";
import { Constants } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { defineRequest, type FieldDef, type FilterOn } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  requiredMessage,
  talentContractField,
  talentContractFilters,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

/**
 * The talent's contracts an acompte can be on: paid hours (not an independent's service), signed
 * to ended — the contracts themselves, not their amendments.
 */
export const advanceContractFilters = (values: Record<string, unknown>): FilterOn<"contract">[] => [
  ...talentContractFilters(values),
  { field: "is_amendment", operator: "eq", value: false },
  { field: "contract_type", operator: "ne", value: "independent_service" },
  { field: "status", operator: "in", value: ["signed", "active", "ended", "terminated_early"] },
];

const advanceContractField: FieldDef<"contract_id"> = {
  ...talentContractField,
  reference: { ...talentContractField.reference!, filters: advanceContractFilters },
};

const amount = z
  .number({ error: t("resources.requests.validation.positiveAmount") })
  .positive(t("resources.requests.validation.positiveAmount"));

export const advancePaymentRequest = defineRequest({
  entity: "advance_payment_request",
  route: "advance-payment-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("period_month", "periodMonth", "month"),
    field("requested_amount", "requestedAmount", "money"),
    field("max_allowed", "maxAllowed", "money"),
    field("approved_amount", "approvedAmount", "money"),
  ],
  filters: [field("payment_method", "paymentMethod", "enum", "advance_payment_method")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("period_month", "periodMonth", "month"),
        field("requested_amount", "requestedAmount", "money"),
        field("approved_amount", "approvedAmount", "money"),
        field("payment_method", "paymentMethod", "enum", "advance_payment_method"),
        field("iban_masked", "iban"),
        field("payment_reference", "paymentReference"),
        field("paid_at", "paidAt", "datetime"),
      ],
    },
    {
      title: t("resources.requests.fields.maxAllowed"),
      fields: [
        field("earned_gross_to_date", "earnedGross", "money"),
        field("estimated_net_earned", "estimatedNet", "money"),
        field("already_advanced", "alreadyAdvanced", "money"),
        field("max_allowed", "maxAllowed", "money"),
        field("exceeds_max_allowed", "exceedsMax", "boolean"),
      ],
    },
  ],
  computed: [
    {
      label: t("resources.requests.computed.remainingCeiling"),
      value: (row) =>
        formatMoney(
          Math.max(Number(row.max_allowed ?? 0) - Number(row.approved_amount ?? row.requested_amount ?? 0), 0),
        ),
    },
  ],
  create: {
    schema: z.object({
      talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
      contract_id: z.string().nullable().optional(),
      period_month: z
        .string({ error: t("resources.requests.advance.monthRequired") })
        .min(1, t("resources.requests.advance.monthRequired")),
      requested_amount: amount,
      // the column is required (default SEPA): an emptied choice is the default, not a null the
      // database refuses (« null value in column "payment_method" », in English)
      payment_method: z
        .enum(Constants.public.Enums.advance_payment_method)
        .nullish()
        .transform((method) => method ?? "sepa_transfer"),
      comment: z.string().nullable().optional(),
      // no net: the server computes it (AdvanceEarningsFields shows it and refuses to send
      // without it) and the database takes it from the server's record
    }),
    fields: [
      talentField,
      advanceContractField,
      field("period_month", "periodMonth", "month"),
      field("requested_amount", "requestedAmount", "money"),
      field("payment_method", "paymentMethod", "enum", "advance_payment_method"),
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id"],
    // the current month when the form opens, as the database's default
    initialValues: () => ({
      payment_method: "sepa_transfer" as const,
      period_month: dayjs().startOf("month").format("YYYY-MM-DD"),
    }),
    // its own chunk: the lists and cards that read this definition do not load the form's reads
    extraFields: lazy(() =>
      import("./advance-payment-earnings-fields.tsx").then((m) => ({ default: m.AdvanceEarningsFields })),
    ),
  },
});
