// The database enums' French labels (labels.generated.ts, from public.enum_label) with the
// screens' colours: a screen's style map names its colours only, the labels have one copy, the
// migrations'. enumStyle builds the { label, color } map that EnumTag, enumOptions and
// enumTagColumn read.
import type { Database } from "../../database.types.ts";
import { ENUM_LABELS } from "./labels.generated.ts";

type DbEnums = Database["public"]["Enums"];

/** A database enum with labels in public.enum_label. */
export type LabelledEnum = keyof typeof ENUM_LABELS;

/** Each value's label and colour (an antd Tag colour), by value. */
export type EnumStyle<V extends string> = Record<V, { label: string; color?: string }>;
/** A colour for each value. */
export type EnumColors<V extends string> = { readonly [K in V]: string };

const labelsOf = (name: LabelledEnum) => ENUM_LABELS[name] as Readonly<Partial<Record<string, string>>>;

/** The enum's values in the order of their labels' position. */
export const enumValues = <E extends LabelledEnum>(name: E): DbEnums[E][] =>
  Object.keys(ENUM_LABELS[name]) as DbEnums[E][];

/** One value's label, or the value itself when it has none. */
export const enumLabel = <E extends LabelledEnum>(name: E, value: DbEnums[E]): string => labelsOf(name)[value] ?? value;

/** The enum each style map was built from, for the test that they cover their enum. */
const SOURCES = new WeakMap<object, { name: LabelledEnum; values: readonly string[]; colored: boolean }>();
export const enumStyleSource = (style: object) => SOURCES.get(style);

/**
 * The style map of an enum: every value, in the enum's order, with its label and, when given,
 * its colour (one for each value). With `values`, the map of these values only (a screen showing
 * part of the enum), in their order.
 */
export function enumStyle<E extends LabelledEnum>(name: E, colors?: EnumColors<DbEnums[E]>): EnumStyle<DbEnums[E]>;
export function enumStyle<E extends LabelledEnum, const V extends DbEnums[E]>(
  name: E,
  colors: EnumColors<NoInfer<V>> | null,
  values: readonly V[],
): EnumStyle<V>;
export function enumStyle(
  name: LabelledEnum,
  colors?: Readonly<Record<string, string>> | null,
  values: readonly string[] = enumValues(name),
): EnumStyle<string> {
  const labels = labelsOf(name);
  const style = Object.fromEntries(
    values.map((value) => [
      value,
      colors ? { label: labels[value] ?? value, color: colors[value] } : { label: labels[value] ?? value },
    ]),
  );
  SOURCES.set(style, { name, values, colored: !!colors });
  return style;
}
