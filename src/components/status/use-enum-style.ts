// French labels of any database enum, read once from public.enum_label (the migrations' own
// labels), for enums a screen shows but does not hard-code. The requests' screens still read them
// so (an enum named by the request type's row); the others take the bundle's copy, enumStyle /
// enumLabel (src/lib/enums/labels.ts), with no read.
import { useList } from "@refinedev/core";
import { useMemo } from "react";
import type { EnumStyle } from "../table/columns.tsx";

// one object for "no colours": the style stays the same object between renders (memoised cards)
const NO_COLORS: Record<string, string> = {};

/** The read of one enum's labels: a page may start it ahead with the same params (same query). */
export const enumLabelsList = (enumName: string) => ({
  liveMode: "off" as const,
  resource: "enum_label",
  filters: [{ field: "enum_name", operator: "eq" as const, value: enumName }],
  sorters: [{ field: "position", order: "asc" as const }],
  pagination: { mode: "off" as const },
  meta: { select: "value, label" },
  queryOptions: { staleTime: Infinity },
});

export const useEnumStyle = (enumName: string, colors: Record<string, string> = NO_COLORS): EnumStyle<string> => {
  const { result } = useList<{ value: string; label: string }>(enumLabelsList(enumName));
  return useMemo(
    () => Object.fromEntries(result.data.map((row) => [row.value, { label: row.label, color: colors[row.value] }])),
    [result.data, colors],
  );
};
