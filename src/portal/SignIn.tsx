// Signing in to a space: the e-mail address, then the 6-digit code the e-mail brings. The answer
// to an address is the same whether the agency knows it or not (no account is ever created here).
// Each step puts the focus in its field, whose description says what happened; a problem is
// announced (role="alert") and keeps the focus on the field to correct.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { sendCode, verifyCode, type SignInProblem } from "./api.ts";
import type { PortalClient } from "./client.ts";
import { texts } from "./texts.ts";

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const CODE = /^\d{6}$/;

type Step = "email" | "code";

export function SignIn({ client, redirectTo }: { client: PortalClient; redirectTo: string }) {
  const t = texts.signIn;
  const id = useId();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // The focus follows the step (not on the first screen: the reader starts at the top).
  useEffect(() => {
    if (!moved.current) return;
    (step === "email" ? emailInput : codeInput).current?.focus();
  }, [step]);

  const fail = (message: string, field: Step) => {
    setProblem(message);
    (field === "email" ? emailInput : codeInput).current?.focus();
  };

  const say = (p: SignInProblem, field: Step) => fail(texts.problems[p], field);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setNotice(null);
    if (!EMAIL.test(address)) return fail(t.emailRequired, "email");
    setBusy(true);
    setProblem(null);
    const p = await sendCode(client, address, redirectTo);
    setBusy(false);
    if (p) return say(p, "email");
    setEmail(address);
    setCode("");
    moved.current = true;
    setStep("code");
  };

  const resend = async () => {
    setNotice(null);
    setProblem(null);
    setBusy(true);
    const p = await sendCode(client, email, redirectTo);
    setBusy(false);
    if (p) return say(p, "code");
    setNotice(t.resent);
    codeInput.current?.focus();
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const token = code.replace(/\s/g, "");
    setNotice(null);
    if (!CODE.test(token)) return fail(t.codeFormat, "code");
    setBusy(true);
    setProblem(null);
    const p = await verifyCode(client, email, token);
    // signed in: the space replaces this form (onAuthStateChange)
    if (p) {
      setBusy(false);
      say(p, "code");
    }
  };

  const back = () => {
    setProblem(null);
    setNotice(null);
    moved.current = true;
    setStep("email");
  };

  const problemId = `${id}-problem`;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

  if (step === "email")
    return (
      <section className="card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} tabIndex={-1}>
          {t.title}
        </h2>
        <form onSubmit={send} noValidate>
          <p id={`${id}-intro`}>{t.intro}</p>
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(`${id}-intro`, !!problem && problemId)}
          />
          {problem && (
            <p id={problemId} className="error" role="alert">
              {problem}
            </p>
          )}
          <div className="row">
            <button type="submit" className="primary wide" disabled={busy}>
              {busy ? t.sending : t.send}
            </button>
          </div>
        </form>
      </section>
    );

  return (
    <section className="card" aria-labelledby={`${id}-code-title`}>
      <h2 id={`${id}-code-title`} tabIndex={-1}>
        {t.codeTitle}
      </h2>
      <form onSubmit={verify} noValidate>
        <p id={`${id}-sent`}>{t.sent(email)}</p>
        <label htmlFor={`${id}-code`}>{t.code}</label>
        <input
          ref={codeInput}
          id={`${id}-code`}
          className="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ""))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(`${id}-sent`, !!problem && problemId)}
        />
        {problem && (
          <p id={problemId} className="error" role="alert">
            {problem}
          </p>
        )}
        <p className="muted" role="status">
          {notice}
        </p>
        <div className="row">
          <button type="submit" className="primary wide" disabled={busy}>
            {busy ? t.verifying : t.verify}
          </button>
        </div>
        <div className="row">
          <button type="button" className="secondary" onClick={resend} disabled={busy}>
            {t.resend}
          </button>
          <button type="button" className="secondary" onClick={back} disabled={busy}>
            {t.changeEmail}
          </button>
        </div>
      </form>
    </section>
  );
}
