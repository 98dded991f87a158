// Deadlines and limits of the request family, enforced or flagged in the database: the
// 48-hour work-accident declaration (Sundays and public holidays not counted), the action
// items with their severity, the advance-payment ceiling and its preconditions, the due
// dates of medical visits. Direct engine, rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPayEngine, monthNetBeforeTax } from "../../../src/lib/pay/engine.ts";
import { WORKSPACES } from "../../seed/accounts.ts";
import { account, becomeUser, dbError, testDatabase, type Query, type TestDatabase } from "../support/db.ts";

let db: TestDatabase;
const RENFORT = WORKSPACES.renfort.id;

beforeAll(async () => {
  db = await testDatabase();
});

afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const one = async <T>(q: Query, sql: string, params: unknown[] = []) => (await q<T>(sql, params)).rows[0];

describe("the French legal calendar", () => {
  it.each([
    ["a Tuesday morning: two days later", "2026-03-03 09:00", "2026-03-05 09:00"],
    ["a Saturday: the Sunday does not count", "2026-03-07 10:00", "2026-03-10 10:00"],
    ["before 8 May (Friday, public holiday) and a Sunday", "2026-05-07 10:00", "2026-05-11 10:00"],
    ["over Easter Monday 2026", "2026-04-04 12:00", "2026-04-08 12:00"],
    ["Christmas Eve evening", "2026-12-24 18:00", "2026-12-28 18:00"],
    ["over the change to summer time", "2026-03-28 10:00", "2026-03-31 10:00"],
  ])("48 hours from %s — R:REQ-AT-48H", async (_case, from, deadline) => {
    const r = await db.system((q) =>
      one<{ d: string }>(
        q,
        "select to_char(private.add_hours_excluding_sundays_and_holidays(($1 || ' Europe/Paris')::timestamptz, 48) at time zone 'Europe/Paris', 'YYYY-MM-DD HH24:MI') as d",
        [from],
      ),
    );
    expect(r.d).toBe(deadline);
  });

  it("knows the movable public holidays", async () => {
    const r = await db.system((q) =>
      one<{ days: string[] }>(
        q,
        "select array_agg(d::date::text order by d) as days from generate_series('2026-01-01'::date, '2026-12-31', '1 day') d where private.is_french_public_holiday(d::date)",
      ),
    );
    expect(r.days).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });
});

/** An active contract of Renfort running today, and a new accident on it learned `hoursAgo`. */
async function reportAccident(q: Query, hoursAgo: number): Promise<string> {
  const contract = await one<{ id: string }>(
    q,
    `select id from public.contract where workspace_id = $1 and status = 'active' and not is_amendment and start_date <= private.paris_today() - 10
       and end_date >= private.paris_today() and definitive_end_date is null order by id limit 1`,
    [RENFORT],
  );
  await becomeUser(q, account("csm"));
  const r = await one<{ id: string }>(
    q,
    `insert into public.work_accident_request (workspace_id, contract_id, occurred_at, agency_aware_at, location, circumstances)
     values ($1, $2, now() - make_interval(hours => $3 + 1), now() - make_interval(hours => $3), 'Chantier', 'M. X déclare avoir glissé.') returning id`,
    [RENFORT, contract.id, hoursAgo],
  );
  return r.id;
}

/** The client's prior information received (no declaration without it), then the declaration. */
const declare = async (q: Query, id: string, extra = "") => {
  await q(
    `update public.work_accident_request set status = 'prior_info_received',
     client_prior_info_file = workspace_id::text || '/requests/work_accident_request/' || id::text || '/cerfa.pdf' where id = $1`,
    [id],
  );
  return q(
    `update public.work_accident_request set status = 'declared', dat_reference = 'DAT-1',
     accident_sheet_given_at = now() ${extra} where id = $1`,
    [id],
  );
};

describe("the work-accident declaration deadline", () => {
  it("is the 48-hour deadline from when the agency learned of it, as the due date until declared — R:REQ-AT-48H", async () => {
    await db.system(async (q) => {
      const id = await reportAccident(q, 1);
      const row = await one<{ ok: boolean; due_is_deadline: boolean }>(
        q,
        `select declaration_deadline = private.add_hours_excluding_sundays_and_holidays(agency_aware_at, 48) as ok, due_at = declaration_deadline as due_is_deadline
         from public.work_accident_request where id = $1`,
        [id],
      );
      expect(row).toEqual({ ok: true, due_is_deadline: true });
      await declare(q, id);
      expect(
        await one(q, "select is_declared_late, due_at from public.work_accident_request where id = $1", [id]),
      ).toEqual({ is_declared_late: false, due_at: null });
    });
  });

  it("flags a late declaration and demands the reason of the delay — R:REQ-AT-48H", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const id = await reportAccident(q, 24 * 6);
        return declare(q, id);
      }),
    );
    expect(error.message).toMatch(
      /^Déclaration hors délai : les 48 heures \(dimanches et jours fériés non compris\) ont expiré le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} ; indiquez le motif du retard$/,
    );
    await db.system(async (q) => {
      const id = await reportAccident(q, 24 * 6);
      await declare(q, id, ", late_declaration_reason = 'Information reçue tardivement du client'");
      expect(await one(q, "select is_declared_late from public.work_accident_request where id = $1", [id])).toEqual({
        is_declared_late: true,
      });
    });
  });

  it("flags a client that informed the agency more than 24 hours after learning of it (R412-2) — R:REQ-AT-CLIENT-LATE", async () => {
    await db.system(async (q) => {
      const id = await reportAccident(q, 1);
      const late = async (clientAware: string) => {
        await q(
          `update public.work_accident_request set occurred_at = agency_aware_at - interval '3 days', client_aware_at = agency_aware_at - $2::interval where id = $1`,
          [id, clientAware],
        );
        return (
          await one<{ late: boolean }>(
            q,
            "select is_client_info_late as late from public.work_accident_request where id = $1",
            [id],
          )
        ).late;
      };
      // the client learned of it 60 hours before telling the agency; 23 hours; exactly 24
      expect(await late("60 hours")).toBe(true);
      expect(await late("23 hours")).toBe(false);
      expect(await late("24 hours")).toBe(false);
    });
  });

  it("shows in the action items: overdue and critical first, only to who may read the request — R:REQ-AT-ACTIONS", async () => {
    await db.system(async (q) => {
      const late = await reportAccident(q, 24 * 6);
      const fresh = await reportAccident(q, 1);
      const items = await q<{ id: string; severity: string; is_overdue: boolean }>(
        "select id, severity, is_overdue from public.request_action_item where id = any ($1::uuid[]) order by is_overdue desc",
        [[late, fresh]],
      );
      expect(items.rows).toEqual([
        { id: late, severity: "critical", is_overdue: true },
        { id: fresh, severity: "warning", is_overdue: false },
      ]);
      await becomeUser(q, account("marketing"));
      expect(
        (
          await one<{ n: number }>(
            q,
            "select count(*)::int as n from public.request_action_item where entity = 'work_accident_request'",
          )
        ).n,
      ).toBe(0);
      expect(
        (
          await one<{ n: number }>(
            q,
            "select count(*)::int as n from public.request_action_item where entity = 'scheduled_email'",
          )
        ).n,
      ).toBeGreaterThan(0);
    });
  });

  it("refuses impossible dates, in French", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const id = await reportAccident(q, 1);
        return q(
          "update public.work_accident_request set agency_aware_at = occurred_at - interval '1 hour' where id = $1",
          [id],
        );
      }),
    );
    expect(error.message).toBe("La date où l'accident a été connu ne peut pas précéder l'accident");
  });
});

describe("the advance-payment limits", () => {
  /**
   * A talent of Renfort matching a condition, with the month of its latest signed hours, and at
   * least `minGross` earned that month (how much is signed depends on the day the seed ran).
   */
  const talentWhere = (q: Query, condition: string, minGross = 0) =>
    one<{ id: string; month: string | null }>(
      q,
      `select x.* from (
         select t.id, (select date_trunc('month', max(d.date))::date::text from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
                      where w.talent_id = t.id and w.status in ('signed', 'validated', 'exported', 'invoiced')) as month
         from public.talent t left join public.talent_private p on p.talent_id = t.id
         where t.workspace_id = $1 and not exists (select 1 from public.advance_payment_request a where a.talent_id = t.id) and ${condition}) x
       where $2::numeric = 0 or (private.advance_payment_earned(x.id, x.month::date)).earned_gross >= $2::numeric
       order by x.id limit 1`,
      [RENFORT, minGross],
    );
  /**
   * The pay engine's net of the gross the talent earned that month, recorded as the pay-net
   * function records it (public.record_pay_engine_net; as the owner: before becomeUser).
   */
  const serverNet = async (q: Query, talentId: string, month: string | null): Promise<number | null> => {
    const { gross, date } = await one<{ gross: string; date: string }>(
      q,
      `select (private.advance_payment_earned($1, m)).earned_gross::text as gross, m::text as date
       from coalesce($2::date, date_trunc('month', private.paris_today())::date) m`,
      [talentId, month],
    );
    if (Number(gross) <= 0) return null;
    const net = monthNetBeforeTax(await loadPayEngine(), Number(gross), date);
    await q("select public.record_pay_engine_net($1, $2, $3, $4)", [talentId, date, gross, net]);
    return net;
  };
  /** A request as the form sends it (no net), or with a net a crafted call would send (ignored). */
  const ask = (q: Query, talentId: string, month: string | null, amount = 60, net: number | null = null) =>
    q(
      `insert into public.advance_payment_request (workspace_id, talent_id, period_month, requested_amount, estimated_net_earned)
       values ($1, $2, coalesce($3::date, date_trunc('month', private.paris_today())::date), $4, round($5::numeric, 2))`,
      [RENFORT, talentId, month, amount, net],
    );

  it.each([
    [
      "an independent",
      "t.worker_type = 'independent'",
      "Un acompte ne concerne que les talents salariés (intérimaires, CDI intérimaires, portés)",
    ],
    [
      "a talent without IBAN",
      "t.worker_type = 'temp' and p.iban is null",
      "Le talent n'a pas d'IBAN enregistré : impossible de lui verser un acompte",
    ],
  ])("is refused to %s — R:PAY-ADV-ELIGIBLE, R:TAL-IBAN-ADVANCE", async (_who, condition, message) => {
    const error = await dbError(
      db.system(async (q) => {
        const t = await talentWhere(q, condition);
        await becomeUser(q, account("consultant"));
        return ask(q, t.id, t.month);
      }),
    );
    expect(error.message).toBe(message);
  });

  it("only covers work already done (signed hours of the month) — R:PAY-ADV-EARNED", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const t = await talentWhere(
          q,
          "t.worker_type = 'temp' and p.iban is not null and not exists (select 1 from public.timesheet_week w where w.talent_id = t.id)",
        );
        await becomeUser(q, account("consultant"));
        return ask(q, t.id, "2026-01-01");
      }),
    );
    expect(error.message).toBe(
      "Aucune heure signée en 01/2026 : un acompte ne porte que sur du travail déjà effectué (L3242-1)",
    );
  });

  it("deducts the advances already granted that month from the ceiling — R:PAY-ADV-CEILING", async () => {
    await db.system(async (q) => {
      // two advances of 50 € (the minimum) need a ceiling above 100 €: 80 % of a net of a 300 € gross
      const t = await talentWhere(
        q,
        `t.worker_type = 'temp' and p.iban is not null and exists (select 1 from public.timesheet_week w where w.talent_id = t.id
        and w.status in ('signed', 'validated', 'exported', 'invoiced'))`,
        300,
      );
      await serverNet(q, t.id, t.month);
      await becomeUser(q, account("consultant"));
      await ask(q, t.id, t.month, 50);
      const first = await one<{ id: string; max_allowed: string }>(
        q,
        "select id, max_allowed from public.advance_payment_request where talent_id = $1",
        [t.id],
      );
      await becomeUser(q, account("comptable"));
      await q("update public.advance_payment_request set status = 'approved', approved_amount = 50 where id = $1", [
        first.id,
      ]);
      await q("update public.advance_payment_request set status = 'paid', payment_reference = 'VIR-1' where id = $1", [
        first.id,
      ]);
      await becomeUser(q, account("consultant"));
      await ask(q, t.id, t.month, 50);
      const second = await one<{ already_advanced: string; max_allowed: string }>(
        q,
        "select already_advanced, max_allowed from public.advance_payment_request where talent_id = $1 and status = 'requested'",
        [t.id],
      );
      expect(Number(second.already_advanced)).toBe(50);
      expect(Number(second.max_allowed)).toBeCloseTo(Math.max(Number(first.max_allowed) - 50, 0), 2);
    });
  });

  const signedTemp = `t.worker_type = 'temp' and p.iban is not null and exists (select 1 from public.timesheet_week w where w.talent_id = t.id
        and w.status in ('signed', 'validated', 'exported', 'invoiced'))`;

  it("caps at the policy share of the server's net, with no net/gross ratio left in the database — R:PAY-ADV-CEILING", async () => {
    await db.system(async (q) => {
      const t = await talentWhere(q, signedTemp);
      const net = await serverNet(q, t.id, t.month);
      expect(net).not.toBeNull();
      await becomeUser(q, account("consultant"));
      await ask(q, t.id, t.month, 50);
      const row = await one<{ earned_gross_to_date: string; estimated_net_earned: string; max_allowed: string }>(
        q,
        "select earned_gross_to_date, estimated_net_earned, max_allowed from public.advance_payment_request where talent_id = $1",
        [t.id],
      );
      expect(Number(row.estimated_net_earned)).toBe(net);
      // URSSAF's net is not 0.78 × gross (the old parameter), and the ceiling is 80 % of it
      expect(Number(row.estimated_net_earned)).not.toBe(Math.round(Number(row.earned_gross_to_date) * 78) / 100);
      expect(Number(row.max_allowed)).toBe(Math.round(net! * 80) / 100);
    });
    const left = await db.system(
      async (q) =>
        (
          await q<{ n: number }>(
            "select count(*)::int as n from public.legal_parameter where key = 'net_to_gross_ratio'",
            [],
          )
        ).rows[0].n,
    );
    expect(left).toBe(0);
  });

  it("needs the server's net: refused before it is computed, a net sent is ignored — R:PAY-ADV-SERVER-NET", async () => {
    const missing = await dbError(
      db.system(async (q) => {
        const t = await talentWhere(q, signedTemp);
        await becomeUser(q, account("consultant"));
        // even with a net of its own: the database trusts only the server's
        return ask(q, t.id, t.month, 50, 100);
      }),
    );
    expect(missing.message).toBe("Le net déjà gagné n'a pas encore été calculé par le serveur : rouvrez la demande");
    await db.system(async (q) => {
      const t = await talentWhere(q, signedTemp);
      const net = (await serverNet(q, t.id, t.month))!;
      const { gross } = await one<{ gross: string }>(
        q,
        "select (private.advance_payment_earned($1, $2::date)).earned_gross::text as gross",
        [t.id, t.month],
      );
      await becomeUser(q, account("consultant"));
      // a crafted request claiming the whole gross as net: 80 % of the gross would be granted
      await ask(q, t.id, t.month, 50, Number(gross));
      const row = await one<{ estimated_net_earned: string; max_allowed: string }>(
        q,
        "select estimated_net_earned, max_allowed from public.advance_payment_request where talent_id = $1",
        [t.id],
      );
      expect(Number(row.estimated_net_earned)).toBe(net);
      expect(Number(row.max_allowed)).toBe(Math.round(net * 80) / 100);
      expect(Number(row.max_allowed)).toBeLessThan(Number(gross) * 0.7);
    });
  });

  it("follows the hours until decided: the server's net rescaled to the gross, then its figure for the new gross — R:PAY-ADV-FOLLOWS", async () => {
    await db.system(async (q) => {
      const t = await talentWhere(q, signedTemp);
      const net = (await serverNet(q, t.id, t.month))!;
      await becomeUser(q, account("consultant"));
      await ask(q, t.id, t.month, 50);
      const asked = await one<{ earned_gross_to_date: string }>(
        q,
        "select earned_gross_to_date::text from public.advance_payment_request where talent_id = $1",
        [t.id],
      );
      // an hour less on a day of the month (a longer break: a correction of the relevé)
      await q("reset role", []);
      const day = await one<{ id: string }>(
        q,
        `select d.id from public.timesheet_day d join public.timesheet_week w on w.id = d.timesheet_week_id
         where w.talent_id = $1 and w.status in ('signed', 'validated', 'exported', 'invoiced') and d.worked_hours >= 2
           and d.start_time is not null and d.break_minutes <= 500
           and d.date >= $2::date and d.date < ($2::date + interval '1 month') order by d.date limit 1`,
        [t.id, t.month],
      );
      await q("update public.timesheet_day set break_minutes = break_minutes + 60 where id = $1", [day.id]);
      const { gross, expected } = await one<{ gross: string; expected: string }>(
        q,
        `select e.earned_gross::text as gross, round($3::numeric * e.earned_gross / $4::numeric, 2)::text as expected
         from private.advance_payment_earned($1, $2::date) e`,
        [t.id, t.month, net, asked.earned_gross_to_date],
      );
      expect(Number(gross)).toBeLessThan(Number(asked.earned_gross_to_date));
      await becomeUser(q, account("csm"));
      const rescaled = await one<{ earned_gross_to_date: string; estimated_net_earned: string; max_allowed: string }>(
        q,
        "update public.advance_payment_request set comment = 'relu' where talent_id = $1 returning earned_gross_to_date, estimated_net_earned, max_allowed",
        [t.id],
      );
      expect(Number(rescaled.earned_gross_to_date)).toBe(Number(gross));
      expect(Number(rescaled.estimated_net_earned)).toBe(Number(expected));
      expect(Number(rescaled.max_allowed)).toBe(Math.round(Number(expected) * 80) / 100);
      // the server computes the new gross (the form reopened): the next change takes its figure
      await q("reset role", []);
      const fresh = (await serverNet(q, t.id, t.month))!;
      await becomeUser(q, account("csm"));
      const taken = await one<{ estimated_net_earned: string; max_allowed: string }>(
        q,
        "update public.advance_payment_request set comment = 'relu deux fois' where talent_id = $1 returning estimated_net_earned, max_allowed",
        [t.id],
      );
      expect(Number(taken.estimated_net_earned)).toBe(fresh);
      expect(Number(taken.max_allowed)).toBe(Math.round(fresh * 80) / 100);
    });
  });

  it("an edit's net is ignored; the server's figure recorded for the gross is taken — R:PAY-ADV-SERVER-NET", async () => {
    await db.system(async (q) => {
      const t = await talentWhere(q, signedTemp);
      const net = (await serverNet(q, t.id, t.month))!;
      await becomeUser(q, account("consultant"));
      await ask(q, t.id, t.month, 50);
      await becomeUser(q, account("csm"));
      const lower = Math.round(net * 50) / 100;
      const kept = await one<{ estimated_net_earned: string; max_allowed: string }>(
        q,
        "update public.advance_payment_request set estimated_net_earned = $2 where talent_id = $1 returning estimated_net_earned, max_allowed",
        [t.id, lower],
      );
      expect(Number(kept.estimated_net_earned)).toBe(net);
      expect(Number(kept.max_allowed)).toBe(Math.round(net * 80) / 100);
      // the server computes the same gross again (newer rules): the next change of the request takes it
      await q("reset role", []);
      await q(
        "update public.pay_engine_net set net = $2 where talent_id = $1 and month = date_trunc('month', $3::date)",
        [t.id, lower, t.month ?? new Date().toISOString().slice(0, 10)],
      );
      await becomeUser(q, account("csm"));
      const moved = await one<{ estimated_net_earned: string; max_allowed: string }>(
        q,
        "update public.advance_payment_request set comment = 'relu' where talent_id = $1 returning estimated_net_earned, max_allowed",
        [t.id],
      );
      expect(Number(moved.estimated_net_earned)).toBe(lower);
      expect(Number(moved.max_allowed)).toBe(Math.round(lower * 80) / 100);
    });
  });

  it("grants no more than the amount asked, in French — R:PAY-ADV-CEILING", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const t = await talentWhere(q, signedTemp);
        await serverNet(q, t.id, t.month);
        await becomeUser(q, account("consultant"));
        await ask(q, t.id, t.month, 50);
        await becomeUser(q, account("csm"));
        return q(
          "update public.advance_payment_request set status = 'approved', approved_amount = 60 where talent_id = $1",
          [t.id],
        );
      }),
    );
    expect(error.message).toBe("Le montant accordé (60,00 €) dépasse le montant demandé (50,00 €)");
  });
});

describe("medical visits", () => {
  it("a SIR names its risk, and an appointment is booked in the future — R:REQ-MED-SIR-RISK, R:REQ-MED-APPOINTMENT-FUTURE", async () => {
    const noRisk = await dbError(
      db.system(async (q) => {
        const t = await one<{ id: string }>(
          q,
          "select id from public.talent where workspace_id = $1 order by id limit 1",
          [RENFORT],
        );
        await becomeUser(q, account("consultant"));
        return q(
          "insert into public.medical_checkup_request (workspace_id, talent_id, visit_type) values ($1, $2, 'sir_periodic')",
          [RENFORT, t.id],
        );
      }),
    );
    expect(noRisk.message).toBe("Un suivi individuel renforcé (SIR) doit préciser le risque du poste");
    const past = await dbError(
      db.system(async (q) => {
        const r = await one<{ id: string; medical_center_id: string }>(
          q,
          "select id, medical_center_id from public.medical_checkup_request where workspace_id = $1 and status = 'requested' order by id limit 1",
          [RENFORT],
        );
        await becomeUser(q, account("csm"));
        return q(
          "update public.medical_checkup_request set status = 'scheduled', appointment_at = now() - interval '1 day' where id = $1",
          [r.id],
        );
      }),
    );
    expect(past.message).toBe("Le rendez-vous doit être fixé à une date future");
  });

  it("a VIP on a contract is due within 3 months of its start (R4624-10) — R:REQ-MED-VIP-DUE", async () => {
    await db.system(async (q) => {
      const c = await one<{ id: string; talent_id: string; start_date: string }>(
        q,
        `select c.id, c.talent_id, c.start_date::text from public.contract c where c.workspace_id = $1 and c.status = 'active' and not c.is_amendment
           and not exists (select 1 from public.medical_checkup_request m where m.talent_id = c.talent_id and m.visit_type = 'vip_initial') order by c.id limit 1`,
        [RENFORT],
      );
      await becomeUser(q, account("csm"));
      await q(
        "insert into public.medical_checkup_request (workspace_id, contract_id, visit_type) values ($1, $2, 'vip_initial')",
        [RENFORT, c.id],
      );
      const r = await one<{ due: string }>(
        q,
        "select (due_at at time zone 'Europe/Paris')::date::text as due from public.medical_checkup_request where contract_id = $1 and visit_type = 'vip_initial'",
        [c.id],
      );
      const start = new Date(`${c.start_date}T00:00:00Z`);
      start.setUTCMonth(start.getUTCMonth() + 3);
      expect(r.due).toBe(start.toISOString().slice(0, 10));
    });
  });
});

describe("thresholds and policy limits", () => {
  const first = (q: Query, sql: string) => one<{ id: string }>(q, `${sql} order by id limit 1`, [RENFORT]);

  it("a CSM approves PPE and expense claims up to the policy amount; above, accounting decides — R:REQ-EXP-THRESHOLD", async () => {
    const ppe = await dbError(
      db.system(async (q) => {
        const r = await first(q, "select id from public.ppe_request where workspace_id = $1 and status = 'requested'");
        await q("update public.ppe_request_item set unit_cost_ht = 200 where ppe_request_id = $1", [r.id]);
        await becomeUser(q, account("csm"));
        return q("update public.ppe_request set status = 'approved' where id = $1", [r.id]);
      }),
    );
    expect({ code: ppe.code, message: ppe.message }).toEqual({
      code: "42501",
      message: "Au-delà de 150,00 € HT, la validation d'une demande d'EPI revient à la comptabilité",
    });
    const expense = await dbError(
      db.system(async (q) => {
        const r = await first(
          q,
          "select id from public.expense_claim_request where workspace_id = $1 and status = 'submitted'",
        );
        await q("update public.expense_claim_request set amount_ttc = 450, vat_amount = 0 where id = $1", [r.id]);
        await becomeUser(q, account("csm"));
        return q("update public.expense_claim_request set status = 'approved' where id = $1", [r.id]);
      }),
    );
    expect(expense.message).toBe("Au-delà de 300,00 €, la décision sur une note de frais revient à la comptabilité");
    await db.system(async (q) => {
      const r = await first(
        q,
        "select id from public.expense_claim_request where workspace_id = $1 and status = 'submitted'",
      );
      await q("update public.expense_claim_request set amount_ttc = 450, vat_amount = 0 where id = $1", [r.id]);
      await becomeUser(q, account("comptable"));
      expect(
        (await q("update public.expense_claim_request set status = 'approved' where id = $1", [r.id])).rowCount,
      ).toBe(1);
    });
  });

  it("an independent's payment needs a recent URSSAF vigilance attestation beyond 5 000 € HT a year (L8222-1) — R:REQ-INDPAY-VIGILANCE", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const r = await one<{ id: string; talent_id: string }>(
          q,
          "select id, talent_id from public.independent_payment_request where workspace_id = $1 and status = 'requested' order by id limit 1",
          [RENFORT],
        );
        await q("delete from public.document where talent_id = $1 and type = 'urssaf_vigilance'", [r.talent_id]);
        await q(
          "update public.independent_monthly_invoice set amount = 6000 where id = (select independent_monthly_invoice_id from public.independent_payment_request where id = $1)",
          [r.id],
        );
        await becomeUser(q, account("adminIndependants"));
        return q("update public.independent_payment_request set status = 'approved' where id = $1", [r.id]);
      }),
    );
    expect(error.message).toBe(
      "Au-delà de 5000,00 € HT dans l'année, une attestation de vigilance URSSAF de moins de 6 mois est obligatoire (L8222-1)",
    );
  });

  it("one active credit cover per client and type — R:REQ-INS-ONE-ACTIVE", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const granted = await one<{ company_id: string }>(
          q,
          "select company_id from public.company_insurance_request where workspace_id = $1 and status = 'granted' and type = 'credit_insurance' and valid_until >= private.paris_today() order by id limit 1",
          [RENFORT],
        );
        const r = await first(
          q,
          "select id from public.company_insurance_request where workspace_id = $1 and status = 'submitted'",
        );
        await q(
          "update public.company_insurance_request set company_id = $2, type = 'credit_insurance' where id = $1",
          [r.id, granted.company_id],
        );
        await becomeUser(q, account("comptable"));
        return q(
          "update public.company_insurance_request set status = 'granted', decision_date = private.paris_today(), valid_until = private.paris_today() + 300 where id = $1",
          [r.id],
        );
      }),
    );
    expect(error.message).toMatch(
      /^Une garantie de ce type est déjà active pour cette entreprise jusqu'au \d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it("a cooptation needs a referee unknown to the agency for 12 months — R:REQ-COOPT-NEW-REFEREE", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const t = await one<{ talent_id: string }>(
          q,
          `select c.talent_id from public.contract c where c.workspace_id = $1 and c.status = 'active' and c.start_date > private.paris_today() - 300
           and not exists (select 1 from public.cooptation k where k.coopted_id = c.talent_id and k.status not in ('rejected', 'expired', 'canceled')) order by c.id limit 1`,
          [RENFORT],
        );
        const referrer = await one<{ id: string }>(
          q,
          "select id from public.talent where workspace_id = $1 and id <> $2 order by id limit 1",
          [RENFORT, t.talent_id],
        );
        await becomeUser(q, account("consultant"));
        return q("insert into public.cooptation (workspace_id, coopted_id, coopted_by_id) values ($1, $2, $3)", [
          RENFORT,
          t.talent_id,
          referrer.id,
        ]);
      }),
    );
    expect(error.message).toBe(
      "L'agence connaît déjà ce talent (fiche, candidature ou contrat de moins de 12 mois) : la cooptation n'est pas recevable",
    );
  });

  it("a scheduled e-mail is programmed at least 5 minutes ahead — R:REQ-MAIL-DELAY", async () => {
    const error = await dbError(
      db.system(async (q) => {
        const r = await first(
          q,
          "select id from public.scheduled_email where workspace_id = $1 and status = 'draft' and talent_id is not null",
        );
        await becomeUser(q, account("marketing"));
        return q(
          "update public.scheduled_email set status = 'scheduled', subject = 'Objet', content = 'Texte', send_at = now() + interval '1 minute' where id = $1",
          [r.id],
        );
      }),
    );
    expect(error.message).toBe("L'envoi doit être programmé au moins 5 minutes à l'avance");
  });

  it("meal allowances over the URSSAF cap are flagged as subject to contributions, not refused — R:REQ-MEAL-ALLOWANCE-CAP", async () => {
    await db.system(async (q) => {
      const r = await first(
        q,
        "select id from public.meal_card_request where workspace_id = $1 and status = 'requested'",
      );
      await becomeUser(q, account("consultant"));
      await q(
        `update public.meal_card_request set benefit_type = 'meal_allowance', allowance_kind = 'workplace', allowance_unit_amount = 9.5 where id = $1`,
        [r.id],
      );
      expect(
        await one(q, "select is_subject_to_contributions, face_value from public.meal_card_request where id = $1", [
          r.id,
        ]),
      ).toEqual({ is_subject_to_contributions: true, face_value: null });
    });
  });
});
