// @vitest-environment happy-dom
// « Colonnes » on a list: hide a column, type a width — kept for the user and the list, read
// again by the next table (a reload), another user keeping their own.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ColumnsType } from "antd/es/table";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInApp } from "../../test/render.tsx";
import { signedInAs } from "../../test/session.ts";
import { listColumnsKey } from "../../lib/preferences/list-columns.ts";
import { ListTable } from "./list-table.tsx";

type Row = { id: string; name: string; city: string; job: string };
const ROWS: Row[] = [{ id: "1", name: "Léa PETIT", city: "Nancy", job: "Maçon" }];
const COLUMNS: ColumnsType<Row> = [
  { key: "name", dataIndex: "name", title: "Nom", width: 180 },
  { key: "city", dataIndex: "city", title: "Ville", width: 120 },
  { key: "job", dataIndex: "job", title: "Métier" },
];

const asUser = (id: string) => {
  const auth = signedInAs(["consultant"]);
  return { ...auth, getIdentity: async () => ({ id, email: `${id}@renfort.test`, name: id }) };
};

const renderList = (user = "u-1") =>
  renderInApp(<ListTable<Row> list="talents" toolbar="3 talents" rowKey="id" dataSource={ROWS} columns={COLUMNS} />, {
    authProvider: asUser(user),
  });

const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("« Colonnes »", () => {
  it("hides a column for the user and the list, and the next table (a reload) keeps it hidden", async () => {
    renderList();
    expect(screen.getByText("3 talents")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Colonnes" });
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = await screen.findByRole("group", { name: "Colonnes affichées et largeurs" });
    expect(button).toHaveAttribute("aria-controls", panel.id);
    // the identifying column stays
    expect(within(panel).getByRole("checkbox", { name: "Nom" })).toBeDisabled();
    await waitFor(() => expect(within(panel).getByRole("checkbox", { name: "Ville" })).toBeEnabled());
    fireEvent.click(within(panel).getByRole("checkbox", { name: "Ville" }));
    await waitFor(() => expect(headers()).toEqual(["Nom", "Métier"]));
    expect(screen.getByRole("button", { name: "Colonnes (1 masquée(s))" })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(listColumnsKey("u-1", "talents")) ?? "{}")).toEqual({
      hidden: ["city"],
      widths: {},
    });

    cleanup();
    renderList();
    await waitFor(() => expect(headers()).toEqual(["Nom", "Métier"]));
    cleanup();
    // another user: their own columns
    renderList("u-2");
    await waitFor(() => expect(headers()).toEqual(["Nom", "Ville", "Métier"]));
  });

  it("sets a column's width at the keyboard, kept; Escape closes and gives the focus back; « Rétablir » undoes", async () => {
    renderList();
    const button = screen.getByRole("button", { name: "Colonnes" });
    fireEvent.click(button);
    const panel = await screen.findByRole("group", { name: "Colonnes affichées et largeurs" });
    const width = within(panel).getByRole("spinbutton", { name: "Largeur de « Ville » (px)" });
    await waitFor(() => expect(width).toHaveValue(120));
    fireEvent.change(width, { target: { value: "240" } });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(listColumnsKey("u-1", "talents")) ?? "{}")).toEqual({
        hidden: [],
        widths: { city: 240 },
      }),
    );
    const col = document.querySelectorAll("colgroup col")[1] as HTMLElement;
    expect(col.style.width).toBe("240px");

    fireEvent.keyDown(width, { key: "Escape" });
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"));
    expect(button).toHaveFocus();

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole("button", { name: "Rétablir les colonnes" }));
    await waitFor(() => expect(window.localStorage.getItem(listColumnsKey("u-1", "talents"))).toBeNull());
  });

  it("gives every column one line (ellipsis), a width, and its header's whole title", () => {
    renderList();
    const header = screen.getByRole("columnheader", { name: "Ville" });
    expect(header).toHaveAttribute("title", "Ville");
    expect(header).toHaveClass("ant-table-cell-ellipsis");
    // « Métier » had none: the default
    expect((document.querySelectorAll("colgroup col")[2] as HTMLElement).style.width).toBe("150px");
    expect(screen.getByRole("table").closest(".compact-list")).not.toBeNull();
  });
});
