// Inputs kept in the query string, so a calculation is shared by copying the address.
// Raw strings are kept as typed (a half-typed "14," stays visible); zod parses them.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { t, type MessageKey } from "../../i18n/translate.ts";

/** "1 234,5" → 1234.5 (French decimal comma and spaces accepted). */
export const parseFrenchNumber = (raw: string): number =>
  Number(raw.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));

export const numberField = (check: (n: number) => boolean, message: MessageKey) =>
  z
    .string()
    .trim()
    .min(1, t("calculators.errors.number"))
    .transform(parseFrenchNumber)
    .refine((n) => Number.isFinite(n), t("calculators.errors.number"))
    .refine(check, t(message));

export const fields = {
  rate: numberField((n) => n > 0 && n <= 500, "calculators.errors.rateMax"),
  amount: numberField((n) => n > 0, "calculators.errors.positive"),
  zeroOrMore: numberField((n) => n >= 0, "calculators.errors.number"),
  coefficient: numberField((n) => n >= 0.5 && n <= 5, "calculators.errors.coefficientRange"),
  hours: numberField((n) => n >= 1 && n <= 60, "calculators.errors.hoursRange"),
  percent: numberField((n) => n >= 0 && n <= 100, "calculators.errors.percentRange"),
  minutes: numberField((n) => Number.isInteger(n) && n >= 0 && n <= 59, "calculators.errors.minutesRange"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, t("calculators.errors.date")),
};

export type Parsed<K extends string> = {
  raw: Record<K, string>;
  values: Partial<Record<K, number | string>>;
  errors: Partial<Record<K, string>>;
};

/** The inputs of a screen, read from and written to the URL, each checked by its schema. */
export const useUrlInputs = <K extends string>(schema: Record<K, z.ZodType>, defaults: Record<K, string>) => {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => {
    const out: Parsed<K> = { raw: {} as Record<K, string>, values: {}, errors: {} };
    for (const key of Object.keys(schema) as K[]) {
      const raw = params.get(key) ?? defaults[key];
      out.raw[key] = raw;
      const result = schema[key].safeParse(raw);
      if (result.success) out.values[key] = result.data as number | string;
      else out.errors[key] = result.error.issues[0]?.message;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schema and defaults are module constants
  }, [params]);
  const set = useCallback(
    (key: K | "mode" | "ifm" | "cadre" | "tab" | "unit", value: string) => {
      // From the address itself: two quick edits in a row must not lose the first one.
      const next = new URLSearchParams(window.location.search);
      next.set(key, value);
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return { ...parsed, params, set };
};
