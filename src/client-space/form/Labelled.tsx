// A form field of the client space's screens: its label, a hint under it, the control, and the
// field's problem in words (ids `<control>-hint` and `<control>-error`, for aria-describedby).
import type { ReactNode } from "react";

export function Labelled({
  id,
  label,
  hint,
  error,
  children,
}: {
  /** the control's id */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="error field-error">
          {error}
        </p>
      )}
    </div>
  );
}
