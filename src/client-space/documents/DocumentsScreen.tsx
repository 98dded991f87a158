// /client/documents — « À signer »: the contracts, weeks and commercial conditions waiting for the
// signed-in contact (public.client_space_documents), each with its « Signer » or « Approuver ou
// contester » button, which opens the usual signing page with a fresh token for this contact
// (signing.ts); that page leads back here, where the item is gone once signed (read again on
// arrival). The company's other conditions are listed with their status.
import { SPACE_CONTRACT_STATUS } from "../../portal/space-statuses.ts";
import { useCallback, useState } from "react";
import { callSpace } from "../../portal/api.ts";
import { date, hours } from "../../portal/format.ts";
import { labelOf, TIMESHEET_STATUS } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Fact, Section, Status } from "../../portal/parts.tsx";
import { texts } from "../../portal/texts.ts";
import { useLoaded } from "../../portal/action-screen.tsx";
import { signingPage } from "./signing.ts";
import { CONDITION_STATUS, documentTexts as t } from "./texts.ts";
import type { Documents, SignKind } from "./types.ts";

/** The link back to the home, by the space's router on a plain click. */
export function HomeLink({ space }: { space: SpaceContext }) {
  return (
    <p>
      <a
        href="/client"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          space.navigate("/");
        }}
      >
        {t.back}
      </a>
    </p>
  );
}

/** A « Signer » button and its refusal, said next to it. */
function SignButton({
  label,
  describedBy,
  busy,
  error,
  onClick,
}: {
  label: string;
  describedBy: string;
  busy: boolean;
  error: string | null;
  onClick: () => void;
}) {
  return (
    <>
      <div className="row">
        <button type="button" className="primary" aria-describedby={describedBy} disabled={busy} onClick={onClick}>
          {busy ? t.opening : label}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function DocumentsScreen({
  space,
  origin = window.location.origin,
  open = (url) => window.location.assign(url),
}: {
  space: SpaceContext;
  /** the app's address, where the signing pages are */
  origin?: string;
  /** leaves the space for the signing page */
  open?: (url: string) => void;
}) {
  const { client } = space;
  const load = useCallback(
    async () =>
      (await callSpace(client, "client_space_documents", undefined as never, {
        network: t.network,
        failed: t.loadFailed,
      })) as unknown as Documents,
    [client],
  );
  const { state, retry } = useLoaded(load, t.loadFailed);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);

  const sign = (kind: SignKind, id: string) => {
    setBusy(id);
    setError(null);
    signingPage(client, kind, id, origin)
      .then(open)
      .catch((e: unknown) => {
        setBusy(null);
        setError({ id, message: e instanceof Error && e.message ? e.message : t.failed });
      });
  };
  const errorOf = (id: string) => (error?.id === id ? error.message : null);

  return (
    <>
      <div className="greeting">
        <h2 tabIndex={-1}>{t.title}</h2>
        <p className="muted">{t.intro}</p>
      </div>
      <HomeLink space={space} />
      {state.kind === "loading" && (
        <p role="status" className="muted">
          {t.loading}
        </p>
      )}
      {state.kind === "failed" && (
        <section className="card" aria-label={t.title}>
          <p role="alert">{state.message}</p>
          <div className="row">
            <button type="button" className="primary" onClick={retry}>
              {t.retry}
            </button>
          </div>
        </section>
      )}
      {state.kind === "ready" && (
        <>
          <Section
            id="contrats-a-signer"
            title={t.contracts.title}
            count={state.data.contracts.length}
            empty={t.contracts.empty}
          >
            {state.data.contracts.map((c) => (
              <li key={c.id} className="item todo">
                <h3 id={`contrat-${c.id}`}>
                  {c.is_amendment ? `${t.contracts.amendmentTitle(c.amendment_number)} — ` : ""}
                  {c.talent_name ?? c.contract_key ?? "—"}
                </h3>
                <Status label={labelOf(SPACE_CONTRACT_STATUS, c.status)} />
                <dl className="facts">
                  {c.job_name && <Fact label={t.contracts.job}>{c.job_name}</Fact>}
                  <Fact label={t.contracts.dates}>
                    {texts.period(date(c.start_date), c.end_date && date(c.end_date))}
                  </Fact>
                  {c.contract_key && <Fact label={t.contracts.reference}>{c.contract_key}</Fact>}
                </dl>
                <SignButton
                  label={t.contracts.sign}
                  describedBy={`contrat-${c.id}`}
                  busy={busy === c.id}
                  error={errorOf(c.id)}
                  onClick={() => sign("contract", c.id)}
                />
              </li>
            ))}
          </Section>

          <Section id="releves-a-valider" title={t.weeks.title} count={state.data.weeks.length} empty={t.weeks.empty}>
            {state.data.weeks.map((w) => (
              <li key={w.id} className="item todo">
                <h3 id={`releve-${w.id}`}>
                  {texts.weekOf(date(w.week_start))}
                  {w.talent_name ? ` — ${w.talent_name}` : ""}
                </h3>
                <Status label={labelOf(TIMESHEET_STATUS, w.status)} />
                <dl className="facts">
                  <Fact label={t.weeks.hours}>{w.total_hours === null ? "—" : hours(w.total_hours)}</Fact>
                  {w.expires_at && <Fact label={t.weeks.expires}>{date(w.expires_at)}</Fact>}
                </dl>
                <SignButton
                  label={t.weeks.action}
                  describedBy={`releve-${w.id}`}
                  busy={busy === w.id}
                  error={errorOf(w.id)}
                  onClick={() => sign("timesheet_week", w.id)}
                />
              </li>
            ))}
          </Section>

          <Section
            id="conditions"
            title={t.conditions.title}
            count={state.data.conditions.length}
            empty={t.conditions.empty}
          >
            {state.data.conditions.map((c) => (
              <li key={c.id} className={`item${c.to_sign ? " todo" : ""}`}>
                <h3 id={`conditions-${c.id}`}>{t.conditions.version(c.version)}</h3>
                {c.to_sign && <Status label={t.conditions.toSign} tone="todo" />}
                <Status label={labelOf(CONDITION_STATUS, c.status)} />
                <dl className="facts">
                  <Fact label={t.conditions.validFrom}>{date(c.valid_from)}</Fact>
                  {c.valid_to && <Fact label={t.conditions.validTo}>{date(c.valid_to)}</Fact>}
                  {c.signed_at && <Fact label={t.conditions.signedOn}>{date(c.signed_at)}</Fact>}
                </dl>
                {c.to_sign ? (
                  <SignButton
                    label={t.conditions.sign}
                    describedBy={`conditions-${c.id}`}
                    busy={busy === c.id}
                    error={errorOf(c.id)}
                    onClick={() => sign("commercial_condition", c.id)}
                  />
                ) : (
                  c.status === "sent_for_signature" && <p className="muted">{t.conditions.othersSign}</p>
                )}
              </li>
            ))}
          </Section>
        </>
      )}
    </>
  );
}
