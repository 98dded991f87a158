// Contest: the days the client disputes, each with its reason, and the signer's name.
import { useState, type FormEvent } from "react";
import type { ContestedDay, Day } from "./api.ts";
import { dayLabel, hours, schedule } from "./format.ts";
import { texts } from "./texts.ts";

type Props = {
  days: Day[];
  defaultName: string;
  busy: boolean;
  onSubmit: (name: string, days: ContestedDay[]) => void;
  onBack: () => void;
};

type Errors = { name?: string; days?: string; reasons: Record<string, string> };

export function ContestForm({ days, defaultName, busy, onSubmit, onBack }: Props) {
  const [name, setName] = useState(defaultName);
  const [reasons, setReasons] = useState<Record<string, string | undefined>>({});
  const [errors, setErrors] = useState<Errors>({ reasons: {} });
  const checked = days.filter((d) => reasons[d.date] !== undefined);

  const toggle = (date: string, on: boolean) =>
    setReasons((r) => {
      const next = { ...r };
      if (on) next[date] = next[date] ?? "";
      else delete next[date];
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { reasons: {} };
    if (!name.trim()) next.name = texts.nameRequired;
    if (checked.length === 0) next.days = texts.noDayChecked;
    for (const d of checked) if (!reasons[d.date]?.trim()) next.reasons[d.date] = texts.reasonRequired;
    setErrors(next);
    const firstReason = checked.find((d) => next.reasons[d.date]);
    const first = next.name
      ? "contest-name"
      : next.days
        ? `contest-${days[0]?.date}`
        : firstReason
          ? `reason-${firstReason.date}`
          : null;
    if (first) return document.getElementById(first)?.focus();
    onSubmit(
      name.trim(),
      checked.map((d) => ({ date: d.date, reason: (reasons[d.date] ?? "").trim() })),
    );
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="contest-title">
      <h2 id="contest-title" tabIndex={-1}>
        {texts.contest}
      </h2>
      <fieldset className="field" aria-describedby={errors.days ? "contest-days-error" : undefined}>
        <legend>{texts.contestIntro}</legend>
        {errors.days && (
          <p id="contest-days-error" className="error">
            {errors.days}
          </p>
        )}
        {days.map((day) => {
          const label = dayLabel(day.date);
          const on = reasons[day.date] !== undefined;
          const error = errors.reasons[day.date];
          return (
            <div key={day.date} className="contest-day">
              <input
                type="checkbox"
                id={`contest-${day.date}`}
                checked={on}
                onChange={(e) => toggle(day.date, e.target.checked)}
              />
              <label htmlFor={`contest-${day.date}`}>
                {texts.contestDay(label)}{" "}
                <span className="muted">
                  ({schedule(day)}, {hours(day.worked_hours)})
                </span>
              </label>
              {on && (
                <div className="field reason">
                  <label htmlFor={`reason-${day.date}`}>{texts.reasonFor(label)}</label>
                  <textarea
                    id={`reason-${day.date}`}
                    rows={2}
                    maxLength={2000}
                    required
                    value={reasons[day.date]}
                    aria-invalid={!!error}
                    aria-describedby={error ? `reason-${day.date}-error` : undefined}
                    onChange={(e) => setReasons((r) => ({ ...r, [day.date]: e.target.value }))}
                  />
                  {error && (
                    <p id={`reason-${day.date}-error`} className="error">
                      {error}
                    </p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="field">
        <label htmlFor="contest-name">{texts.signerName}</label>
        <input
          id="contest-name"
          autoComplete="name"
          value={name}
          maxLength={200}
          required
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? "contest-name-error" : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {errors.name && (
          <p id="contest-name-error" className="error">
            {errors.name}
          </p>
        )}
      </div>
      <div className="row actions">
        <button type="button" className="secondary" onClick={onBack} disabled={busy}>
          {texts.back}
        </button>
        <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
          {busy ? texts.contesting : texts.confirmContest}
        </button>
      </div>
    </form>
  );
}
