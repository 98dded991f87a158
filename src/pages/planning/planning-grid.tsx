// The /planning timeline: talents (rows) by days (columns), an ARIA grid. Only the rows in
// view are in the DOM (@tanstack/react-virtual), so 2,000 talents × 31 days render like 20.
// Keyboard: one cell is tabbable (roving tabindex); arrows, Home/End, Page Up/Down and
// Ctrl+Home/End move; Enter opens the contract of the cell's shift, the unavailability of the
// cell, or (for the roles that edit the planning) records one on a free day.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { t } from "../../i18n/index.ts";
import { dayHeader } from "./period.ts";
import { cellLabel, cellsOf, cellText, type TimelineRow } from "./timeline.ts";
import { moveFocus } from "./grid-keys.ts";
import "./planning-grid.css";

const ROW_HEIGHT = 44;
const HEAD_HEIGHT = 44;
const NAME_WIDTH = 180;
const DAY_WIDTH = 52;

export type PlanningGridProps = {
  rows: TimelineRow[];
  days: string[];
  label: string;
  onOpen: (contractKey: string) => void;
  /** opens the talent's unavailability this entry belongs to */
  onOpenUnavailability?: (talentId: string, entryId: string) => void;
  /** records an unavailability of the talent on a free day */
  onAddUnavailability?: (talentId: string, date: string) => void;
};

export const PlanningGrid = ({
  rows,
  days,
  label,
  onOpen,
  onOpenUnavailability,
  onAddUnavailability,
}: PlanningGridProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const focusPending = useRef(false);
  const headers = useMemo(() => days.map(dayHeader), [days]);
  const cells = useMemo(() => rows.map(cellsOf), [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollPaddingStart: HEAD_HEIGHT,
    // a first screenful before the scroller is measured (and where nothing is, as in jsdom)
    initialRect: { width: 1200, height: 600 },
  });
  const template = `${NAME_WIDTH}px repeat(${days.length}, ${DAY_WIDTH}px)`;
  const width = NAME_WIDTH + days.length * DAY_WIDTH;
  const row = Math.min(active.row, Math.max(rows.length - 1, 0));
  const col = Math.min(active.col, days.length);

  // After a keyboard move, focus the new active cell once it is rendered.
  useEffect(() => {
    if (!focusPending.current) return;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    if (el) {
      focusPending.current = false;
      el.focus({ preventScroll: false });
    }
  });

  /** What Enter or a double click on a cell does, if anything. */
  const actionOf = (rowIndex: number, dayIndex: number): (() => void) | undefined => {
    const talent = rows[rowIndex];
    if (!talent || dayIndex < 0) return undefined;
    const cell = cells[rowIndex]?.get(dayIndex);
    if (cell?.contractKey) return () => onOpen(cell.contractKey!);
    if (cell?.type === "unavailable")
      return onOpenUnavailability ? () => onOpenUnavailability(talent.id, cell.id) : undefined;
    if (!cell && onAddUnavailability) return () => onAddUnavailability(talent.id, days[dayIndex]!);
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      const action = col > 0 ? actionOf(row, col - 1) : undefined;
      if (action) {
        event.preventDefault();
        action();
      }
      return;
    }
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const next = moveFocus(event.key, event.ctrlKey, { row, col }, { rows: rows.length, cols: days.length + 1, page });
    if (!next) return;
    event.preventDefault();
    setActive(next);
    focusPending.current = true;
    virtualizer.scrollToIndex(next.row, { align: "auto" });
  };

  return (
    <div
      ref={scroller}
      className="planning-grid"
      role="grid"
      // the cells hold the tab stop (roving tabindex); the grid itself is focusable by script only
      tabIndex={-1}
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={days.length + 1}
      onKeyDown={onKeyDown}
    >
      <div
        className="planning-grid__head"
        role="row"
        aria-rowindex={1}
        style={{ gridTemplateColumns: template, width, height: HEAD_HEIGHT }}
      >
        <div className="planning-grid__corner" role="columnheader" aria-colindex={1}>
          {t("planning.talent")}
        </div>
        {headers.map((h, i) => (
          <div
            key={days[i]}
            role="columnheader"
            aria-colindex={i + 2}
            aria-label={h.long}
            className={`planning-grid__day${h.weekend ? " planning-grid__weekend" : ""}`}
          >
            {h.short}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", width }}>
        {virtualizer.getVirtualItems().map((item) => {
          const talent = rows[item.index]!;
          const rowCells = cells[item.index]!;
          return (
            <div
              key={talent.id}
              role="row"
              aria-rowindex={item.index + 2}
              className="planning-grid__row"
              style={{
                gridTemplateColumns: template,
                width,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <div
                role="rowheader"
                aria-colindex={1}
                className="planning-grid__name"
                data-cell={`${item.index}:0`}
                tabIndex={row === item.index && col === 0 ? 0 : -1}
                onFocus={() => setActive({ row: item.index, col: 0 })}
              >
                <span>{talent.name}</span>
                {talent.job ? <span className="planning-grid__job">{talent.job}</span> : null}
              </div>
              {headers.map((h, i) => {
                const cell = rowCells.get(i);
                return (
                  <div
                    key={i}
                    role="gridcell"
                    aria-colindex={i + 2}
                    aria-label={cellLabel(h.long, cell)}
                    data-cell={`${item.index}:${i + 1}`}
                    tabIndex={row === item.index && col === i + 1 ? 0 : -1}
                    className={`planning-grid__cell${h.weekend ? " planning-grid__weekend" : ""}`}
                    onFocus={() => setActive({ row: item.index, col: i + 1 })}
                    onDoubleClick={actionOf(item.index, i)}
                  >
                    {cell ? (
                      <span
                        aria-hidden
                        className={`planning-grid__shift planning-grid__shift--${cell.type} planning-grid__shift--${cell.status}`}
                      >
                        {cellText(cell)}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
};
