// A checkbox of the client space's forms (an attestation the user gives), with its problem in
// words under it (id `<id>-error`).
export function Check({
  id,
  label,
  checked,
  onChange,
  error,
  invalid,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string;
  invalid: Record<string, unknown>;
}) {
  return (
    <div className="field check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...invalid} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} className="error field-error">
          {error}
        </p>
      )}
    </div>
  );
}
