// /talent/pay/:period — one pay period of the talent's (public.talent_space_pay, the period by
// its first day): hours, gross by element, the acomptes withheld, the net to pay once the agency
// computed it, and the pay date: the day it was paid, else « pas encore payée » (no pay day is
// kept by the workspace). Its status in the space's words (space-statuses.ts). No rate,
// coefficient nor agency note.
import { SPACE_PAY_STATUS } from "../../portal/space-statuses.ts";
import { useCallback } from "react";
import { ActionScreen, LoadedView, SpaceLink, useLoaded } from "../../portal/action-screen.tsx";
import { callSpace } from "../../portal/api.ts";
import { date, hours, money } from "../../portal/format.ts";
import { labelOf } from "../../portal/labels.ts";
import type { SpaceContext } from "../../portal/PortalApp.tsx";
import { Fact, Status } from "../../portal/parts.tsx";
import { texts } from "../../portal/texts.ts";
import { payTexts as t } from "./texts.ts";

export type TalentPay = {
  period_start: string;
  period_end: string;
  status: string;
  hours_normal: number;
  hours_ot25: number;
  hours_ot50: number;
  night_hours: number;
  sunday_hours: number;
  holiday_hours: number;
  gross_base: number;
  gross_overtime: number;
  majorations_amount: number;
  bonuses_subject: number;
  allowances_not_subject: number;
  ifm_amount: number;
  iccp_amount: number;
  gross_total: number;
  advances_deducted: number;
  net_to_pay: number | null;
  paid_at: string | null;
  advances: Array<{ amount: number; paid_at: string | null; status: string }>;
};

const messages = { network: t.network, failed: t.failed };

/** The lines of a group that are not zero (an element the period does not have is not listed). */
const lines = (rows: Array<[string, number, (n: number) => string]>) =>
  rows
    .filter(([, n]) => Number(n) !== 0)
    .map(([label, n, show]) => (
      <Fact key={label} label={label}>
        {show(Number(n))}
      </Fact>
    ));

export function PayScreen({ space, period }: { space: SpaceContext; period: string }) {
  const load = useCallback(
    async () => (await callSpace(space.client, "talent_space_pay", { p_period_start: period }, messages)) as TalentPay,
    [space.client, period],
  );
  const { state, retry } = useLoaded(load, t.failed);
  const title =
    state.kind === "ready"
      ? t.title(texts.period(date(state.data.period_start), date(state.data.period_end)))
      : t.fallbackTitle;
  return (
    <ActionScreen
      id="paie-detail"
      title={title}
      back={
        <SpaceLink space={space} base="/talent" to="/">
          {t.back}
        </SpaceLink>
      }
    >
      <LoadedView state={state} retry={retry}>
        {(p) => (
          <>
            <Status label={labelOf(SPACE_PAY_STATUS, p.status)} />
            <dl className="facts">
              <Fact label={t.payDate}>{p.paid_at ? t.paidOn(date(p.paid_at.slice(0, 10))) : t.payDateUnknown}</Fact>
            </dl>
            <h3 className="spaced">{t.hoursTitle}</h3>
            <dl className="facts">
              {lines([
                [t.hoursNormal, p.hours_normal, hours],
                [t.hoursOt25, p.hours_ot25, hours],
                [t.hoursOt50, p.hours_ot50, hours],
                [t.nightHours, p.night_hours, hours],
                [t.sundayHours, p.sunday_hours, hours],
                [t.holidayHours, p.holiday_hours, hours],
              ])}
            </dl>
            <h3 className="spaced">{t.grossTitle}</h3>
            <dl className="facts">
              {lines([
                [t.grossBase, p.gross_base, money],
                [t.grossOvertime, p.gross_overtime, money],
                [t.majorations, p.majorations_amount, money],
                [t.bonuses, p.bonuses_subject, money],
                [t.allowances, p.allowances_not_subject, money],
                [t.ifm, p.ifm_amount, money],
                [t.iccp, p.iccp_amount, money],
              ])}
              <Fact label={t.grossTotal}>
                <strong>{money(p.gross_total)}</strong>
              </Fact>
            </dl>
            <h3 className="spaced">{t.withheldTitle}</h3>
            <dl className="facts">
              <Fact label={t.advances}>
                {p.advances.length === 0
                  ? money(p.advances_deducted)
                  : p.advances
                      .map((a) => t.advanceOf(money(a.amount), a.paid_at && date(a.paid_at.slice(0, 10))))
                      .join(" ; ")}
              </Fact>
              <Fact label={t.net}>{p.net_to_pay === null ? t.netPending : <strong>{money(p.net_to_pay)}</strong>}</Fact>
            </dl>
          </>
        )}
      </LoadedView>
    </ActionScreen>
  );
}
