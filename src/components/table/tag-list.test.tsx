// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../test/dom-polyfills.ts";
import { roomOfWidth, splitTags, TagList } from "./tag-list.tsx";

const tags = (...labels: string[]) => labels.map((label) => ({ key: label, label }));

afterEach(cleanup);

describe("tags on one line", () => {
  it.each([
    // [labels, max, room, shown]
    [["CDD", "CDI"], 2, 100, ["CDD", "CDI"]],
    [["CDD", "CDI", "Intérim"], 2, 100, ["CDD", "CDI"]],
    [["CDD", "CDI", "Intérim"], 3, 100, ["CDD", "CDI", "Intérim"]],
    // the room: « CDI intérimaire » does not fit after « CDD » with « +1 »
    [["CDD", "CDI intérimaire"], 2, 16, ["CDD"]],
    // the first always, however long
    [["Freelance / indépendant", "CDI"], 2, 10, ["Freelance / indépendant"]],
    [["CDI", "Intérim", "CDD"], 2, 16, ["CDI"]],
    [["CDI", "Intérim"], 2, 16, ["CDI", "Intérim"]],
    [[], 2, 16, []],
  ])("%j, at most %i in %i characters: %j", (labels, max, room, shown) => {
    const split = splitTags(tags(...labels), max, room);
    expect(split.shown.map((tag) => tag.label)).toEqual(shown);
    expect(split.rest.map((tag) => tag.label)).toEqual(labels.slice(shown.length));
  });

  it("reads a column's width as characters", () => {
    expect(roomOfWidth(130)).toBe(16);
    expect(roomOfWidth(200)).toBe(26);
  });

  it("shows the first tags and « +N », whose tooltip and hidden text name the others; « +N » takes the focus", async () => {
    render(<TagList max={1} items={tags("CDI", "Intérim", "CDD")} />);
    expect(screen.getByText("CDI")).toHaveAttribute("title", "CDI");
    expect(screen.queryByText("Intérim")).toBeNull();
    const more = screen.getByText("+2");
    expect(more).toHaveTextContent("+2 : Intérim, CDD");
    expect(more).toHaveAttribute("tabindex", "0");
    fireEvent.focus(more);
    fireEvent.mouseEnter(more);
    expect(await screen.findByRole("tooltip", {}, { timeout: 2_000 })).toHaveTextContent("Intérim, CDD");
  });

  it("says « — » when there is none", () => {
    render(<TagList items={[]} />);
    expect(screen.getByText("—")).toBeInTheDocument();
  });
});
