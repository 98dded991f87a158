// Each resource's own French messages (resources/<route>/i18n.fr.ts), under `resources.<route>`.
import { companiesFr } from "../../../resources/companies/i18n.fr.ts";
import { companyGroupsFr } from "../../../resources/company-groups/i18n.fr.ts";
import { applicationsFr } from "../../../resources/applications/i18n.fr.ts";
import { contactsFr } from "../../../resources/contacts/i18n.fr.ts";
import { contractsFr } from "../../../resources/contracts/i18n.fr.ts";
import { missionsFr } from "../../../resources/missions/i18n.fr.ts";
import { payTrackingFr } from "../../../resources/pay-tracking/i18n.fr.ts";
import { personnelRegisterFr } from "../../../resources/personnel-register/i18n.fr.ts";
import { missionStatementsFr } from "../../../resources/mission-statements/i18n.fr.ts";
import { clientInvoicesFr } from "../../../resources/client-invoices/i18n.fr.ts";
import { kanbanFr } from "../../../resources/missions/kanban/i18n.fr.ts";
import { jobPostingFr } from "../../../resources/missions/job-posting/i18n.fr.ts";
import { matchingFr } from "../../domain/matching/i18n.fr.ts";
import { portalAccessFr, portalSpaceFr } from "../../domain/portal/i18n.fr.ts";
import { requestsFr } from "../../../resources/requests/i18n.fr.ts";
import { talentsFr } from "../../../resources/talents/i18n.fr.ts";
import { centersFr } from "../../domain/centers/i18n.fr.ts";
import { medicalCentersFr } from "../../../resources/medical-centers/i18n.fr.ts";
import { qualificationCentersFr } from "../../../resources/qualification-centers/i18n.fr.ts";
import { superSearchFr } from "../../../resources/talents/super-search/i18n.fr.ts";
import { substituteBenchFr } from "../../../resources/contracts/substitute-bench/i18n.fr.ts";
import { talentProfileFr } from "../../../resources/talents/profile/i18n.fr.ts";
import { anonymousDocumentsFr } from "../../../resources/talents/anonymous/i18n.fr.ts";
import { talentRgpdFr } from "../../../resources/talents/rgpd/i18n.fr.ts";
import { teamMembersFr } from "../../../resources/team-members/i18n.fr.ts";
import { usersFr } from "../../../resources/users/i18n.fr.ts";
import { timesheetsFr } from "../../../resources/timesheets/i18n.fr.ts";
import { contractSignatureFr } from "../../../resources/contracts/signature/i18n.fr.ts";
import { contractDpaeFr } from "../../../resources/contracts/dpae/i18n.fr.ts";
import { contractLateStartFr } from "../../../resources/contracts/late-start.fr.ts";
import { hiringPoolsFr } from "../../../resources/hiring-pools/i18n.fr.ts";
import { pushMarketingFr } from "../../../resources/push-marketing/i18n.fr.ts";
import { commercialTermsFr } from "../../../resources/commercial-conditions/i18n.fr.ts";
import { referenceChecksFr } from "../../../resources/reference-checks/i18n.fr.ts";

export const resources = {
  talents: talentsFr,
  superSearch: superSearchFr,
  substituteBench: substituteBenchFr,
  talentProfile: talentProfileFr,
  anonymousDocuments: anonymousDocumentsFr,
  talentRgpd: talentRgpdFr,
  companies: companiesFr,
  companyGroups: companyGroupsFr,
  contacts: contactsFr,
  centers: centersFr,
  medicalCenters: medicalCentersFr,
  qualificationCenters: qualificationCentersFr,
  missions: missionsFr,
  kanban: kanbanFr,
  applications: applicationsFr,
  matching: matchingFr,
  portalAccess: portalAccessFr,
  portalSpace: portalSpaceFr,
  jobPosting: jobPostingFr,
  requests: requestsFr,
  teamMembers: teamMembersFr,
  users: usersFr,
  timesheets: timesheetsFr,
  payTracking: payTrackingFr,
  personnelRegister: personnelRegisterFr,
  missionStatements: missionStatementsFr,
  clientInvoices: clientInvoicesFr,
  contracts: contractsFr,
  contractSignature: contractSignatureFr,
  contractDpae: contractDpaeFr,
  contractLateStart: contractLateStartFr,
  hiringPools: hiringPoolsFr,
  pushMarketing: pushMarketingFr,
  commercialTerms: commercialTermsFr,
  referenceChecks: referenceChecksFr,
} as const;
