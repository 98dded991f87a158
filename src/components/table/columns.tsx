// Column builders shared by every list (conventions §2): server-side sorting through Refine's
// useTable (`sorter: true` + the current sorters), French labels, one look per kind of value.
import { getDefaultSortOrder } from "@refinedev/antd";
import type { CrudSort } from "@refinedev/core";
import { Space, Tag } from "antd";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { EnumStyle } from "../../lib/enums/labels.ts";
import { formatMoney } from "../../lib/money/format.ts";
import "./table-focus.css";

/** The list's current sorters, so a column shows the order the URL holds. */
export type ColumnContext = { sorters?: CrudSort[] };

type Common = { title: string; sortable?: boolean; width?: number | string };

const sorting = <Row,>(field: string, ctx: ColumnContext, sortable = true): Partial<ColumnType<Row>> =>
  sortable ? { sorter: true, sortOrder: getDefaultSortOrder(field, ctx.sorters) ?? null } : {};

export const textColumn = <Row,>(
  field: keyof Row & string,
  o: Common & { render?: (row: Row) => ReactNode },
  ctx: ColumnContext = {},
): ColumnType<Row> => ({
  key: field,
  dataIndex: field,
  title: o.title,
  width: o.width,
  ...sorting<Row>(field, ctx, o.sortable),
  render: o.render
    ? (_: unknown, row: Row) => o.render?.(row)
    : (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value)),
});

export const dateColumn = <Row,>(
  field: keyof Row & string,
  o: Common & { format?: string },
  ctx: ColumnContext = {},
): ColumnType<Row> => ({
  key: field,
  dataIndex: field,
  title: o.title,
  width: o.width,
  ...sorting<Row>(field, ctx, o.sortable),
  render: (value: string | null) => (value ? formatDate(value, o.format) : "—"),
});

export const moneyColumn = <Row,>(field: keyof Row & string, o: Common, ctx: ColumnContext = {}): ColumnType<Row> => ({
  key: field,
  dataIndex: field,
  title: o.title,
  width: o.width,
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

/** A scalar enum, or an array enum column (contract types…) shown as several tags. */
export const enumTagColumn = <Row, V extends string>(
  field: keyof Row & string,
  o: Common & { style: EnumStyle<V> },
  ctx: ColumnContext = {},
): ColumnType<Row> => ({
  key: field,
  dataIndex: field,
  title: o.title,
  width: o.width,
  ...sorting<Row>(field, ctx, o.sortable),
  render: (value: V | V[] | null) =>
    Array.isArray(value) ? (
      value.length ? (
        <Space size={[0, 4]} wrap>
          {value.map((v) => (
            <EnumTag key={v} value={v} style={o.style} />
          ))}
        </Space>
      ) : (
        "—"
      )
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
): ColumnType<Row> => ({
  key,
  title: o.title,
  width: o.width,
  render: (_: unknown, row: Row) => {
    const to = o.to(row);
    const label = o.label(row);
    if (!label) return "—";
    return to ? <Link to={to}>{label}</Link> : label;
  },
});

export const actionsColumn = <Row,>(o: { title: string; render: (row: Row) => ReactNode }): ColumnType<Row> => ({
  key: "actions",
  title: o.title,
  fixed: "right",
  align: "right",
  render: (_: unknown, row: Row) => o.render(row),
});
