// The public page's contest (public.contest_timesheet: one row per contested day, the week
// disputed, the token spent), the week it reads (no pay field; once corrected, the days
// contested last round and the agency's comments), and the signed PDF's guards
// (service-only source, path and hash never written by a member).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

async function asAnon(q: Query) {
  await q("reset role", []);
  await q("select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)", []);
}

async function error(q: Query, fn: () => Promise<unknown>) {
  const r = await attempt(q, fn);
  return r.ok ? null : { code: r.error.code, message: r.error.message };
}

/** A draft week of Renfort with its days and an active signer, sent for signature by a CSM. */
async function sentWeek(q: Query) {
  const week = await one<{ id: string; week_start: string }>(
    q,
    `select w.id, w.week_start::text from public.timesheet_week w join public.contract c on c.id = w.contract_id
     join public.contact s on s.id = c.timesheet_signer_contact_id
     where w.workspace_id = $1 and w.status = 'draft' and s.status = 'active'
       and exists (select 1 from public.timesheet_day d where d.timesheet_week_id = w.id)
       -- a week wholly inside its contract: the tests contest and correct its Monday to Thursday
       -- (the first week of a contract begun midweek, which the seed's date can make first, has
       -- days before its start)
       and c.start_date <= w.week_start and (c.end_date is null or c.end_date >= w.week_start + 6)
     order by w.week_start limit 1`,
    [RENFORT],
  );
  await as(q, "csm");
  const { token } = await one<{ token: string }>(q, "select token from public.create_timesheet_signature_link($1)", [
    week.id,
  ]);
  return { ...week, token };
}

const day = (weekStart: string, offset: number) => {
  const d = new Date(`${weekStart}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const contest = (q: Query, token: string, days: unknown, name = "Marc Durand") =>
  q("select public.contest_timesheet($1, $2::jsonb, $3) as r", [token, JSON.stringify(days), name]);

describe("contest_timesheet", () => {
  it("records one row per contested day, disputes the week and spends the token — R:TS-SIGN-ANSWER, R:TS-SIGN-EVIDENCE", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await asAnon(q);
      const days = [
        { date: day(week.week_start, 1), reason: "Absent ce jour-là" },
        { date: day(week.week_start, 3), reason: "Parti à 15 h, pas 17 h" },
      ];
      const r = (await contest(q, week.token, days)).rows[0] as { r: unknown };
      expect(r.r).toEqual({ status: "disputed", round: 1, days: 2 });
      for (const sql of [
        "select public.get_timesheet_for_signature($1)",
        "select public.sign_timesheet($1, 'Marc', 'marc@client.fr', '" + SIGNATURE + "')",
      ])
        expect(await error(q, () => q(sql, [week.token]))).toEqual({
          code: "PT410",
          message: "Ce lien de signature a déjà été utilisé",
        });
      expect(await error(q, () => contest(q, week.token, days))).toEqual({
        code: "PT410",
        message: "Ce lien de signature a déjà été utilisé",
      });
      await q("reset role", []);
      const rows = await q<{ day: string; reason: string; round: number; signer_name: string }>(
        "select day_date::text as day, reason, round, signer_name from public.timesheet_contest where timesheet_week_id = $1 order by day_date",
        [week.id],
      );
      expect(rows.rows).toEqual(
        days.map((d) => ({ day: d.date, reason: d.reason, round: 1, signer_name: "Marc Durand" })),
      );
      const row = await one(
        q,
        "select status, signature_token_used_at is not null as used, document_hash is not null as hashed, dispute_reason from public.timesheet_week where id = $1",
        [week.id],
      );
      expect(row).toMatchObject({ status: "disputed", used: true, hashed: true });
      expect(row.dispute_reason).toContain("Absent ce jour-là");
    });
  });

  it("refuses no day, a day outside the week, a day twice and a day without reason — in French — R:TS-SIGN-ANSWER", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await asAnon(q);
      const d1 = day(week.week_start, 1);
      const cases: [unknown, string][] = [
        [[], "Indiquez au moins un jour contesté"],
        [[{ date: day(week.week_start, 7), reason: "x" }], "Un jour contesté doit appartenir à la semaine du relevé"],
        [[{ date: "pas une date", reason: "x" }], "Un jour contesté doit appartenir à la semaine du relevé"],
        [
          [
            { date: d1, reason: "x" },
            { date: d1, reason: "y" },
          ],
          "Un même jour ne peut être contesté qu'une fois",
        ],
        [[{ date: d1, reason: "  " }], "Un motif est obligatoire pour chaque jour contesté"],
      ];
      for (const [days, message] of cases)
        expect((await error(q, () => contest(q, week.token, days)))?.message).toBe(message);
      expect((await error(q, () => contest(q, week.token, [{ date: d1, reason: "x" }], " ")))?.message).toBe(
        "Le nom du signataire est obligatoire",
      );
      // Nothing was spent by the refusals: the link still opens.
      expect(await error(q, () => q("select public.get_timesheet_for_signature($1)", [week.token]))).toBeNull();
    });
  });

  it("refuses expired and unknown links", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await q("reset role", []);
      await q(
        "update public.timesheet_week set signature_token_expires_at = now() - interval '1 minute' where id = $1",
        [week.id],
      );
      await asAnon(q);
      const days = [{ date: day(week.week_start, 0), reason: "x" }];
      expect(await error(q, () => contest(q, week.token, days))).toEqual({
        code: "PT410",
        message: "Ce lien de signature a expiré",
      });
      expect(await error(q, () => contest(q, "y".repeat(43), days))).toEqual({
        code: "PT404",
        message: "Lien de signature invalide",
      });
    });
  });
});

describe("the week the public page reads", () => {
  it("holds names, dates and hours only: no pay, coefficient or NIR field — R:TS-PUBLIC-PAGE", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await asAnon(q);
      const { data } = await one<{ data: Record<string, unknown> }>(
        q,
        "select public.get_timesheet_for_signature($1) as data",
        [week.token],
      );
      const keys = new Set<string>();
      const walk = (v: unknown) => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === "object")
          for (const [k, x] of Object.entries(v)) {
            keys.add(k);
            walk(x);
          }
      };
      walk(data);
      for (const key of keys) expect(key).not.toMatch(/wage|rate|coefficient|salary|pay|nir|social|iban|birth|billing/);
    });
  });
});

describe("a corrected week on the public page", () => {
  it("shows the days the client contested last round, with their reasons, and the agency's comment on the day — R:TS-PUBLIC-CORRECTED", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      const tuesday = day(week.week_start, 1);
      await asAnon(q);
      await contest(q, week.token, [{ date: tuesday, reason: "Arrivé à 9 h, pas à 8 h" }]);
      await q("reset role", []);
      const { contract_id } = await one<{ contract_id: string }>(
        q,
        "select contract_id from public.timesheet_week where id = $1",
        [week.id],
      );
      // the agency corrects the day with its comment (saving a contested week opens round 2), and sends it again
      await as(q, "csm");
      await q("select public.save_timesheet_week($1, $2, $3::jsonb)", [
        contract_id,
        week.week_start,
        JSON.stringify([
          {
            date: tuesday,
            start_time: "09:00",
            end_time: "16:00",
            break_minutes: 60,
            comment: "Corrigé : arrivée à 9 h d'après le chef de chantier",
          },
        ]),
      ]);
      const { token } = await one<{ token: string }>(
        q,
        "select token from public.create_timesheet_signature_link($1)",
        [week.id],
      );
      await asAnon(q);
      const { data } = await one<{
        data: { corrected_days: unknown; days: Array<{ date: string; comment: string | null }> };
      }>(q, "select public.get_timesheet_for_signature($1) as data", [token]);
      expect(data.corrected_days).toEqual([{ date: tuesday, reason: "Arrivé à 9 h, pas à 8 h" }]);
      expect(data.days.find((d) => d.date === tuesday)?.comment).toBe(
        "Corrigé : arrivée à 9 h d'après le chef de chantier",
      );
    });
  });

  it("has no corrected day on a first round — R:TS-PUBLIC-CORRECTED", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await asAnon(q);
      const { data } = await one<{ data: { corrected_days: unknown } }>(
        q,
        "select public.get_timesheet_for_signature($1) as data",
        [week.token],
      );
      expect(data.corrected_days).toEqual([]);
    });
  });
});

describe("the signed PDF's guards", () => {
  it("keeps the PDF RPCs to the service role and timesheet_contest from the public", async () => {
    await db.system(async (q) => {
      await asAnon(q);
      for (const sql of [
        "select public.timesheet_pdf_source('x', null)",
        "select count(*) from public.timesheet_contest",
      ])
        expect((await error(q, () => q(sql, [])))?.code).toBe("42501");
      await as(q, "csm");
      expect((await error(q, () => q("select public.timesheet_pdf_source(null, gen_random_uuid())", [])))?.code).toBe(
        "42501",
      );
    });
  });

  it("finds the signed week by its spent token, and lets no member change its PDF — R:TS-SIGNED-PDF", async () => {
    await db.system(async (q) => {
      const week = await sentWeek(q);
      await asAnon(q);
      await q("select public.sign_timesheet($1, 'Marc Durand', 'marc@client.fr', $2)", [week.token, SIGNATURE]);
      await q("reset role", []);
      const source = (
        await one<{ s: Record<string, unknown> }>(q, "select public.timesheet_pdf_source($1, null) as s", [week.token])
      ).s;
      expect(source).toMatchObject({ id: week.id, signer_name: "Marc Durand", signature_image: SIGNATURE });
      expect(source.document_hash).toMatch(/^[0-9a-f]{64}$/);
      // its PDF is the document queue's (supabase/tests/documents/timesheet-signed.test.ts)
      await as(q, "csm");
      expect(
        await error(q, () => q("update public.timesheet_week set pdf_file = 'autre.pdf' where id = $1", [week.id])),
      ).toEqual({ code: "42501", message: "Le PDF signé d'un relevé ne peut pas être modifié" });
    });
  });
});
