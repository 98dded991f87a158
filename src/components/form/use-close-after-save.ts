// A modal form whose onFinish is our own (to transform the values, save an address first…)
// loses useModalForm's close-on-save. `closeAfterSave()` closes it on the render after the
// save: the `close` captured at submit time still holds the unsaved-changes warning (a
// window.confirm) that the save has since lifted.
import { useEffect, useState } from "react";

export function useCloseAfterSave(close: () => void): () => void {
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    if (saved) close();
    // once per save, not again for each new `close`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  return () => setSaved((count) => count + 1);
}
