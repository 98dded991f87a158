// « Passer une commande » (/client/orders/new) and « Recommander » (/client/orders/reorder/:contract):
// the job from the reference list, the site among the company's addresses, the dates, the number
// of workers, the hours, the legal reason (motif de recours, with its precision when the law asks
// for one, L1251-43) and the attestations the user company gives (L1251-9, L1251-10), saved by
// public.client_place_order as the agency's own open order. The checks the database makes are
// made here first, in the same words; a refused save keeps what was typed and says why.
import { ClientLink } from "../ClientLink.tsx";
import { useId, useState, type FormEvent } from "react";
import { callSpace, SpaceError } from "../../portal/api.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { texts } from "../../portal/texts.ts";
import { Check } from "../form/Check.tsx";
import { fieldState, FormProblems } from "../form/FormProblems.tsx";
import { Labelled } from "../form/Labelled.tsx";
import { parisDay } from "../../lib/dates/paris-time.ts";
import {
  initialValues,
  orderProblems,
  type ContractReason,
  type OrderField as Field,
  type OrderValues,
} from "./order-rules.ts";
import { useLoaded } from "../../portal/action-screen.tsx";
import { orderTexts as t } from "./texts.ts";
import type { OrderForm, PlacedOrder } from "./types.ts";

export function NewOrder({ space, contractId }: { space: SpaceContext; contractId?: string }) {
  const { state, retry } = useLoaded(
    async () =>
      (await callSpace(space.client, "client_order_form", contractId ? { p_contract_id: contractId } : {}, {
        network: t.network,
        failed: t.loadFailed,
      })) as unknown as OrderForm,
    t.loadFailed,
  );
  const title = contractId ? t.form.reorderTitle(null) : t.form.title;
  return (
    <>
      <p>
        <ClientLink to="/" space={space}>
          {t.back}
        </ClientLink>
      </p>
      {state.kind === "loading" && (
        <section className="card" aria-busy="true">
          <h2 tabIndex={-1}>{title}</h2>
          <p className="muted">{t.form.intro}</p>
        </section>
      )}
      {state.kind === "failed" && (
        <section className="card">
          <h2 tabIndex={-1}>{title}</h2>
          <p role="alert" className="error">
            {state.message}
          </p>
          <button type="button" className="secondary" onClick={retry}>
            {texts.retry}
          </button>
        </section>
      )}
      {state.kind === "ready" && <OrderFormCard form={state.data} space={space} />}
    </>
  );
}

function OrderFormCard({ form, space }: { form: OrderForm; space: SpaceContext }) {
  const [values, setValues] = useState<OrderValues>(() => initialValues(form));
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const id = useId();
  const today = parisDay(new Date());
  const reorder = form.reorder;
  const sites = form.sites.filter((s) => s.company_id === values.company_id);
  const reason = form.reasons.find((r) => r.value === values.reason);

  const set = <K extends Field>(field: K, value: OrderValues[K]) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      // another company: its own sites
      ...(field === "company_id" && { address_id: "" }),
    }));
    if (shown[field]) setShown((s) => ({ ...s, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const problems = orderProblems(values, form, today);
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
        "client_place_order",
        {
          p_company_id: values.company_id,
          p_job_id: values.job_id,
          p_address_id: values.address_id,
          p_start_date: values.start_date,
          p_end_date: values.end_date,
          p_positions: Number(values.positions),
          ...(values.working_hours.trim() && { p_working_hours: Number(values.working_hours.replace(",", ".")) }),
          ...(values.schedule.trim() && { p_schedule: values.schedule.trim() }),
          ...(values.po_number.trim() && { p_po_number: values.po_number.trim() }),
          p_reason: values.reason as ContractReason,
          ...(reason?.needs_justification && { p_justification: values.justification.trim() }),
          ...(values.comment.trim() && { p_comment: values.comment.trim() }),
          p_striker_attested: values.striker,
          p_dismissal_attested: values.reason === "activity_increase" && values.dismissal,
          ...(reorder && { p_contract_id: reorder.contract_id }),
        },
        { network: t.network, failed: t.failed },
      )) as unknown as PlacedOrder;
      setPlaced(answer);
      // the home lists the new order when the user goes back to it
      void space.reload().catch(() => undefined);
    } catch (err) {
      setRefusal(err instanceof SpaceError ? err.message : t.failed);
    } finally {
      setSaving(false);
    }
  };

  if (placed) {
    return (
      <section className="card" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`} tabIndex={-1}>
          {t.form.title}
        </h2>
        <p role="status" className="strong">
          {t.form.sent(placed.reference)}
        </p>
        <p className="muted">{t.form.sentNote}</p>
        <div className="row">
          <ClientLink to={`/orders/${placed.id}`} space={space} className="action-link primary">
            {t.form.see}
          </ClientLink>
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
        {reorder ? t.form.reorderTitle(reorder.talent_name) : t.form.title}
      </h2>
      <p className="muted">{reorder ? t.form.reorderNote(reorder.talent_name) : t.form.intro}</p>
      <form className="space-form" onSubmit={(e) => void submit(e)} noValidate>
        {form.companies.length > 1 && (
          <Labelled id={`${id}-company_id`} label={t.form.company}>
            <select
              id={`${id}-company_id`}
              value={values.company_id}
              onChange={(e) => set("company_id", e.target.value)}
            >
              {form.companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name ?? "—"}
                </option>
              ))}
            </select>
          </Labelled>
        )}
        <Labelled id={`${id}-job_id`} label={t.form.job} error={shown.job_id}>
          <select
            id={`${id}-job_id`}
            value={values.job_id}
            required
            onChange={(e) => set("job_id", e.target.value)}
            {...invalid("job_id")}
          >
            <option value="">{t.form.chooseJob}</option>
            {form.jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-address_id`} label={t.form.site} error={shown.address_id}>
          {sites.length === 0 ? (
            <p id={`${id}-address_id`} className="muted" tabIndex={-1}>
              {t.form.noSite}
            </p>
          ) : (
            <select
              id={`${id}-address_id`}
              value={values.address_id}
              required
              onChange={(e) => set("address_id", e.target.value)}
              {...invalid("address_id")}
            >
              <option value="">{t.form.chooseSite}</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <div className="pair">
          <Labelled id={`${id}-start_date`} label={t.form.start} error={shown.start_date}>
            <input
              id={`${id}-start_date`}
              type="date"
              min={today}
              required
              value={values.start_date}
              onChange={(e) => set("start_date", e.target.value)}
              {...invalid("start_date")}
            />
          </Labelled>
          <Labelled id={`${id}-end_date`} label={t.form.end} error={shown.end_date}>
            <input
              id={`${id}-end_date`}
              type="date"
              min={values.start_date || today}
              required
              value={values.end_date}
              onChange={(e) => set("end_date", e.target.value)}
              {...invalid("end_date")}
            />
          </Labelled>
        </div>
        <div className="pair">
          <Labelled id={`${id}-positions`} label={t.form.positions} error={shown.positions}>
            <input
              id={`${id}-positions`}
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              required
              value={values.positions}
              onChange={(e) => set("positions", e.target.value)}
              {...invalid("positions")}
            />
          </Labelled>
          <Labelled id={`${id}-working_hours`} label={t.form.hours} error={shown.working_hours}>
            <input
              id={`${id}-working_hours`}
              type="number"
              inputMode="decimal"
              min={1}
              max={48}
              step="0.5"
              value={values.working_hours}
              onChange={(e) => set("working_hours", e.target.value)}
              {...invalid("working_hours")}
            />
          </Labelled>
        </div>
        <Labelled id={`${id}-schedule`} label={t.form.schedule} hint={t.form.scheduleHint}>
          <input
            id={`${id}-schedule`}
            type="text"
            maxLength={200}
            {...invalid("schedule", true)}
            value={values.schedule}
            onChange={(e) => set("schedule", e.target.value)}
          />
        </Labelled>
        <Labelled id={`${id}-po`} label={t.form.poNumber} hint={t.form.poNumberHint}>
          <input
            id={`${id}-po`}
            type="text"
            maxLength={60}
            {...invalid("po_number", true)}
            value={values.po_number}
            onChange={(e) => set("po_number", e.target.value)}
          />
        </Labelled>
        <Labelled id={`${id}-reason`} label={t.form.reason} error={shown.reason}>
          <select
            id={`${id}-reason`}
            value={values.reason}
            required
            onChange={(e) => set("reason", e.target.value)}
            {...invalid("reason")}
          >
            <option value="">{t.form.chooseReason}</option>
            {form.reasons.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Labelled>
        {reason?.needs_justification && (
          <Labelled
            id={`${id}-justification`}
            label={t.form.justification}
            hint={t.form.justificationHint}
            error={shown.justification}
          >
            <textarea
              id={`${id}-justification`}
              rows={3}
              required
              value={values.justification}
              onChange={(e) => set("justification", e.target.value)}
              {...invalid("justification", true)}
            />
          </Labelled>
        )}
        <Labelled id={`${id}-comment`} label={t.form.comment}>
          <textarea
            id={`${id}-comment`}
            rows={3}
            value={values.comment}
            onChange={(e) => set("comment", e.target.value)}
          />
        </Labelled>
        <Check
          id={`${id}-striker`}
          label={t.form.striker}
          checked={values.striker}
          onChange={(v) => set("striker", v)}
          error={shown.striker}
          invalid={invalid("striker")}
        />
        {values.reason === "activity_increase" && (
          <Check
            id={`${id}-dismissal`}
            label={t.form.dismissal}
            checked={values.dismissal}
            onChange={(v) => set("dismissal", v)}
            error={shown.dismissal}
            invalid={invalid("dismissal")}
          />
        )}
        <FormProblems refusal={refusal} problems={problems} />
        <div className="row">
          <button type="submit" className="primary wide" disabled={saving}>
            {saving ? t.form.submitting : t.form.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
