// Refine's notifications become the app's toasts (docs/rules/application.md#toasts): success and error with
// their titles, undoable mutations as a toast with an "Annuler" action.
import type { NotificationProvider } from "@refinedev/core";
import { dismissToast, toast } from "../src/lib/toast/toast-store.ts";
import { t } from "../src/i18n/index.ts";

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
    if (type === "progress") {
      toast({
        key,
        type: "success",
        title: message,
        description: t("notifications.undoable", { seconds: undoableTimeout ?? 0 }),
        duration: ((undoableTimeout ?? 0) + 1) * 1000,
        action: cancelMutation
          ? { btnText: t("toasts.undo"), altText: t("toasts.undoAlt"), trigger: cancelMutation }
          : undefined,
      });
      return;
    }
    toast({ key, type, title: message || undefined, description: description || undefined });
  },
  close: (key) => dismissToast(key),
};
