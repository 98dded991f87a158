// The planning grid alone (src/pages/planning/planning-grid.tsx, the page's own component),
// rendered with 2,000 talents × 31 days of synthetic shifts: what tests/bench/planning.bench.ts
// times in Chromium on a production build. window.__render holds the figure: from the render
// call to the first frame after the commit (React's work, style, layout and paint).
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { periodOf } from "../../../src/pages/planning/period.ts";
import { PlanningGrid } from "../../../src/pages/planning/planning-grid.tsx";
import type { CompactEntry, TimelineRow } from "../../../src/pages/planning/timeline.ts";

declare global {
  interface Window {
    __render?: { ms: number; rows: number; cells: number };
  }
}

const params = new URLSearchParams(location.search);
const ROWS = Number(params.get("rows") ?? 2000);
const period = periodOf("month", "2026-12-01");
const statuses = ["planned", "confirmed", "done", "absent", "canceled"] as const;
const rows: TimelineRow[] = Array.from({ length: ROWS }, (_, i) => ({
  id: `t-${i}`,
  name: `TALENT ${String(i).padStart(4, "0")} Prénom`,
  job: i % 3 ? "Maçon" : "Coffreur-bancheur",
  entries: period.days.flatMap((day, offset): CompactEntry[] => {
    const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (dow === 0 || dow === 6) return [];
    return [[offset, i % 7 ? "day" : "night", statuses[(i + offset) % 5]!, 7, `C-${i}`, `e-${i}-${offset}`]];
  }),
}));

const root = createRoot(document.getElementById("root")!);
const start = performance.now();
flushSync(() =>
  root.render(<PlanningGrid rows={rows} days={period.days} label="Planning, banc" onOpen={() => undefined} />),
);
requestAnimationFrame(() =>
  // the frame after the commit has been produced once this task runs
  setTimeout(() => {
    window.__render = {
      ms: performance.now() - start,
      rows: document.querySelectorAll('[role="row"]').length,
      cells: document.querySelectorAll('[role="gridcell"]').length,
    };
  }, 0),
);
