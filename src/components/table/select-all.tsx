// The header checkbox of a selectable table: antd labels its own « Select all », in English
// whatever the locale; this one is labelled in French and selects the page's selectable rows.
// A table as wide as its columns (every list, list-table.tsx) measures them in an aria-hidden row
// holding a copy of each header: there the copy is taken out of the focus order (axe:
// aria-hidden-focus passes on a tabindex of -1).
import { Checkbox } from "antd";
import { t } from "../../i18n/index.ts";

export const SelectAllTitle = <Key,>({
  selectable,
  selected,
  onChange,
}: {
  /** the keys of the page's rows that can be ticked */
  selectable: Key[];
  selected: Key[];
  onChange: (keys: Key[]) => void;
}) => {
  const ticked = selectable.filter((k) => selected.includes(k)).length;
  return (
    <span ref={unfocusableInMeasureRow}>
      <Checkbox
        aria-label={t("components.list.selectAll")}
        disabled={!selectable.length}
        checked={ticked > 0 && ticked === selectable.length}
        indeterminate={ticked > 0 && ticked < selectable.length}
        onChange={(e) => onChange(e.target.checked ? selectable : [])}
      />
    </span>
  );
};

const unfocusableInMeasureRow = (node: HTMLSpanElement | null) => {
  if (node?.closest(".ant-table-measure-row"))
    node.querySelectorAll("input").forEach((input) => {
      input.tabIndex = -1;
    });
};
