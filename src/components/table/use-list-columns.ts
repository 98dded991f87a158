// A list's columns as its user wants them: hidden ones left out, dragged widths applied, each
// column one line (ellipsis) with its whole title in the header's tooltip, and a width for every
// column — what the table's fixed layout and its scroll width are computed from. The choice is
// kept per user and per list (src/lib/preferences/list-columns.ts).
import { useGetIdentity } from "@refinedev/core";
import type { ColumnType } from "antd/es/table";
import { useMemo, useRef, useState } from "react";
import {
  clampWidth,
  EMPTY_LIST_COLUMNS,
  readListColumns,
  writeListColumns,
  type ListColumnPrefs,
} from "../../lib/preferences/list-columns.ts";

/** A column of a list: antd's, with the name « Colonnes » gives it when its title is not a text. */
export type ListColumn<Row> = ColumnType<Row> & { label?: string };

/** The width of a column that states none. */
export const DEFAULT_COLUMN_WIDTH = 150;

export type ColumnChoice = {
  key: string;
  label: string;
  hidden: boolean;
  /** the identifying column (a row's link) and the actions stay */
  locked: boolean;
  width: number;
};

export const columnKey = <Row>(column: ListColumn<Row>, index: number): string =>
  String(column.key ?? (typeof column.dataIndex === "string" ? column.dataIndex : index));

export const columnLabel = <Row>(column: ListColumn<Row>, index: number): string =>
  column.label ?? (typeof column.title === "string" ? column.title : columnKey(column, index));

const widthOf = <Row>(column: ListColumn<Row>): number =>
  typeof column.width === "number"
    ? column.width
    : Number.parseInt(String(column.width ?? ""), 10) || DEFAULT_COLUMN_WIDTH;

const isLocked = <Row>(column: ListColumn<Row>, index: number) => index === 0 || column.key === "actions";

/** The columns the user sees, in order, with their widths and one-line cells. */
export const applyListColumns = <Row>(
  columns: readonly ListColumn<Row>[],
  prefs: ListColumnPrefs,
  onResize?: (key: string, width: number) => void,
): ListColumn<Row>[] =>
  columns.flatMap((column, index) => {
    const key = columnKey(column, index);
    if (prefs.hidden.includes(key) && !isLocked(column, index)) return [];
    const label = columnLabel(column, index);
    const own = column.onHeaderCell;
    return [
      {
        ...column,
        key,
        width: prefs.widths[key] ?? widthOf(column),
        ellipsis: column.ellipsis ?? true,
        onHeaderCell: (col: Parameters<NonNullable<ColumnType<Row>["onHeaderCell"]>>[0]) => ({
          ...own?.(col),
          // the whole title when a narrow header cuts it
          title: label,
          ...(onResize ? { resize: { label, onResize: (width: number) => onResize(key, width) } } : {}),
        }),
      } as ListColumn<Row>,
    ];
  });

export const columnChoices = <Row>(columns: readonly ListColumn<Row>[], prefs: ListColumnPrefs): ColumnChoice[] =>
  columns.map((column, index) => {
    const key = columnKey(column, index);
    const locked = isLocked(column, index);
    return {
      key,
      label: columnLabel(column, index),
      hidden: !locked && prefs.hidden.includes(key),
      locked,
      width: prefs.widths[key] ?? widthOf(column),
    };
  });

/** The sum of the columns' widths: the table's least width (it stretches to its box beyond). */
export const columnsWidth = <Row>(columns: readonly ListColumn<Row>[]) =>
  columns.reduce((sum, column) => sum + widthOf(column), 0);

const storage = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage);

export type ListColumnsSettings<Row> = {
  columns: ListColumn<Row>[];
  choices: ColumnChoice[];
  setHidden: (key: string, hidden: boolean) => void;
  setWidth: (key: string, width: number) => void;
  reset: () => void;
  /** whether the user changed anything */
  changed: boolean;
};

/** The list `list`'s columns for the signed-in user (the defaults until the identity is known). */
export const useListColumns = <Row>(list: string, columns: readonly ListColumn<Row>[]): ListColumnsSettings<Row> => {
  const { data: identity } = useGetIdentity<{ id: string }>();
  const userId = identity?.id;
  const owner = userId ? `${userId}:${list}` : null;
  const load = (): ListColumnPrefs => {
    const store = storage();
    return userId && store ? readListColumns(store, userId, list) : EMPTY_LIST_COLUMNS;
  };
  const [state, setState] = useState(() => ({ owner, prefs: load() }));
  let prefs = state.prefs;
  if (state.owner !== owner) {
    // another user or list (or the identity just known): theirs, read once
    prefs = load();
    setState({ owner, prefs });
  }
  const save = (next: ListColumnPrefs) => {
    setState({ owner, prefs: next });
    const store = storage();
    if (userId && store) writeListColumns(store, userId, list, next);
  };
  const setHidden = (key: string, hidden: boolean) =>
    save({
      ...prefs,
      hidden: hidden ? [...prefs.hidden.filter((k) => k !== key), key] : prefs.hidden.filter((k) => k !== key),
    });
  const setWidth = (key: string, width: number) =>
    save({ ...prefs, widths: { ...prefs.widths, [key]: clampWidth(width) } });
  const reset = () => save(EMPTY_LIST_COLUMNS);
  // the table renders again only when the columns or the user's choice change (list-table.tsx)
  // (a handle keeps the latest setter: its columns are not made again on each render)
  const latestSetWidth = useRef(setWidth);
  latestSetWidth.current = setWidth;
  const applied = useMemo(
    () => applyListColumns(columns, prefs, (key, width) => latestSetWidth.current(key, width)),
    [columns, prefs],
  );
  return {
    columns: applied,
    choices: columnChoices(columns, prefs),
    setHidden,
    setWidth,
    reset,
    changed: prefs.hidden.length > 0 || Object.keys(prefs.widths).length > 0,
  };
};
