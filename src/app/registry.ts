// The one registry: every screen of the route list (docs/rules/application.md#routes), in sider
// order. Refine's resources, the routes, the sider, the command palette and the document titles are
// all generated from it.
import {
  DashboardOutlined,
  DatabaseOutlined,
  EuroOutlined,
  FileProtectOutlined,
  InboxOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
} from "@ant-design/icons";
import { authPages } from "../pages/auth/index.ts";
import { calculator, calculators, convert, invoiceSimulator } from "../pages/calculators/index.ts";
import { customerSignature } from "../pages/customer-signature/index.ts";
import { dashboard } from "../pages/dashboard/index.ts";
import { deepResearch } from "../pages/deep-research/index.ts";
import { forbidden } from "../pages/forbidden/index.ts";
import { dataImport } from "../pages/import/index.ts";
import { nylasCallback } from "../pages/nylas-callback/index.ts";
import { onboarding } from "../pages/onboarding/index.ts";
import { organigram } from "../pages/organigram/index.ts";
import { planning } from "../pages/planning/index.ts";
import { playground } from "../pages/playground/index.ts";
import { settings } from "../pages/settings/index.ts";
import { trash } from "../pages/trash/index.ts";
import { advancePaymentRequests } from "../../resources/advance-payment-requests/index.ts";
import { applications } from "../../resources/applications/index.ts";
import { clientInvoices } from "../../resources/client-invoices/index.ts";
import { commercialConditions } from "../../resources/commercial-conditions/index.ts";
import { companies } from "../../resources/companies/index.ts";
import { companyGroups } from "../../resources/company-groups/index.ts";
import { companyInsuranceRequests } from "../../resources/company-insurance-requests/index.ts";
import { contacts } from "../../resources/contacts/index.ts";
import { amendments, contracts, contractSignature, talentSubstituteBench } from "../../resources/contracts/index.ts";
import { cooptation } from "../../resources/cooptation/index.ts";
import { definitiveEndRequests } from "../../resources/definitive-end-requests/index.ts";
import { expenseClaimRequests } from "../../resources/expense-claim-requests/index.ts";
import { hiringPools } from "../../resources/hiring-pools/index.ts";
import { journal } from "../../resources/journal/index.ts";
import { personnelRegister } from "../../resources/personnel-register/index.ts";
import { missionStatements } from "../../resources/mission-statements/index.ts";
import { independentPaymentRequests } from "../../resources/independent-payment-requests/index.ts";
import { mealCardRequests } from "../../resources/meal-card-requests/index.ts";
import { medicalCenters } from "../../resources/medical-centers/index.ts";
import { medicalCheckupRequests } from "../../resources/medical-checkup-requests/index.ts";
import { missions, talentPoolingMissions } from "../../resources/missions/index.ts";
import { payTracking } from "../../resources/pay-tracking/index.ts";
import { ppeRequests } from "../../resources/ppe-requests/index.ts";
import { professionalCardRequests } from "../../resources/professional-card-requests/index.ts";
import { qualificationCenters } from "../../resources/qualification-centers/index.ts";
import { qualificationTrainingRequests } from "../../resources/qualification-training-requests/index.ts";
import { recruitmentOfficeInvoiceRequests } from "../../resources/recruitment-office-invoice-requests/index.ts";
import { referenceChecks } from "../../resources/reference-checks/index.ts";
import { talentSuperSearch, talents } from "../../resources/talents/index.ts";
import { talentPushMarketing } from "../../resources/push-marketing/index.ts";
import { teamMembers } from "../../resources/team-members/index.ts";
import { timesheets } from "../../resources/timesheets/index.ts";
import type { IconComponent, RegistryEntry, SiderGroup } from "../../resources/types.ts";
import { registerScreens } from "../../resources/screen-link.ts";
import { users } from "../../resources/users/index.ts";
import { workAccidentRequests } from "../../resources/work-accident-requests/index.ts";

export const SIDER_GROUPS: readonly SiderGroup[] = [
  "pilotage",
  "talents",
  "sales",
  "contracts",
  "requests",
  "finance",
  "tools",
  "referentials",
  "admin",
];

export const GROUP_ICONS: Record<SiderGroup, IconComponent> = {
  pilotage: DashboardOutlined,
  talents: TeamOutlined,
  sales: ShopOutlined,
  contracts: FileProtectOutlined,
  requests: InboxOutlined,
  finance: EuroOutlined,
  tools: ToolOutlined,
  referentials: DatabaseOutlined,
  admin: SettingOutlined,
};

export const REGISTRY: readonly RegistryEntry[] = [
  // pilotage
  dashboard,
  planning,
  organigram,
  // talents
  talents,
  talentSuperSearch,
  deepResearch,
  hiringPools,
  talentPushMarketing,
  talentSubstituteBench,
  applications,
  referenceChecks,
  cooptation,
  // sales
  missions,
  talentPoolingMissions,
  contacts,
  commercialConditions,
  companies,
  companyGroups,
  // contracts and time
  contracts,
  amendments,
  timesheets,
  payTracking,
  personnelRegister,
  missionStatements,
  definitiveEndRequests,
  // requests
  qualificationTrainingRequests,
  medicalCheckupRequests,
  professionalCardRequests,
  ppeRequests,
  mealCardRequests,
  expenseClaimRequests,
  advancePaymentRequests,
  workAccidentRequests,
  // independents and invoices
  clientInvoices,
  independentPaymentRequests,
  recruitmentOfficeInvoiceRequests,
  companyInsuranceRequests,
  // tools
  calculator,
  calculators,
  invoiceSimulator,
  convert,
  // referentials
  qualificationCenters,
  medicalCenters,
  // administration
  teamMembers,
  users,
  dataImport,
  journal,
  settings,
  trash,
  playground,
  // reached by links or from outside the layout
  nylasCallback,
  onboarding,
  authPages,
  customerSignature,
  contractSignature,
  forbidden,
];

// the action centre's and the notifications' links are checked against it (resources/screen-link.ts)
registerScreens(REGISTRY);
