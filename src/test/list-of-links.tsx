// For a record page opened from a list: the list reduced to its rows' links, read with the list's
// own select (what the page then finds in the query cache: src/lib/data/record-from-list.ts),
// and a data provider whose record reads never answer (what shows comes from the row).
import { useList, type BaseRecord, type DataProvider } from "@refinedev/core";
import { Link } from "react-router";

export const ListOfLinks = ({
  resource,
  select,
  to,
  label,
}: {
  resource: string;
  select: string;
  to: (row: BaseRecord) => string;
  label: (row: BaseRecord) => string;
}) =>
  useList({ resource, meta: { select } }).result.data.map((row) => (
    <Link key={String(row.id)} to={to(row)}>
      {label(row)}
    </Link>
  ));

export const withRecordReadsPending = (dataProvider: DataProvider): DataProvider => ({
  ...dataProvider,
  getOne: () => new Promise<never>(() => {}),
});
