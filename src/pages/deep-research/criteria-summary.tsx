// The structured criteria of a search, in one line of tags above its results: jobs, cards, the
// city and its radius, the availability date, the contract types — what the link carries.
import { useMany } from "@refinedev/core";
import { Tag, Typography } from "antd";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { enumStyle } from "../../lib/enums/labels.ts";
import { DEFAULT_RADIUS_KM, type DeepResearchState } from "./state.ts";

const DOCUMENTS = enumStyle("document_type");
const CONTRACTS = enumStyle("talent_contract_type");

export const CriteriaSummary = ({ state, cityName }: { state: DeepResearchState; cityName?: string }) => {
  const jobIds = state.jobIds ?? [];
  const jobs = useMany<{ id: string; name: string }>({
    resource: "job",
    ids: jobIds,
    meta: { select: "id, name" },
    queryOptions: { enabled: jobIds.length > 0 },
    liveMode: "off",
  });
  const parts = [
    ...(jobs.result.data ?? []).map((job) => job.name),
    ...(state.documentTypes ?? []).map((type) => DOCUMENTS[type]?.label ?? type),
    ...(state.city && cityName
      ? [t("research.results.cityRadius", { city: cityName, km: state.radiusKm ?? DEFAULT_RADIUS_KM })]
      : []),
    ...(state.availableBy ? [t("research.results.availableBy", { date: formatDate(state.availableBy) })] : []),
    ...(state.contractTypes ?? []).map((type) => CONTRACTS[type]?.label ?? type),
  ];
  if (!parts.length) return null;
  return (
    <div>
      <Typography.Text type="secondary">{t("research.criteria.label")} : </Typography.Text>
      {parts.map((part) => (
        <Tag key={part}>{part}</Tag>
      ))}
    </div>
  );
};
