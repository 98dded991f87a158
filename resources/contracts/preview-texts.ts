// The preview's term figures in words: the flexibility of the term (L1251-30) and the contract's
// length against the reason's maximum (L1251-12); on a term that is not precise, neither moves
// and the length is a minimum (public.contract_preview's duration.imprecise_term).
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import type { ContractPreview } from "./preview-input.ts";

type PreviewKey = keyof typeof import("./i18n.fr.ts").contractsFr.preview;
/** A text of the preview's catalog (resources.contracts.preview). */
export const p = (key: PreviewKey, vars?: Record<string, string | number>) =>
  t(`resources.contracts.preview.${key}`, vars);

export const flexibilityText = (preview: ContractPreview) => {
  if (preview.duration?.imprecise_term) return p("flexibilityImprecise");
  const { flexibility_days: later, flexibility_max_advance_days: earlier } = preview;
  if (later == null) return p("none");
  const span =
    earlier == null || earlier === later
      ? p("flexibilityValue", { count: later })
      : p("flexibilitySplit", { later, earlier });
  return preview.latest_end_with_flexibility
    ? `${span} — ${p("latestEnd", { date: formatDate(preview.latest_end_with_flexibility) })}`
    : span;
};

export const durationText = (preview: ContractPreview) => {
  const days = preview.duration?.days;
  if (days == null) return p("none");
  if (preview.duration?.imprecise_term) return p("durationImprecise", { days });
  const max = preview.duration?.max_months;
  return max == null ? p("durationNoMax", { days }) : p("durationValue", { days, max });
};
