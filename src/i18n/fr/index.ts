// The French catalog: French is the source language, every visible string lives here.
import { a11y } from "./a11y.ts";
import { auth } from "./auth.ts";
import { common } from "./common.ts";
import { components } from "./components.ts";
import { domain } from "./domain.ts";
import { layout } from "./layout.ts";
import { refine } from "./refine.ts";
import { routes } from "./routes.ts";
import { settings } from "./settings.ts";
import { toasts } from "./toasts.ts";
import { resources } from "./resources.ts";
import { databaseErrors } from "./database-errors.ts";
import { serviceErrors } from "./service-errors.ts";
import { playgroundFr as playground } from "../../pages/playground/i18n.fr.ts";
import { calculatorsFr as calculators } from "../../pages/calculators/i18n.fr.ts";
import { planningFr as planning } from "../../pages/planning/i18n.fr.ts";
import { organigramFr as organigram } from "../../pages/organigram/i18n.fr.ts";
import { trashFr as trash } from "../../pages/trash/i18n.fr.ts";
import { actionCentreFr as actionCentre } from "../../pages/dashboard/i18n.fr.ts";
import { featureAccessFr as featureAccess } from "../../components/feature-access/i18n.fr.ts";
import { deepResearchFr as research } from "../../pages/deep-research/i18n.fr.ts";
import { resumeIndexFr as resumeIndex } from "../../components/resume-index/i18n.fr.ts";
import { importFr as dataImport } from "../../pages/import/i18n.fr.ts";
import { historyFr as history } from "../../components/history/i18n.fr.ts";
import { mergeFr as merge } from "../../domain/merge/i18n.fr.ts";

export const fr = {
  ...common,
  ...refine,
  routes,
  a11y,
  auth,
  layout,
  settings,
  toasts,
  domain,
  components,
  resources,
  databaseErrors,
  serviceErrors,
  playground,
  calculators,
  planning,
  organigram,
  trash,
  actionCentre,
  featureAccess,
  research,
  resumeIndex,
  dataImport,
  history,
  merge,
} as const;
