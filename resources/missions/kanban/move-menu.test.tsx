// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MoveMenu, type OpenMenu } from "./move-menu.tsx";
import type { KanbanCard } from "./types.ts";

afterEach(cleanup);

const LABELS = { qualified: "Qualifié(e)", shortlisted: "Présélectionné(e)" } as never;

/** A card's "Déplacer vers…" button, whose place on the page the test decides. */
function buttonAt(top: number): { button: HTMLButtonElement; move: (to: number) => void } {
  const button = document.createElement("button");
  document.body.append(button);
  let y = top;
  button.getBoundingClientRect = () => ({
    x: 10,
    y,
    left: 10,
    top: y,
    width: 80,
    height: 20,
    right: 90,
    bottom: y + 20,
    toJSON: () => ({}),
  });
  return { button, move: (to) => (y = to) };
}

const anchor = () => document.querySelector<HTMLDivElement>(".kanban-menu-anchor");

describe("the board's move menu", () => {
  it("stays where it opened when the board is redrawn under it (a click must not land on another stage)", () => {
    const { button, move } = buttonAt(400);
    const menu: OpenMenu = { card: { id: "a1" } as KanbanCard, button, targets: ["shortlisted"] as never };
    const props = { columnLabels: LABELS, onClose: () => undefined, onMove: () => undefined };
    const view = render(<MoveMenu menu={menu} {...props} />);
    expect(anchor()?.style.top).toBe("400px");
    expect(anchor()?.style.position).toBe("fixed");
    // drawn inside the fixed box: a scroll of the page while it opens does not carry it away
    expect(anchor()?.querySelector("[role='menu']")).not.toBeNull();
    // a refetch moves the card's button and redraws the board while the menu is open
    move(336);
    view.rerender(<MoveMenu menu={{ ...menu }} {...props} />);
    expect(anchor()?.style.top).toBe("400px");
  });
});
