// A sortable header's icon, antd's own carets, with antd's hint of what a click does (« Trier par
// ordre croissant », « … décroissant », « Annuler le tri ») in an AppTooltip. antd's
// `showSorterTooltip` mounts a Tooltip per sortable header however few are hovered (≈ 40 KB of
// heap each); the AppTooltip mounts it when the pointer reaches the icon (app-tooltip.tsx).
import { CaretDownOutlined, CaretUpOutlined } from "@ant-design/icons";
import { ConfigProvider } from "antd";
import type { SortOrder } from "antd/es/table/interface";
import { useContext } from "react";
import { AppTooltip } from "../tooltip/app-tooltip.tsx";

/** What a click on a header sorted `order` does, antd's cycle: ascending, descending, none. */
const nextSortOrder = (order: SortOrder | undefined): SortOrder =>
  order === "ascend" ? "descend" : order === "descend" ? null : "ascend";

const SortIcon = ({ sortOrder }: { sortOrder: SortOrder }) => {
  const { getPrefixCls, locale } = useContext(ConfigProvider.ConfigContext);
  const table = getPrefixCls("table");
  const texts = locale?.Table;
  const next = nextSortOrder(sortOrder);
  const hint = next === "ascend" ? texts?.triggerAsc : next === "descend" ? texts?.triggerDesc : texts?.cancelSort;
  const caret = (direction: "up" | "down", order: SortOrder) =>
    `${table}-column-sorter-${direction}${sortOrder === order ? " active" : ""}`;
  return (
    <AppTooltip title={hint}>
      <span className={`${table}-column-sorter ${table}-column-sorter-full`}>
        <span className={`${table}-column-sorter-inner`} aria-hidden>
          <CaretUpOutlined className={caret("up", "ascend")} />
          <CaretDownOutlined className={caret("down", "descend")} />
        </span>
      </span>
    </AppTooltip>
  );
};

/** antd's `sortIcon` of a column: a render function, one for every sortable column. */
export const renderSortIcon = ({ sortOrder }: { sortOrder: SortOrder }) => <SortIcon sortOrder={sortOrder} />;
