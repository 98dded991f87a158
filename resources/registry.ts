// The one registry: every screen of spec §2, in sider order. Refine's resources, the routes,
// the sider, the command palette and the document titles are all generated from it.
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
import { authPages } from "../src/pages/auth/index.ts";
import { calculator, calculators, convert, invoiceSimulator } from "../src/pages/calculators/index.ts";
import { customerSignature } from "../src/pages/customer-signature/index.ts";
import { dashboard } from "../src/pages/dashboard/index.ts";
import { deepResearch } from "../src/pages/deep-research/index.ts";
import { forbidden } from "../src/pages/forbidden/index.ts";
import { nylasCallback } from "../src/pages/nylas-callback/index.ts";
import { onboarding } from "../src/pages/onboarding/index.ts";
import { organigram } from "../src/pages/organigram/index.ts";
import { planning } from "../src/pages/planning/index.ts";
import { playground } from "../src/pages/playground/index.ts";
import { settings } from "../src/pages/settings/index.ts";
import { advancePaymentRequests } from "./advance-payment-requests/index.ts";
import { amendments } from "./amendments/index.ts";
import { applications } from "./applications/index.ts";
import { commercialConditions } from "./commercial-conditions/index.ts";
import { companies } from "./companies/index.ts";
import { companyGroups } from "./company-groups/index.ts";
import { companyInsuranceRequests } from "./company-insurance-requests/index.ts";
import { contacts } from "./contacts/index.ts";
import { contracts } from "./contracts/index.ts";
import { cooptation } from "./cooptation/index.ts";
import { definitiveEndRequests } from "./definitive-end-requests/index.ts";
import { expenseClaimRequests } from "./expense-claim-requests/index.ts";
import { hiringPools } from "./hiring-pools/index.ts";
import { independentPaymentRequests } from "./independent-payment-requests/index.ts";
import { mealCardRequests } from "./meal-card-requests/index.ts";
import { medicalCenters } from "./medical-centers/index.ts";
import { medicalCheckupRequests } from "./medical-checkup-requests/index.ts";
import { missions, talentPoolingMissions } from "./missions/index.ts";
import { payTracking } from "./pay-tracking/index.ts";
import { ppeRequests } from "./ppe-requests/index.ts";
import { professionalCardRequests } from "./professional-card-requests/index.ts";
import { qualificationCenters } from "./qualification-centers/index.ts";
import { qualificationTrainingRequests } from "./qualification-training-requests/index.ts";
import { recruitmentOfficeInvoiceRequests } from "./recruitment-office-invoice-requests/index.ts";
import { referenceChecks } from "./reference-checks/index.ts";
import { talentPushMarketing, talentSubstituteBench, talentSuperSearch, talents } from "./talents/index.ts";
import { teamMembers } from "./team-members/index.ts";
import { timesheets } from "./timesheets/index.ts";
import type { IconComponent, RegistryEntry, SiderGroup } from "./types.ts";
import { users } from "./users/index.ts";
import { workAccidentRequests } from "./work-accident-requests/index.ts";

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
  settings,
  playground,
  // reached by links or from outside the layout
  nylasCallback,
  onboarding,
  authPages,
  customerSignature,
  forbidden,
];
