// A list's header cell whose right edge is dragged to widen or narrow its column. While the
// pointer moves, the column's <col> and the table's least width follow it directly (no render of
// the rows); released, the width goes to the list's settings (use-list-columns.ts), which keep it
// for the user. The handle is for the pointer only, out of the accessibility tree: the keyboard
// sets the same width in « Colonnes » (columns-button.tsx).
import type { PointerEvent as ReactPointerEvent, ThHTMLAttributes } from "react";
import { clampWidth } from "../../lib/preferences/list-columns.ts";

export type ResizeProps = { label: string; onResize: (width: number) => void };

type Props = ThHTMLAttributes<HTMLTableCellElement> & { resize?: ResizeProps };

const startDrag = (event: ReactPointerEvent<HTMLSpanElement>, resize: ResizeProps) => {
  if (event.button !== 0) return;
  event.preventDefault();
  event.stopPropagation();
  const handle = event.currentTarget;
  const th = handle.closest("th");
  const table = th?.closest("table");
  const col = th && table?.querySelector("colgroup")?.children[th.cellIndex];
  if (!th || !table || !(col instanceof HTMLElement)) return;
  const startX = event.clientX;
  const startWidth = th.getBoundingClientRect().width;
  const startTableWidth = table.getBoundingClientRect().width;
  let width = startWidth;
  handle.setPointerCapture(event.pointerId);
  handle.dataset.dragging = "true";
  const move = (e: PointerEvent) => {
    width = clampWidth(startWidth + e.clientX - startX);
    col.style.width = `${width}px`;
    table.style.width = `${Math.round(startTableWidth + width - startWidth)}px`;
  };
  const end = () => {
    handle.removeEventListener("pointermove", move);
    handle.removeEventListener("pointerup", end);
    handle.removeEventListener("pointercancel", end);
    delete handle.dataset.dragging;
    if (width !== startWidth) resize.onResize(width);
  };
  handle.addEventListener("pointermove", move);
  handle.addEventListener("pointerup", end);
  handle.addEventListener("pointercancel", end);
};

export const ResizableHeaderCell = ({ resize, children, ...props }: Props) => (
  <th {...props}>
    {children}
    {resize ? (
      <span
        className="list-col-resize"
        aria-hidden
        onPointerDown={(event) => startDrag(event, resize)}
        // the header sorts on click: the handle's own clicks stay its own
        onClick={(event) => event.stopPropagation()}
      />
    ) : null}
  </th>
);

/** antd's `components` for a list's resizable headers (one object: the table compares it by identity). */
export const RESIZABLE_HEADER = { header: { cell: ResizableHeaderCell } };
