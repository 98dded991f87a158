// Toast rules (docs/rules/application.md#toasts): titles and default descriptions per type, durations,
// icons, description split on line breaks, swipe-to-dismiss threshold and viewport hotkey.
import type { MessageKey } from "../../i18n/index.ts";

export type ToastType = "success" | "error" | "danger";

export type ToastAction = { btnText: string; altText: string; trigger: () => void };

export type ToastInput = {
  type: ToastType;
  title?: string;
  description?: string;
  duration?: number;
  action?: ToastAction;
};

export type ToastMessage = Required<Pick<ToastInput, "type" | "title" | "duration">> & {
  id: string;
  description: string[];
  action?: ToastAction;
};

export const TOAST_DEFAULT_DURATION_MS = 2500;
export const TOAST_LONG_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

type Look = { title: MessageKey; description: MessageKey; icon: "check" | "remove"; color: "green" | "red" };

/** `danger`, the warning toast (docs/rules/application.md#toasts): "Attention !" before or after a sensitive action. */
export const TOAST_LOOK: Record<ToastType, Look> = {
  success: { title: "toasts.successTitle", description: "toasts.successDescription", icon: "check", color: "green" },
  error: { title: "toasts.errorTitle", description: "toasts.errorDescription", icon: "remove", color: "red" },
  danger: { title: "toasts.warningTitle", description: "toasts.warningDescription", icon: "remove", color: "red" },
};

export const toastDuration = (type: ToastType, duration?: number): number =>
  duration ?? (type === "success" ? TOAST_DEFAULT_DURATION_MS : TOAST_LONG_DURATION_MS);

export const splitDescription = (description: string): string[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const buildToast = (input: ToastInput, id: string, translate: (key: MessageKey) => string): ToastMessage => {
  const look = TOAST_LOOK[input.type];
  return {
    id,
    type: input.type,
    title: input.title ?? translate(look.title),
    description: splitDescription(input.description ?? translate(look.description)),
    duration: toastDuration(input.type, input.duration),
    action: input.action,
  };
};

/** A drag to the right past the threshold dismisses; left drags and short ones snap back. */
export const isDismissingSwipe = (deltaX: number): boolean => deltaX > TOAST_SWIPE_THRESHOLD_PX;
