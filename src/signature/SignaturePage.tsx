// The customer's signature page: read the week from the link's token, then approve it with a
// signature or contest some of its days; a clear page for an unknown, used or expired link;
// after signing, the signed PDF to download.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  ApiError,
  contestWeek,
  getWeek,
  signWeek,
  signedPdf,
  type Config,
  type ContestedDay,
  type LinkProblem,
  type Week,
} from "./api.ts";
import { ContestForm } from "./ContestForm.tsx";
import { SignForm, type Signature } from "./SignForm.tsx";
import { BACK_TO_SPACE } from "./back-to-space.ts";
import { texts } from "./texts.ts";
import { WeekView } from "./WeekView.tsx";

type View =
  | { kind: "loading" }
  | { kind: "problem"; problem: LinkProblem }
  | { kind: "review" | "sign" | "contest" }
  | { kind: "signed" }
  | { kind: "contested"; days: number };

type Pdf = { status: "loading" } | { status: "ready"; url: string } | { status: "failed" };

const signerName = (week: Week | null) => [week?.signer?.first_name, week?.signer?.last_name].filter(Boolean).join(" ");

function Problem({ problem, onRetry }: { problem: LinkProblem; onRetry: () => void }) {
  const { title, text } = texts.errors[problem];
  return (
    <section className="card problem" aria-labelledby="problem-title">
      <h2 id="problem-title" tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      {problem === "network" && (
        <button type="button" className="primary" onClick={onRetry}>
          {texts.retry}
        </button>
      )}
    </section>
  );
}

function SignedPdf({ pdf, onRetry }: { pdf: Pdf; onRetry: () => void }) {
  if (pdf.status === "loading")
    return (
      <p role="status" className="muted">
        {texts.pdfPreparing}
      </p>
    );
  if (pdf.status === "failed")
    return (
      <div role="alert">
        <p className="error">{texts.pdfFailed}</p>
        <button type="button" className="secondary" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  return (
    <p>
      <a className="button primary" href={pdf.url} download>
        {texts.pdfDownload}
      </a>{" "}
      <span className="muted">{texts.pdfExpires}</span>
    </p>
  );
}

/** The link back to the client's space the page was opened from (its `return` parameter). */
function BackToSpace({ back }: { back: string | null | undefined }) {
  return back ? (
    <p>
      <a className="button secondary" href={back}>
        {BACK_TO_SPACE}
      </a>
    </p>
  ) : null;
}

export function SignaturePage({ config, token, back }: { config: Config; token: string; back?: string | null }) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const [week, setWeek] = useState<Week | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pdf, setPdf] = useState<Pdf>({ status: "loading" });
  const moved = useRef(false);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.problem && error.problem !== "network")
      return setView({ kind: "problem", problem: error.problem });
    setFailure(error instanceof ApiError && !error.problem ? error.message : texts.failed);
  };

  const load = useCallback(() => {
    setView({ kind: "loading" });
    if (token.length < 32) return setView({ kind: "problem", problem: "unknown" });
    getWeek(config, token)
      .then((w) => {
        setWeek(w);
        setView({ kind: "review" });
      })
      .catch((e: unknown) =>
        setView({ kind: "problem", problem: e instanceof ApiError && e.problem ? e.problem : "network" }),
      );
  }, [config, token]);

  const loadPdf = useCallback(() => {
    setPdf({ status: "loading" });
    signedPdf(config, token)
      .then((r) => setPdf({ status: "ready", url: r.url }))
      .catch(() => setPdf({ status: "failed" }));
  }, [config, token]);

  useEffect(load, [load]);

  // Each step moves the focus to its heading (not on the first screen: the reader starts at the top).
  useEffect(() => {
    if (view.kind === "loading") return;
    if (!moved.current && view.kind === "review") return;
    moved.current = true;
    document.querySelector<HTMLElement>('main [tabindex="-1"]')?.focus();
  }, [view.kind]);

  const go = (kind: "review" | "sign" | "contest") => {
    setFailure(null);
    moved.current = true;
    setView({ kind });
  };

  const sign = (s: Signature) => {
    setBusy(true);
    setFailure(null);
    signWeek(config, token, s.name, s.email, s.image)
      .then(() => {
        setView({ kind: "signed" });
        loadPdf();
      })
      .catch(fail)
      .finally(() => setBusy(false));
  };

  const contest = (name: string, days: ContestedDay[]) => {
    setBusy(true);
    setFailure(null);
    contestWeek(config, token, name, days)
      .then((r) => setView({ kind: "contested", days: r.days }))
      .catch(fail)
      .finally(() => setBusy(false));
  };

  return (
    <>
      <header className="top">
        <span className="brand">Renfort</span>
        <h1>{texts.title}</h1>
      </header>
      <main>
        {view.kind === "loading" && (
          <p role="status" className="muted">
            {texts.loading}
          </p>
        )}
        {view.kind === "problem" && <Problem problem={view.problem} onRetry={load} />}
        {view.kind === "problem" && <BackToSpace back={back} />}
        {week && (view.kind === "review" || view.kind === "sign" || view.kind === "contest") && (
          <>
            {view.kind !== "contest" && <WeekView week={week} />}
            {failure && (
              <p className="error banner" role="alert">
                {failure}
              </p>
            )}
            {view.kind === "review" && (
              <div className="row actions card">
                <button type="button" className="primary" onClick={() => go("sign")}>
                  {texts.approve}
                </button>
                <button type="button" className="secondary" onClick={() => go("contest")}>
                  {texts.contest}
                </button>
              </div>
            )}
            {view.kind === "sign" && (
              <SignForm
                defaultName={signerName(week)}
                knownEmail={week.signer?.email ?? null}
                busy={busy}
                onSubmit={sign}
                onBack={() => go("review")}
              />
            )}
            {view.kind === "contest" && (
              <ContestForm
                days={week.days}
                defaultName={signerName(week)}
                busy={busy}
                onSubmit={contest}
                onBack={() => go("review")}
              />
            )}
          </>
        )}
        {view.kind === "signed" && (
          <section className="card done" aria-labelledby="signed-title">
            <h2 id="signed-title" tabIndex={-1}>
              {texts.signedTitle}
            </h2>
            <p>{texts.signedText}</p>
            <SignedPdf pdf={pdf} onRetry={loadPdf} />
            <BackToSpace back={back} />
          </section>
        )}
        {view.kind === "contested" && (
          <section className="card done" aria-labelledby="contested-title">
            <h2 id="contested-title" tabIndex={-1}>
              {texts.contestedTitle}
            </h2>
            <p>{texts.contestedText(view.days)}</p>
            <BackToSpace back={back} />
          </section>
        )}
      </main>
    </>
  );
}
