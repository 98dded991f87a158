// The contract form's label readers and its cross-field rule (schema.ts), shared by its sections.
import type { FormRule } from "antd";
import { t } from "../../src/i18n/index.ts";
import { contractFieldError, type ContractField, type ContractFormValues } from "./schema.ts";

export const f = (key: keyof typeof import("./i18n.fr.ts").contractsFr.fields) =>
  t(`resources.contracts.fields.${key}`);
export const s = (key: keyof typeof import("./i18n.fr.ts").contractsFr.sections) =>
  t(`resources.contracts.sections.${key}`);

/** A cross-field rule (schema.ts), re-run when the fields it depends on change. */
export const cross = (field: ContractField): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: async () => {
      const message = contractFieldError(getFieldsValue(true) as ContractFormValues, field);
      if (message) throw new Error(message);
    },
  }),
];
