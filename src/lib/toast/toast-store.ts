// The toasts on screen: a tiny external store (useSyncExternalStore) that the notification
// provider and any screen can push to, outside React's tree.
import { t } from "../../i18n/index.ts";
import { buildToast, type ToastInput, type ToastMessage } from "./toast-rules.ts";

type Listener = () => void;

let toasts: readonly ToastMessage[] = [];
const listeners = new Set<Listener>();
let counter = 0;

const emit = () => listeners.forEach((listener) => listener());

export const toastStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastMessage[] => toasts,
};

/** Shows a toast; a toast opened again with the same key is replaced in place. */
export const toast = (input: ToastInput & { key?: string }): string => {
  counter += 1;
  const id = input.key ?? `toast-${counter}`;
  const message = buildToast(input, id, t);
  const index = toasts.findIndex((item) => item.id === id);
  toasts = index === -1 ? [...toasts, message] : toasts.map((item) => (item.id === id ? message : item));
  emit();
  return id;
};

export const dismissToast = (id: string): void => {
  if (!toasts.some((item) => item.id === id)) return;
  toasts = toasts.filter((item) => item.id !== id);
  emit();
};

export const clearToasts = (): void => {
  toasts = [];
  emit();
};
