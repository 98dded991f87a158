// Tags on one line of a list's cell: the first ones, then « +N » whose tooltip (on hover and on
// keyboard focus) names the others. The others are in the text too, visually hidden: a screen
// reader reads every tag, and the row keeps one line however many there are.
import { Tag } from "antd";
import type { ReactNode } from "react";
import { t } from "../../i18n/index.ts";
import { AppTooltip } from "../tooltip/app-tooltip.tsx";
import "./compact-table.css";

export type TagItem = { key: string; label: string; color?: string };

/** How many tags a cell shows before « +N », at most. */
export const TAGS_SHOWN = 2;

/** A tag's room in characters: its label and its padding, border and gap (≈ 3 characters). */
const roomOf = (label: string) => label.length + 3;
/** « +N »'s room. */
const MORE_ROOM = 4;

/**
 * The tags shown and the ones behind « +N »: the first ones, at most `max`, while they fit in
 * `room` characters (with « +N » if some are left) — the first one always.
 */
export const splitTags = <T extends { label: string }>(
  items: readonly T[],
  max = TAGS_SHOWN,
  room = Number.POSITIVE_INFINITY,
): { shown: T[]; rest: T[] } => {
  let count = 0;
  let used = 0;
  while (count < Math.min(max, items.length)) {
    const item = items[count] as T;
    const more = count + 1 < items.length ? MORE_ROOM : 0;
    if (count > 0 && used + roomOf(item.label) + more > room) break;
    used += roomOf(item.label);
    count += 1;
  }
  return { shown: items.slice(0, count), rest: items.slice(count) };
};

/** The characters a column of `width` pixels holds (antd's tags: 12 px text, ≈ 7 px a character). */
export const roomOfWidth = (width: number) => Math.floor((width - 16) / 7);

export const TagList = ({
  items,
  max = TAGS_SHOWN,
  room,
  empty = "—",
}: {
  items: TagItem[];
  max?: number;
  /** the characters the cell holds (roomOfWidth) */
  room?: number;
  empty?: ReactNode;
}) => {
  if (!items.length) return <>{empty}</>;
  const { shown, rest } = splitTags(items, max, room);
  const others = rest.map((item) => item.label).join(", ");
  return (
    <span className="list-tags">
      {shown.map((item) => (
        <Tag key={item.key} color={item.color} title={item.label}>
          {item.label}
        </Tag>
      ))}
      {rest.length ? (
        <AppTooltip title={others} wrapperClassName="list-tags-more-tip">
          {/* focusable so that its tooltip shows at the keyboard too */}
          <Tag className="list-tags-more" tabIndex={0}>
            {t("components.list.moreTags", { count: rest.length })}
            <span className="list-visually-hidden">{` : ${others}`}</span>
          </Tag>
        </AppTooltip>
      ) : null}
    </span>
  );
};
