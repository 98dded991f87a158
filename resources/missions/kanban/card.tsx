// One application on the board: the talent (link), source, owner, score, the forced-stage flag
// with who and when, the rejection reason; a drag handle (pointer or keyboard, dnd-kit) and the
// "Déplacer vers…" menu, both offering only the columns the user's role may reach.
import { DownOutlined, HolderOutlined } from "@ant-design/icons";
import { useDraggable } from "@dnd-kit/core";
import { Button, Dropdown, Space, Tag, Typography } from "antd";
import { memo } from "react";
import { Link } from "react-router";
import type { EnumStyle } from "../../../src/components/table/columns.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import type { Column } from "./move-rules.ts";
import type { KanbanCard } from "./types.ts";

export type CardProps = {
  card: KanbanCard;
  column: Column;
  targets: Column[];
  columnLabels: Record<Column, string>;
  sources: EnumStyle<string>;
  reasons: EnumStyle<string>;
  onMove: (card: KanbanCard, target: Column) => void;
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
  columnLabels,
  sources,
  reasons,
  onMove,
}: CardProps) {
  const name = talentName(card);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { column, targets },
    disabled: targets.length === 0,
  });
  return (
    <li ref={setNodeRef} className="kanban-card" data-dragging={isDragging || undefined} aria-label={name}>
      <Space align="start" size={4} style={{ width: "100%", justifyContent: "space-between" }}>
        <Space direction="vertical" size={0}>
          {card.talent ? <Link to={`/talents/${card.talent.id}`}>{name}</Link> : <span>{name}</span>}
          <Typography.Text type="secondary">
            {sources[card.source]?.label ?? card.source}
            {card.owner ? ` · ${displayName(card.owner)}` : ""}
            {card.match_score !== null ? ` · ${card.match_score} %` : ""}
          </Typography.Text>
        </Space>
        {targets.length ? (
          <button
            type="button"
            className="kanban-card-handle"
            {...attributes}
            {...listeners}
            aria-label={t("resources.kanban.moveToLabel", { name })}
          >
            <HolderOutlined aria-hidden />
          </button>
        ) : null}
      </Space>
      {card.has_stage_been_forced ? (
        <Tag color="orange" style={{ marginTop: 4 }}>
          {forcedText(card)}
        </Tag>
      ) : null}
      {card.is_rejected && card.rejection_reason ? (
        <Typography.Text type="danger" style={{ display: "block" }}>
          {t("resources.kanban.rejectedFor", {
            reason: reasons[card.rejection_reason]?.label ?? card.rejection_reason,
          })}
        </Typography.Text>
      ) : null}
      {targets.length ? (
        <Dropdown
          trigger={["click"]}
          menu={{
            items: targets.map((target) => ({ key: target, label: columnLabels[target] })),
            onClick: ({ key }) => onMove(card, key as Column),
          }}
        >
          <Button
            size="small"
            type="link"
            style={{ paddingInline: 0 }}
            aria-label={`${t("resources.kanban.moveTo")} (${name})`}
          >
            {t("resources.kanban.moveTo")} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      ) : null}
    </li>
  );
});
