// Beside a talent's name: the outcome of its latest completed reference check (« Références
// positives »…), so that it is seen without opening a tab; nothing while none is completed, or
// for the roles that do not read reference checks. The « Références » section asks the same
// read, so the page makes it once.
import { useCan, useList } from "@refinedev/core";
import { Tag } from "antd";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { REFERENCE_CHECK_OUTCOME_STYLE } from "../constants.ts";
import { talentReferenceChecksList, type ReferenceCheckSummary } from "../read.ts";
import { latestOutcome } from "../references.utils.ts";

export const ReferenceOutcomeTag = ({ talentId }: { talentId: string }) => {
  const { data: canRead } = useCan({ resource: "reference_check", action: "list" });
  const { result } = useList<ReferenceCheckSummary>(talentReferenceChecksList(talentId, !!canRead?.can));
  const latest = latestOutcome(result.data);
  if (!canRead?.can || !latest) return null;
  return (
    <Tag
      color={REFERENCE_CHECK_OUTCOME_STYLE[latest.outcome].color}
      title={t("resources.referenceChecks.outcomeTag.title", { date: formatDate(latest.completedOn) })}
    >
      {t(`resources.referenceChecks.outcomeTag.${latest.outcome}`)}
    </Tag>
  );
};
