// An order of the client's companies (/client/orders/:id): its status, dates, site and reason, the
// worker asked by name, and the profiles the agency presented as anonymous résumés (first name
// and initial, job, experience, qualifications, availability), each accepted or declined with a
// reason (public.client_answer_profile: once, while the order is open; the agency is told).
import { ClientLink } from "../ClientLink.tsx";
import { Labelled } from "../form/Labelled.tsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { callSpace, SpaceError } from "../../portal/api.ts";
import { date } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import { Fact, Status } from "../../portal/parts.tsx";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { texts } from "../../portal/texts.ts";
import { MISSION_STATUS } from "../texts.ts";
import { useLoaded } from "../../portal/action-screen.tsx";
import { orderTexts as t } from "./texts.ts";
import type { OrderDetail as Detail, Profile } from "./types.ts";

export function OrderDetail({ space, orderId }: { space: SpaceContext; orderId: string }) {
  const { state, retry } = useLoaded(
    async () =>
      (await callSpace(
        space.client,
        "client_order",
        { p_mission_id: orderId },
        { network: t.network, failed: t.loadFailed },
      )) as unknown as Detail,
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
          <h2 tabIndex={-1}>{t.detail.title(null)}</h2>
          <p className="muted">{texts.loading}</p>
        </section>
      )}
      {state.kind === "failed" && (
        <section className="card">
          <h2 tabIndex={-1}>{t.detail.title(null)}</h2>
          <p role="alert" className="error">
            {state.message}
          </p>
          <button type="button" className="secondary" onClick={retry}>
            {texts.retry}
          </button>
        </section>
      )}
      {state.kind === "ready" && <OrderCard order={state.data} space={space} onAnswered={retry} />}
    </>
  );
}

function OrderCard({ order, space, onAnswered }: { order: Detail; space: SpaceContext; onAnswered: () => void }) {
  const d = t.detail;
  return (
    <>
      <section className="card" aria-labelledby="order-title">
        <h2 id="order-title" tabIndex={-1}>
          {d.title(order.job_name)}
        </h2>
        <Status label={labelOf(MISSION_STATUS, order.status)} />
        <dl className="facts">
          <Fact label={d.reference}>{order.reference}</Fact>
          {order.company_name && <Fact label={d.company}>{order.company_name}</Fact>}
          {order.start_date && (
            <Fact label={d.dates}>{texts.period(date(order.start_date), order.end_date && date(order.end_date))}</Fact>
          )}
          <Fact label={d.positions}>{order.positions}</Fact>
          {order.working_hours !== null && <Fact label={d.hours}>{order.working_hours}</Fact>}
          {order.schedule && <Fact label={d.schedule}>{order.schedule}</Fact>}
          {order.reason && <Fact label={d.reason}>{order.reason}</Fact>}
          {order.site && <Fact label={d.site}>{order.site}</Fact>}
          {order.requested_talent && <Fact label={d.requested}>{order.requested_talent}</Fact>}
        </dl>
      </section>
      <section className="card" aria-labelledby="profiles-title">
        <h2 id="profiles-title">{d.profiles}</h2>
        {order.profiles.length === 0 ? (
          <p className="muted">{d.noProfiles}</p>
        ) : (
          <>
            {!order.answerable && <p className="muted">{d.closed}</p>}
            <ul className="items">
              {order.profiles.map((p) => (
                <ProfileItem
                  key={p.id}
                  profile={p}
                  answerable={order.answerable}
                  space={space}
                  onAnswered={onAnswered}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

function ProfileItem({
  profile: p,
  answerable,
  space,
  onAnswered,
}: {
  profile: Profile;
  answerable: boolean;
  space: SpaceContext;
  onAnswered: () => void;
}) {
  const pt = t.profile;
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // « Refuser » opens the reason's field: the focus goes to it (keyboard and screen readers)
  useEffect(() => {
    if (declining) reasonField.current?.focus();
  }, [declining]);
  const name = pt.name(p.first_name, p.initial);
  const open = answerable && !p.answer && !p.withdrawn;

  const answer = async (accepted: boolean) => {
    if (saving) return;
    if (!accepted && !reason.trim()) {
      setProblem(pt.reasonRequired);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await callSpace(
        space.client,
        "client_answer_profile",
        { p_application_id: p.id, p_accepted: accepted, ...(!accepted && { p_reason: reason.trim() }) },
        { network: t.network, failed: t.failed },
      );
      onAnswered();
    } catch (err) {
      setProblem(err instanceof SpaceError ? err.message : t.failed);
      setSaving(false);
    }
  };
  const submitDecline = (e: FormEvent) => {
    e.preventDefault();
    void answer(false);
  };

  return (
    <li className="item" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{name}</h3>
      {p.answer && (
        <Status label={p.answer.accepted ? pt.accepted : pt.declined} tone={p.answer.accepted ? undefined : "warn"} />
      )}
      <dl className="facts">
        {p.job_name && <Fact label={pt.job}>{p.job_name}</Fact>}
        {(p.experience_years !== null || p.experience_level) && (
          <Fact label={pt.experience}>
            {p.experience_years !== null ? pt.years(p.experience_years) : p.experience_level}
          </Fact>
        )}
        <Fact label={pt.qualifications}>{p.qualifications.length ? p.qualifications.join(", ") : pt.none}</Fact>
        <Fact label={pt.availability}>
          {p.available ? (p.available_from ? pt.availableFrom(date(p.available_from)) : pt.available) : pt.unavailable}
        </Fact>
      </dl>
      {p.answer && <p className="muted">{p.answer.accepted ? pt.acceptedNote : pt.declinedNote(p.answer.reason)}</p>}
      {p.withdrawn && <p className="muted">{pt.withdrawn}</p>}
      {open && !declining && (
        <div className="row">
          <button type="button" className="primary" disabled={saving} onClick={() => void answer(true)}>
            {saving ? pt.sending : pt.accept}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={saving}
            onClick={() => {
              setDeclining(true);
              setProblem(null);
            }}
          >
            {pt.decline}
          </button>
        </div>
      )}
      {open && declining && (
        <form className="space-form" onSubmit={submitDecline} noValidate>
          <Labelled id={`${id}-reason`} label={pt.declineReason} hint={pt.declineHint}>
            <textarea
              id={`${id}-reason`}
              rows={3}
              required
              ref={reasonField}
              value={reason}
              aria-describedby={`${id}-reason-hint`}
              aria-invalid={problem === pt.reasonRequired || undefined}
              onChange={(e) => setReason(e.target.value)}
            />
          </Labelled>
          <div className="row">
            <button type="submit" className="primary" disabled={saving}>
              {saving ? pt.sending : pt.confirmDecline}
            </button>
            <button type="button" className="secondary" disabled={saving} onClick={() => setDeclining(false)}>
              {pt.cancel}
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </li>
  );
}
