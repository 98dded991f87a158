// « Déclarer un accident du travail » (/client/accident): reported in under two minutes from a
// phone — who (a worker placed with the company now), when (now by default), where, what
// happened, the injuries, the witnesses if any. public.client_report_accident creates the agency's
// work-accident request, known to the agency at once: its 48 hours to declare it to the CPAM
// (Sundays and holidays excluded, CSS R441-3) start then, and the confirmation gives their end.
import { ClientLink } from "../ClientLink.tsx";
import { useId, useState, type FormEvent } from "react";
import { callSpace, SpaceError } from "../../portal/api.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { texts } from "../../portal/texts.ts";
import { fieldState, FormProblems } from "../form/FormProblems.tsx";
import { Labelled } from "../form/Labelled.tsx";
import { useLoaded } from "../../portal/action-screen.tsx";
import { accidentTexts as t, deadlineText } from "./texts.ts";

type Worker = { contract_id: string; talent_name: string | null; job_name: string | null; company_name: string | null };
type Values = {
  contract_id: string;
  occurred_at: string;
  location: string;
  what: string;
  injuries: string;
  witnesses: string;
};
type Field = keyof Values;

/** The local "YYYY-MM-DDTHH:MM" of a date, as an <input type="datetime-local"> holds it. */
export const localDateTime = (d: Date): string => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export function accidentProblems(v: Values, now: Date): Partial<Record<Field, string>> {
  const p: Partial<Record<Field, string>> = {};
  if (!v.contract_id) p.contract_id = t.problems.who;
  const when = v.occurred_at ? new Date(v.occurred_at) : null;
  if (!when || Number.isNaN(when.getTime())) p.occurred_at = t.problems.when;
  else if (when.getTime() > now.getTime() + 5 * 60_000) p.occurred_at = t.problems.future;
  if (!v.location.trim()) p.location = t.problems.where;
  if (!v.what.trim()) p.what = t.problems.what;
  if (!v.injuries.trim()) p.injuries = t.problems.injuries;
  return p;
}

export function Accident({ space }: { space: SpaceContext }) {
  const { state, retry } = useLoaded(
    async () =>
      (await callSpace(space.client, "client_accident_form", {} as never, {
        network: t.network,
        failed: t.loadFailed,
      })) as unknown as {
        workers: Worker[];
      },
    t.loadFailed,
  );
  return (
    <>
      <p>
        <ClientLink to="/" space={space}>
          {t.back}
        </ClientLink>
      </p>
      {state.kind === "loading" && (
        <section className="card" aria-busy="true">
          <h2 tabIndex={-1}>{t.title}</h2>
          <p className="muted">{texts.loading}</p>
        </section>
      )}
      {state.kind === "failed" && (
        <section className="card">
          <h2 tabIndex={-1}>{t.title}</h2>
          <p role="alert" className="error">
            {state.message}
          </p>
          <button type="button" className="secondary" onClick={retry}>
            {texts.retry}
          </button>
        </section>
      )}
      {state.kind === "ready" && <AccidentForm workers={state.data.workers ?? []} space={space} />}
    </>
  );
}

function AccidentForm({ workers, space }: { workers: Worker[]; space: SpaceContext }) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    contract_id: workers.length === 1 ? workers[0].contract_id : "",
    occurred_at: localDateTime(new Date()),
    location: "",
    what: "",
    injuries: "",
    witnesses: "",
  }));
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deadline, setDeadline] = useState<string | null>(null);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (shown[field]) setShown((s) => ({ ...s, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const problems = accidentProblems(values, new Date());
    setShown(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      setRefusal(null);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      const answer = (await callSpace(
        space.client,
        "client_report_accident",
        {
          p_contract_id: values.contract_id,
          p_occurred_at: new Date(values.occurred_at).toISOString(),
          p_location: values.location.trim(),
          p_circumstances: values.what.trim(),
          p_injuries: values.injuries.trim(),
          ...(values.witnesses.trim() && { p_witnesses: values.witnesses.trim() }),
        },
        { network: t.network, failed: t.failed },
      )) as unknown as { declaration_deadline: string };
      setDeadline(answer.declaration_deadline);
    } catch (err) {
      setRefusal(err instanceof SpaceError ? err.message : t.failed);
    } finally {
      setSaving(false);
    }
  };

  if (deadline) {
    return (
      <section className="card" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} tabIndex={-1}>
          {t.sentTitle}
        </h2>
        <p role="status" className="strong">
          {t.sent(deadlineText(deadline))}
        </p>
        <p className="muted">{t.sentNote}</p>
        <div className="row">
          <ClientLink to="/" space={space} className="action-link secondary">
            {t.back}
          </ClientLink>
        </div>
      </section>
    );
  }

  const invalid = fieldState<Field>(id, shown);
  const problems = Object.values(shown).filter(Boolean);

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {t.title}
      </h2>
      <p className="muted">{t.intro}</p>
      {workers.length === 0 ? (
        <p className="strong">{t.noWorker}</p>
      ) : (
        <form className="space-form" onSubmit={(e) => void submit(e)} noValidate>
          <Labelled id={`${id}-contract_id`} label={t.who} error={shown.contract_id}>
            <select
              id={`${id}-contract_id`}
              value={values.contract_id}
              required
              onChange={(e) => set("contract_id", e.target.value)}
              {...invalid("contract_id")}
            >
              <option value="">{t.chooseWho}</option>
              {workers.map((w) => (
                <option key={w.contract_id} value={w.contract_id}>
                  {t.worker(w.talent_name, w.job_name)}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={`${id}-occurred_at`} label={t.when} error={shown.occurred_at}>
            <input
              id={`${id}-occurred_at`}
              type="datetime-local"
              required
              max={localDateTime(new Date())}
              value={values.occurred_at}
              onChange={(e) => set("occurred_at", e.target.value)}
              {...invalid("occurred_at")}
            />
          </Labelled>
          <Labelled id={`${id}-location`} label={t.where} hint={t.whereHint} error={shown.location}>
            <input
              id={`${id}-location`}
              type="text"
              required
              maxLength={300}
              value={values.location}
              onChange={(e) => set("location", e.target.value)}
              {...invalid("location", true)}
            />
          </Labelled>
          <Labelled id={`${id}-what`} label={t.what} error={shown.what}>
            <textarea
              id={`${id}-what`}
              rows={4}
              required
              value={values.what}
              onChange={(e) => set("what", e.target.value)}
              {...invalid("what")}
            />
          </Labelled>
          <Labelled id={`${id}-injuries`} label={t.injuries} hint={t.injuriesHint} error={shown.injuries}>
            <textarea
              id={`${id}-injuries`}
              rows={2}
              required
              value={values.injuries}
              onChange={(e) => set("injuries", e.target.value)}
              {...invalid("injuries", true)}
            />
          </Labelled>
          <Labelled id={`${id}-witnesses`} label={t.witnesses} hint={t.witnessesHint}>
            <input
              id={`${id}-witnesses`}
              type="text"
              maxLength={300}
              value={values.witnesses}
              onChange={(e) => set("witnesses", e.target.value)}
              {...invalid("witnesses", true)}
            />
          </Labelled>
          <FormProblems refusal={refusal} problems={problems} />
          <div className="row">
            <button type="submit" className="primary wide" disabled={saving}>
              {saving ? t.submitting : t.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
