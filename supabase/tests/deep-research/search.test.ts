// Deep research (docs/rules/talents-documents.md#deep-research): on a fixed set of resume texts,
// the talent whose resume says the words comes first, the passage shown is the sentence that
// matched, accents and plurals fold, a synonym counts through the group's variants, the terms
// and the criteria are reported met or missed, a partner workspace's resumes and anonymised or
// blacklisted talents never appear, and each search leaves one log row. The resume texts are the
// only ones of the database during a test (the seeded ones are deleted in its rolled-back setup).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKSPACES } from "../../seed/accounts.ts";
import { account, attempt, dbError, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asSystem, one } from "../support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const RENFORT = WORKSPACES.renfort.id;
const PARTNER = WORKSPACES.partner.id;

type Hit = {
  talent_id: string;
  first_name: string;
  last_name: string;
  city: string | null;
  main_job_name: string | null;
  distance_km: number | null;
  score: number;
  terms_met: string[];
  terms_missed: string[];
  criteria: Array<{ key: string; met: boolean; detail: string }>;
  passages: string[];
  total_count: string | number;
};

const RESUMES = {
  flamanville:
    "Coffreur bancheur depuis 2012, habitué aux voiles en béton armé. " +
    "Deux ans sur le chantier de la centrale nucléaire de Flamanville pour EDF, en zone contrôlée. " +
    "Auparavant maçon sur des logements collectifs à Caen, lecture de plans et coulage de dalles. " +
    "Permis B, CACES R482 catégorie B1, sauveteur secouriste du travail.",
  viaduc:
    "Bancheur sur le viaduc de l'autoroute A89, coffrage de piles et de tabliers. " +
    "Formation aux risques nucléaires suivie en 2019 avant une mission de maintenance.",
  caen: "Coffreur sur des logements collectifs à Caen, pose de banches et décoffrage.",
  peintre: "Peintre en bâtiment : ravalement de façades, enduits et finitions intérieures.",
  anonymised: "Coffreur bancheur en centrale nucléaire, chantier du Bugey.",
  blacklisted: "Coffreur bancheur en centrale nucléaire, chantier de Paluel.",
  partner: "Coffreur bancheur à la centrale nucléaire de Golfech, puis au CNPE de Civaux.",
};
type Key = keyof typeof RESUMES;
type Fixture = Record<Key, string> & { job: string; lat: number; lng: number };

/** The talents of the fixed set (as the owner, inside the test's transaction), the other resumes deleted. */
async function fixture(q: Query): Promise<Fixture> {
  await q("delete from public.talent_resume_text", []);
  const place = await one<{ id: string; lat: number; lng: number }>(
    q,
    `select a.id, a.latitude::float8 as lat, a.longitude::float8 as lng from public.address a
     where a.workspace_id = $1 and a.latitude is not null order by a.id limit 1`,
    [RENFORT],
  );
  const job = await one<{ id: string }>(q, "select id from public.job where code = 'coffreur_bancheur'");
  const ids = {} as Record<Key, string>;
  for (const key of Object.keys(RESUMES) as Key[]) {
    const workspace = key === "partner" ? PARTNER : RENFORT;
    const talent = await one<{ id: string }>(
      q,
      `insert into public.talent (workspace_id, first_name, last_name, address_id, contract_types, availability_status,
                                  available_from, blacklisted_at, blacklist_reason)
       values ($1, 'Test', $2, $3, '{temp}', $4, $5, $6, $7) returning id`,
      [
        workspace,
        `Recherche ${key}`,
        key === "partner" ? null : place.id,
        key === "flamanville" ? "on_mission" : "available",
        key === "flamanville" ? "2099-06-15" : null,
        key === "blacklisted" ? new Date().toISOString() : null,
        key === "blacklisted" ? "Absences répétées" : null,
      ],
    );
    ids[key] = talent.id;
    await q(
      "insert into public.talent_resume_text (talent_id, workspace_id, content, page_count) values ($1, $2, $3, 1)",
      [talent.id, workspace, RESUMES[key]],
    );
  }
  await q("update public.talent set qualification_status = 'anonymized' where id = $1", [ids.anonymised]);
  await q("insert into public.talent_job (talent_id, job_id, workspace_id, is_main) values ($1, $2, $3, true)", [
    ids.flamanville,
    job.id,
    RENFORT,
  ]);
  return { ...ids, job: job.id, lat: place.lat, lng: place.lng };
}

/** Named arguments of public.deep_research_search, as PostgREST passes them. */
async function search(q: Query, args: Record<string, unknown>): Promise<Hit[]> {
  const names = Object.keys(args);
  const sql = `select * from public.deep_research_search(${names.map((n, i) => `${n} => $${i + 1}`).join(", ")})`;
  // arrays as literals: PGlite does not serialise arrays of enum values itself
  const values = Object.entries(args).map(([name, v]) =>
    name === "p_terms" ? JSON.stringify(v) : Array.isArray(v) ? `{${v.join(",")}}` : v,
  );
  return (await q<Hit>(sql, values)).rows;
}

const COFFREUR_NUCLEAIRE = [
  { term: "coffreur", variants: ["coffreur", "bancheur", "coffreur bancheur"] },
  { term: "nucléaire", variants: ["nucléaire", "centrale nucléaire", "CNPE"] },
];

const ours = (hits: Hit[], f: Fixture) => {
  const names = new Map(Object.entries(f).map(([k, v]) => [v, k]));
  return hits.map((h) => names.get(h.talent_id) ?? `autre ${h.talent_id}`);
};

describe("the text search configuration public.french_unaccent", () => {
  const folds = async (q: Query) =>
    (
      await q<{ v: string }>(
        `select to_tsvector('public.french_unaccent', 'Nucléaire nucleaires NUCLÉAIRE centrales Maçon')::text as v`,
        [],
      )
    ).rows[0]?.v;

  it("folds accents, case and plurals on this engine — R:TAL-DEEP-FRENCH-TEXT", async () => {
    expect(await db.system(folds)).toBe("'central':4 'macon':5 'nucleair':1,2,3");
  });
});

describe("ranking and explanations", () => {
  it("puts first the talent whose resume says both terms, then both through a synonym, then one — R:TAL-DEEP-GROUPS, R:TAL-DEEP-RANKING", async () => {
    const hits = await db.setupThenAs("consultant", fixture, async (q, f) =>
      ours(await search(q, { p_terms: COFFREUR_NUCLEAIRE }), f),
    );
    expect(hits).toEqual(["flamanville", "viaduc", "caen"]);
  });

  it("reports the terms met and missed, and shows the passage that matched, highlighted — R:TAL-DEEP-PASSAGES", async () => {
    const hits = await db.setupThenAs("consultant", fixture, (q) => search(q, { p_terms: COFFREUR_NUCLEAIRE }));
    const [first, second, third] = hits;
    expect(first!.terms_met).toEqual(["coffreur", "nucléaire"]);
    expect(first!.terms_missed).toEqual([]);
    expect(third!.terms_met).toEqual(["coffreur"]);
    expect(third!.terms_missed).toEqual(["nucléaire"]);
    // the sentence about Flamanville, not the one about Caen
    const nuclear = first!.passages.find((p) => p.includes("⟦nucléaire⟧"));
    expect(nuclear).toContain("Flamanville");
    expect(first!.passages.length).toBeGreaterThan(0);
    expect(first!.passages.length).toBeLessThanOrEqual(3);
    // the synonym « bancheur » met « coffreur »; the plural « nucléaires » met « nucléaire »
    expect(second!.terms_met).toEqual(["coffreur", "nucléaire"]);
    expect(second!.passages.join(" ")).toContain("⟦Bancheur⟧");
    expect(second!.passages.join(" ")).toContain("⟦nucléaires⟧");
    expect(Number(first!.total_count)).toBe(3);
    expect(first!.score).toBe(1);
    expect(third!.score).toBe(0.5);
  });

  it("pages without repeating nor skipping anyone: each page continues the ranking — R:TAL-DEEP-RANKING", async () => {
    const r = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const all = ours(await search(q, { p_terms: COFFREUR_NUCLEAIRE }), f);
      const pages: string[] = [];
      for (const offset of [0, 1, 2, 3])
        pages.push(...ours(await search(q, { p_terms: COFFREUR_NUCLEAIRE, p_limit: 1, p_offset: offset }), f));
      return { all, pages };
    });
    expect(r.pages).toEqual(r.all);
  });

  it("matches without accents and in the plural: « centrales nucleaires » finds « centrale nucléaire » — R:TAL-DEEP-FRENCH-TEXT", async () => {
    const hits = await db.setupThenAs("consultant", fixture, async (q, f) =>
      ours(await search(q, { p_terms: [{ term: "centrales nucleaires", variants: [] }] }), f),
    );
    expect(hits).toEqual(["flamanville"]);
  });

  it("tolerates a misspelt word: « nucleire » and « Flamanvile » find the resume that spells them right — R:TAL-DEEP-TYPOS", async () => {
    const r = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const typo = await search(q, {
        p_terms: [
          { term: "Flamanvile", variants: [] },
          { term: "nucleire", variants: [] },
        ],
      });
      const nothingClose = await search(q, { p_terms: [{ term: "zygomatique", variants: [] }] });
      return { typo: ours(typo, f), first: typo[0], nothingClose: nothingClose.length };
    });
    expect(r.typo[0]).toBe("flamanville");
    expect(r.first.terms_met).toEqual(["Flamanvile", "nucleire"]);
    expect(r.first.passages.join(" ")).toMatch(/⟦Flamanville⟧/);
    expect(r.first.passages.join(" ")).toMatch(/⟦nucléaire⟧/);
    expect(r.nothingClose).toBe(0);
  });

  it("needs the variant for a synonym: « coffreur » alone does not find the bancheur — R:TAL-DEEP-GROUPS", async () => {
    const hits = await db.setupThenAs("consultant", fixture, async (q, f) =>
      ours(await search(q, { p_terms: [{ term: "coffreur", variants: [] }] }), f),
    );
    expect(hits.sort()).toEqual(["caen", "flamanville"]);
  });

  it("reports each structured criterion met or missed, in French, without excluding — R:TAL-DEEP-NO-REJECTION, R:TAL-DEEP-CRITERIA", async () => {
    const hits = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const found = await search(q, {
        p_terms: COFFREUR_NUCLEAIRE,
        p_job_ids: [f.job],
        p_latitude: f.lat,
        p_longitude: f.lng,
        p_radius_km: 30,
        p_available_by: "2099-06-01",
        p_contract_types: ["temp", "cdi"],
      });
      return { found, names: ours(found, f) };
    });
    expect(hits.names).toEqual(["flamanville", "viaduc", "caen"]);
    const [flamanville, viaduc] = hits.found;
    expect(flamanville!.criteria).toEqual([
      { key: "job", met: true, detail: "Métier : Coffreur-bancheur" },
      { key: "radius", met: true, detail: "0 km (rayon 30 km)" },
      { key: "availability", met: false, detail: "Disponible le 15/06/2099 (souhaité le 01/06/2099)" },
      { key: "contract_types", met: true, detail: "Contrats : Intérim" },
    ]);
    expect(flamanville!.main_job_name).toBe("Coffreur-bancheur");
    expect(flamanville!.distance_km).toBe(0);
    expect(viaduc!.criteria[0]).toEqual({
      key: "job",
      met: false,
      detail: "Métier : Coffreur-bancheur (absent du profil)",
    });
    expect(viaduc!.criteria[2]).toEqual({ key: "availability", met: true, detail: "Disponible dès maintenant" });
  });

  it("reports the qualifications held and missing (valid on the availability date) — R:TAL-DEEP-CRITERIA", async () => {
    const found = await db.setupThenAs("consultant", fixture, async (q, f) => {
      await asSystem(q);
      await q(
        `insert into public.document (workspace_id, type, talent_id, status, expiry_date)
         values ($1, 'caces', $2, 'valid', '2099-12-31'), ($1, 'carte_btp', $2, 'valid', '2030-01-01')`,
        [RENFORT, f.flamanville],
      );
      await as(q, "consultant");
      return search(q, {
        p_terms: [{ term: "centrale", variants: [] }],
        p_document_types: ["caces", "carte_btp"],
        p_available_by: "2099-06-01",
      });
    });
    expect(found[0]!.criteria[0]).toEqual({ key: "documents", met: false, detail: "Documents manquants : Carte BTP" });
    const now = await db.setupThenAs("consultant", fixture, async (q, f) => {
      await asSystem(q);
      await q(
        `insert into public.document (workspace_id, type, talent_id, status, expiry_date)
         values ($1, 'caces', $2, 'valid', null), ($1, 'carte_btp', $2, 'valid', '2030-01-01')`,
        [RENFORT, f.flamanville],
      );
      await as(q, "consultant");
      return search(q, { p_terms: [{ term: "centrale", variants: [] }], p_document_types: ["caces", "carte_btp"] });
    });
    expect(now[0]!.criteria[0]).toEqual({
      key: "documents",
      met: true,
      detail: "Documents valides : CACES, Carte BTP",
    });
  });

  it("ranks by the criteria met when the text ties — R:TAL-DEEP-RANKING", async () => {
    const names = await db.setupThenAs("consultant", fixture, async (q, f) => {
      // the same resume for both: only the job criterion tells them apart
      await asSystem(q);
      await q("update public.talent_resume_text set content = $1 where talent_id = any ($2::uuid[])", [
        RESUMES.caen,
        [f.flamanville, f.caen],
      ]);
      await as(q, "consultant");
      return ours(await search(q, { p_terms: [{ term: "coffreur", variants: [] }], p_job_ids: [f.job] }), f);
    });
    expect(names).toEqual(["flamanville", "caen"]);
  });

  it("without terms, filters by the criteria as the super search does — R:TAL-DEEP-NO-TERMS", async () => {
    const r = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const found = await search(q, { p_terms: [], p_job_ids: [f.job], p_limit: 200 });
      await asSystem(q);
      const expected = await one<{ n: number }>(
        q,
        `select count(*)::int as n from public.talent t where t.workspace_id = $1 and t.qualification_status <> 'anonymized'
           and t.blacklisted_at is null and exists (select 1 from public.talent_job tj where tj.talent_id = t.id and tj.job_id = $2)`,
        [RENFORT, f.job],
      );
      return { found, expected: expected.n, flamanville: f.flamanville };
    });
    expect(Number(r.found[0]?.total_count)).toBe(r.expected);
    expect(r.found.map((h) => h.talent_id)).toContain(r.flamanville);
    expect(r.found.every((h) => h.criteria[0]?.met === true && h.passages.length === 0)).toBe(true);
  });
});

describe("who sees what", () => {
  it("never shows a partner workspace's resumes, nor anonymised or blacklisted talents — R:TAL-DEEP-READERS, R:TAL-DEEP-EXCLUDED, R:TAL-BLACKLIST-OUT, R:TAL-ANONYMIZED-OUT", async () => {
    const r = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const renfort = ours(await search(q, { p_terms: COFFREUR_NUCLEAIRE }), f);
      await as(q, "partenaire");
      const partner = ours(await search(q, { p_terms: COFFREUR_NUCLEAIRE }), f);
      const table = await q<{ talent_id: string }>("select talent_id from public.talent_resume_text", []);
      return { renfort, partner, table: ours(table.rows as Hit[], f) };
    });
    expect(r.renfort).not.toContain("partner");
    expect(r.renfort).not.toContain("anonymised");
    expect(r.renfort).not.toContain("blacklisted");
    expect(r.partner).toEqual(["partner"]);
    expect(r.table).toEqual(["partner"]);
  });

  it("lets nobody write resume texts directly — R:TAL-DEEP-WRITERS", async () => {
    const error = await db.setupThenAs("consultant", fixture, (q, f) =>
      dbError(q("update public.talent_resume_text set content = 'x' where talent_id = $1", [f.flamanville])),
    );
    expect(error.code).toBe("42501");
  });
});

describe("the log of the searches (AI Act, Annex III)", () => {
  it("keeps the query, the criteria and the talents shown, for developers and level-3 managers only — R:TAL-DEEP-LOG, R:TAL-DEEP-LOG-READERS", async () => {
    const r = await db.setupThenAs("consultant", fixture, async (q, f) => {
      const hits = await search(q, {
        p_terms: COFFREUR_NUCLEAIRE,
        p_radius_km: 30,
        p_latitude: f.lat,
        p_longitude: f.lng,
      });
      const mine = await q("select id from public.deep_research_log", []);
      const write = await attempt(q, () =>
        q("insert into public.deep_research_log (workspace_id) values ($1)", [RENFORT]),
      );
      await as(q, "dev");
      const logs = await q<{
        team_member_id: string;
        terms: unknown;
        criteria: Record<string, unknown>;
        result_talent_ids: string[];
        total_count: string;
      }>(
        "select team_member_id, terms, criteria, result_talent_ids, total_count::text from public.deep_research_log",
        [],
      );
      return { hits, mine: mine.rows.length, write: write.ok ? "ok" : write.error.code, logs: logs.rows };
    });
    expect(r.mine).toBe(0);
    expect(r.write).toBe("42501");
    expect(r.logs).toHaveLength(1);
    const log = r.logs[0]!;
    expect(log.team_member_id).toBe(account("consultant").teamMemberId);
    expect(log.terms).toEqual(COFFREUR_NUCLEAIRE);
    expect(log.criteria).toMatchObject({ radius_km: 30 });
    expect(log.result_talent_ids).toEqual(r.hits.map((h) => h.talent_id));
    expect(log.total_count).toBe("3");
  });
});

describe("the synonym dictionary", () => {
  it("starts with the trade's defaults in every workspace — R:TAL-DEEP-SYNONYMS", async () => {
    const rows = await db.as("consultant", (q) =>
      q<{ term: string; synonyms: string[] }>("select term, synonyms from public.deep_research_synonym", []),
    );
    const coffreur = rows.rows.find((s) => s.term === "coffreur");
    expect(coffreur?.synonyms).toContain("bancheur");
    expect(rows.rows.find((s) => s.term === "CACES R482")?.synonyms).toContain("engins de chantier");
    expect(rows.rows.find((s) => s.term === "nucléaire")?.synonyms).toEqual(
      expect.arrayContaining(["centrale nucléaire", "CNPE", "EDF"]),
    );
  });

  it("is edited by consultants (trimmed, without repeats), read only by marketing — R:TAL-DEEP-SYNONYMS", async () => {
    const saved = await db.as("consultant", async (q) =>
      one<{ term: string; synonyms: string[] }>(
        q,
        "insert into public.deep_research_synonym (term, synonyms) values ('  étancheur ', $1) returning term, synonyms",
        ['{étanchéité," Étanchéité ",étancheur,"",toiture-terrasse}'],
      ),
    );
    expect(saved).toEqual({ term: "étancheur", synonyms: ["étanchéité", "toiture-terrasse"] });
    const refused = await db.as("marketing", (q) =>
      dbError(q("insert into public.deep_research_synonym (term, synonyms) values ('étancheur', '{}')", [])),
    );
    expect(refused.code).toBe("42501");
    const twice = await db.as("consultant", (q) =>
      dbError(q("insert into public.deep_research_synonym (term) values ('COFFREUR')", [])),
    );
    expect(twice.code).toBe("23505");
  });
});
