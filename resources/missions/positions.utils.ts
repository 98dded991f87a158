// How far an order is staffed, for its list and its header: placed applications over open
// positions (« 1/2 pourvus »). The status alone (« Ouverte ») does not say that one of two
// posts is already filled. The count comes from the computed field public.positions_left.
import { t } from "../../src/i18n/index.ts";

type Staffing = { number_of_open_positions: number; positions_left: number };

export const positionsFilled = (row: Staffing): { filled: number; total: number } => {
  const total = row.number_of_open_positions;
  return { filled: Math.min(Math.max(total - row.positions_left, 0), total), total };
};

/** « 1/2 pourvus » */
export const positionsFilledText = (row: Staffing): string =>
  t("resources.missions.fields.positionsFilledValue", positionsFilled(row));
