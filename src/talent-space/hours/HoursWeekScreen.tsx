// The week's hours, day by day (/talent/hours/:weekId; issue #50, item 3): each day of the week
// the contract covers, with the start, end and break the talent worked, what the agency entered
// (with the night hours the database computed from the times), and, when the two differ after a
// sync, both said in words. « Enregistrer » puts the changed days in the offline queue
// (../offline/), sent at once when there is network and otherwise when it comes back; the screen
// says what is waiting and what the server answered. Without network the week is read from its
// last copy (« Hors ligne — données du … »). A week sent for signature or signed is shown without
// inputs: the talent cannot change it any more.
import { useEffect, useMemo, useState, type FormEvent, type MouseEvent } from "react";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { date, dayLabel, hours } from "../../portal/format.ts";
import { labelOf, TIMESHEET_STATUS } from "../../portal/labels.ts";
import { Fact, Status } from "../../portal/parts.tsx";
import { texts } from "../../portal/texts.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import type { OfflineHours } from "../offline/useOfflineHours.ts";
import { agencyText, weekNight } from "./day-text.ts";
import { hoursTexts as t } from "./texts.ts";
import type { HoursDay, HoursWeek } from "./types.ts";

type Load =
  | { kind: "loading" }
  | { kind: "ready"; data: HoursWeek; offlineSince: string | null; loadedAt: string }
  | { kind: "notFound" }
  | { kind: "failed" };

type Entry = { start: string; end: string; pause: string };

const entryOf = (day: HoursDay): Entry => ({
  start: day.agency?.start_time ?? "",
  end: day.agency?.end_time ?? "",
  pause: String(day.agency?.break_minutes ?? 0),
});

/** A click that should stay in the page (not a new tab or window). */
const plain = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function HoursWeekScreen({
  weekId,
  space,
  hours: offline,
}: {
  weekId: string;
  space: SpaceContext;
  hours: OfflineHours;
}) {
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<Record<string, Entry>>({});
  const [dirty, setDirty] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // The week from the server, kept for offline.
  const readWeek = async (): Promise<Extract<Load, { kind: "ready" }>> => {
    const answer = await callSpace(
      space.client,
      "talent_space_hours_week",
      { p_week_id: weekId },
      { network: t.loadFailed, failed: t.loadFailed },
    );
    const data = answer as unknown as HoursWeek;
    const loadedAt = new Date().toISOString();
    await offline.store.putWeek({ weekId, data, saved_at: loadedAt }).catch(() => undefined);
    return { kind: "ready", data, offlineSince: null, loadedAt };
  };

  // The week from the server, else its last copy.
  useEffect(() => {
    let live = true;
    setLoad({ kind: "loading" });
    readWeek()
      .then((ready) => {
        if (live) setLoad(ready);
      })
      .catch(async (e: unknown) => {
        if (e instanceof SpaceError && e.code === "P0002") return live && setLoad({ kind: "notFound" });
        const copy = await offline.store.getWeek(weekId).catch(() => undefined);
        if (!live) return;
        setLoad(
          copy
            ? { kind: "ready", data: copy.data, offlineSince: copy.saved_at, loadedAt: copy.saved_at }
            : { kind: "failed" },
        );
      });
    return () => {
      live = false;
    };
    // the store changes with the talent only; a new attempt reads again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [space.client, weekId, attempt]);

  // After a sync the server's answer is the week's newest copy: the server was reached, so the
  // week is no longer an offline copy (its « Hors ligne » line goes).
  useEffect(() => {
    if (load.kind !== "ready") return;
    let live = true;
    offline.store
      .getWeek(weekId)
      .then((copy) => {
        if (live && copy && copy.saved_at > load.loadedAt)
          setLoad({ kind: "ready", data: copy.data, offlineSince: null, loadedAt: copy.saved_at });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offline.version]);

  // The network back while the week shows its last copy: read again, quietly (the copy stays on
  // screen until the server answers, and stays if it does not); the « Hors ligne » line then goes.
  const offlineCopy = load.kind === "ready" && !!load.offlineSince;
  useEffect(() => {
    if (!offlineCopy) return;
    let live = true;
    const onOnline = () =>
      void readWeek()
        .then((ready) => {
          if (live) setLoad(ready);
        })
        .catch(() => undefined);
    window.addEventListener("online", onOnline);
    return () => {
      live = false;
      window.removeEventListener("online", onOnline);
    };
    // the store changes with the talent only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offlineCopy, space.client, weekId]);

  const week = load.kind === "ready" ? load.data : null;
  const waiting = useMemo(() => offline.pending.filter((d) => d.weekId === weekId), [offline.pending, weekId]);

  // The form: what waits to be sent, else what the timesheet holds; a day being typed is kept.
  useEffect(() => {
    if (!week) return;
    setForm((previous) => {
      const next: Record<string, Entry> = {};
      for (const day of week.days) {
        const queued = waiting.find((w) => w.date === day.date);
        next[day.date] = dirty.has(day.date)
          ? previous[day.date]
          : queued
            ? { start: queued.start_time ?? "", end: queued.end_time ?? "", pause: String(queued.break_minutes) }
            : entryOf(day);
      }
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [week, waiting]);

  const back = (
    <p>
      <a
        href="/talent"
        onClick={(e) => {
          if (!plain(e)) return;
          e.preventDefault();
          space.navigate("/");
        }}
      >
        {t.back}
      </a>
    </p>
  );

  if (load.kind === "loading")
    return (
      <>
        {back}
        <p role="status" className="muted">
          {texts.loading}
        </p>
      </>
    );
  if (load.kind === "notFound" || load.kind === "failed")
    return (
      <>
        {back}
        <section className="card" aria-labelledby="hours-title">
          <h2 id="hours-title" tabIndex={-1}>
            {t.title("—")}
          </h2>
          <p role="alert">{load.kind === "notFound" ? t.notFound : t.loadFailed}</p>
          {load.kind === "failed" && (
            <div className="row">
              <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
                {texts.retry}
              </button>
            </div>
          )}
        </section>
      </>
    );

  const data = load.data;
  const days = data.days.filter((d) => d.in_contract || d.agency);
  const editable = data.week.editable;
  const refused = waiting.find((w) => w.error)?.error;
  const report = offline.report;
  const conflicts = data.days.filter((d) => d.conflict);

  const change = (day: string, key: keyof Entry, value: string) => {
    setForm((f) => ({ ...f, [day]: { ...f[day], [key]: value } }));
    setDirty((d) => new Set(d).add(day));
    setProblem(null);
    setNotice(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changed = days.filter((d) => dirty.has(d.date));
    if (changed.length === 0) return setNotice(t.nothingChanged);
    const incomplete = changed.find((d) => !form[d.date].start !== !form[d.date].end);
    if (incomplete) return setProblem(t.pairRequired(dayLabel(incomplete.date)));
    setSaving(true);
    try {
      await offline.queue(
        changed.map((d) => ({
          weekId,
          date: d.date,
          start_time: form[d.date].start || null,
          end_time: form[d.date].end || null,
          break_minutes: Math.max(0, Math.round(Number(form[d.date].pause) || 0)),
          base_updated_at: d.agency?.updated_at ?? null,
        })),
      );
      setDirty(new Set());
    } catch {
      setProblem(t.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {back}
      <section className="card" aria-labelledby="hours-title">
        <h2 id="hours-title" tabIndex={-1}>
          {t.title(date(data.week.week_start))}
        </h2>
        {load.offlineSince && <p className="status-line warn">{texts.offline(load.offlineSince)}</p>}
        <Status label={labelOf(TIMESHEET_STATUS, data.week.status)} />
        <dl className="facts">
          {data.week.company_name && <Fact label={t.company}>{data.week.company_name}</Fact>}
          <Fact label={t.total}>{hours(data.week.total_hours)}</Fact>
          {weekNight(data.week) && <Fact label={t.night}>{weekNight(data.week)}</Fact>}
        </dl>
        {editable ? <p className="muted">{t.intro}</p> : <p className="status-line">{t.locked}</p>}

        <div aria-live="polite" className="hours-sync">
          {waiting.length > 0 && (
            <p className="status-line warn">
              {t.pending(waiting.length)}
              {typeof navigator !== "undefined" && navigator.onLine === false ? ` ${t.pendingOffline}` : ""}
            </p>
          )}
          {report && waiting.length === 0 && report.sent > 0 && <p className="status-line">{t.synced(report.sent)}</p>}
          {report?.unreachable && waiting.length > 0 && <p className="muted">{t.unreachable}</p>}
        </div>
        {conflicts.length > 0 && <p className="status-line alert">{t.conflicts(conflicts.length)}</p>}
        {refused && (
          <div role="alert" className="status-line alert">
            <p>
              {t.refused} {refused}
            </p>
            <button type="button" className="secondary" onClick={() => void offline.discard(weekId)}>
              {t.discard}
            </button>
          </div>
        )}
        {waiting.length > 0 && (
          <div className="row">
            <button
              type="button"
              className="secondary wide"
              onClick={() => void offline.sync()}
              disabled={offline.syncing}
            >
              {offline.syncing ? t.syncing : t.sync}
            </button>
          </div>
        )}
      </section>

      <form onSubmit={submit} noValidate aria-labelledby="hours-title">
        <ul className="items hours-days">
          {days.map((day) => {
            const entry = form[day.date] ?? entryOf(day);
            const id = `h-${day.date}`;
            return (
              <li key={day.date} className={`card item${day.conflict ? " alert" : ""}`}>
                <fieldset className="hours-day" disabled={!editable || !day.in_contract}>
                  <legend>
                    <h3>{dayLabel(day.date)}</h3>
                  </legend>
                  {!day.in_contract && <p className="muted">{t.outsideContract}</p>}
                  <p className="muted">{agencyText(day)}</p>
                  {day.conflict && day.declared && (
                    <p className="status-line alert">
                      {t.conflict(hours(day.agency?.worked_hours ?? 0), hours(day.declared.worked_hours))}.{" "}
                      {t.conflictHelp}
                    </p>
                  )}
                  {editable && day.in_contract && (
                    <div className="hours-fields">
                      <div>
                        <label htmlFor={`${id}-start`}>{t.start}</label>
                        <input
                          id={`${id}-start`}
                          type="time"
                          value={entry.start}
                          onChange={(e) => change(day.date, "start", e.target.value)}
                          aria-describedby={problem ? "hours-problem" : undefined}
                        />
                      </div>
                      <div>
                        <label htmlFor={`${id}-end`}>{t.end}</label>
                        <input
                          id={`${id}-end`}
                          type="time"
                          value={entry.end}
                          onChange={(e) => change(day.date, "end", e.target.value)}
                        />
                      </div>
                      <div>
                        <label htmlFor={`${id}-pause`}>{t.pause}</label>
                        <input
                          id={`${id}-pause`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={600}
                          step={5}
                          value={entry.pause}
                          onChange={(e) => change(day.date, "pause", e.target.value)}
                        />
                      </div>
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
        {problem && (
          <p id="hours-problem" role="alert" className="status-line alert">
            {problem}
          </p>
        )}
        {notice && (
          <p role="status" className="muted">
            {notice}
          </p>
        )}
        {editable && (
          <div className="row">
            <button type="submit" className="primary wide" disabled={saving}>
              {saving ? t.saving : t.save}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
