// The establishments' French texts (resources.companies.agencies of the catalog).
import { t } from "../../../src/i18n/index.ts";

type Label = Exclude<keyof typeof import("../i18n.fr.ts").companiesFr.agencies, "validation">;
export const agencyText = (key: Label, vars?: Record<string, string>) => t(`resources.companies.agencies.${key}`, vars);
