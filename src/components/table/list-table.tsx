// A list screen's table: antd's Table, rendered again only when what it shows changes.
// A list screen renders many times while it loads (its query's states, the filters' choices, the
// URL that records the page, the user's rights arriving), and antd's Table renders every cell of
// every row each time it renders — ≈ 1 600 components for 25 talents —, which kept the page busy
// for ≈ 300 ms after its rows were in the DOM (docs/performance/first-screen.md). Here:
// - function props (handlers, `pagination.itemRender`, `rowSelection.onChange`…) reach the table
//   as stable proxies that call the latest ones: a handler never goes stale, and a new arrow
//   function on each render is no change (the handlers `onRow` gives a row ask the latest
//   `onRow` again when they run); what the table computes from a function at render
//   (`rowSelection.getCheckboxProps`) is computed again with the rows, so such a function
//   should depend on its row only;
// - plain-object props (pagination, scroll, rowSelection, expandable) are compared by their
//   values, one level deep (an array value item by item, an element by its type and props:
//   `rowSelection.columnTitle`);
// - everything else by identity: memoise `columns` (useMemo) or the table renders as before.
// Every list is compact (resources/README.md, « Lists »): antd's small size, one line per row and
// per header (use-list-columns.ts gives each column its ellipsis and a width; the fixed layout is
// as wide as the columns, and as its box beyond, drawn by CSS unless a column is fixed to an edge:
// needsMeasuredScroll), the header row sticky while the table fits its width (compact-table.css).
// With `list`, the user's columns: « Colonnes » (shown, widths) and widths dragged at the headers'
// edges, kept per user and list; `toolbar` (the count…) goes on the same line as « Colonnes »,
// above the table.
import { Table, type TableProps } from "antd";
import { isValidElement, memo, useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from "react";
import { EMPTY_LIST_COLUMNS } from "../../lib/preferences/list-columns.ts";
import { ColumnsButton } from "./columns-button.tsx";
import "./compact-table.css";
import { EmptyList } from "./list-states.tsx";
import { usePaginationLayout } from "./pagination-layout.ts";
import { RESIZABLE_HEADER } from "./resizable-header-cell.tsx";
import { renderSortIcon } from "./sort-icon.tsx";
import { applyListColumns, columnsWidth, useListColumns, type ListColumn } from "./use-list-columns.ts";

type Props = Record<string, unknown>;
type AnyFunction = (...args: unknown[]) => unknown;

/** Props whose functions are components, not callbacks: passed as they are. */
const AS_IS = new Set(["components"]);
/** Props that hand a row its handlers when it renders: each handler asks the latest one when it runs. */
const HANDLER_FACTORIES = new Set(["onRow", "onHeaderRow"]);

const isPlainObject = (value: unknown): value is Props =>
  typeof value === "object" &&
  value !== null &&
  !isValidElement(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/**
 * Two React elements that render the same: same type and key, and props equal item by item (an
 * element in them compared so too, a few levels down). A screen writes its selection column's
 * title as `columnTitle: <VisuallyHidden>…</VisuallyHidden>`, a new element at each render: by
 * identity, the table rendered every cell again at each render of the screen.
 */
const sameElement = (a: unknown, b: unknown, depth = 3): boolean => {
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key || depth === 0) return false;
  const pa = a.props as Props;
  const pb = b.props as Props;
  const keys = Object.keys(pa);
  return (
    keys.length === Object.keys(pb).length &&
    keys.every((key) => Object.is(pa[key], pb[key]) || sameElement(pa[key], pb[key], depth - 1))
  );
};

/** Equal, two arrays of the same items (`pagination.position` is a new array each time), or two elements that render the same. */
const sameItem = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  sameElement(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => Object.is(item, b[i])));

const shallowEqual = (a: Props, b: Props): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => sameItem(a[key], b[key]));
};

/** Whether two prop sets render the same table (the functions being the stable proxies). */
export const sameTableProps = (prev: Props, next: Props): boolean => {
  const keys = Object.keys(prev);
  if (keys.length !== Object.keys(next).length) return false;
  return keys.every((key) => {
    const a = prev[key];
    const b = next[key];
    return Object.is(a, b) || sameElement(a, b) || (isPlainObject(a) && isPlainObject(b) && shallowEqual(a, b));
  });
};

const MemoTable = memo(Table, (prev, next) => sameTableProps(prev as Props, next as Props)) as <Row extends object>(
  props: TableProps<Row>,
) => ReactNode;

const EMPTY_LOCALE = { emptyText: <EmptyList /> };

/** The selection column's width (its box only: a text title is visually hidden, VisuallyHidden). */
const SELECTION_WIDTH = 40;

/**
 * Marks the table "fits" while it is no wider than its box: only then can its header stick. And,
 * when its width is drawn by CSS (no `scroll.x`, so antd does not follow its scrolling), whether
 * more columns lie to the right or left of the box (`data-ping-right`, `data-ping-left`): the
 * shadow at that edge that antd draws for a table scrolling sideways (compact-table.css).
 */
const useFitsFlag = () => {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = wrapper.current;
    if (!node || typeof ResizeObserver === "undefined") return;
    const ping = () => {
      const list = node.querySelector(".compact-list");
      const content = node.querySelector<HTMLElement>(".ant-table-content");
      if (!list || !content) return;
      const hidden = content.scrollWidth - content.clientWidth;
      list.setAttribute("data-ping-left", String(hidden > 1 && content.scrollLeft > 0));
      list.setAttribute("data-ping-right", String(hidden > 1 && content.scrollLeft < hidden - 1));
    };
    const measure = () => {
      const content = node.querySelector<HTMLElement>(".ant-table-content");
      const table = content?.querySelector("table");
      const fits = !!content && !!table && table.offsetWidth <= content.clientWidth + 1;
      node.querySelector(".compact-list")?.setAttribute("data-fits", String(fits));
      ping();
    };
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    const table = node.querySelector("table");
    if (table) observer.observe(table);
    measure();
    // scroll does not bubble: caught on its way down to the table's scroll box
    node.addEventListener("scroll", ping, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      node.removeEventListener("scroll", ping, { capture: true });
    };
  }, []);
  return wrapper;
};

export type ListTableProps<Row> = TableProps<Row> & {
  /** the list's name: « Colonnes » and resizable widths, kept for the user under it */
  list?: string;
  /** what shows above the table, left of « Colonnes » (the count, a selection bar) */
  toolbar?: ReactNode;
};

export function ListTable<Row extends object>({ list, toolbar, ...props }: ListTableProps<Row>) {
  if (list) return <ConfiguredTable<Row> list={list} toolbar={toolbar} {...props} />;
  return <PlainTable<Row> toolbar={toolbar} {...props} />;
}

function PlainTable<Row extends object>({ toolbar, columns, ...props }: TableProps<Row> & { toolbar?: ReactNode }) {
  const compact = useMemo(() => applyListColumns((columns ?? []) as ListColumn<Row>[], EMPTY_LIST_COLUMNS), [columns]);
  return (
    <>
      {toolbar ? <div className="list-toolbar">{toolbar}</div> : null}
      <CompactTable<Row> {...props} columns={compact} />
    </>
  );
}

function ConfiguredTable<Row extends object>({
  list,
  toolbar,
  columns = [],
  ...props
}: TableProps<Row> & { list: string; toolbar?: ReactNode }) {
  const settings = useListColumns<Row>(list, columns as ListColumn<Row>[]);
  return (
    <>
      <div className="list-toolbar">
        <div>{toolbar}</div>
        <ColumnsButton
          choices={settings.choices}
          setHidden={settings.setHidden}
          setWidth={settings.setWidth}
          reset={settings.reset}
          changed={settings.changed}
        />
      </div>
      <CompactTable<Row> {...props} columns={settings.columns} components={props.components ?? RESIZABLE_HEADER} />
    </>
  );
}

/**
 * Sortable columns draw their sort icon with its hint in a tooltip mounted on hover
 * (sort-icon.tsx), in place of antd's `showSorterTooltip`; a column with its own icon or sort
 * cycle keeps them.
 */
const withSortIcons = <Row,>(columns: TableProps<Row>["columns"]) =>
  columns?.map((column) =>
    "sorter" in column && column.sorter && !column.sortIcon && !column.sortDirections
      ? { ...column, sortIcon: renderSortIcon }
      : column,
  );

/**
 * Whether the table needs antd's own horizontal scroll (`scroll.x`): only for a column fixed to
 * an edge (its sticky offset) or a scrolling body. antd then measures every column once mounted
 * (a hidden row, a forced layout, and a width per column stored in the table's state): in the
 * commit that inserts the rows, each of those updates renders every cell again before the first
 * paint. Otherwise the same box is drawn by CSS (compact-table.css, `compact-list-width`): the
 * table as wide as its columns and at least as its box, scrolling sideways inside it.
 */
const needsMeasuredScroll = <Row,>(props: TableProps<Row>, columns: readonly ListColumn<Row>[]) =>
  columns.some((column) => !!column.fixed) || props.scroll?.y !== undefined || !!props.sticky;

const withoutX = (scroll: TableProps<object>["scroll"]): TableProps<object>["scroll"] => {
  if (!scroll) return undefined;
  const { x: _x, ...rest } = scroll;
  return Object.keys(rest).length ? rest : undefined;
};

/** The compact table: small, fixed layout as wide as its columns, a sticky header when it fits. */
function CompactTable<Row extends object>(props: TableProps<Row>) {
  const wrapper = useFitsFlag();
  const columns = (props.columns ?? []) as ListColumn<Row>[];
  const selection = props.rowSelection ? Number(props.rowSelection.columnWidth ?? SELECTION_WIDTH) : 0;
  const x = columnsWidth(columns) + selection;
  const measured = needsMeasuredScroll(props, columns);
  const sortable = useMemo(() => withSortIcons(props.columns), [props.columns]);
  const compact: TableProps<Row> = {
    size: "small",
    tableLayout: "fixed",
    showSorterTooltip: false,
    ...props,
    columns: sortable,
    className: ["compact-list", measured ? null : "compact-list-width", props.className].filter(Boolean).join(" "),
    rowSelection: props.rowSelection ? { columnWidth: SELECTION_WIDTH, ...props.rowSelection } : undefined,
    // Refine's useTable hands `scroll: { x: true }`: replaced by the columns' width, or by the CSS
    scroll: measured ? { ...props.scroll, x } : withoutX(props.scroll),
  };
  return (
    <div ref={wrapper} style={measured ? undefined : ({ "--list-table-width": `${x}px` } as CSSProperties)}>
      <StableTable<Row> {...compact} />
    </div>
  );
}

function StableTable<Row extends object>(props: TableProps<Row>) {
  const layout = usePaginationLayout();
  // Refine's pagination carries a layout known only after a first render (pagination-layout.ts)
  if (isPlainObject(props.pagination) && "simple" in props.pagination)
    props = { ...props, pagination: { ...props.pagination, ...layout } };
  const latest = useRef<Props>(props as Props);
  latest.current = props as Props;
  const proxies = useRef(new Map<string, AnyFunction>());
  const proxy = (path: string, read: () => unknown): AnyFunction => {
    let fn = proxies.current.get(path);
    if (!fn) {
      fn = (...args) => (read() as AnyFunction | undefined)?.(...args);
      proxies.current.set(path, fn);
    }
    return fn;
  };
  const stable: Props = { locale: EMPTY_LOCALE };
  for (const [key, value] of Object.entries(props as Props)) {
    if (AS_IS.has(key)) stable[key] = value;
    else if (HANDLER_FACTORIES.has(key) && typeof value === "function") {
      const current = (args: unknown[]) => ((latest.current[key] as AnyFunction | undefined)?.(...args) ?? {}) as Props;
      stable[key] = proxy(
        key,
        () =>
          (...args: unknown[]) =>
            Object.fromEntries(
              Object.entries(current(args)).map(([name, v]) => [
                name,
                typeof v === "function"
                  ? (...event: unknown[]) => (current(args)[name] as AnyFunction | undefined)?.(...event)
                  : v,
              ]),
            ),
      );
    } else if (typeof value === "function") stable[key] = proxy(key, () => latest.current[key]);
    else if (isPlainObject(value))
      stable[key] = Object.fromEntries(
        Object.entries(value).map(([inner, v]) => [
          inner,
          typeof v === "function"
            ? proxy(`${key}.${inner}`, () => (latest.current[key] as Props | undefined)?.[inner])
            : v,
        ]),
      );
    else stable[key] = value;
  }
  return <MemoTable<Row> {...(stable as TableProps<Row>)} />;
}
