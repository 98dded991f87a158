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
//   values, one level deep (an array value item by item);
// - everything else by identity: memoise `columns` (useMemo) or the table renders as before.
import { Table, type TableProps } from "antd";
import { isValidElement, memo, useRef, type ReactNode } from "react";
import { EmptyList } from "./list-states.tsx";
import { usePaginationLayout } from "./pagination-layout.ts";

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

/** Equal, or two arrays of the same items (`pagination.position` is a new array each time). */
const sameItem = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
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
    return Object.is(a, b) || (isPlainObject(a) && isPlainObject(b) && shallowEqual(a, b));
  });
};

const MemoTable = memo(Table, (prev, next) => sameTableProps(prev as Props, next as Props)) as <Row extends object>(
  props: TableProps<Row>,
) => ReactNode;

const EMPTY_LOCALE = { emptyText: <EmptyList /> };

export function ListTable<Row extends object>(props: TableProps<Row>) {
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
