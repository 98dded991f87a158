// /talent/advance — « Demander un acompte »: the month's ceiling the server computed, shown before
// anything is typed (the pay-net function computes the net when it is missing, then answers
// public.talent_space_advance; the function itself if pay-net cannot be reached), what stops a
// request, the amount asked (refused by the database in French above the ceiling, the amount
// kept), and the talent's requests with their status.
import { useCallback, useId, useState, type FormEvent } from "react";
import { ActionScreen, callFunction, LoadedView, SpaceLink, useLoaded } from "../../portal/action-screen.tsx";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { date, money } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Fact, Status } from "../../portal/parts.tsx";
import { ADVANCE_STATUS, advanceTexts as t } from "./texts.ts";

export type TalentAdvance = {
  month: string;
  earned_gross: number;
  already_advanced: number;
  max_ratio: number;
  net: number | null;
  ceiling: number | null;
  min_amount: number;
  blocked: string | null;
  requests: Array<{
    id: string;
    created_at: string;
    requested_amount: number;
    approved_amount: number | null;
    status: string;
    paid_at: string | null;
  }>;
};

const messages = { network: t.network, failed: t.failed };
const PERCENT = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });

/** "150", "150,5", "150.50" → 150.5; null for anything else. */
export const parseAmount = (text: string): number | null => {
  const clean = text.replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
};

export function AdvanceScreen({ space }: { space: SpaceContext }) {
  const load = useCallback(async (): Promise<TalentAdvance> => {
    try {
      return await callFunction<TalentAdvance>(space.client, "pay-net", { talent_space: true }, messages);
    } catch (e) {
      // the net may wait: the figures themselves are the database's
      if (e instanceof SpaceError && e.code === "42501") throw e;
      return (await callSpace(space.client, "talent_space_advance", {} as never, messages)) as TalentAdvance;
    }
  }, [space.client]);
  const { state, retry, reload } = useLoaded(load, t.failed);
  const [amount, setAmount] = useState("");
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { amount: useId(), comment: useId(), help: useId(), error: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    const value = parseAmount(amount);
    if (value === null || value <= 0) {
      setProblem(t.amountRequired);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await callSpace(
        space.client,
        "talent_space_request_advance",
        { p_amount: value, p_comment: comment.trim() || undefined },
        { network: t.network, failed: t.sendFailed },
      );
      setSent(t.sent(money(value)));
      setAmount("");
      setComment("");
      await reload().catch(() => undefined);
    } catch (error) {
      setProblem(error instanceof SpaceError ? error.message : t.sendFailed);
    }
    setBusy(false);
  };

  return (
    <ActionScreen
      id="acompte"
      title={t.title}
      back={
        <SpaceLink space={space} base="/talent" to="/">
          {t.back}
        </SpaceLink>
      }
    >
      <LoadedView state={state} retry={retry}>
        {(a) => (
          <>
            <p>{t.intro}</p>
            <dl className="facts">
              <Fact label={t.ceiling}>
                <strong>{a.ceiling === null ? "—" : money(a.ceiling)}</strong>
              </Fact>
            </dl>
            <p id={ids.help} className="muted">
              {a.ceiling === null || a.net === null
                ? t.ceilingPending
                : t.ceilingHelp(PERCENT.format(Number(a.max_ratio)), money(a.net))}{" "}
              {t.minimum(money(a.min_amount))}
            </p>
            {sent && (
              <p role="status" className="status-line">
                {sent}
              </p>
            )}
            {a.blocked && t.blocked[a.blocked] ? (
              <p className="status-line warn">{t.blocked[a.blocked]}</p>
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate>
                <label htmlFor={ids.amount}>{t.amount}</label>
                <input
                  id={ids.amount}
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  aria-describedby={problem ? `${ids.help} ${ids.error}` : ids.help}
                  aria-invalid={problem ? true : undefined}
                />
                <label htmlFor={ids.comment} className="spaced">
                  {t.comment}
                </label>
                <textarea
                  id={ids.comment}
                  name="comment"
                  rows={2}
                  maxLength={500}
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                />
                {problem && (
                  <p id={ids.error} role="alert" className="error">
                    {problem}
                  </p>
                )}
                <div className="row">
                  <button type="submit" className="primary wide" disabled={busy}>
                    {busy ? t.submitting : t.submit}
                  </button>
                </div>
              </form>
            )}
            <h3 className="spaced">{t.requests}</h3>
            {a.requests.length === 0 ? (
              <p className="muted">{t.noRequest}</p>
            ) : (
              <ul className="items">
                {a.requests.map((r) => (
                  <li key={r.id} className="item">
                    <h4>{t.requestOf(date(r.created_at.slice(0, 10)))}</h4>
                    <Status
                      label={labelOf(ADVANCE_STATUS, r.status)}
                      tone={r.status === "requested" ? "todo" : r.status === "rejected" ? "alert" : undefined}
                    />
                    <dl className="facts">
                      <Fact label={t.requested}>{money(r.requested_amount)}</Fact>
                      {r.approved_amount !== null && <Fact label={t.approved}>{money(r.approved_amount)}</Fact>}
                      {r.paid_at && <Fact label={t.paidOn}>{date(r.paid_at.slice(0, 10))}</Fact>}
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadedView>
    </ActionScreen>
  );
}
