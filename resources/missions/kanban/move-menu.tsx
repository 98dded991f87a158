// The board's one "Déplacer vers…" menu (antd Dropdown: menu roles, arrow keys, Escape), opened
// by a card's button and drawn under it: one menu for the whole board instead of a Dropdown per
// card. Its anchor is an empty box laid over the card's button; on close the focus goes back
// to that button.
import { Dropdown } from "antd";
import { useEffect } from "react";
import type { Column } from "./move-rules.ts";
import type { KanbanCard } from "./types.ts";

export type OpenMenu = { card: KanbanCard; button: HTMLButtonElement; targets: Column[] };

type Props = {
  menu: OpenMenu | null;
  columnLabels: Record<Column, string>;
  onClose: (menu: OpenMenu) => void;
  onMove: (card: KanbanCard, target: Column) => void;
};

export const MoveMenu = ({ menu, ...props }: Props) =>
  menu ? <OpenMoveMenu key={menu.card.id} menu={menu} {...props} /> : null;

const OpenMoveMenu = ({ menu, columnLabels, onClose, onMove }: Props & { menu: OpenMenu }) => {
  const rect = menu.button.getBoundingClientRect();
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
      onOpenChange={(open) => {
        if (!open) close();
      }}
      menu={{
        items: menu.targets.map((target) => ({ key: target, label: columnLabels[target] })),
        onClick: ({ key }) => {
          close();
          onMove(menu.card, key as Column);
        },
      }}
    >
      <span
        aria-hidden
        style={{ position: "fixed", left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
      />
    </Dropdown>
  );
};
