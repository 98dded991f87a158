// The app's toasts (docs/rules/application.md#toasts) for Refine mutations: 'Succès !' / 'Opération réussie.', and on
// failure 'Oops !' with the database's French message (constraint or RLS), else the default.
import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../errors/error-message.ts";

export const successNotification = (): OpenNotificationParams => ({
  type: "success",
  message: t("toasts.successTitle"),
  description: t("toasts.successDescription"),
});

/** 'Succès !' with what was done (« Léa Martin : « Présenté(e) au client » »). */
export const successNotificationWith = (description: string) => (): OpenNotificationParams => ({
  type: "success",
  message: t("toasts.successTitle"),
  description,
});

export const dbErrorNotification = (error?: HttpError): OpenNotificationParams => ({
  type: "error",
  message: t("toasts.errorTitle"),
  description: errorMessage(error) ?? t("toasts.errorDescription"),
});

/** Both, for useForm / useModalForm / useCreate: `{ ...MUTATION_NOTIFICATIONS }`. */
export const MUTATION_NOTIFICATIONS = { successNotification, errorNotification: dbErrorNotification } as const;
