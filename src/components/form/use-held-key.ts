// The key of an editor that restarts from the saved record when it changes: while the user has
// typed something not yet saved, the key is held, so a refetch of the record (a realtime change,
// another screen's save, a focus) does not remount the editor over what was typed. Released,
// the key follows the record again.
import { useRef } from "react";

export function useHeldKey(liveKey: string, held: boolean): string {
  const key = useRef(liveKey);
  if (!held) key.current = liveKey;
  return key.current;
}
