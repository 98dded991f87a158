// Conditions commerciales (docs/rules/requests.md#commercial-conditions): a client's negotiated coefficients and terms, validated
// by accounting, then generated and e-signed.
import { t } from "../../../src/i18n/index.ts";
import { defineRequest } from "../definition.ts";
import { COMPANY_EMBED, companyField, companyLink, companySubject, field } from "./common.ts";

export const commercialCondition = defineRequest({
  entity: "commercial_condition",
  route: "commercial-conditions",
  select: `*, ${COMPANY_EMBED}`,
  subject: companySubject,
  subjectLink: companyLink,
  subjectLabel: t("resources.requests.fields.company"),
  columns: [
    field("version", "version", "number"),
    field("valid_from", "validFrom", "date"),
    field("valid_to", "validTo", "date"),
    field("default_coefficient", "defaultCoefficient", "number"),
  ],
  filters: [field("signature_status", "signatureStatus", "enum", "signature_submission_status")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        companyField,
        field("version", "version", "number"),
        field("valid_from", "validFrom", "date"),
        field("valid_to", "validTo", "date"),
        field("default_coefficient", "defaultCoefficient", "number"),
        field("payment_terms_days", "paymentTermsDays", "number"),
        field("invoice_frequency", "invoiceFrequency", "enum", "invoice_frequency"),
        field("signature_status", "signatureStatus", "enum", "signature_submission_status"),
        field("signed_at", "signedAt", "datetime"),
      ],
    },
  ],
});
