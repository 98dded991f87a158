// One stage of the board: a drop zone with its heading and count; without cards, a narrow strip.
import { useDroppable } from "@dnd-kit/core";
import { Typography } from "antd";
import { memo, type ReactNode } from "react";
import { t } from "../../../src/i18n/index.ts";
import type { Column } from "../../../src/domain/applications/move-rules.ts";

type Props = { column: Column; label: string; count: number; children: ReactNode };

export const BoardColumn = memo(function BoardColumn({ column, label, count, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: column });
  const headingId = `kanban-column-${column}`;
  return (
    <section
      ref={setNodeRef}
      className="kanban-column"
      data-over={isOver || undefined}
      // a stage without cards is a narrow strip (kanban.css): the eleven stages fit a 1440 px screen
      data-empty={count === 0 || undefined}
      aria-labelledby={headingId}
    >
      <Typography.Title level={3} id={headingId} className="kanban-column-title">
        {label} <span className="kanban-column-count">{t("resources.kanban.columnCount", { count })}</span>
      </Typography.Title>
      {count ? (
        <ul className="kanban-cards">{children}</ul>
      ) : (
        <Typography.Text type="secondary" className="kanban-column-empty">
          {t("resources.kanban.empty")}
        </Typography.Text>
      )}
    </section>
  );
});
