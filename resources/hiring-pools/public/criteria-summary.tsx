// What a saved search says, in French, in « Enregistrer comme vivier dynamique »: one line per
// criterion of the super-search's form (the relative availability as the pool will read it).
import { Typography } from "antd";
import { t } from "../../../src/i18n/index.ts";
import { enumStyle, type EnumStyle } from "../../../src/lib/enums/labels.ts";
import {
  AVAILABILITY_STATUS_STYLE,
  EXPERIENCE_LEVEL_STYLE,
  QUALIFICATION_STATUS_STYLE,
} from "../../../src/domain/talents/constants.ts";
import { DEFAULT_RADIUS_KM, type SuperSearchCriteria } from "../../../src/domain/talent-search/criteria.ts";
import { daysUntil } from "../../../src/domain/talent-search/pool-criteria.ts";

const c = (key: keyof typeof import("../../talents/super-search/i18n.fr.ts").superSearchFr.criteria) =>
  t(`resources.superSearch.criteria.${key}`);

const DOCUMENT_TYPE_STYLE = enumStyle("document_type");

const labels = <V extends string>(values: readonly V[] | undefined, style: EnumStyle<V>) =>
  values?.length ? values.map((v) => style[v]?.label ?? v).join(", ") : undefined;

/** The lines: [label, value] for each criterion set. */
export const criteriaLines = (
  criteria: SuperSearchCriteria,
  { cityName, today = new Date() }: { cityName?: string; today?: Date } = {},
): Array<[string, string]> => {
  const lines: Array<[string, string | undefined]> = [
    [c("text"), criteria.q ? `« ${criteria.q} »` : undefined],
    [c("jobs"), criteria.jobIds?.length ? String(criteria.jobIds.length) : undefined],
    [
      c("city"),
      criteria.city ? `${cityName ?? criteria.city} (${criteria.radiusKm ?? DEFAULT_RADIUS_KM} km)` : undefined,
    ],
    [
      c("availableBy"),
      criteria.availableBy
        ? t("resources.hiringPools.saveDynamic.relative", { days: daysUntil(criteria.availableBy, today) })
        : undefined,
    ],
    [c("availability"), labels(criteria.availability, AVAILABILITY_STATUS_STYLE)],
    [c("qualificationStatus"), labels(criteria.qualificationStatuses, QUALIFICATION_STATUS_STYLE)],
    [c("documents"), labels(criteria.documentTypes, DOCUMENT_TYPE_STYLE)],
    [c("experience"), labels(criteria.experienceLevels, EXPERIENCE_LEVEL_STYLE)],
    [c("includeBlacklisted"), criteria.includeBlacklisted ? t("components.yesNo.yes") : undefined],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
};

export const CriteriaSummary = ({ criteria, cityName }: { criteria: SuperSearchCriteria; cityName?: string }) => (
  <ul aria-label={t("resources.hiringPools.fields.criteria")} style={{ paddingInlineStart: 20, marginTop: 0 }}>
    {criteriaLines(criteria, { cityName }).map(([label, value]) => (
      <li key={label}>
        <Typography.Text type="secondary">{label} : </Typography.Text>
        <Typography.Text>{value}</Typography.Text>
      </li>
    ))}
  </ul>
);
