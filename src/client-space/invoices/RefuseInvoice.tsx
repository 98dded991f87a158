// « Refuser la facture » on the client's invoice screen (InvoiceScreen.tsx): the button, then the
// reason's form (checked here with refusal.ts, then by public.client_space_refuse_invoice: the
// buyer's status 210 « Refusée », docs/rules/invoice-platform.md); what was typed stays on a refusal.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { Labelled } from "../form/Labelled.tsx";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { reasonProblem } from "./refusal.ts";
import { invoiceTexts as t } from "./texts.ts";
import type { Invoice } from "./types.ts";

/** « Refuser la facture »: the button, then the reason's form; the refused invoice is handed back. */
export function RefuseInvoice({
  space,
  id,
  onRefused,
}: {
  space: SpaceContext;
  id: string;
  onRefused: (invoice: Invoice) => void;
}) {
  const rt = t.refuse;
  const field = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // the form opens with the focus on its field (keyboard and screen readers)
  useEffect(() => {
    if (open) reasonField.current?.focus();
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const wrong = reasonProblem(reason);
    if (wrong) {
      setProblem(rt.problems[wrong]);
      setInvalid(true);
      reasonField.current?.focus();
      return;
    }
    setSaving(true);
    setProblem(null);
    setInvalid(false);
    try {
      const refused = (await callSpace(
        space.client,
        "client_space_refuse_invoice",
        { p_invoice_id: id, p_reason: reason.trim() },
        { network: rt.network, failed: rt.failed },
      )) as unknown as Invoice;
      onRefused(refused);
    } catch (err) {
      // what was typed stays, with the refusal said next to it
      setProblem(err instanceof SpaceError ? err.message : rt.failed);
      setSaving(false);
    }
  };

  if (!open)
    return (
      <div className="row">
        <button type="button" className="secondary" onClick={() => setOpen(true)}>
          {rt.open}
        </button>
      </div>
    );
  return (
    <form className="space-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${field}-title`}>
      <h3 id={`${field}-title`}>{rt.title}</h3>
      <p className="muted">{rt.intro}</p>
      <Labelled id={`${field}-reason`} label={rt.reason} hint={rt.hint}>
        <textarea
          id={`${field}-reason`}
          rows={4}
          required
          ref={reasonField}
          value={reason}
          aria-describedby={problem ? `${field}-reason-hint ${field}-problem` : `${field}-reason-hint`}
          aria-invalid={invalid || undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </Labelled>
      {problem && (
        <p id={`${field}-problem`} role="alert" className="error">
          {problem}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={saving}>
          {saving ? rt.sending : rt.submit}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={saving}
          onClick={() => {
            setOpen(false);
            setProblem(null);
            setInvalid(false);
          }}
        >
          {rt.cancel}
        </button>
      </div>
    </form>
  );
}
