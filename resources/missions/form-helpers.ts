// The mission form's label readers and its rules (schema.ts's, the cross-field ones re-run when
// the fields they depend on change), shared by its sections.
import type { FormInstance, FormRule } from "antd";
import { t } from "../../src/i18n/index.ts";
import { zodRule } from "../../src/lib/forms/zod-rule.ts";
import { missionFieldError, missionSchema, type MissionField, type MissionFormValues } from "./schema.ts";

export const f = (key: keyof typeof import("./i18n.fr.ts").missionsFr.fields) => t(`resources.missions.fields.${key}`);
export const s = (key: keyof typeof import("./i18n.fr.ts").missionsFr.sections) =>
  t(`resources.missions.sections.${key}`);
export const own = (field: keyof typeof missionSchema.shape): FormRule[] => [zodRule(missionSchema, field)];
export const multi = { mode: "multiple" as const, allowClear: true };

/**
 * A cross-field rule (schema.ts): re-run when the fields it depends on change. Selects get no
 * `required` mark: antd would put aria-required on their wrapper div, which axe refuses.
 */
export const cross = (field: MissionField, isClientOrder: boolean): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: async () => {
      const message = missionFieldError(
        { ...(getFieldsValue(true) as MissionFormValues), is_client_order: isClientOrder },
        field,
      );
      if (message) throw new Error(message);
    },
  }),
];
/** The fields the term's end (or minimum duration) is checked against. */
export const DEPENDS: MissionField[] = ["contract_reason", "is_precise_term", "start_date", "is_risky_position"];

export const JOB_NAME_RULES: FormRule[] = [
  { required: true, whitespace: true, message: t("components.form.required") },
];

/** Picking a job names the mission after it, unless a name was already typed. */
export const nameAfterJob = (form: FormInstance<MissionFormValues>, option: unknown) => {
  const label = (option as { label?: string } | undefined)?.label;
  if (label && !form.getFieldValue("job_name")) form.setFieldValue("job_name", label);
};
