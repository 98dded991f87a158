// Row selection for « Ajouter à un vivier » on a talents table (the talents list, the
// super-search): the rows ticked across pages, « Tout sélectionner sur la page » in the bar, each
// row's box named by its talent, and the bar with the count and the button — nothing for the roles that may not
// add memberships (the insert grant of talent_hiring_pool); « Changer le responsable » beside it, undoable
// as one change (src/domain/talents/bulk-owner.tsx).
import { Checkbox, Space, Typography } from "antd";
import type { TableRowSelection } from "antd/es/table/interface";
import { useState, type ReactNode } from "react";
import { VisuallyHidden } from "../../../src/components/table/visually-hidden.tsx";
import { t } from "../../../src/i18n/index.ts";
import { displayName, type PersonLike } from "../../../src/lib/names/display-name.ts";
import { BulkAvailabilityChange, BulkOwnerChange } from "../../../src/domain/talents/bulk-owner.tsx";
import { useCanNow } from "../../../src/session/use-can-now.ts";
import { AddToPoolButton } from "./add-to-pool.tsx";

export const usePoolSelection = <Row extends PersonLike>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
): { rowSelection?: TableRowSelection<Row>; bar: ReactNode } => {
  const [selected, setSelected] = useState<string[]>([]);
  // known in the first render: the selection column does not make the table render its rows again
  if (!useCanNow("talent_hiring_pool", "create")) return { bar: null };
  const pageKeys = rows.map(keyOf);
  // the header box ticks or clears this page's rows, the other pages' ticks kept
  const tickPage = (keys: string[]) =>
    setSelected((before) =>
      keys.length ? [...new Set([...before, ...keys])] : before.filter((key) => !pageKeys.includes(key)),
    );
  const ticked = pageKeys.filter((key) => selected.includes(key)).length;
  return {
    rowSelection: {
      selectedRowKeys: selected,
      // the ticks of the other pages stay (server-side pages)
      preserveSelectedRowKeys: true,
      onChange: (keys) => setSelected(keys.map(String)),
      // plain text: a table scrolling sideways copies its headers into an aria-hidden measuring row,
      // where a checkbox would stay focusable (axe: aria-hidden-focus); the page's box is in the bar.
      // Read, not shown: the narrow column of a compact list has room for its boxes only
      columnTitle: <VisuallyHidden>{t("resources.hiringPools.add.selection")}</VisuallyHidden>,
      // antd hands these props to the checkbox's input: each row's box is named by its talent
      getCheckboxProps: (row) => ({ "aria-label": displayName(row) }) as Record<string, string>,
    },
    bar: (
      <Space role="group" aria-label={t("resources.hiringPools.add.action")} wrap style={{ margin: "8px 0" }}>
        <Checkbox
          disabled={!pageKeys.length}
          checked={ticked > 0 && ticked === pageKeys.length}
          indeterminate={ticked > 0 && ticked < pageKeys.length}
          onChange={(event) => tickPage(event.target.checked ? pageKeys : [])}
        >
          {t("components.list.selectAll")}
        </Checkbox>
        <Typography.Text type="secondary">
          {t("resources.hiringPools.add.selected", { count: selected.length })}
        </Typography.Text>
        <AddToPoolButton talentIds={selected} onAdded={() => setSelected([])} />
        {/* the bulk changes once rows are ticked: the bar stays one line, the first screen keeps its rows */}
        {selected.length ? (
          <>
            <BulkOwnerChange talentIds={selected} onDone={() => setSelected([])} />
            <BulkAvailabilityChange talentIds={selected} onDone={() => setSelected([])} />
          </>
        ) : null}
      </Space>
    ),
  };
};
