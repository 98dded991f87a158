// Form rules for a new password and its confirmation (GoTrue's minimum is 6 characters).
import type { FormRule } from "antd";
import { t } from "../../i18n/index.ts";

export const MIN_PASSWORD_LENGTH = 6;

export const passwordRules = (): FormRule[] => [
  { required: true, message: t("auth.recovery.tooShort") },
  { min: MIN_PASSWORD_LENGTH, message: t("auth.recovery.tooShort") },
];

export const confirmRules = (field = "password"): FormRule[] => [
  { required: true, message: t("auth.recovery.mismatch") },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string) =>
      !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(t("auth.recovery.mismatch"))),
  }),
];
