// @vitest-environment happy-dom
// The planning grid: an ARIA grid with one tab stop, arrow keys moving the focus, Enter opening
// the contract of the focused shift, and French labels for each cell.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import "../../lib/dates/dayjs.ts";
import { periodOf } from "./period.ts";
import { PlanningGrid } from "./planning-grid.tsx";
import type { TimelineRow } from "./timeline.ts";

afterEach(cleanup);

// jsdom has no layout: give elements a size so the virtualiser sees a screenful of rows.
const sizes = ["clientHeight", "clientWidth", "offsetHeight", "offsetWidth"] as const;
const saved = sizes.map(
  (k) =>
    Object.getOwnPropertyDescriptor(Element.prototype, k) ?? Object.getOwnPropertyDescriptor(HTMLElement.prototype, k),
);
beforeAll(() => {
  for (const k of sizes) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => 600 });
});
afterAll(() => {
  sizes.forEach((k, i) => Object.defineProperty(HTMLElement.prototype, k, saved[i]!));
});

const week = periodOf("week", "2026-12-07");
const rows: TimelineRow[] = [
  {
    id: "t1",
    name: "MARTIN Thomas",
    job: "Maçon",
    entries: [
      [0, "day", "planned", 7, "C-1", "e1"],
      [1, "night", "confirmed", 8, "C-1", "e2"],
    ],
  },
  { id: "t2", name: "DIALLO Inès", job: null, entries: [[2, "unavailable", "planned", 0, null, "e3"]] },
];

const renderGrid = (onOpen = vi.fn()) => {
  render(<PlanningGrid rows={rows} days={week.days} label="Planning, semaine" onOpen={onOpen} />);
  return onOpen;
};

describe("PlanningGrid", () => {
  it("is a labelled grid of talents by days with French cell labels", () => {
    renderGrid();
    const grid = screen.getByRole("grid", { name: "Planning, semaine" });
    expect(grid).toHaveAttribute("aria-rowcount", "3");
    expect(grid).toHaveAttribute("aria-colcount", "8");
    expect(screen.getByRole("rowheader", { name: /MARTIN Thomas/ })).toBeInTheDocument();
    expect(
      screen.getByRole("gridcell", { name: "lundi 7 décembre 2026, Jour, Planifié, 7\u00a0h, contrat C-1" }),
    ).toHaveTextContent("7 h");
    expect(
      screen.getByRole("gridcell", { name: "mercredi 9 décembre 2026, Indisponibilité, Planifié" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("gridcell", { name: "dimanche 13 décembre 2026, libre" })).toHaveLength(2);
  });

  it("keeps one tab stop and moves it with the arrow keys; Enter opens the shift's contract", () => {
    const onOpen = renderGrid();
    const tabbable = document.querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    const first = screen.getByRole("rowheader", { name: /MARTIN Thomas/ });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    const monday = screen.getByRole("gridcell", { name: /lundi 7 décembre 2026, Jour/ });
    expect(monday).toHaveFocus();
    fireEvent.keyDown(monday, { key: "ArrowRight" });
    const tuesday = screen.getByRole("gridcell", { name: /mardi 8 décembre 2026, Nuit, Confirmé, 8\u00a0h/ });
    expect(tuesday).toHaveFocus();
    fireEvent.keyDown(tuesday, { key: "Enter" });
    expect(onOpen).toHaveBeenCalledWith("C-1");
    fireEvent.keyDown(tuesday, { key: "ArrowDown" });
    expect(screen.getByRole("gridcell", { name: "mardi 8 décembre 2026, libre" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "End", ctrlKey: true });
    // the last talent's last day
    expect(screen.getAllByRole("gridcell", { name: "dimanche 13 décembre 2026, libre" })[1]).toHaveFocus();
    expect(document.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it("Enter on an unavailability opens it; on a free day records one for that talent and day", () => {
    const onOpenUnavailability = vi.fn();
    const onAddUnavailability = vi.fn();
    render(
      <PlanningGrid
        rows={rows}
        days={week.days}
        label="Planning, semaine"
        onOpen={vi.fn()}
        onOpenUnavailability={onOpenUnavailability}
        onAddUnavailability={onAddUnavailability}
      />,
    );
    const name = screen.getByRole("rowheader", { name: /DIALLO Inès/ });
    act(() => name.focus());
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(screen.getByRole("gridcell", { name: /mercredi 9 décembre 2026, Indisponibilité/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(onOpenUnavailability).toHaveBeenCalledWith("t2", "e3");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(onAddUnavailability).toHaveBeenCalledWith("t2", "2026-12-10");
  });

  it("without the edit right a free day does nothing", () => {
    const onOpen = renderGrid();
    const cell = screen.getAllByRole("gridcell", { name: "dimanche 13 décembre 2026, libre" })[0]!;
    fireEvent.doubleClick(cell);
    fireEvent.keyDown(cell, { key: "Enter" });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
