// Cooptations (docs/rules/requests.md#cooptation): a talent referred by another talent, an employee or an outsider;
// the bonus once the referee has worked enough (approved by the CSM or accounting, paid by
// accounting with its payment reference).
import { z } from "zod";
import { Constants } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { displayName, type PersonLike } from "../../../src/lib/names/display-name.ts";
import type { FieldDef } from "../definition.ts";
import { defineRequest } from "../definition.ts";
import { field, label, requiredMessage, talentReference } from "./common.ts";
import { CooptationRefereeFields, declareArgs } from "./cooptation-referee.tsx";

const v = (key: keyof typeof import("../i18n.fr.ts").requestsFr.validation) =>
  t(`resources.requests.validation.${key}`);
const optionalText = z.string().trim().nullable().optional();
/** Shown while the referrer is of one of these types (the others' fields are cleared). */
const whenReferrer = <C extends string>(f: FieldDef<C>, ...types: string[]): FieldDef<C> => ({
  ...f,
  visibleWhen: { field: "referrer_type" as C, values: types },
});

const nameOf = (row: PersonLike | null | undefined) => (row ? displayName(row, { upperLastName: true }) : "—");

const cooptedTalentField = <C extends string>(name: C, embed: string, key: "coopted" | "cooptedBy"): FieldDef<C> => ({
  name,
  label: label(key),
  kind: "reference",
  // no order of its own (the server's)
  reference: talentReference(embed, false),
});

export const cooptation = defineRequest({
  entity: "cooptation",
  route: "cooptation",
  select: "*, coopted:coopted_id(id, first_name, last_name), coopted_by:coopted_by_id(id, first_name, last_name)",
  subject: (row) => nameOf(row.coopted),
  subjectLink: (row) => (row.coopted_id ? `/talents/${row.coopted_id}` : null),
  subjectLabel: label("coopted"),
  columns: [
    cooptedTalentField("coopted_by_id", "coopted_by", "cooptedBy"),
    field("referrer_type", "referrerType", "enum", "cooptation_referrer_type"),
    field("progress_value", "progressValue", "number"),
    field("bonus_amount", "bonusAmount", "money"),
  ],
  filters: [field("referrer_type", "referrerType", "enum", "cooptation_referrer_type")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        cooptedTalentField("coopted_id", "coopted", "coopted"),
        field("referrer_type", "referrerType", "enum", "cooptation_referrer_type"),
        cooptedTalentField("coopted_by_id", "coopted_by", "cooptedBy"),
        field("referrer_name", "referrerName"),
        field("declared_at", "cooptationDeclaredAt", "datetime"),
        field("condition_type", "conditionType", "enum", "cooptation_condition"),
        field("condition_threshold", "conditionThreshold", "number"),
        field("progress_value", "progressValue", "number"),
        field("bonus_amount", "bonusAmount", "money"),
        field("payout_mode", "payoutMode", "enum", "cooptation_payout_mode"),
        field("paid_at", "paidAt", "datetime"),
        field("payment_reference", "paymentReference"),
      ],
    },
  ],
  transitionFields: [field("payment_reference", "paymentReference")],
  create: {
    schema: z
      .object({
        // none picked: the referee typed below is created with the referral (declare_cooptation)
        coopted_id: z.string().nullable().optional(),
        referrer_type: z.enum(Constants.public.Enums.cooptation_referrer_type, { error: requiredMessage("required") }),
        coopted_by_id: z.string().nullable().optional(),
        referrer_name: optionalText,
        referrer_email: z.email(v("email")).nullable().optional(),
        referrer_phone: optionalText,
        condition_type: z.enum(Constants.public.Enums.cooptation_condition, { error: requiredMessage("required") }),
        condition_threshold: z.number({ error: v("positiveAmount") }).positive(v("positiveAmount")),
        bonus_amount: z.number({ error: v("positiveAmount") }).positive(v("positiveAmount")),
        payout_mode: z.enum(Constants.public.Enums.cooptation_payout_mode, { error: requiredMessage("required") }),
        comment: optionalText,
      })
      // what the database asks of each kind of referrer (private.validate_cooptation); an employee
      // is the member who declares
      .refine((r) => r.referrer_type !== "talent" || !!r.coopted_by_id, {
        message: requiredMessage("talent"),
        path: ["coopted_by_id"],
      })
      .refine((r) => r.referrer_type !== "external" || !!r.referrer_name, {
        message: requiredMessage("required"),
        path: ["referrer_name"],
      })
      .refine((r) => r.referrer_type !== "external" || !!(r.referrer_email || r.referrer_phone), {
        message: v("referrerReachable"),
        path: ["referrer_phone"],
      }),
    fields: [
      cooptedTalentField("coopted_id", "coopted", "coopted"),
      field("referrer_type", "referrerType", "enum", "cooptation_referrer_type"),
      whenReferrer(cooptedTalentField("coopted_by_id", "coopted_by", "cooptedBy"), "talent"),
      whenReferrer(field("referrer_name", "referrerName"), "external"),
      whenReferrer(field("referrer_email", "referrerEmail"), "external"),
      whenReferrer(field("referrer_phone", "referrerPhone"), "external"),
      field("condition_type", "conditionType", "enum", "cooptation_condition"),
      field("condition_threshold", "conditionThreshold", "number"),
      field("bonus_amount", "bonusAmount", "money"),
      field("payout_mode", "payoutMode", "enum", "cooptation_payout_mode"),
      field("comment", "comment", "textarea"),
    ],
    prefill: ["coopted_id"],
    extraFields: CooptationRefereeFields,
    save: { fn: "declare_cooptation", args: declareArgs },
    // the database's defaults, shown
    initialValues: {
      referrer_type: "talent",
      condition_type: "hours_worked",
      condition_threshold: 150,
      bonus_amount: 150,
      payout_mode: "payroll_bonus",
    },
  },
});
