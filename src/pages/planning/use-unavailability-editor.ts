// The /planning page's unavailability dialog: record one (for a talent and a day picked on the
// grid, or any talent from the toolbar) or open the one a grid cell belongs to (its days are
// read from public.talent_unavailabilities, which groups them).
import { App } from "antd";
import { useCallback, useState } from "react";
import { useRpcCall } from "../../../providers/rpc.ts";
import {
  findByEntry,
  formValuesOf,
  u,
  type Unavailability,
  type UnavailabilityFormValues,
} from "../../domain/unavailability/unavailability.ts";

type Editing = { id: string | null; talentId?: string; initial: Partial<UnavailabilityFormValues> };

export const useUnavailabilityEditor = () => {
  const [editing, setEditing] = useState<Editing | null>(null);
  const callRpc = useRpcCall();
  const { message } = App.useApp();

  const add = useCallback(
    (talentId?: string, date?: string) =>
      setEditing({ id: null, talentId, initial: date ? { date_from: date, date_to: date } : {} }),
    [],
  );
  const open = useCallback(
    async (talentId: string, entryId: string) => {
      try {
        const data: Unavailability[] = await callRpc("talent_unavailabilities", { p_talent_id: talentId });
        const row = findByEntry(Array.isArray(data) ? data : [], entryId);
        if (row) setEditing({ id: row.id, talentId, initial: formValuesOf(row) });
        else void message.error(u("error"));
      } catch {
        void message.error(u("error"));
      }
    },
    [callRpc, message],
  );

  return {
    add,
    open: (talentId: string, entryId: string) => void open(talentId, entryId),
    modalProps: {
      open: !!editing,
      editingId: editing?.id ?? null,
      talentId: editing?.talentId,
      initial: editing?.initial ?? EMPTY,
      onClose: () => setEditing(null),
    },
  };
};

const EMPTY: Partial<UnavailabilityFormValues> = {};
