// Undo instead of « êtes-vous sûr ? » (issue #49): a deletion is made at once and shows a toast
// with « Annuler » for UNDO_SECONDS (8 s; held while the pointer is on it), which puts the record
// back from the Corbeille (public.restore_deleted); a bulk change shows the same toast, whose
// « Annuler » calls public.undo_bulk_change. A refusal (a conflict, a row changed since) arrives
// in an error toast with the database's French reason.
import { useDelete, useInvalidate, type BaseKey } from "@refinedev/core";
import { App, Button } from "antd";
import { useCallback } from "react";
import { useRpcCall } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { dbErrorNotification } from "../../lib/forms/notifications.ts";
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

/** The toast with « Annuler »: `undo` runs on the click; the toast closes at once. */
const useUndoToast = () => {
  const { notification } = App.useApp();
  return useCallback(
    (key: string, message: string, description: string | undefined, undo: () => Promise<string | undefined>) =>
      notification.success({
        key,
        message,
        description,
        duration: UNDO_SECONDS,
        actions: (
          <Button
            size="small"
            onClick={() => {
              notification.destroy(key);
              undo().then(
                (done) => notification.success({ message: t("components.undo.restored"), description: done }),
                (error: unknown) =>
                  notification.error({
                    message: t("toasts.errorTitle"),
                    description: errorMessage(error) ?? t("toasts.errorDescription"),
                  }),
              );
            }}
          >
            {t("components.undo.undo")}
          </Button>
        ),
      }),
    [notification],
  );
};

/** Deletes a record without asking, then offers to undo it. Resolves once deleted; rejects on a refusal. */
export function useUndoableDelete() {
  const { mutateAsync } = useDelete();
  const call = useRpcCall();
  const invalidate = useInvalidate();
  const toast = useUndoToast();
  return useCallback(
    async ({ resource, id, label, onRestored }: UndoableDelete) => {
      await mutateAsync({ resource, id, successNotification: false, errorNotification: dbErrorNotification });
      toast(
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
    [call, invalidate, mutateAsync, toast],
  );
}

/** Shows the undo toast of a bulk change (public.bulk_update's answer). */
export function useBulkUndoToast() {
  const call = useRpcCall();
  const invalidate = useInvalidate();
  const toast = useUndoToast();
  return useCallback(
    (resource: string, change: { change: string; count: number }, onUndone?: () => void) =>
      toast(
        `bulk:${change.change}`,
        t("components.undo.changed"),
        t("components.undo.changedCount", { count: change.count }),
        async () => {
          await call("undo_bulk_change", { p_change: change.change });
          await invalidate({ resource, invalidates: ["list", "many"] });
          onUndone?.();
          return t("components.undo.undone");
        },
      ),
    [call, invalidate, toast],
  );
}
