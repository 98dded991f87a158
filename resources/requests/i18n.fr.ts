// The generic request module's French texts (mounted at `resources.requests`): the shared
// screens' labels and every request column's label, used by the type definitions. Written per
// request type in i18n/ (shared.fr.ts: what several types use), assembled here into one catalog.
import { requestsSharedFr } from "./i18n/shared.fr.ts";
import { advancePaymentFr } from "./i18n/advance-payment.fr.ts";
import { commercialConditionFr } from "./i18n/commercial-condition.fr.ts";
import { companyInsuranceFr } from "./i18n/company-insurance.fr.ts";
import { cooptationFr } from "./i18n/cooptation.fr.ts";
import { definitiveEndFr } from "./i18n/definitive-end.fr.ts";
import { expenseClaimFr } from "./i18n/expense-claim.fr.ts";
import { independentFr } from "./i18n/independent.fr.ts";
import { mealCardFr } from "./i18n/meal-card.fr.ts";
import { medicalCheckupFr } from "./i18n/medical-checkup.fr.ts";
import { ppeFr } from "./i18n/ppe.fr.ts";
import { professionalCardFr } from "./i18n/professional-card.fr.ts";
import { qualificationTrainingFr } from "./i18n/qualification-training.fr.ts";
import { recruitmentOfficeInvoiceFr } from "./i18n/recruitment-office-invoice.fr.ts";
import { referenceCheckFr } from "./i18n/reference-check.fr.ts";
import { scheduledEmailFr } from "./i18n/scheduled-email.fr.ts";
import { workAccidentFr } from "./i18n/work-accident.fr.ts";

export const requestsFr = {
  ...requestsSharedFr,
  fields: {
    ...requestsSharedFr.fields,
    ...advancePaymentFr.fields,
    ...commercialConditionFr.fields,
    ...companyInsuranceFr.fields,
    ...cooptationFr.fields,
    ...definitiveEndFr.fields,
    ...expenseClaimFr.fields,
    ...independentFr.fields,
    ...mealCardFr.fields,
    ...medicalCheckupFr.fields,
    ...ppeFr.fields,
    ...professionalCardFr.fields,
    ...qualificationTrainingFr.fields,
    ...recruitmentOfficeInvoiceFr.fields,
    ...referenceCheckFr.fields,
    ...scheduledEmailFr.fields,
    ...workAccidentFr.fields,
  },
  validation: {
    ...requestsSharedFr.validation,
    ...commercialConditionFr.validation,
    ...cooptationFr.validation,
    ...independentFr.validation,
    ...medicalCheckupFr.validation,
    ...ppeFr.validation,
    ...referenceCheckFr.validation,
  },
  computed: { ...advancePaymentFr.computed, ...recruitmentOfficeInvoiceFr.computed },
  advance: advancePaymentFr.advance,
  conditions: commercialConditionFr.conditions,
  conditionSignature: commercialConditionFr.conditionSignature,
  referee: cooptationFr.referee,
  ppe: ppeFr.ppe,
  independent: independentFr.independent,
  medical: medicalCheckupFr.medical,
  questions: referenceCheckFr.questions,
  endDocuments: definitiveEndFr.endDocuments,
} as const;
