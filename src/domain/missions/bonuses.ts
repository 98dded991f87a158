// A mission's or a contract's bonuses (the same jsonb list, checked the same way by the database):
// the schema of one bonus and the form's rules for it.
import type { FormRule } from "antd";
import { z } from "zod";
import { t } from "../../i18n/index.ts";
import { BONUS_TYPES, BONUS_UNITS } from "./constants.ts";

const message = () => t("resources.missions.validation.bonus");

export const bonusSchema = z.object({
  type: z.enum(BONUS_TYPES, { message: message() }),
  amount: z.number({ message: message() }).positive(message()),
  unit: z.enum(BONUS_UNITS).default("day"),
  subject_to_contributions: z.boolean().default(true),
});
export type BonusValue = z.input<typeof bonusSchema>;

export const BONUS_TYPE_RULES: FormRule[] = [{ required: true, message: message() }];
export const BONUS_AMOUNT_RULES: FormRule[] = [{ required: true, type: "number", min: 0.01, message: message() }];
export const NEW_BONUS = { unit: "day", subject_to_contributions: true };
