// The client space forms' summary under the fields: the server's refusal, else what the checks
// found (one sentence, or a list), announced as an alert; nothing when all is well.
export function FormProblems({ refusal, problems }: { refusal: string | null; problems: readonly string[] }) {
  if (!refusal && problems.length === 0) return null;
  return (
    <div role="alert" className="error">
      {refusal ??
        (problems.length === 1 ? (
          problems[0]
        ) : (
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ))}
    </div>
  );
}

/**
 * A control's ARIA state for the problems shown: invalid and described by its error (and its hint
 * when it has one, `<id>-<field>-hint`), else described by its hint only.
 */
export const fieldState =
  <F extends string>(id: string, shown: Partial<Record<F, string | undefined>>) =>
  (field: F, hint?: boolean) =>
    shown[field]
      ? {
          "aria-invalid": true as const,
          "aria-describedby": [hint && `${id}-${field}-hint`, `${id}-${field}-error`].filter(Boolean).join(" "),
        }
      : hint
        ? { "aria-describedby": `${id}-${field}-hint` }
        : {};
