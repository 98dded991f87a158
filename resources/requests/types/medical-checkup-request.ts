// Visites médicales (docs/rules/requests.md#medical-checkups).
// The create form asks for the post's risks of a SIR visit (the database refuses a SIR without
// them: private.validate_medical_checkup_request) and offers only the chosen talent's contracts.
// The type's own card (medical-checkup-card.tsx) changes the appointment once « RDV fixé » and
// records the doctor's notice with « Avis reçu » (public.record_medical_checkup_result), the
// notice the contract's SIR check reads (private.has_sir_aptitude).
import { z } from "zod";
import { Constants, type Enums } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { defineRequest, type ColumnOf, type FieldDef } from "../definition.ts";
import {
  CONTRACT_EMBED,
  TALENT_EMBED,
  contractField,
  field,
  requiredMessage,
  talentContractField,
  talentField,
  talentLink,
  talentSubject,
} from "./common.ts";
import { centerField } from "./medical-appointment-modal.tsx";
import { MedicalCheckupCard } from "./medical-checkup-card.tsx";

/** The visits of the suivi individuel renforcé: the post's risks are then required (R4624-23). */
export const SIR_VISITS: readonly Enums<"medical_visit_type">[] = ["sir_initial", "sir_periodic"];

const riskField: FieldDef<ColumnOf<"medical_checkup_request">> = {
  ...field("risk_reasons", "riskReasons", "enumArray", "medical_risk_reason"),
  visibleWhen: { field: "visit_type", values: SIR_VISITS },
};

export const medicalCheckupRequest = defineRequest({
  entity: "medical_checkup_request",
  route: "medical-checkup-requests",
  select: `*, ${TALENT_EMBED}, ${CONTRACT_EMBED}, medical_center:medical_center_id(id, name)`,
  subject: talentSubject,
  subjectLink: talentLink,
  subjectLabel: t("resources.requests.fields.talent"),
  columns: [
    field("visit_type", "visitType", "enum", "medical_visit_type"),
    centerField,
    field("appointment_at", "appointmentAt", "datetime"),
  ],
  filters: [field("visit_type", "visitType", "enum", "medical_visit_type")],
  sections: [
    {
      title: t("resources.requests.shared.details"),
      fields: [
        talentField,
        contractField,
        field("visit_type", "visitType", "enum", "medical_visit_type"),
        field("risk_reasons", "riskReasons", "enumArray", "medical_risk_reason"),
        centerField,
        field("appointment_at", "appointmentAt", "datetime"),
        field("cost_ht", "costHt", "money"),
        field("convocation_file", "convocationFile", "file"),
      ],
    },
  ],
  extra: MedicalCheckupCard,
  // « Avis reçu » records the notice with the move (the card's form), never a bare status change
  movesElsewhere: ["certificate_received"],
  create: {
    schema: z
      .object({
        talent_id: z.string({ error: requiredMessage("talent") }).min(1, requiredMessage("talent")),
        contract_id: z.string().nullable().optional(),
        visit_type: z.enum(Constants.public.Enums.medical_visit_type, {
          error: requiredMessage("required"),
        }),
        // the column is never null: no risk is an empty list (a visit other than a SIR)
        risk_reasons: z
          .array(z.enum(Constants.public.Enums.medical_risk_reason))
          .nullable()
          .optional()
          .transform((risks) => risks ?? []),
        medical_center_id: z.string().nullable().optional(),
        comment: z.string().nullable().optional(),
      })
      .superRefine((row, ctx) => {
        if (SIR_VISITS.includes(row.visit_type) && row.risk_reasons.length === 0)
          ctx.addIssue({
            code: "custom",
            path: ["risk_reasons"],
            message: t("resources.requests.validation.sirRisks"),
          });
      }),
    fields: [
      talentField,
      talentContractField,
      field("visit_type", "visitType", "enum", "medical_visit_type"),
      riskField,
      centerField,
      field("comment", "comment", "textarea"),
    ],
    prefill: ["talent_id", "contract_id"],
  },
});
