// Form rules for a new password and its confirmation (the server's policy: 10 characters at
// least, and not a common password, which only the server can judge).
import type { FormRule } from "antd";
import { t } from "../../i18n/index.ts";

export const MIN_PASSWORD_LENGTH = 10;

export const passwordRules = (): FormRule[] => [
  { required: true, message: t("auth.recovery.tooShort") },
  { min: MIN_PASSWORD_LENGTH, message: t("auth.recovery.tooShort") },
];

export const confirmRules = (field = "password"): FormRule[] => [
  { required: true, message: t("auth.recovery.mismatch") },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string) =>
      !value || getFieldValue(field) === value
        ? Promise.resolve()
        : Promise.reject(new Error(t("auth.recovery.mismatch"))),
  }),
];
