// A talent's unavailability in the planning (supabase/schemas/12_planning.sql): a range
// of whole or half days recorded, edited and removed through one function each, with a reason
// and a comment; refused in French when it overlaps a shift of the talent or another
// unavailability; the planning's edit rights; shown on the /planning timeline (filtered too).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, cloneRow, draftContract, one, RENFORT } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A talent of its own with a signed contract, Mon–Fri 8h–17h, 07/12/2026 → 18/12/2026. */
async function plannedTalent(q: Query) {
  const talent = await cloneRow(q, "talent", "workspace_id = $1 and qualification_status = 'qualified'", [RENFORT], {
    email: null,
    phone_number: null,
    auth_user_id: null,
    nationality_code: "FR",
  });
  const contract = await draftContract(q, "consultant", {
    talent_id: talent.id,
    job_id: null,
    status: "validated",
    start_date: "2026-12-07",
    end_date: "2026-12-18",
    working_days: [1, 2, 3, 4, 5],
    working_hours: 35,
    schedule: "8h–12h / 13h–17h, du lundi au vendredi",
  });
  await q("update public.contract set status = 'signed' where id = $1", [contract.id]);
  return { talentId: String(talent.id), key: String(contract.contract_key), companyId: String(contract.company_id) };
}

type Group = {
  id: string;
  date_from: string;
  date_to: string;
  part: string;
  reason: string;
  comment: string | null;
  days: number;
};

const saveUnavailability = async (q: Query, values: Record<string, unknown>, id: string | null = null) =>
  (
    await one<{ id: string }>(q, "select public.save_unavailability($1::jsonb, $2::uuid) as id", [
      JSON.stringify(values),
      id,
    ])
  ).id;
const groups = async (q: Query, talentId: string) =>
  (
    await q<Group>(
      "select id, date_from::text, date_to::text, part, reason::text, comment, days from public.talent_unavailabilities($1)",
      [talentId],
    )
  ).rows;
const timelineRow = async (q: Query, talentId: string, companyId: string | null = null) => {
  const r = await one<{ t: { rows: Array<{ id: string; entries: unknown[][] }> } }>(
    q,
    "select public.planning_timeline('2026-12-01', '2026-12-31', $1) as t",
    [companyId],
  );
  return r.t.rows.find((row) => row.id === talentId);
};

describe("recording an unavailability", () => {
  it("records a weekend and a half day, with reason and comment, shown on the timeline (filtered too)", () =>
    db.setupThenAs("consultant", plannedTalent, async (q, c) => {
      const id = await saveUnavailability(q, {
        talent_id: c.talentId,
        date_from: "2026-12-19",
        date_to: "2026-12-20",
        part: "full",
        reason: "leave",
        comment: "Mariage d'un proche",
      });
      await saveUnavailability(q, {
        talent_id: c.talentId,
        date_from: "2026-12-21",
        part: "afternoon",
        reason: "training",
      });
      expect(await groups(q, c.talentId)).toEqual([
        {
          id,
          date_from: "2026-12-19",
          date_to: "2026-12-20",
          part: "full",
          reason: "leave",
          comment: "Mariage d'un proche",
          days: 2,
        },
        expect.objectContaining({
          date_from: "2026-12-21",
          date_to: "2026-12-21",
          part: "afternoon",
          reason: "training",
          days: 1,
        }),
      ]);
      const unavailable = (row: { entries: unknown[][] } | undefined) =>
        row?.entries.filter((e) => e[1] === "unavailable").map((e) => e[0]);
      expect(unavailable(await timelineRow(q, c.talentId))).toEqual([18, 19, 20]);
      // filtered by the contract's company, the talent's row keeps its unavailability
      expect(unavailable(await timelineRow(q, c.talentId, c.companyId))).toEqual([18, 19, 20]);
    }));

  it("refuses an overlap with a planned shift or another unavailability, in French — R:TS-UNAVAILABILITY", () =>
    db.setupThenAs("consultant", plannedTalent, async (q, c) => {
      expect(
        await failureMessage(q, () =>
          saveUnavailability(q, {
            talent_id: c.talentId,
            date_from: "2026-12-05",
            date_to: "2026-12-08",
            reason: "leave",
          }),
        ),
      ).toBe(
        `Le talent est planifié le 07/12/2026 (08h00–17h00, contrat ${c.key}) : annulez ou déplacez ce créneau avant de saisir l'indisponibilité`,
      );
      // a morning off before a shift from 13h would pass; here the shift starts at 8h: refused too
      expect(
        await failureMessage(q, () =>
          saveUnavailability(q, {
            talent_id: c.talentId,
            date_from: "2026-12-09",
            part: "morning",
            reason: "personal",
          }),
        ),
      ).toMatch(/^Le talent est planifié le 09\/12\/2026/);
      await saveUnavailability(q, {
        talent_id: c.talentId,
        date_from: "2026-12-19",
        part: "morning",
        reason: "personal",
      });
      await saveUnavailability(q, {
        talent_id: c.talentId,
        date_from: "2026-12-19",
        part: "afternoon",
        reason: "personal",
      });
      expect(
        await failureMessage(q, () =>
          saveUnavailability(q, { talent_id: c.talentId, date_from: "2026-12-19", part: "full", reason: "other" }),
        ),
      ).toBe("Le talent est déjà indisponible le 19/12/2026");
      expect(await groups(q, c.talentId)).toHaveLength(2);
    }));

  it("checks its fields in French", () =>
    db.setupThenAs("consultant", plannedTalent, async (q, c) => {
      const fail = (values: Record<string, unknown>) =>
        failureMessage(q, () => saveUnavailability(q, { talent_id: c.talentId, reason: "leave", ...values }));
      expect(await fail({ date_from: "" })).toBe("La date de début est obligatoire");
      expect(await fail({ date_from: "2026-12-20", date_to: "2026-12-19" })).toBe(
        "La date de fin doit être postérieure ou égale à la date de début",
      );
      expect(await fail({ date_from: "2026-12-19", reason: "" })).toBe("Le motif est obligatoire");
      expect(await fail({ date_from: "2026-12-19", part: "hours" })).toBe(
        "Les heures de début et de fin sont obligatoires",
      );
      expect(await fail({ date_from: "2026-12-19", comment: "x".repeat(501) })).toBe(
        "Le commentaire ne peut pas dépasser 500 caractères",
      );
    }));
});

describe("editing and removing", () => {
  it("an edit moves the range (days left out canceled, new days added) and changes part, reason and comment", () =>
    db.setupThenAs("consultant", plannedTalent, async (q, c) => {
      const id = await saveUnavailability(q, {
        talent_id: c.talentId,
        date_from: "2026-12-19",
        date_to: "2026-12-21",
        reason: "leave",
      });
      await saveUnavailability(
        q,
        {
          date_from: "2026-12-20",
          date_to: "2026-12-22",
          part: "hours",
          start_time: "18:00",
          end_time: "23:00",
          reason: "other_job",
          comment: "Extra",
        },
        id,
      );
      expect(await groups(q, c.talentId)).toEqual([
        {
          id,
          date_from: "2026-12-20",
          date_to: "2026-12-22",
          part: "hours",
          reason: "other_job",
          comment: "Extra",
          days: 3,
        },
      ]);
      const statuses = await q<{ date: string; status: string }>(
        "select date::text, status::text from public.planning_entry where unavailability_id = $1 order by date",
        [id],
      );
      expect(statuses.rows).toEqual([
        { date: "2026-12-19", status: "canceled" },
        { date: "2026-12-20", status: "planned" },
        { date: "2026-12-21", status: "planned" },
        { date: "2026-12-22", status: "planned" },
      ]);
    }));

  it("removing cancels its days: gone from the talent's list and the timeline, the shift days can be recorded again", () =>
    db.setupThenAs("consultant", plannedTalent, async (q, c) => {
      const id = await saveUnavailability(q, {
        talent_id: c.talentId,
        date_from: "2026-12-19",
        date_to: "2026-12-20",
        reason: "leave",
      });
      expect((await one<{ n: number }>(q, "select public.cancel_unavailability($1) as n", [id])).n).toBe(2);
      expect(await groups(q, c.talentId)).toEqual([]);
      expect((await timelineRow(q, c.talentId))?.entries.some((e) => e[1] === "unavailable")).toBe(false);
      expect(await failureMessage(q, () => q("select public.cancel_unavailability($1)", [id]))).toBe(
        "Cette indisponibilité est introuvable",
      );
      await saveUnavailability(q, { talent_id: c.talentId, date_from: "2026-12-19", reason: "leave" });
    }));
});

describe("rights (CONS, CSM and XCSM edit)", () => {
  it.each(["comptable", "marketing"])("%s cannot record one — R:TS-UNAVAILABILITY", (key) =>
    db.setupThenAs(key, plannedTalent, async (q, c) => {
      const r = await attempt(q, () =>
        saveUnavailability(q, { talent_id: c.talentId, date_from: "2026-12-19", reason: "leave" }),
      );
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toBe("Vos droits ne permettent pas de modifier le planning");
    }),
  );

  it("a CSM records one; accounting reads it, cannot remove it — R:TS-UNAVAILABILITY", () =>
    db.setupThenAs("csm", plannedTalent, async (q, c) => {
      const id = await saveUnavailability(q, { talent_id: c.talentId, date_from: "2026-12-19", reason: "training" });
      await as(q, "comptable");
      expect(await groups(q, c.talentId)).toHaveLength(1);
      expect(await failureMessage(q, () => q("select public.cancel_unavailability($1)", [id]))).toBe(
        "Vos droits ne permettent pas de modifier le planning",
      );
      await asSystem(q);
    }));
});
