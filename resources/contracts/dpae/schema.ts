// The DPAE form's rules (the database's, private.check_contract_dpae, with its French messages):
// the declared date and time within the legal window, the URSSAF reference, an optional receipt.
import { z } from "zod";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { dpaeDateProblem } from "./dpae.utils.ts";

const v = (key: keyof typeof import("./i18n.fr.ts").contractDpaeFr.validation, vars?: Record<string, string>) =>
  t(`resources.contractDpae.validation.${key}`, vars);

/** `submitted_at`: the declared instant (ISO), typed and shown in Paris time (DateTimeInput). */
export type DpaeFormValues = { submitted_at: string | null; reference: string; receipt: File | null };

/** The schema for one contract; `now` is read at each check (a form left open stays right). */
export const dpaeSchema = (contract: Pick<Tables<"contract">, "start_date" | "schedule">, now = () => new Date()) =>
  z.object({
    submitted_at: z
      .string({ message: v("submittedAtRequired") })
      .refine((value) => !Number.isNaN(Date.parse(value)), { message: v("submittedAtRequired") })
      .superRefine((value, ctx) => {
        const problem = dpaeDateProblem(new Date(value), contract, now());
        if (problem)
          ctx.addIssue({ code: "custom", message: v(problem.key, problem.date ? { date: problem.date } : {}) });
      }),
    reference: z
      .string({ message: v("referenceRequired") })
      .trim()
      .min(1, v("referenceRequired"))
      .max(64, v("referenceLength")),
    receipt: z.instanceof(File).nullable().optional(),
  });

/** The form's first values: the recorded DPAE, if any. */
export const dpaeFormValuesOf = (
  contract: Pick<Tables<"contract">, "dpae_submitted_at" | "dpae_reference">,
): DpaeFormValues => ({
  submitted_at: contract.dpae_submitted_at,
  reference: contract.dpae_reference ?? "",
  receipt: null,
});
