// One application on the board: the talent (link), source, owner, score, the forced-stage flag
// with who and when, the rejection reason; a drag handle (pointer or keyboard, dnd-kit) and the
// button that opens the board's one "Déplacer vers…" menu, both offering only the columns the
// user's role may reach. Plain elements and classes, no antd component nor router link (the
// board routes its links' clicks with one listener): a mission's 200 cards render in one go, a
// card re-renders only when its own row or its targets change, and none re-renders when the
// location changes.
import { useDraggable } from "@dnd-kit/core";
import { memo } from "react";
import type { EnumStyle } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import type { Column } from "../../../src/domain/applications/move-rules.ts";
import type { KanbanCard } from "./types.ts";

export type CardProps = {
  card: KanbanCard;
  column: Column;
  targets: Column[];
  sources: EnumStyle<string>;
  reasons: EnumStyle<string>;
  /** opens the board's shared move menu under this card's button */
  onOpenMenu: (card: KanbanCard, button: HTMLButtonElement) => void;
  /** "Créer le contrat" is offered (a retained application, a user who may create contracts) */
  offersContract?: boolean;
};

export const talentName = (card: KanbanCard) => (card.talent ? displayName(card.talent) : "—");

const forcedText = (card: KanbanCard) => {
  const date = card.stage_forced_at ? formatDate(card.stage_forced_at) : null;
  if (card.forced_by && date) return t("resources.kanban.forcedBy", { who: displayName(card.forced_by), date });
  if (date) return t("resources.kanban.forcedAt", { date });
  return t("resources.kanban.forced");
};

export const ApplicationCard = memo(function ApplicationCard({
  card,
  column,
  targets,
  sources,
  reasons,
  onOpenMenu,
  offersContract = false,
}: CardProps) {
  const name = talentName(card);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { column, targets },
    disabled: targets.length === 0,
  });
  return (
    <li ref={setNodeRef} className="kanban-card" data-dragging={isDragging || undefined} aria-label={name}>
      <div className="kanban-card-head">
        <div>
          {card.talent ? <a href={`/talents/${card.talent.id}`}>{name}</a> : <span>{name}</span>}
          <div className="kanban-card-meta">
            {sources[card.source]?.label ?? card.source}
            {card.owner ? ` · ${displayName(card.owner)}` : ""}
            {card.match_score !== null ? ` · ${card.match_score} %` : ""}
          </div>
        </div>
        {targets.length ? (
          <button
            type="button"
            className="kanban-card-handle"
            {...attributes}
            {...listeners}
            aria-label={t("resources.kanban.moveToLabel", { name })}
          />
        ) : null}
      </div>
      {card.has_stage_been_forced ? <span className="kanban-card-forced">{forcedText(card)}</span> : null}
      {card.is_rejected && card.rejection_reason ? (
        <span className="kanban-card-reason">
          {t("resources.kanban.rejectedFor", {
            reason: reasons[card.rejection_reason]?.label ?? card.rejection_reason,
          })}
        </span>
      ) : null}
      {targets.length ? (
        <button
          type="button"
          className="kanban-card-move"
          aria-haspopup="menu"
          aria-label={`${t("resources.kanban.moveTo")} (${name})`}
          onClick={(event) => onOpenMenu(card, event.currentTarget)}
        >
          {t("resources.kanban.moveTo")} <span aria-hidden>▾</span>
        </button>
      ) : null}
      {offersContract && !card.is_rejected ? (
        <a
          className="kanban-card-move"
          href={`/contracts?application=${card.id}`}
          aria-label={t("resources.kanban.createContractFor", { name })}
        >
          {t("resources.kanban.createContract")}
        </a>
      ) : null}
    </li>
  );
});
