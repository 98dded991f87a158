// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ColumnsType, TablePaginationConfig } from "antd/es/table";
import { ConfigProvider } from "antd";
import frFR from "antd/es/locale/fr_FR";
import { useMemo, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../test/dom-polyfills.ts";
import { ListTable, sameTableProps } from "./list-table.tsx";
import { VisuallyHidden } from "./visually-hidden.tsx";

type Row = { id: string; name: string };
const ROWS: Row[] = [
  { id: "1", name: "Léa" },
  { id: "2", name: "Karim" },
];

afterEach(cleanup);

/** A list screen in miniature: it renders again on its own state, with new handlers and a new
 * pagination object each time, as Refine's useTable hands them. */
const Screen = ({ counter }: { counter: { cells: number; clicks: string[] } }) => {
  const [tick, setTick] = useState(0);
  const [rows, setRows] = useState(ROWS);
  const columns = useMemo<ColumnsType<Row>>(
    () => [
      {
        key: "name",
        dataIndex: "name",
        title: "Nom",
        render: (name: string) => {
          counter.cells += 1;
          return name;
        },
      },
    ],
    [counter],
  );
  const pagination: TablePaginationConfig = { current: 1, pageSize: 25, total: rows.length, position: ["bottomRight"] };
  return (
    <>
      <button type="button" onClick={() => setTick((n) => n + 1)}>
        rendre
      </button>
      <button type="button" onClick={() => setRows([...ROWS, { id: "3", name: "Inès" }])}>
        ajouter
      </button>
      <ListTable<Row>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        pagination={pagination}
        scroll={{ x: 800 }}
        onRow={(row) => ({ onClick: () => counter.clicks.push(`${row.name} au rendu ${tick}`) })}
      />
    </>
  );
};

describe("ListTable", () => {
  it("does not render its cells again when the screen renders with the same rows", () => {
    const counter = { cells: 0, clicks: [] as string[] };
    render(<Screen counter={counter} />);
    expect(screen.getByText("Karim")).toBeInTheDocument();
    const first = counter.cells;
    expect(first).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole("button", { name: "rendre" }));
    fireEvent.click(screen.getByRole("button", { name: "rendre" }));
    expect(counter.cells).toBe(first);
  });

  it("calls the latest handler, not the one of the render that drew the rows", () => {
    const counter = { cells: 0, clicks: [] as string[] };
    render(<Screen counter={counter} />);
    fireEvent.click(screen.getByRole("button", { name: "rendre" }));
    fireEvent.click(screen.getByRole("button", { name: "rendre" }));
    fireEvent.click(screen.getByText("Léa"));
    expect(counter.clicks).toEqual(["Léa au rendu 2"]);
  });

  it("renders new rows, and shows the shared empty state", () => {
    const counter = { cells: 0, clicks: [] as string[] };
    render(<Screen counter={counter} />);
    fireEvent.click(screen.getByRole("button", { name: "ajouter" }));
    expect(screen.getByText("Inès")).toBeInTheDocument();
    cleanup();
    render(<ListTable<Row> rowKey="id" dataSource={[]} columns={[{ key: "name", dataIndex: "name" }]} />);
    expect(screen.getByText("Aucun résultat")).toBeInTheDocument();
  });

  it("compares plain objects by their values and arrays item by item, anything else by identity", () => {
    const columns = [{ key: "a" }];
    expect(
      sameTableProps({ pagination: { position: ["bottomRight"] } }, { pagination: { position: ["bottomRight"] } }),
    ).toBe(true);
    expect(sameTableProps({ pagination: { current: 1 } }, { pagination: { current: 2 } })).toBe(false);
    expect(sameTableProps({ columns }, { columns })).toBe(true);
    expect(sameTableProps({ columns }, { columns: [{ key: "a" }] })).toBe(false);
    expect(sameTableProps({ rowSelection: undefined }, { rowSelection: { selectedRowKeys: [] } })).toBe(false);
  });

  it("compares elements by their type and props: a selection column's title written in the render is no change", () => {
    const title = (text: string) => ({ rowSelection: { columnTitle: <VisuallyHidden>{text}</VisuallyHidden> } });
    expect(sameTableProps(title("Sélection"), title("Sélection"))).toBe(true);
    expect(sameTableProps(title("Sélection"), title("Choix"))).toBe(false);
    expect(
      sameTableProps(
        { rowSelection: { columnTitle: <VisuallyHidden>Sélection</VisuallyHidden> } },
        { rowSelection: { columnTitle: <span>Sélection</span> } },
      ),
    ).toBe(false);
    expect(sameTableProps({ title: <b>{1}</b> }, { title: <b>{1}</b> })).toBe(true);
    expect(sameTableProps({ title: <b>{1}</b> }, { title: <b>{2}</b> })).toBe(false);

    // the screen: its own render gives a new title element, no cell is rendered again
    const counter = { cells: 0 };
    const columns: ColumnsType<Row> = [
      {
        key: "name",
        dataIndex: "name",
        render: (name: string) => {
          counter.cells += 1;
          return name;
        },
      },
    ];
    const WithSelection = () => {
      const [, setTick] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setTick((n) => n + 1)}>
            rendre
          </button>
          <ListTable<Row>
            rowKey="id"
            dataSource={ROWS}
            columns={columns}
            rowSelection={{ selectedRowKeys: [], columnTitle: <VisuallyHidden>Sélection</VisuallyHidden> }}
          />
        </>
      );
    };
    render(<WithSelection />);
    const first = counter.cells;
    expect(first).toBeGreaterThanOrEqual(2);
    fireEvent.click(screen.getByRole("button", { name: "rendre" }));
    expect(counter.cells).toBe(first);
  });

  it("draws its width by CSS, without antd's measuring row, unless a column is fixed to an edge", () => {
    const columns: ColumnsType<Row> = [
      { key: "name", dataIndex: "name", width: 200 },
      { key: "id", dataIndex: "id", width: 120 },
    ];
    // Refine's useTable hands `scroll: { x: true }`
    const { container, rerender } = render(
      <ListTable<Row> rowKey="id" dataSource={ROWS} columns={columns} scroll={{ x: true }} />,
    );
    expect(container.querySelector(".ant-table-measure-row")).toBeNull();
    expect(container.querySelector(".compact-list-width")).not.toBeNull();
    expect(
      container
        .querySelector<HTMLElement>("[style*='--list-table-width']")
        ?.style.getPropertyValue("--list-table-width"),
    ).toBe("320px");
    rerender(
      <ListTable<Row>
        rowKey="id"
        dataSource={ROWS}
        columns={[...columns, { key: "actions", width: 100, fixed: "right", render: () => "…" }]}
        scroll={{ x: true }}
      />,
    );
    expect(container.querySelector(".ant-table-measure-row")).not.toBeNull();
    expect(container.querySelector(".compact-list-width")).toBeNull();
    expect(container.querySelector<HTMLElement>(".ant-table-content table")?.style.width).toBe("420px");
  });

  it("takes the pagination's layout from the screen's width at the first render: Refine's later flip renders no cell again", () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) =>
      Object.defineProperty(wide(query), "matches", { value: query === "(min-width: 576px)" })) as typeof wide;
    try {
      const counter = { cells: 0 };
      const columns: ColumnsType<Row> = [
        {
          key: "name",
          dataIndex: "name",
          render: (name: string) => {
            counter.cells += 1;
            return name;
          },
        },
      ];
      // what Refine's useTable hands over: the phone's layout before antd's breakpoint is known,
      // the screen's one a render later
      const table = (phone: boolean) => (
        <ListTable<Row>
          rowKey="id"
          dataSource={ROWS}
          columns={columns}
          pagination={{
            current: 1,
            pageSize: 1,
            total: 2,
            simple: phone,
            position: phone ? ["bottomCenter"] : ["bottomRight"],
          }}
        />
      );
      const { container, rerender } = render(table(true));
      expect(container.querySelector(".ant-pagination-simple")).toBeNull();
      expect(container.querySelector(".ant-pagination-end")).not.toBeNull();
      const first = counter.cells;
      rerender(table(false));
      expect(counter.cells).toBe(first);
    } finally {
      window.matchMedia = wide;
    }
  });

  it("hints what a click on a sortable header does only once its icon is hovered, in the table's locale", async () => {
    const columns: ColumnsType<Row> = [
      { key: "name", dataIndex: "name", title: "Nom", sorter: true, sortOrder: "ascend" },
      { key: "id", dataIndex: "id", title: "Code", sorter: true, sortOrder: null },
    ];
    render(
      <ConfigProvider locale={frFR}>
        <ListTable<Row> rowKey="id" dataSource={ROWS} columns={columns} pagination={false} />
      </ConfigProvider>,
    );
    expect(document.querySelectorAll(".ant-table-column-sorter-up.active")).toHaveLength(1);
    expect(document.querySelector(".app-tooltip-anchor")).toBeNull();
    const [byName, byCode] = [...document.querySelectorAll(".ant-table-column-sorter")] as HTMLElement[];
    fireEvent.mouseEnter(byName as HTMLElement);
    expect(await screen.findByRole("tooltip", {}, { timeout: 2_000 })).toHaveTextContent("Trier par ordre décroissant");
    fireEvent.mouseLeave(byName as HTMLElement);
    fireEvent.mouseEnter(byCode as HTMLElement);
    expect(await screen.findByText("Trier par ordre croissant", {}, { timeout: 2_000 })).toBeInTheDocument();
  });
});
