// Moves a card: the card shows in its new column at once, the update goes to the database,
// and a refusal puts it back with the database's French message. The optimistic column is
// kept until the list's own rows (refetch or realtime) show the move, so the card never
// flickers back. A saved move says so in a toast (« Succès ! » and where the card went).
import { useUpdate } from "@refinedev/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { dbErrorNotification, successNotificationWith } from "../../../src/lib/forms/notifications.ts";
import {
  applyMove,
  columnOf,
  moveVariables,
  type Column,
  type RejectionReason,
} from "../../../src/domain/applications/move-rules.ts";
import type { KanbanCard } from "./types.ts";

/** `describe`: the toast's sentence for a saved move. */
export const useMoves = (rows: readonly KanbanCard[], describe: (card: KanbanCard, target: Column) => string) => {
  const [pending, setPending] = useState<ReadonlyMap<string, Column>>(new Map());
  // Saved moves: their optimistic column goes with the next rows, whatever they say.
  const saved = useRef(new Set<string>());
  const { mutate } = useUpdate();

  // Drop the optimistic columns the rows have caught up with.
  useEffect(() => {
    setPending((current) => {
      if (current.size === 0) return current;
      const next = new Map(current);
      for (const row of rows)
        if (next.get(row.id) === columnOf(row) || saved.current.has(row.id)) {
          next.delete(row.id);
          saved.current.delete(row.id);
        }
      return next.size === current.size ? current : next;
    });
  }, [rows]);

  const cards = pending.size
    ? rows.map((row) => (pending.has(row.id) ? applyMove(row, pending.get(row.id)!) : row))
    : rows;

  const move = useCallback(
    (card: KanbanCard, target: Column, reason?: RejectionReason) => {
      const forget = () =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(card.id);
          return next;
        });
      saved.current.delete(card.id);
      setPending((current) => new Map(current).set(card.id, target));
      mutate(
        {
          resource: "application",
          id: card.id,
          values: moveVariables(card, target, reason),
          mutationMode: "pessimistic",
          successNotification: successNotificationWith(describe(card, target)),
          errorNotification: dbErrorNotification,
        },
        {
          onError: forget,
          onSuccess: () => void saved.current.add(card.id),
        },
      );
    },
    [mutate, describe],
  );

  return { cards, move };
};
