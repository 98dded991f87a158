// The board's filters: the whole pipeline of one mission is loaded, so they apply in the browser.
import { normalizeSearch } from "../../../src/lib/search/normalize.ts";
import { talentName } from "./card.tsx";
import type { KanbanCard } from "./types.ts";

export type BoardFilters = { q?: string; source?: string; owner?: string };

/** Client-side filters over the board's rows (the whole pipeline of one mission is loaded). */
export const filterCards = (cards: readonly KanbanCard[], f: BoardFilters): KanbanCard[] => {
  const q = f.q ? normalizeSearch(f.q) : "";
  return cards.filter(
    (c) =>
      (!f.source || c.source === f.source) &&
      (!f.owner || c.owner_id === f.owner) &&
      (!q || normalizeSearch(talentName(c)).includes(q)),
  );
};
