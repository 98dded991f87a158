// The job ad's forbidden criteria (L1132-1) on both sides: the database's
// private.discriminatory_patterns / discriminatory_criteria and the screen's
// resources/missions/job-posting/discrimination.ts hold the same list and give the same
// verdicts; publishing an ad that mentions one is refused with a French message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCRIMINATORY_PATTERNS } from "../../resources/missions/job-posting/discrimination.ts";
import { DISCRIMINATION_SAMPLES } from "../../resources/missions/job-posting/discrimination.samples.ts";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { one, RENFORT } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A draft posting of Renfort (a seeded mission, its ad reset to a draft), as the owner. */
async function draftPosting(q: Query) {
  const m = await one<{ id: string }>(
    q,
    "select id from public.mission where workspace_id = $1 and job_posting_status = 'draft' order by id limit 1",
    [RENFORT],
  );
  return m.id;
}

describe("job posting: forbidden criteria", () => {
  it("has the same pattern list as the screen", async () => {
    const { rows } = await db.engine.query<{ criterion: string; pattern: string }>(
      "select criterion, pattern from private.discriminatory_patterns()",
    );
    expect(rows.map((r) => [r.criterion, r.pattern])).toEqual(DISCRIMINATORY_PATTERNS.map(([c, p]) => [c, p]));
  });

  it("gives the screen's verdict on every sample — R:MIS-POSTING-DISCRIMINATION", async () => {
    const { rows } = await db.engine.query<{ found: string[] }>(
      "select private.discriminatory_criteria(s.text) as found from unnest($1::text[]) with ordinality as s (text, n) order by s.n",
      [DISCRIMINATION_SAMPLES.map(([text]) => text)],
    );
    expect(rows.map((r) => r.found)).toEqual(DISCRIMINATION_SAMPLES.map(([, criteria]) => criteria));
  });

  it("refuses to publish an ad with a forbidden criterion, in French — R:MIS-POSTING-DISCRIMINATION", async () => {
    const result = await db.setupThenAs("marketing", draftPosting, async (q, id) => {
      return failureMessage(q, () =>
        q(
          "update public.mission set job_posting_title = 'Maçon', job_posting_description = 'Hommes uniquement, âge maximum 35 ans', job_posting_status = 'published' where id = $1",
          [id],
        ),
      );
    });
    expect(result).toBe(
      "L'annonce mentionne un critère discriminatoire interdit (article L1132-1 du Code du travail) : l'âge, le sexe",
    );
  });

  it("publishes a clean ad (marketing), stamps its date, then marketing pauses and expires it — R:MIS-POSTING-ROLES", async () => {
    const rows = await db.setupThenAs("marketing", draftPosting, async (q, id) => {
      const seen: Array<{ status: string; dated: boolean }> = [];
      for (const status of ["published", "paused", "published", "expired"]) {
        const r = await one<{ status: string; dated: boolean }>(
          q,
          "update public.mission set job_posting_title = 'Maçon coffreur H/F', job_posting_description = 'Chantier de logements à Lyon, 5 ans d''expérience.', job_posting_channels = '{website,indeed}', job_posting_status = $2 where id = $1 returning job_posting_status as status, job_posting_date is not null as dated",
          [id, status],
        );
        seen.push(r);
      }
      return seen;
    });
    expect(rows).toEqual([
      { status: "published", dated: true },
      { status: "paused", dated: true },
      { status: "published", dated: true },
      { status: "expired", dated: true },
    ]);
  });

  it("needs a description to publish — R:MIS-POSTING-TEXT", async () => {
    const message = await db.setupThenAs("consultant", draftPosting, async (q, id) =>
      failureMessage(q, () =>
        q("update public.mission set job_posting_description = null, job_posting_status = 'published' where id = $1", [
          id,
        ]),
      ),
    );
    expect(message).toBe("Une annonce publiée doit avoir une description");
  });
});
