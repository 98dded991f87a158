// The toast viewport: a labelled region reached with F8, whose timers pause while it is
// hovered or holds the focus.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { t } from "../../i18n/index.ts";
import { TOAST_HOTKEY } from "../../lib/toast/toast-rules.ts";
import { ToastItem } from "./toast-item.tsx";
import { dismissToast, toastStore } from "../../lib/toast/toast-store.ts";
import "./toast.css";

export const Toaster = () => {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (toasts.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }, [toasts.length]);

  return (
    <section aria-label={t("toasts.viewport", { hotkey: TOAST_HOTKEY })} className="toast-region">
      {/* not a list: each toast is a live region (status or alert), which an <li> may not be */}
      <div
        ref={viewport}
        tabIndex={-1}
        className="toast-viewport"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={hovered || focused} onDismiss={dismissToast} />
        ))}
      </div>
    </section>
  );
};
