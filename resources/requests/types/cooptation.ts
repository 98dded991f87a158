// Cooptations (docs/rules/requests.md#cooptation): a talent referred by another talent, an employee or an outsider;
// the bonus once the referee has worked enough (approved by the CSM or accounting, paid by
// accounting with its payment reference).
import { t } from "../../../src/i18n/index.ts";
import { displayName, type PersonLike } from "../../../src/lib/names/display-name.ts";
import type { FieldDef } from "../definition.ts";
import { defineRequest } from "../definition.ts";
import { field, label, talentReference } from "./common.ts";

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
});
