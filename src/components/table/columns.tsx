// Column builders shared by every list (conventions §2): server-side sorting through Refine's
// useTable (`sorter: true` + the current sorters), French labels, one look per kind of value, a
// width per kind (the list's compact layout, list-table.tsx; the user drags or types another),
// and `short`: the header's visible text when the title would not fit on one line (the whole
// title stays its accessible name, its tooltip and its name in « Colonnes »).
import { getDefaultSortOrder } from "@refinedev/antd";
import type { CrudSort } from "@refinedev/core";
import { Tag } from "antd";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { EnumStyle } from "../../lib/enums/labels.ts";
import { formatMoney } from "../../lib/money/format.ts";
import "./table-focus.css";
import { roomOfWidth, TagList } from "./tag-list.tsx";
import type { ListColumn } from "./use-list-columns.ts";

/** The list's current sorters, so a column shows the order the URL holds. */
export type ColumnContext = { sorters?: CrudSort[] };

type Common = { title: string; short?: string; sortable?: boolean; width?: number };

/** Widths of a column by kind, when the list gives none. */
export const COLUMN_WIDTHS = { text: 160, date: 104, money: 112, tag: 130, reference: 170 } as const;

/** A header's text: `short` shown, the whole title read (and given by its tooltip, use-list-columns.ts). */
export const HeaderTitle = ({ title, short }: { title: string; short?: string }) =>
  short ? (
    <>
      <span aria-hidden>{short}</span>
      <span className="list-visually-hidden">{title}</span>
    </>
  ) : (
    <>{title}</>
  );

const heading = (o: Common, width: number) => ({
  title: o.short ? <HeaderTitle title={o.title} short={o.short} /> : o.title,
  label: o.title,
  width: o.width ?? width,
});

const sorting = <Row,>(field: string, ctx: ColumnContext, sortable = true): Partial<ColumnType<Row>> =>
  sortable ? { sorter: true, sortOrder: getDefaultSortOrder(field, ctx.sorters) ?? null } : {};

export const textColumn = <Row,>(
  field: keyof Row & string,
  o: Common & {
    render?: (row: Row) => ReactNode;
    /** the cell's whole text, its tooltip, when `render` draws more than a text or a link */
    text?: (row: Row) => string | null | undefined;
  },
  ctx: ColumnContext = {},
): ListColumn<Row> => ({
  key: field,
  dataIndex: field,
  ...heading(o, COLUMN_WIDTHS.text),
  ...sorting<Row>(field, ctx, o.sortable),
  ...(o.text ? { onCell: (row: Row) => ({ title: o.text?.(row) ?? undefined }) } : {}),
  render: o.render
    ? (_: unknown, row: Row) => o.render?.(row)
    : (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value)),
});

export const dateColumn = <Row,>(
  field: keyof Row & string,
  o: Common & { format?: string },
  ctx: ColumnContext = {},
): ListColumn<Row> => ({
  key: field,
  dataIndex: field,
  ...heading(o, COLUMN_WIDTHS.date),
  ...sorting<Row>(field, ctx, o.sortable),
  render: (value: string | null) => (value ? formatDate(value, o.format) : "—"),
});

export const moneyColumn = <Row,>(field: keyof Row & string, o: Common, ctx: ColumnContext = {}): ListColumn<Row> => ({
  key: field,
  dataIndex: field,
  ...heading(o, COLUMN_WIDTHS.money),
  align: "right",
  ...sorting<Row>(field, ctx, o.sortable),
  render: (value: number | string | null) => (value === null || value === undefined ? "—" : formatMoney(Number(value))),
});

/** French label and colour of each value of an enum (enumStyle, src/lib/enums/labels.ts: the labels of the migrations). */
export type { EnumStyle };

/** Options of a Select from an enum style, in the enum's order. */
export const enumOptions = <V extends string>(values: readonly V[], style: EnumStyle<V>) =>
  values.map((value) => ({ value, label: style[value].label }));

export const EnumTag = <V extends string>({ value, style }: { value: V | null | undefined; style: EnumStyle<V> }) =>
  value ? <Tag color={style[value]?.color}>{style[value]?.label ?? value}</Tag> : <>—</>;

/** A scalar enum, or an array enum column (contract types…) shown as its first tags and « +N » (TagList). */
export const enumTagColumn = <Row, V extends string>(
  field: keyof Row & string,
  o: Common & { style: EnumStyle<V>; /** tags shown before « +N » */ max?: number },
  ctx: ColumnContext = {},
): ListColumn<Row> => ({
  key: field,
  dataIndex: field,
  ...heading(o, COLUMN_WIDTHS.tag),
  ...sorting<Row>(field, ctx, o.sortable),
  render: (value: V | V[] | null) =>
    Array.isArray(value) ? (
      <TagList
        max={o.max}
        room={roomOfWidth(o.width ?? COLUMN_WIDTHS.tag)}
        items={value.map((v) => ({ key: v, label: o.style[v]?.label ?? v, color: o.style[v]?.color }))}
      />
    ) : (
      <EnumTag value={value} style={o.style} />
    ),
});

/** A link to another record (company of a contact…); sorting is off: PostgREST sorts embeds apart. */
export const referenceColumn = <Row,>(
  key: string,
  o: Omit<Common, "sortable"> & {
    to: (row: Row) => string | null | undefined;
    label: (row: Row) => string | null | undefined;
  },
): ListColumn<Row> => ({
  key,
  ...heading(o, COLUMN_WIDTHS.reference),
  onCell: (row: Row) => ({ title: o.label(row) ?? undefined }),
  render: (_: unknown, row: Row) => {
    const to = o.to(row);
    const label = o.label(row);
    if (!label) return "—";
    return to ? <Link to={to}>{label}</Link> : label;
  },
});

export const actionsColumn = <Row,>(o: {
  title: string;
  render: (row: Row) => ReactNode;
  width?: number;
}): ListColumn<Row> => ({
  key: "actions",
  title: o.title,
  width: o.width ?? 120,
  // its buttons are not cut
  ellipsis: false,
  fixed: "right",
  align: "right",
  render: (_: unknown, row: Row) => o.render(row),
});
