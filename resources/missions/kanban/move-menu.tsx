// The board's one "Déplacer vers…" menu (antd Dropdown: menu roles, arrow keys, Escape), opened
// by a card's button and drawn under it: one menu for the whole board instead of a Dropdown per
// card. Its anchor is an empty fixed box laid over the card's button, and the popup is drawn
// inside it: neither a scroll of the page nor a redraw of the board while it opens moves the
// menu away from where it was opened. On close the focus goes back to that button. For a
// developer it also lists, apart and marked, the stages they may force.
import { Dropdown, theme, type MenuProps } from "antd";
import { useEffect, useState } from "react";
import { t } from "../../../src/i18n/index.ts";
import type { Column } from "../../../src/domain/applications/move-rules.ts";
import type { KanbanCard } from "./types.ts";

export type OpenMenu = { card: KanbanCard; button: HTMLButtonElement; targets: Column[]; forced?: Column[] };

const FORCED = "forced:";

type Props = {
  menu: OpenMenu | null;
  columnLabels: Record<Column, string>;
  onClose: (menu: OpenMenu) => void;
  onMove: (card: KanbanCard, target: Column) => void;
  /** a forced target was chosen: the board asks the mandatory comment */
  onForce?: (card: KanbanCard, target: Column) => void;
};

export const MoveMenu = ({ menu, ...props }: Props) =>
  menu ? <OpenMoveMenu key={menu.card.id} menu={menu} {...props} /> : null;

/** The ordinary targets, then the forced ones in their own labelled group. */
const itemsOf = (menu: OpenMenu, columnLabels: Record<Column, string>) => {
  const items: MenuProps["items"] = menu.targets.map((target) => ({ key: target, label: columnLabels[target] }));
  if (menu.forced?.length)
    items.push(
      { type: "divider" },
      {
        type: "group",
        key: "forced",
        label: t("resources.kanban.force.group"),
        children: menu.forced.map((target) => ({
          key: `${FORCED}${target}`,
          label: t("resources.kanban.force.item", { stage: columnLabels[target] }),
        })),
      },
    );
  return items;
};

const OpenMoveMenu = ({ menu, columnLabels, onClose, onMove, onForce }: Props & { menu: OpenMenu }) => {
  // where the button was when the menu opened: a refetch that redraws the board while the menu
  // is open must not move it under the pointer (a click would land on another stage)
  const [rect] = useState(() => menu.button.getBoundingClientRect());
  // the box holds the popup: above the page as the popup itself would be
  const { zIndexPopupBase } = theme.useToken().token;
  const close = () => {
    menu.button.focus();
    onClose(menu);
  };
  // Escape closes from wherever the focus is (the menu's items take it when it opens)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      menu.button.focus();
      onClose(menu);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menu, onClose]);
  return (
    <Dropdown
      open
      autoFocus
      trigger={["click"]}
      getPopupContainer={(anchor) => anchor}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      menu={{
        items: itemsOf(menu, columnLabels),
        onClick: ({ key }) => {
          close();
          if (key.startsWith(FORCED)) onForce?.(menu.card, key.slice(FORCED.length) as Column);
          else onMove(menu.card, key as Column);
        },
      }}
    >
      <div
        className="kanban-menu-anchor"
        style={{
          position: "fixed",
          left: rect.left,
          top: rect.top,
          width: rect.width,
          height: rect.height,
          zIndex: zIndexPopupBase,
        }}
      />
    </Dropdown>
  );
};
