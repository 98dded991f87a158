// Each resource's own French messages (resources/<route>/i18n.fr.ts), under `resources.<route>`.
import { companiesFr } from "../../../resources/companies/i18n.fr.ts";
import { contactsFr } from "../../../resources/contacts/i18n.fr.ts";
import { requestsFr } from "../../../resources/requests/i18n.fr.ts";
import { talentsFr } from "../../../resources/talents/i18n.fr.ts";
import { superSearchFr } from "../../../resources/talents/super-search/i18n.fr.ts";

export const resources = {
  talents: talentsFr,
  superSearch: superSearchFr,
  companies: companiesFr,
  contacts: contactsFr,
  requests: requestsFr,
} as const;
