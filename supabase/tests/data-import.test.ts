// The import of an agency's files (supabase/schemas/30_import.sql): rows staged by the importer,
// applied by the worker (private.run_import_jobs) each whole or not at all, duplicates of a whole
// file found set-based, and a worker killed mid-batch (or a second one claiming at the same time)
// never writing a row twice. Direct engine: the first tests rolled back, the concurrency test on
// two connections of native PostgreSQL, committed then removed.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Rollback } from "../../server/db/engine.ts";
import { testDatabase, type Query, type TestDatabase } from "./support/db.ts";
import { as, asSystem, one } from "./support/fixtures.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const SERVICE = { role: "service_role", claims: { role: "service_role" } };

/** A valid NIR for a man born on `birthDate` in Paris. */
const nirOf = (birthDate: string, order: number) => {
  const body = `1${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}75056${String(order).padStart(3, "0")}`;
  return body + String(97 - Number(BigInt(body) % 97n)).padStart(2, "0");
};
const tag = () => Math.random().toString(36).slice(2, 8);

type Staged = { line: number; data: Record<string, unknown>; source?: Record<string, unknown>; error?: string };

/** As the consultant: a job with its rows staged and started; returns its id. */
async function stageAndStart(q: Query, entity: string, rows: Staged[]): Promise<string> {
  await as(q, "consultant");
  const job = await one<{ id: string }>(q, "select id from public.create_import_job($1, $2, $3)", [
    entity,
    "fichier.csv",
    ["Nom", "Prénom"],
  ]);
  const staged = await one<{ n: number }>(q, "select public.stage_import_rows($1, $2) as n", [
    job.id,
    JSON.stringify(rows.map((r) => ({ source: r.data, ...r }))),
  ]);
  expect(staged.n).toBe(rows.length);
  await q("select public.start_import($1)", [job.id]);
  return job.id;
}

const runWorker = async (q: Query, max = 1000) => {
  await asSystem(q);
  await q("set local role service_role");
  return (await one<{ r: { "import:rows": number } }>(q, "select private.run_import_jobs(now(), $1) as r", [max])).r[
    "import:rows"
  ];
};

describe("import: staging and the worker", () => {
  it("writes the valid rows whole, records the refusals in French and writes nothing of them", async () => {
    const t = tag();
    const jobLabel = await db.system((q) =>
      one<{ name: string }>(q, "select name from public.job order by position limit 1"),
    );
    const seedEmail = await db.system((q) =>
      one<{ email: string }>(
        q,
        "select email from public.talent where email is not null and workspace_id = (select workspace_id from public.team_member tm join public.auth_user u on u.id = tm.auth_user_id where u.email = 'consultant@renfort.test') limit 1",
      ),
    );
    const result = await db.system(async (q) => {
      const jobId = await stageAndStart(q, "talent", [
        {
          line: 2,
          data: {
            first_name: "Inès",
            last_name: `Import${t}`,
            email: `ines.${t}@exemple.fr`,
            phone_number: "+33612345678",
            birth_date: "1990-04-12",
            social_security_number: nirOf("1990-04-12", 123),
            street1: "3 quai Claude Bernard",
            postal_code: "69007",
            city: `Lyon${t}`,
            job: jobLabel.name,
          },
        },
        // passes the screen's rules but not the database's: the worker refuses it whole
        {
          line: 3,
          data: {
            first_name: "Trop",
            last_name: `Jeune${t}`,
            birth_date: "2020-01-01",
            city: `Villeurbanne${t}`,
            postal_code: "69100",
          },
        },
        // unknown job label: refused, the talent not written either
        { line: 4, data: { first_name: "Sans", last_name: `Metier${t}`, job: "Astronaute lunaire" } },
        // same e-mail as a talent of the workspace: the unique index refuses it, in French
        { line: 5, data: { first_name: "Double", last_name: `Mail${t}`, email: seedEmail.email } },
        // refused by the screen: staged with its reason, never applied
        { line: 6, data: { first_name: "", last_name: "" }, error: "Le prénom et le nom sont obligatoires" },
      ]);
      const applied = await runWorker(q);
      await as(q, "consultant");
      const job = await one(q, "select status, total, done_count, error_count from public.import_job where id = $1", [
        jobId,
      ]);
      const rows = (
        await q<{ line: number; status: string; error: string | null }>(
          "select line, status, error from public.import_row where job_id = $1 order by line",
          [jobId],
        )
      ).rows;
      const talent = await one<{ id: string; created_by: string; search_text: string; phone_number: string }>(
        q,
        "select id, created_by, search_text, phone_number from public.talent where last_name = $1",
        [`Import${t}`],
      );
      const priv = await one(
        q,
        "select public.reveal_talent_private($1) ->> 'social_security_number' as social_security_number",
        [talent.id],
      );
      const jobs = await one<{ n: number }>(
        q,
        "select count(*)::int as n from public.talent_job where talent_id = $1 and is_main",
        [talent.id],
      );
      const address = await one<{ city: string }>(
        q,
        "select a.city from public.address a join public.talent t on t.address_id = a.id where t.id = $1",
        [talent.id],
      );
      const leftovers = await one<{ talents: number; addresses: number }>(
        q,
        `select (select count(*)::int from public.talent where last_name in ($1, $2, $3)) as talents,
                (select count(*)::int from public.address where city = $4) as addresses`,
        [`Jeune${t}`, `Metier${t}`, `Mail${t}`, `Villeurbanne${t}`],
      );
      const errors = (
        await q<{ line: number; error: string }>("select line, error from public.import_errors($1)", [jobId])
      ).rows;
      const consultant = await one<{ id: string }>(q, "select auth.uid() as id");
      return { applied, job, rows, talent, priv, jobs, address, leftovers, errors, consultant };
    });
    expect(result.applied).toBe(4);
    expect(result.job).toEqual({ status: "done", total: 5, done_count: 1, error_count: 4 });
    expect(result.rows.map((r) => r.status)).toEqual(["done", "failed", "failed", "failed", "rejected"]);
    expect(result.rows[1]!.error).toBe("Un talent doit avoir au moins 16 ans");
    expect(result.rows[2]!.error).toMatch(/^Métier inconnu : « Astronaute lunaire »/);
    expect(result.rows[3]!.error).toBe("Doublon : un talent de ce workspace a déjà cet e-mail");
    expect(result.talent.created_by).toBe(result.consultant.id);
    expect(result.talent.phone_number).toBe("+33612345678");
    expect(result.talent.search_text).toContain(`import${t}`);
    expect(result.priv).toEqual({ social_security_number: nirOf("1990-04-12", 123) });
    expect(result.jobs.n).toBe(1);
    expect(result.address.city).toBe(`Lyon${t}`);
    expect(result.leftovers).toEqual({ talents: 0, addresses: 0 });
    expect(result.errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
  });

  it("imports companies with their sites and contacts linked by SIRET", async () => {
    const t = tag();
    const result = await db.system(async (q) => {
      // SIREN 732829320 (valid), two of its sites; La Poste-free Luhn SIRETs
      await stageAndStart(q, "company", [
        {
          line: 2,
          data: {
            name: `Bâtisseurs ${t}`,
            siret: "73282932000074",
            naf_code: "43.99C",
            city: "Lyon",
            postal_code: "69003",
          },
        },
        { line: 3, data: { name: `Bâtisseurs ${t}`, siret: "73282932000090", site_name: `Bâtisseurs ${t} Grenoble` } },
      ]);
      await runWorker(q);
      const companyRows = (
        await q<{ status: string; error: string | null }>(
          "select r.status, r.error from public.import_row r join public.import_job j on j.id = r.job_id where j.entity = 'company' and r.data ->> 'name' = $1 order by r.line",
          [`Bâtisseurs ${t}`],
        )
      ).rows;
      expect(companyRows).toEqual([
        { status: "done", error: null },
        { status: "done", error: null },
      ]);
      await stageAndStart(q, "contact", [
        {
          line: 2,
          data: {
            first_name: "Claire",
            last_name: `Contact${t}`,
            company_siret: "73282932000090",
            job_title: "Conductrice de travaux",
            email: `claire.${t}@exemple.fr`,
          },
        },
        { line: 3, data: { first_name: "Paul", last_name: `Perdu${t}`, company_name: `Inconnue ${t}` } },
      ]);
      await runWorker(q);
      const contactRows = (
        await q<{ status: string; error: string | null }>(
          "select r.status, r.error from public.import_row r join public.import_job j on j.id = r.job_id where j.entity = 'contact' and r.data ->> 'last_name' in ($1, $2) order by r.line",
          [`Contact${t}`, `Perdu${t}`],
        )
      ).rows;
      expect(contactRows).toEqual([
        { status: "done", error: null },
        { status: "failed", error: `Entreprise introuvable : Inconnue ${t}` },
      ]);
      await as(q, "consultant");
      const company = await one<{ id: string; sites: number }>(
        q,
        "select c.id, (select count(*)::int from public.agency a where a.company_id = c.id) as sites from public.company c where c.siren = '732829320' and c.name = $1",
        [`Bâtisseurs ${t}`],
      );
      const contact = await one<{ company_id: string; site: string }>(
        q,
        "select c.company_id, a.name as site from public.contact c join public.agency a on a.id = c.agency_id where c.last_name = $1",
        [`Contact${t}`],
      );
      const lost = await one<{ error: string }>(
        q,
        "select r.error from public.import_row r join public.import_job j on j.id = r.job_id where j.entity = 'contact' and r.line = 3 and r.data ->> 'last_name' = $1",
        [`Perdu${t}`],
      );
      return { company, contact, lost };
    });
    expect(result.company.sites).toBe(2);
    expect(result.contact).toEqual({ company_id: result.company.id, site: `Bâtisseurs ${t} Grenoble` });
    expect(result.lost.error).toBe(`Entreprise introuvable : Inconnue ${t}`);
  });

  it("flags the likely duplicates of a whole file, against the database and within the file", async () => {
    const found = await db.system(async (q) => {
      const seed = await one<{
        email: string;
        phone_number: string;
        last_name: string;
        first_name: string;
        birth_date: string;
      }>(
        q,
        "select email, phone_number, last_name, first_name, birth_date::text from public.talent where email is not null and phone_number is not null and birth_date is not null and workspace_id = (select tm.workspace_id from public.team_member tm join public.auth_user u on u.id = tm.auth_user_id where u.email = 'consultant@renfort.test') limit 1",
      );
      await as(q, "consultant");
      const national = seed.phone_number.replace(/^\+33/, "0").replace(/(\d{2})(?=\d)/g, "$1 ");
      return (
        await q<{ line: number; message: string }>("select line, message from public.import_duplicates('talent', $1)", [
          JSON.stringify([
            { line: 2, email: ` ${seed.email.toUpperCase()} ` },
            { line: 3, phone: national },
            {
              line: 4,
              last_name: seed.last_name.toUpperCase(),
              first_name: seed.first_name,
              birth_date: seed.birth_date,
            },
            { line: 5, email: "nouvelle@exemple.fr" },
            { line: 6, email: "Nouvelle@Exemple.fr" },
            { line: 7, email: "seule@exemple.fr" },
          ]),
        ])
      ).rows;
    });
    expect(found).toEqual([
      { line: 2, message: "Doublon probable : même e-mail qu'un talent existant" },
      { line: 3, message: "Doublon probable : même téléphone qu'un talent existant" },
      { line: 4, message: "Doublon probable : même nom et même date de naissance qu'un talent existant" },
      { line: 6, message: "Doublon probable : même e-mail que la ligne 5" },
    ]);
  });

  it("compares a company line as the worker will find its company: another site of a SIREN is no duplicate", async () => {
    const found = await db.as(
      "consultant",
      async (q) =>
        (
          await q<{ line: number; message: string }>(
            "select line, message from public.import_duplicates('company', $1)",
            [
              JSON.stringify([
                { line: 2, name: "Bâtisseurs Rhône", siren: "732829320", siret: "73282932000074" },
                { line: 3, name: "Bâtisseurs Rhône", siren: "732829320", siret: "73282932000090" },
                { line: 4, name: "Bâtisseurs Rhône bis", siren: "732 829 320" },
                { line: 5, name: "BATISSEURS RHONE" },
                { line: 6, name: "Autre nom", siret: "73282932000074" },
              ]),
            ],
          )
        ).rows,
    );
    expect(found).toEqual([
      { line: 4, message: "Doublon probable : même SIREN que la ligne 2" },
      { line: 5, message: "Doublon probable : même nom que la ligne 2" },
      { line: 6, message: "Doublon probable : même SIRET que la ligne 2" },
    ]);
  });

  it("refuses the staged duplicates of a file before the import, and lets its creator drop it", async () => {
    const t = tag();
    const outcome = await db.system(async (q) => {
      await as(q, "consultant");
      const job = await one<{ id: string }>(q, "select id from public.create_import_job('talent', 'f.csv')");
      await q("select public.stage_import_rows($1, $2)", [
        job.id,
        JSON.stringify([
          { line: 2, data: { first_name: "A", last_name: `Dup${t}`, email: `a.${t}@exemple.fr` } },
          { line: 3, data: { first_name: "B", last_name: `Dup${t}`, phone_number: "+33611223344" } },
          { line: 4, data: { first_name: "C", last_name: `Dup${t}`, email: `A.${t}@Exemple.fr` } },
          { line: 5, data: { first_name: "D", last_name: `Dup${t}`, phone_number: "06 11 22 33 44" } },
        ]),
      ]);
      const flagged = (await q("select line, message from public.flag_import_duplicates($1)", [job.id])).rows;
      const rows = (
        await q("select line, status::text, error from public.import_row where job_id = $1 order by line", [job.id])
      ).rows;
      await q("delete from public.import_job where id = $1", [job.id]);
      const left = await one<{ n: number }>(q, "select count(*)::int as n from public.import_row where job_id = $1", [
        job.id,
      ]);
      return { flagged, rows, left: left.n };
    });
    expect(outcome.flagged).toEqual([
      { line: 4, message: "Doublon probable : même e-mail que la ligne 2" },
      { line: 5, message: "Doublon probable : même téléphone que la ligne 3" },
    ]);
    expect(outcome.rows.map((r) => r.status)).toEqual(["pending", "pending", "rejected", "rejected"]);
    expect(outcome.left).toBe(0);
  });

  it("refuses to stage rows for someone else's job, or once started", async () => {
    const outcome = await db.system(async (q) => {
      const jobId = await stageAndStart(q, "talent", [{ line: 2, data: { first_name: "A", last_name: "B" } }]);
      const again = await q("select public.stage_import_rows($1, $2)", [
        jobId,
        JSON.stringify([{ line: 3, data: {} }]),
      ]).then(
        () => "ok",
        (e: Error) => e.message,
      );
      return { again };
    });
    expect(outcome.again).toMatch(/row-level security/);
    await expect(db.as("marketing", (q) => q("select public.create_import_job('talent', 'x.csv')"))).rejects.toThrow(
      "Vos droits ne permettent pas d'importer des fichiers",
    );
  });
});

describe("import: a killed or concurrent worker", () => {
  // two connections at once: native PostgreSQL only, as client-invoices.test.ts's numbering race
  it.runIf(inject("databaseUrl"))("never writes a row twice", async () => {
    const t = tag();
    const jobId = await db.engine.tx({}, async (q) =>
      stageAndStart(
        q,
        "talent",
        Array.from({ length: 6 }, (_, i) => ({ line: i + 2, data: { first_name: `N${i}`, last_name: `Tue${t}` } })),
      ),
    );
    try {
      // worker A claims and writes 3 rows, then dies before committing
      let secondSaw = -1;
      await db.engine
        .tx(SERVICE, async (qa) => {
          expect(await one<{ n: number }>(qa, "select public.process_import_batch(3) as n")).toEqual({ n: 3 });
          // meanwhile worker B claims: the locked rows are skipped, it takes the other three
          secondSaw = await db.engine.tx(SERVICE, async (qb) =>
            Number((await one<{ n: number }>(qb, "select public.process_import_batch(10) as n")).n),
          );
          throw new Rollback("killed");
        })
        .catch((e: unknown) => {
          if (!(e instanceof Rollback)) throw e;
        });
      expect(secondSaw).toBe(3);
      // the next run takes the rows the killed worker left
      const rest = await db.engine.tx(SERVICE, async (q) =>
        one<{ n: number }>(q, "select public.process_import_batch(10) as n"),
      );
      expect(rest.n).toBe(3);
      const counts = await db.engine.tx({}, async (q) =>
        one(
          q,
          `select (select count(*)::int from public.talent where last_name = $1) as talents,
                  (select count(distinct record_id)::int from public.import_row where job_id = $2 and status = 'done') as records,
                  (select status::text from public.import_job where id = $2) as status,
                  (select done_count from public.import_job where id = $2) as done`,
          [`Tue${t}`, jobId],
        ),
      );
      expect(counts).toEqual({ talents: 6, records: 6, status: "done", done: 6 });
    } finally {
      await db.engine.tx({}, async (q) => {
        await q("delete from public.talent where last_name = $1", [`Tue${t}`]);
        await q("delete from public.import_job where id = $1", [jobId]);
      });
    }
  });
});
