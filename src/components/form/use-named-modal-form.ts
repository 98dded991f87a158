// useModalForm for a record whose name is its only unique column (a company group, a hiring pool):
// the app's toasts, no redirect, the unsaved-changes warning, and the database's refusal of a name
// already taken in the workspace (unique violation 23505, French message) shown under the name
// field too, the modal keeping what was typed.
import { useModalForm, type UseModalFormProps } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";

// PostgreSQL's unique violation
const UNIQUE_VIOLATION = "23505";

export function useNamedModalForm<TRow extends BaseRecord, TVariables extends object>(
  props: Omit<UseModalFormProps<TRow, HttpError, TVariables>, "onMutationError">,
) {
  const modal = useModalForm<TRow, HttpError, TVariables>({
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    ...props,
    onMutationError: (error) => {
      if (error?.code === UNIQUE_VIOLATION)
        // the form's values are the row's update: `name` is one of its fields
        (modal.form as FormInstance).setFields([
          { name: "name", errors: [errorMessage(error) ?? t("toasts.errorDescription")] },
        ]);
    },
  });
  return modal;
}
