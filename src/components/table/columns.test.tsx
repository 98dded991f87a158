// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ColumnType } from "antd/es/table";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "../../lib/dates/dayjs.ts";
import {
  actionsColumn,
  dateColumn,
  enumOptions,
  enumTagColumn,
  moneyColumn,
  referenceColumn,
  textColumn,
  type EnumStyle,
} from "./columns.tsx";

type Row = {
  id: string;
  name: string | null;
  born: string | null;
  wage: number | null;
  status: "a" | "b";
  tags: Array<"a" | "b">;
};
const row: Row = { id: "1", name: "Léa", born: "2000-02-01", wage: 12.5, status: "a", tags: ["a", "b"] };
const STYLE: EnumStyle<"a" | "b"> = { a: { label: "Actif", color: "green" }, b: { label: "Bloqué" } };
const cell = (node: ReactNode) => render(<MemoryRouter>{node as ReactElement}</MemoryRouter>);
const renderOf = <R,>(column: ColumnType<R>, value: unknown, record: R) =>
  column.render?.(value, record, 0) as ReactNode;

afterEach(cleanup);

describe("column builders", () => {
  it("sorts on the server and shows the URL's order", () => {
    const column = textColumn<Row>("name", { title: "Nom" }, { sorters: [{ field: "name", order: "desc" }] });
    expect(column).toMatchObject({ key: "name", dataIndex: "name", title: "Nom", sorter: true, sortOrder: "descend" });
    expect(textColumn<Row>("name", { title: "Nom", sortable: false }).sorter).toBeUndefined();
  });

  it.each([
    [textColumn<Row>("name", { title: "Nom" }), null, "—"],
    [textColumn<Row>("name", { title: "Nom" }), "Léa", "Léa"],
    [dateColumn<Row>("born", { title: "Né le" }), "2000-02-01", "01/02/2000"],
    [dateColumn<Row>("born", { title: "Né le" }), null, "—"],
    [moneyColumn<Row>("wage", { title: "Salaire" }), 12.5, "12,50\u00a0€"],
  ])("renders %#", (column, value, text) => {
    const { container } = cell(renderOf(column, value, row));
    expect(container.textContent).toBe(text);
  });

  it("shows enum values as French tags, one per array item, on one line: « +N » for those the width leaves out", () => {
    cell(renderOf(enumTagColumn<Row, "a" | "b">("tags", { title: "Tags", style: STYLE, width: 200 }), row.tags, row));
    expect(screen.getByText("Actif")).toBeInTheDocument();
    expect(screen.getByText("Bloqué")).toBeInTheDocument();
    cleanup();
    // 130 px: the first tag, then « +1 » whose hidden text names the other
    cell(renderOf(enumTagColumn<Row, "a" | "b">("tags", { title: "Tags", style: STYLE }), row.tags, row));
    expect(screen.getByText("Actif")).toBeInTheDocument();
    expect(screen.getByText("+1")).toHaveTextContent("+1 : Bloqué");
  });

  it("gives each kind a width, and a short header whose whole title is read and in « Colonnes »", () => {
    expect(dateColumn<Row>("born", { title: "Né le" }).width).toBe(104);
    expect(textColumn<Row>("name", { title: "Nom", width: 90 }).width).toBe(90);
    const column = textColumn<Row>("name", { title: "Statut de qualification", short: "Qualification" });
    expect(column.label).toBe("Statut de qualification");
    cell(column.title as ReactNode);
    expect(screen.getByText("Qualification")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Statut de qualification")).toHaveClass("list-visually-hidden");
  });

  it("links references and leaves actions to the screen", () => {
    cell(
      renderOf(
        referenceColumn<Row>("ref", { title: "Réf", to: (r) => `/x/${r.id}`, label: (r) => r.name }),
        undefined,
        row,
      ),
    );
    expect(screen.getByRole("link", { name: "Léa" })).toHaveAttribute("href", "/x/1");
    cleanup();
    cell(
      renderOf(
        actionsColumn<Row>({ title: "Actions", render: (r) => <button type="button">Voir {r.name}</button> }),
        undefined,
        row,
      ),
    );
    expect(screen.getByRole("button", { name: "Voir Léa" })).toBeInTheDocument();
  });

  it("lists enum options in order", () =>
    expect(enumOptions(["b", "a"] as const, STYLE)).toEqual([
      { value: "b", label: "Bloqué" },
      { value: "a", label: "Actif" },
    ]));
});
