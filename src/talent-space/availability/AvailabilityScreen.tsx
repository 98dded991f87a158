// /talent/availability — « Disponible à partir du … » (talent.available_from) and the talent's
// unavailabilities to come: add one (whole days, reason optional), remove one. Saved by the
// database with the back office's rules (public.talent_space_add_unavailability: a day they work
// or are already unavailable is refused in French, naming it); a refused save keeps what was typed.
import { useCallback, useId, useState, type FormEvent } from "react";
import { ActionScreen, LoadedView, SpaceLink, useLoaded } from "../../portal/action-screen.tsx";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { date } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import type { Enums } from "../../database.types.ts";
import { availabilityTexts as t, UNAVAILABILITY_REASON } from "./texts.ts";

export type TalentAvailability = {
  available_from: string | null;
  unavailabilities: Array<{
    id: string;
    date_from: string;
    date_to: string;
    reason: string | null;
    comment: string | null;
  }>;
};

const messages = { network: t.network, failed: t.failed };
const saving = { network: t.network, failed: t.saveFailed };
const messageOf = (e: unknown) => (e instanceof SpaceError ? e.message : t.saveFailed);

export function AvailabilityScreen({ space }: { space: SpaceContext }) {
  const load = useCallback(
    async () =>
      (await callSpace(space.client, "talent_space_availability", {} as never, messages)) as TalentAvailability,
    [space.client],
  );
  const { state, retry, reload } = useLoaded(load, t.failed);
  const ids = {
    from: useId(),
    fromError: useId(),
    start: useId(),
    end: useId(),
    reason: useId(),
    comment: useId(),
    addError: useId(),
  };
  const [availableFrom, setAvailableFrom] = useState<string | null>(null);
  const [fromDone, setFromDone] = useState<{ ok: boolean; message: string } | null>(null);
  const [form, setForm] = useState({ from: "", to: "", reason: "", comment: "" });
  const [addDone, setAddDone] = useState<{ ok: boolean; message: string } | null>(null);
  const [listDone, setListDone] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (
    key: string,
    action: () => Promise<unknown>,
    done: (r: { ok: boolean; message: string }) => void,
    ok: string,
  ) => {
    setBusy(key);
    // one message at a time: the last action's
    setFromDone(null);
    setAddDone(null);
    setListDone(null);
    try {
      await action();
      done({ ok: true, message: ok });
      await reload().catch(() => undefined);
      setBusy(null);
      return true;
    } catch (e) {
      done({ ok: false, message: messageOf(e) });
      setBusy(null);
      return false;
    }
  };

  const saveFrom = async (e: FormEvent, clear: boolean) => {
    e.preventDefault();
    const value = clear ? null : (availableFrom ?? "");
    if (!clear && !value) return setFromDone({ ok: false, message: t.fromRequired });
    const ok = await run(
      "from",
      () => callSpace(space.client, "talent_space_set_available_from", { p_date: value as string }, saving),
      setFromDone,
      clear ? t.fromCleared : t.fromSaved,
    );
    if (ok) setAvailableFrom(null);
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.from) return setAddDone({ ok: false, message: t.dateRequired });
    const ok = await run(
      "add",
      () =>
        callSpace(
          space.client,
          "talent_space_add_unavailability",
          {
            p_date_from: form.from,
            p_date_to: form.to || undefined,
            p_reason: (form.reason || undefined) as Enums<"planning_unavailability_reason"> | undefined,
            p_comment: form.comment.trim() || undefined,
          },
          saving,
        ),
      setAddDone,
      t.added,
    );
    if (ok) setForm({ from: "", to: "", reason: "", comment: "" });
  };

  const remove = (id: string) =>
    run(
      id,
      () => callSpace(space.client, "talent_space_remove_unavailability", { p_id: id }, saving),
      setListDone,
      t.removed,
    );

  const line = (done: { ok: boolean; message: string } | null, id?: string) =>
    done &&
    (done.ok ? (
      <p role="status" className="status-line">
        {done.message}
      </p>
    ) : (
      <p id={id} role="alert" className="error">
        {done.message}
      </p>
    ));

  return (
    <ActionScreen
      id="disponibilites"
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
            <form onSubmit={(e) => void saveFrom(e, false)} noValidate aria-labelledby="dispo-title">
              <h3 id="dispo-title">{t.fromTitle}</h3>
              <p className="muted">
                {a.available_from ? t.fromCurrent(date(a.available_from)) : t.fromNone} {t.fromIntro}
              </p>
              <label htmlFor={ids.from}>{t.fromLabel}</label>
              <input
                id={ids.from}
                type="date"
                value={availableFrom ?? a.available_from ?? ""}
                onChange={(e) => setAvailableFrom(e.target.value)}
                aria-invalid={fromDone && !fromDone.ok ? true : undefined}
                aria-describedby={fromDone && !fromDone.ok ? ids.fromError : undefined}
              />
              {line(fromDone, ids.fromError)}
              <div className="row">
                <button type="submit" className="primary" disabled={busy !== null}>
                  {t.fromSave}
                </button>
                {a.available_from && (
                  <button
                    type="button"
                    className="secondary"
                    disabled={busy !== null}
                    onClick={(e) => void saveFrom(e, true)}
                  >
                    {t.fromClear}
                  </button>
                )}
              </div>
            </form>

            <form onSubmit={(e) => void add(e)} noValidate aria-labelledby="indispo-title" className="spaced">
              <h3 id="indispo-title">{t.addTitle}</h3>
              <label htmlFor={ids.start}>{t.dateFrom}</label>
              <input
                id={ids.start}
                type="date"
                value={form.from}
                onChange={(e) => setForm({ ...form, from: e.target.value })}
                aria-invalid={addDone && !addDone.ok ? true : undefined}
                aria-describedby={addDone && !addDone.ok ? ids.addError : undefined}
              />
              <label htmlFor={ids.end} className="spaced">
                {t.dateTo}
              </label>
              <input
                id={ids.end}
                type="date"
                value={form.to}
                onChange={(e) => setForm({ ...form, to: e.target.value })}
              />
              <label htmlFor={ids.reason} className="spaced">
                {t.reason}
              </label>
              <select
                id={ids.reason}
                value={form.reason}
                onChange={(e) => setForm({ ...form, reason: e.target.value })}
              >
                <option value="">{t.reasonNone}</option>
                {Object.entries(UNAVAILABILITY_REASON).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              <label htmlFor={ids.comment} className="spaced">
                {t.comment}
              </label>
              <input
                id={ids.comment}
                maxLength={500}
                value={form.comment}
                onChange={(e) => setForm({ ...form, comment: e.target.value })}
              />
              {line(addDone, ids.addError)}
              <div className="row">
                <button type="submit" className="primary wide" disabled={busy !== null}>
                  {busy === "add" ? t.adding : t.add}
                </button>
              </div>
            </form>

            <h3 className="spaced">{t.listTitle}</h3>
            {line(listDone)}
            {a.unavailabilities.length === 0 ? (
              <p className="muted">{t.empty}</p>
            ) : (
              <ul className="items">
                {a.unavailabilities.map((u) => {
                  const period = t.period(date(u.date_from), date(u.date_to));
                  return (
                    <li key={u.id} className="item">
                      <h4>{period}</h4>
                      {u.reason && <p>{labelOf(UNAVAILABILITY_REASON, u.reason)}</p>}
                      {u.comment && <p className="muted">{u.comment}</p>}
                      <div className="row">
                        <button
                          type="button"
                          className="secondary"
                          aria-label={t.removeLabel(period)}
                          disabled={busy !== null}
                          onClick={() => void remove(u.id)}
                        >
                          {t.remove}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </LoadedView>
    </ActionScreen>
  );
}
