// The board's layout contract at 1440 px (its last columns once fell off-screen): the page gives
// the board 1 176 px beside the menu (resources/README.md « Lists »); kanban.css's widths, read
// from the stylesheet itself, add up to no more than that for the eleven stages while six of them
// hold cards, and past that the board scrolls sideways (overflow-x auto, the board focusable:
// board.tsx) rather than spilling off the page. The DOM side — which column is a strip — is
// board.test.tsx's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLUMNS } from "../../../src/domain/applications/move-rules.ts";

const CSS = readFileSync(new URL("./kanban.css", import.meta.url), "utf8");
/** What 1440 px leaves the page's content beside the 200 px menu and the page's margins. */
const AT_1440 = 1176;

/** The declarations of the rule whose selector is exactly `selector`. */
const rule = (selector: string): Record<string, string> => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const block = CSS.match(new RegExp(`(?:^|})\\s*${escaped}\\s*\\{([^}]*)\\}`, "m"));
  if (!block) throw new Error(`no rule ${selector} in kanban.css`);
  return Object.fromEntries(
    block[1]
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split(";")
      .map((d) => d.split(":").map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name, value]),
  );
};
const px = (value: string | undefined) => {
  const m = value?.match(/^(\d+(?:\.\d+)?)px$/);
  if (!m) throw new Error(`not a length in px: ${value}`);
  return Number(m[1]);
};

describe("the kanban's layout at 1440 px", () => {
  // read in each test: a rule missing fails the tests that need it
  const board = () => rule(".kanban-board");
  const column = () => rule(".kanban-column");
  const empty = () => rule(".kanban-column[data-empty]");

  it("scrolls sideways inside the page, never past it", () => {
    expect(board()["overflow-x"]).toBe("auto");
    expect(board()["max-width"]).toBe("100%");
    expect(board()["min-width"]).toBe("0");
  });

  it("lets a column with cards shrink, down to a width its cards can be read in", () => {
    expect(column().flex).toBe("1 1 0");
    expect(px(column()["min-width"])).toBeGreaterThanOrEqual(120);
    expect(px(column()["max-width"])).toBe(240);
  });

  it.each([0, 1, 3, 6])("fits the eleven stages with %i of them holding cards", (withCards) => {
    expect(COLUMNS).toHaveLength(11);
    const gaps = (COLUMNS.length - 1) * px(board().gap);
    const strip = px(empty()["min-width"]);
    expect(px(empty()["max-width"])).toBe(strip);
    const needed = withCards * px(column()["min-width"]) + (COLUMNS.length - withCards) * strip + gaps;
    expect(needed).toBeLessThanOrEqual(AT_1440);
  });
});
