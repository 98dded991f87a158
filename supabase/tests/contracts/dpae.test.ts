// The DPAE of a contract (supabase/schemas/07_contracts.sql, Code du travail L1221-10 and R1221-5): the
// CSMs record it on a signed contract through public.record_contract_dpae, as themselves (RLS
// and the trigger apply); it is refused after the hiring, more than 8 days before it, in the
// future, to the other roles and before the signature; its receipt is readable by whoever
// reads the contract; and the time-driven move activates a signed contract once it has one.
// Every case runs in a rolled-back transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SCHEDULE = "7h30–12h / 13h–16h30";

/** A day relative to today in Paris, as the database sees it. */
const parisDay = async (q: Query, offset: number) =>
  (await one<{ d: string }>(q, "select ((now() at time zone 'Europe/Paris')::date + $1::int)::text as d", [offset])).d;

/** A new talent without contracts: several contracts of one talent would exceed 48 h a week. */
const newTalent = async (q: Query) =>
  (
    await cloneRow(
      q,
      "talent",
      "workspace_id = $1 and qualification_status = 'qualified' and blacklisted_at is null",
      [RENFORT],
      { email: null, phone_number: null, auth_user_id: null, nationality_code: "FR" },
    )
  ).id as string;

/** A signed mission contract (written as the system) starting `offset` days from today. */
const signedContract = async (q: Query, offset: number, values: Record<string, unknown> = {}) =>
  (await draftContract(q, "consultant", {
    status: "signed",
    talent_id: await newTalent(q),
    start_date: await parisDay(q, offset),
    schedule: SCHEDULE,
    dpae_reference: null,
    dpae_receipt_file: null,
    dpae_recorded_by: null,
    dpae_recorded_at: null,
    ...values,
  })) as { id: string; contract_key: string };

/** The hiring instant the database computes, shifted by an interval. */
const hiringShift = async (q: Query, id: string, shift: string) =>
  (
    await one<{ at: string }>(
      q,
      "select (private.contract_hiring_at(c.start_date, c.schedule) + $2::interval)::text as at from public.contract c where c.id = $1",
      [id, shift],
    )
  ).at;

const record = (q: Query, id: string, at: string, reference = "DPAE-0123456789", receipt: string | null = null) =>
  q("select public.record_contract_dpae($1, $2::timestamptz, $3, $4)", [id, at, reference, receipt]);

const dpaeOf = (q: Query, id: string) =>
  one<{
    submitted: string | null;
    reference: string | null;
    receipt: string | null;
    by: string | null;
    at: string | null;
  }>(
    q,
    `select dpae_submitted_at::text as submitted, dpae_reference as reference, dpae_receipt_file as receipt,
            dpae_recorded_by::text as by, dpae_recorded_at::text as at
     from public.contract where id = $1`,
    [id],
  );

describe("the hiring instant", () => {
  it("is the start date at the schedule's first time, else midnight, in Paris (winter and summer time)", async () => {
    await db.system(async (q) => {
      const at = async (start: string, schedule: string | null) =>
        (
          await one<{ at: string }>(
            q,
            "select to_char(private.contract_hiring_at($1::date, $2) at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI') as at",
            [start, schedule],
          )
        ).at;
      expect(await at("2026-03-02", SCHEDULE)).toBe("2026-03-02T06:30");
      expect(await at("2026-07-01", "8h - 17h")).toBe("2026-07-01T06:00");
      expect(await at("2026-03-02", null)).toBe("2026-03-01T23:00");
      expect(await at("2026-03-02", "Horaires du chantier")).toBe("2026-03-01T23:00");
    });
  });
});

describe("recording the DPAE", () => {
  it("the CSM records it on a signed contract: the row says who, the history shows it in French fields — R:CTR-DPAE-WHO", async () => {
    await db.system(async (q) => {
      const c = await signedContract(q, 2);
      await as(q, "csm");
      const declared = await one<{ at: string }>(q, "select (now() - interval '1 hour')::text as at");
      await record(q, c.id, declared.at, "  DPAE-0123456789 ");
      await asSystem(q);
      const row = await dpaeOf(q, c.id);
      expect(row).toMatchObject({ reference: "DPAE-0123456789", by: account("csm").userId, receipt: null });
      expect(row.submitted).not.toBeNull();
      expect(row.at).not.toBeNull();
      const change = await one<{ fields: string[]; by: string }>(
        q,
        `select array(select e->>'field' from jsonb_array_elements(changes) e order by 1) as fields, changed_by::text as by
         from public.contract_change where contract_id = $1 order by changed_at desc limit 1`,
        [c.id],
      );
      expect(change).toEqual({ fields: ["dpae_reference", "dpae_submitted_at"], by: account("csm").userId });
    });
  });

  it("the external CSM may record it; a consultant, accounting or marketing may not, through the function or the row — R:CTR-DPAE-WHO", async () => {
    await db.system(async (q) => {
      const c = await signedContract(q, 2);
      const at = (await one<{ at: string }>(q, "select (now() - interval '1 hour')::text as at")).at;
      for (const key of ["consultant", "comptable"]) {
        await as(q, key);
        expect([key, await failureMessage(q, () => record(q, c.id, at))]).toEqual([
          key,
          "Seuls les CSM enregistrent la DPAE d'un contrat",
        ]);
        expect([
          key,
          await failureMessage(q, () =>
            q("update public.contract set dpae_submitted_at = $2, dpae_reference = 'X' where id = $1", [c.id, at]),
          ),
        ]).toEqual([key, "Seuls les CSM enregistrent la DPAE d'un contrat"]);
      }
      // marketing does not even see contracts: refused before the row is reached
      await as(q, "marketing");
      expect(await failureMessage(q, () => record(q, c.id, at))).toBe(
        "Seuls les CSM enregistrent la DPAE d'un contrat",
      );
      await as(q, "csmExterne");
      await record(q, c.id, at, "DPAE-XCSM");
      await asSystem(q);
      expect(await dpaeOf(q, c.id)).toMatchObject({ reference: "DPAE-XCSM", by: account("csmExterne").userId });
    });
  });

  it("is recorded at its true date when made after the hiring (L1221-10 broken, but it was made) — R:CTR-DPAE-AFTER-HIRING", async () => {
    await db.system(async (q) => {
      // a signed contract that started yesterday at 7:30 and waits for its DPAE, declared only now
      const c = await signedContract(q, -1);
      await as(q, "csm");
      expect(await failureMessage(q, async () => record(q, c.id, await hiringShift(q, c.id, "0 minutes")))).toBeNull();
      expect(await failureMessage(q, () => record(q, c.id, "now", "DPAE-TARDIVE"))).toBeNull();
      await asSystem(q);
      const late = await one<{ late: boolean; reference: string }>(
        q,
        `select dpae_submitted_at > private.contract_hiring_at(start_date, schedule) as late, dpae_reference as reference
         from public.contract where id = $1`,
        [c.id],
      );
      expect(late).toEqual({ late: true, reference: "DPAE-TARDIVE" });
    });
  });

  it("is refused more than 8 days before the hiring (R1221-5): 8 days before passes, a minute more does not — R:CTR-DPAE-WINDOW", async () => {
    await db.system(async (q) => {
      const c = await signedContract(q, -1);
      const earliest = await one<{ text: string }>(
        q,
        "select private.paris_date_time(private.contract_hiring_at(start_date, schedule) - interval '8 days') as text from public.contract where id = $1",
        [c.id],
      );
      await as(q, "csm");
      expect(
        await failureMessage(q, async () => record(q, c.id, await hiringShift(q, c.id, "-8 days -1 minute"))),
      ).toBe(
        `La DPAE ne peut être faite plus de 8 jours avant l'embauche, au plus tôt le ${earliest.text} (art. R1221-5 du Code du travail)`,
      );
      expect(await failureMessage(q, async () => record(q, c.id, await hiringShift(q, c.id, "-8 days")))).toBeNull();
    });
  });

  it("is refused in the future, without a reference, before the signature, and corrected only until the start — R:CTR-DPAE-WINDOW", async () => {
    await db.system(async (q) => {
      const c = await signedContract(q, 3);
      const validated = await signedContract(q, 3, { status: "validated" });
      // an active contract without DPAE (data from before this rule: activation requires one)
      const active = await signedContract(q, -3, { status: "active", dpae_submitted_at: "2020-01-01T08:00:00Z" });
      await q("update public.contract set dpae_submitted_at = null, dpae_reference = null where id = $1", [active.id]);
      await as(q, "csm");
      expect(await failureMessage(q, () => record(q, c.id, new Date(Date.now() + 3_600_000).toISOString()))).toBe(
        "La date de la DPAE ne peut pas être dans le futur",
      );
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      expect(await failureMessage(q, () => record(q, c.id, hourAgo, "   "))).toBe(
        "La date et l'heure de la DPAE et sa référence URSSAF sont obligatoires",
      );
      expect(await failureMessage(q, () => record(q, validated.id, hourAgo))).toBe(
        "La DPAE s'enregistre sur un contrat signé, et se corrige jusqu'à son début",
      );
      // a correction (a typo in the reference) while signed passes
      await record(q, c.id, hourAgo, "DPAE-1");
      await record(q, c.id, hourAgo, "DPAE-2");
      // an active contract still without one may record it, once
      const beforeStart = await hiringShift(q, active.id, "-1 day");
      expect(await failureMessage(q, () => record(q, active.id, beforeStart, "DPAE-LATE"))).toBeNull();
      expect(await failureMessage(q, () => record(q, active.id, beforeStart, "DPAE-TYPO"))).toBe(
        "La DPAE s'enregistre sur un contrat signé, et se corrige jusqu'à son début",
      );
      await asSystem(q);
      expect((await dpaeOf(q, c.id)).reference).toBe("DPAE-2");
    });
  });
});

describe("the receipt", () => {
  it("must be stored under the contract; then whoever reads the contract reads it, not marketing — R:CTR-DPAE-WHO", async () => {
    await db.system(async (q) => {
      const c = await signedContract(q, 2);
      const path = `${RENFORT}/contracts/${c.id}/dpae/${c.id}-accuse.pdf`;
      const elsewhere = `${RENFORT}/talents/${c.id}/titre-de-sejour.pdf`;
      for (const name of [path, elsewhere])
        await q("insert into storage.objects (bucket_id, name, owner, owner_id) values ('documents', $1, $2, $3)", [
          name,
          account("csm").userId,
          account("csm").userId,
        ]);
      const sees = async (key: string) => {
        await as(q, key);
        const r = await one<{ n: number }>(q, "select count(*)::int as n from storage.objects where name = $1", [path]);
        await asSystem(q);
        return r.n;
      };
      expect(await sees("csmExterne")).toBe(0);
      await as(q, "csm");
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      expect(await failureMessage(q, () => record(q, c.id, hourAgo, "DPAE-1", elsewhere))).toBe(
        "Le justificatif de la DPAE doit être déposé sur ce contrat",
      );
      expect(
        await failureMessage(q, () =>
          record(q, c.id, hourAgo, "DPAE-1", `${RENFORT}/contracts/${c.id}/dpae/absent.pdf`),
        ),
      ).toBe("Le justificatif de la DPAE doit être déposé sur ce contrat");
      await record(q, c.id, hourAgo, "DPAE-1", path);
      // a correction without a new file keeps the receipt
      await record(q, c.id, hourAgo, "DPAE-2");
      await asSystem(q);
      expect(await dpaeOf(q, c.id)).toMatchObject({ reference: "DPAE-2", receipt: path });
      expect(await sees("csmExterne")).toBe(1);
      expect(await sees("consultant")).toBe(1);
      expect(await sees("marketing")).toBe(0);
    });
  });
});

describe("activation on schedule", () => {
  it("a signed contract whose start has come becomes active with a DPAE, stays signed without — R:CTR-DPAE-ACTIVATION, R:CTR-START-ACTIVE", async () => {
    await db.system(async (q) => {
      const withDpae = await signedContract(q, 0);
      const without = await signedContract(q, 0);
      await as(q, "csm");
      await record(q, withDpae.id, await hiringShift(q, withDpae.id, "-2 days"));
      await asSystem(q);
      const run = await attempt(q, () => q("select public.run_time_based_transitions()"));
      expect(run.ok).toBe(true);
      const status = async (id: string) =>
        (await one<{ status: string }>(q, "select status::text from public.contract where id = $1", [id])).status;
      expect(await status(withDpae.id)).toBe("active");
      expect(await status(without.id)).toBe("signed");
      const history = await one<{ comment: string }>(
        q,
        "select comment from public.status_history where entity_id = $1 and to_status = 'active'",
        [withDpae.id],
      );
      expect(history.comment).toBe("Début du contrat (automatique)");
    });
  });
});

describe("the action centre", () => {
  it('"DPAE manquantes" opens the contract page on its DPAE block, until the DPAE is recorded — R:CTR-DPAE-ACTION', async () => {
    await db.system(async (q) => {
      const c = await signedContract(q, 1);
      const item = async () => {
        await as(q, "csm");
        const r = await q<{ link: string }>(
          "select link from public.action_centre() where rule = 'dpae_missing' and subject_id = $1",
          [c.id],
        );
        return r.rows[0]?.link ?? null;
      };
      expect(await item()).toBe(`/contracts/${c.id}?section=dpae`);
      await record(q, c.id, new Date(Date.now() - 3_600_000).toISOString());
      expect(await item()).toBeNull();
    });
  });
});
