// The header checkbox of a selectable table: antd labels its own « Select all », in English
// whatever the locale; this one is labelled in French and selects the page's selectable rows.
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
    <Checkbox
      aria-label={t("components.list.selectAll")}
      disabled={!selectable.length}
      checked={ticked > 0 && ticked === selectable.length}
      indeterminate={ticked > 0 && ticked < selectable.length}
      onChange={(e) => onChange(e.target.checked ? selectable : [])}
    />
  );
};
