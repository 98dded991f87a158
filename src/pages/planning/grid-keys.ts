// The planning grid's keyboard moves (WAI-ARIA grid pattern), pure.
export type Position = { row: number; col: number };
export type Bounds = { rows: number; cols: number; page: number };

const clamp = (v: number, max: number) => Math.max(0, Math.min(v, max - 1));

/** The position a key moves to, or null when the key is not a move. */
export const moveFocus = (key: string, ctrl: boolean, at: Position, b: Bounds): Position | null => {
  if (b.rows === 0) return null;
  switch (key) {
    case "ArrowRight":
      return { row: at.row, col: clamp(at.col + 1, b.cols) };
    case "ArrowLeft":
      return { row: at.row, col: clamp(at.col - 1, b.cols) };
    case "ArrowDown":
      return { row: clamp(at.row + 1, b.rows), col: at.col };
    case "ArrowUp":
      return { row: clamp(at.row - 1, b.rows), col: at.col };
    case "PageDown":
      return { row: clamp(at.row + b.page, b.rows), col: at.col };
    case "PageUp":
      return { row: clamp(at.row - b.page, b.rows), col: at.col };
    case "Home":
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case "End":
      return ctrl ? { row: b.rows - 1, col: b.cols - 1 } : { row: at.row, col: b.cols - 1 };
    default:
      return null;
  }
};
