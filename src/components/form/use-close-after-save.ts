// A modal form whose onFinish is our own (to transform the values, save an address first…)
// loses useModalForm's close-on-save. `closeAfterSave()` closes it on the render after the
// save: the `close` captured at submit time still holds the unsaved-changes warning (a
// window.confirm) that the save has since lifted.
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";

export function useCloseAfterSave(close: () => void): () => void {
  const [saved, setSaved] = useState(0);
  const done = useRef(0);
  useEffect(() => {
    // a kept-alive page shown again reruns its effects: each save closes once
    if (saved <= done.current) return;
    done.current = saved;
    close();
    // once per save, not again for each new `close`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  return () => setSaved((count) => count + 1);
}

/**
 * A create modal that opens the saved record: closes, then navigates to `path`, on the render
 * after the save. Leaving the page without closing would keep the modal open on the page, which
 * stays alive (React's <Activity>) and shows it again, empty, when the user comes back.
 */
export function useCloseThenOpen(close: () => void): (path: string) => void {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<{ path: string }>();
  // the page shown again (React's <Activity> reruns its effects) must not open the record again
  const done = useRef<{ path: string }>(undefined);
  useEffect(() => {
    if (!saved || done.current === saved) return;
    done.current = saved;
    close();
    navigate(saved.path);
    // once per save, not again for each new `close`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  return (path) => setSaved({ path });
}
