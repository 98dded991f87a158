// Approve: the signer's name and a drawn signature (signature_pad). Drawing needs a pointer, so
// "Signer avec mon nom" writes the typed name into the frame instead: the keyboard alone signs.
import { useEffect, useRef, useState, type FormEvent } from "react";
import SignaturePad from "signature_pad";
import { drawTypedName } from "../lib/signature/typed-signature.ts";
import { EMAIL } from "./format.ts";
import { texts } from "./texts.ts";

export type Signature = { name: string; email: string; image: string };

type Props = {
  defaultName: string;
  /** the signer contact's address; asked for only when the agency has none */
  knownEmail: string | null;
  busy: boolean;
  onSubmit: (signature: Signature) => void;
  onBack: () => void;
};

/** Sizes the canvas to its box at the screen's density, keeping what is drawn. */
function fit(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const data = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext("2d")?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(data);
}

export function SignForm({ defaultName, knownEmail, busy, onSubmit, onBack }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState(defaultName);
  const [email, setEmail] = useState("");
  const [signed, setSigned] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; email?: string; signature?: string }>({});

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const p = new SignaturePad(el, { penColor: "#111827", backgroundColor: "rgb(255, 255, 255)" });
    pad.current = p;
    const onStroke = () => setSigned(true);
    p.addEventListener("endStroke", onStroke);
    const onResize = () => fit(el, p);
    fit(el, p);
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      p.removeEventListener("endStroke", onStroke);
      p.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setSigned(false);
  };

  const typeName = () => {
    const el = canvas.current;
    if (!el || !pad.current) return;
    if (!name.trim()) {
      setErrors({ name: texts.nameRequired });
      document.getElementById("signer-name")?.focus();
      return;
    }
    pad.current.clear();
    drawTypedName(el, name, "#111827");
    setSigned(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = texts.nameRequired;
    const address = knownEmail ?? email.trim();
    if (!EMAIL.test(address)) next.email = texts.emailInvalid;
    if (!signed) next.signature = texts.signatureEmpty;
    setErrors(next);
    const first = next.name ? "signer-name" : next.email ? "signer-email" : next.signature ? "type-signature" : null;
    if (first) return document.getElementById(first)?.focus();
    onSubmit({ name: name.trim(), email: address, image: canvas.current?.toDataURL("image/png") ?? "" });
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="sign-title">
      <h2 id="sign-title" tabIndex={-1}>
        {texts.approve}
      </h2>
      <div className="field">
        <label htmlFor="signer-name">{texts.signerName}</label>
        <input
          id="signer-name"
          autoComplete="name"
          value={name}
          maxLength={200}
          required
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "signer-name-error" : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {errors.name && (
          <p id="signer-name-error" className="error">
            {errors.name}
          </p>
        )}
      </div>
      {!knownEmail && (
        <div className="field">
          <label htmlFor="signer-email">{texts.signerEmail}</label>
          <input
            id="signer-email"
            type="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            required
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? "signer-email-error" : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {errors.email && (
            <p id="signer-email-error" className="error">
              {errors.email}
            </p>
          )}
        </div>
      )}
      <fieldset className="field">
        <legend>{texts.signatureLabel}</legend>
        <p id="signature-help" className="muted">
          {texts.signatureHelp}
        </p>
        <canvas ref={canvas} className="pad" role="img" aria-label={texts.signatureLabel} />
        <div className="row">
          <button type="button" id="type-signature" className="secondary" onClick={typeName}>
            {texts.typedSignature}
          </button>
          <button type="button" className="secondary" onClick={clear}>
            {texts.clearSignature}
          </button>
        </div>
        {errors.signature && (
          <p className="error" role="alert">
            {errors.signature}
          </p>
        )}
      </fieldset>
      <div className="row actions">
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          {texts.back}
        </button>
        <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
          {busy ? texts.signing : texts.confirmSign}
        </button>
      </div>
    </form>
  );
}
