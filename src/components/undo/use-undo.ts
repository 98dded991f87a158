// Undo instead of « êtes-vous sûr ? » (issue #49): a deletion is made at once and shows the app's
// toast with « Annuler » for UNDO_SECONDS (8 s; paused with the toasts' viewport), which puts the record
// back from the Corbeille (public.restore_deleted); a bulk change shows the same toast, whose
// « Annuler » calls public.undo_bulk_change. A refusal (a conflict, a row changed since) arrives
// in an error toast with the database's French reason.
import { useDelete, useInvalidate, type BaseKey } from "@refinedev/core";
import { useCallback } from "react";
import { useRpcCall } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { dbErrorNotification } from "../../lib/forms/notifications.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import { UNDO_SECONDS, undoKey } from "../../lib/trash/undo.ts";

export type UndoableDelete = {
  /** the table (talent, company, contact, mission, note, document, a request table) */
  resource: string;
  id: BaseKey;
  /** the record's name, in the toast */
  label?: string;
  /** after the record is back */
  onRestored?: () => void;
};

/** The app's toast (docs/rules/application.md#toasts) with « Annuler »: `undo` runs on the click. */
const undoToast = (
  key: string,
  title: string,
  description: string | undefined,
  undo: () => Promise<string | undefined>,
) =>
  toast({
    key,
    type: "success",
    title,
    description,
    duration: UNDO_SECONDS * 1000,
    action: {
      btnText: t("components.undo.undo"),
      altText: t("components.undo.undoLabel", { what: description ?? title }),
      trigger: () =>
        void undo().then(
          (done) => toast({ type: "success", title: t("components.undo.restored"), description: done }),
          (error: unknown) =>
            toast({ type: "error", description: errorMessage(error) ?? t("toasts.errorDescription") }),
        ),
    },
  });

/** Deletes a record without asking, then offers to undo it. Resolves once deleted; rejects on a refusal. */
export function useUndoableDelete() {
  const { mutateAsync } = useDelete();
  const call = useRpcCall();
  const invalidate = useInvalidate();
  return useCallback(
    async ({ resource, id, label, onRestored }: UndoableDelete) => {
      await mutateAsync({ resource, id, successNotification: false, errorNotification: dbErrorNotification });
      undoToast(
        undoKey(resource, id),
        t("components.undo.deleted"),
        label ? t("components.undo.deletedLabel", { label }) : undefined,
        async () => {
          await call("restore_deleted", { p_entity: resource, p_record_id: String(id) });
          await invalidate({ resource, invalidates: ["list", "many", "detail"], id });
          onRestored?.();
          return label ? t("components.undo.restoredLabel", { label }) : undefined;
        },
      );
    },
    [call, invalidate, mutateAsync],
  );
}

/** Shows the undo toast of a bulk change (public.bulk_update's or bulk_add_to_hiring_pool's answer). */
export function useBulkUndoToast() {
  const call = useRpcCall();
  const invalidate = useInvalidate();
  return useCallback(
    (
      resource: string,
      change: { change: string; count: number },
      options: { title?: string; description?: string; onUndone?: () => void } = {},
    ) =>
      undoToast(
        `bulk:${change.change}`,
        options.title ?? t("components.undo.changed"),
        options.description ?? t("components.undo.changedCount", { count: change.count }),
        async () => {
          await call("undo_bulk_change", { p_change: change.change });
          await invalidate({ resource, invalidates: ["list", "many"] });
          options.onUndone?.();
          return t("components.undo.undone");
        },
      ),
    [call, invalidate],
  );
}
