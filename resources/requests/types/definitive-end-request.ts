// Demandes de fin de mission (docs/rules/contracts.md#definitive-end): a contract's early or definitive end.
import { z } from "zod";
import { END_DOCUMENTS } from "../../../src/domain/contracts/constants.ts";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest, type FieldDef } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  REPLACEMENT_CONTRACT_EMBED,
  replacementContractField,
  requiredMessage,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";

/** The documents handed at the end (« Traitée » asks for all three: L1234-19, R1234-9, L1234-20). */
const endDocumentsField: FieldDef<"end_documents"> = {
  ...field("end_documents", "endDocuments", "checklist"),
  checklist: {
    items: END_DOCUMENTS.map((value) => ({ value, label: t(`resources.requests.endDocuments.${value}`) })),
    incomplete: t("resources.requests.endDocuments.incomplete"),
  },
};

export const definitiveEndRequest = defineRequest({
  entity: "definitive_end_request",
  route: "definitive-end-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}, ${REPLACEMENT_CONTRACT_EMBED}`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    contractField,
    field("initiator", "initiator", "enum", "definitive_end_initiator"),
    field("reason", "reason", "enum", "definitive_end_reason"),
    field("requested_end_date", "requestedEndDate", "date"),
  ],
  filters: [field("initiator", "initiator", "enum", "definitive_end_initiator")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("initiator", "initiator", "enum", "definitive_end_initiator"),
        field("reason", "reason", "enum", "definitive_end_reason"),
        field("requested_end_date", "requestedEndDate", "date"),
        field("effective_end_date", "effectiveEndDate", "date"),
        field("notice_days", "noticeDays", "number"),
        field("compensation_due", "compensationDue", "money"),
        field("ifm_due", "ifmDue", "boolean"),
        field("offer_status", "offerStatus", "enum", "definitive_end_offer"),
        field("offer_made_on", "offerMadeOn", "date"),
        replacementContractField,
        endDocumentsField,
      ],
    },
  ],
  transitionFields: [endDocumentsField],
  create: {
    schema: z.object({
      contract_id: z.string({ error: requiredMessage("contract") }).min(1, requiredMessage("contract")),
      initiator: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      reason: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      requested_end_date: z.string({ error: requiredMessage("required") }).min(1, requiredMessage("required")),
      comment: z.string().nullable().optional(),
    }),
    fields: [
      contractField,
      field("initiator", "initiator", "enum", "definitive_end_initiator"),
      field("reason", "reason", "enum", "definitive_end_reason"),
      field("requested_end_date", "requestedEndDate", "date"),
      field("comment", "comment", "textarea"),
    ],
    prefill: ["contract_id"],
  },
});
