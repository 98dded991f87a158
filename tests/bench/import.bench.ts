// `npm run bench:import`: 10 000 talents imported from a CSV the way « Importer » does it, through
// the real server with the demo seed, signed in as consultant@renfort.test: the file read by
// papaparse, the columns guessed, the rows staged 1 000 a request, the duplicates of the whole file
// flagged by the database (public.flag_import_duplicates), the job started, and the server's import
// worker (server/platform/import-worker.ts, woken by pg_notify) applying the rows until the job is
// done. The file: 10 000 talents, 1 in 50 invalid (an e-mail), 1 in 100 a duplicate of an earlier
// line. Measured on each engine in turn, each in a fresh throwaway database: PGlite (`npm start`'s
// default), then native PostgreSQL where initdb is installed; BENCH_ENGINE=pglite or postgres
// measures one. Prints each phase, the total, then a table of both; target < 60 s on the 2-core
// machine (docs/performance/import.md).
import { guessMapping } from "../../src/pages/import/mapping.ts";
import { parseCsv } from "../../src/pages/import/read-file.ts";
import { mappedValues, parseFrenchDate, withDuplicates, type CheckedRow } from "../../src/pages/import/values.ts";
import { findPgBin } from "../support/pg-cluster.ts";
import { log, machineLine, loadAverage, runBench, withBenchServer } from "./support.ts";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const TARGET_S = 60;
const CHUNK = 1_000;

/** A valid NIR for a person born on `birth` (AAAA-MM-JJ), order `n`. */
const nir = (sex: 1 | 2, birth: string, n: number) => {
  const body = `${sex}${birth.slice(2, 4)}${birth.slice(5, 7)}69${String(100 + (n % 800)).padStart(3, "0")}${String(1 + (Math.floor(n / 800) % 999)).padStart(3, "0")}`;
  return body + String(97 - Number(BigInt(body) % 97n)).padStart(2, "0");
};

function csv(rows: number, tag: string): string {
  const lines = ["Nom;Prénom;E-mail;Téléphone;Date de naissance;NIR;Adresse;Code postal;Ville;Métier"];
  for (let i = 0; i < rows; i++) {
    const n = i % 100 === 99 ? i - 1 : i; // 1 in 100: the previous line again (same e-mail, phone, NIR)
    const year = 1960 + (n % 40);
    const month = String(1 + (n % 12)).padStart(2, "0");
    const day = String(1 + (n % 28)).padStart(2, "0");
    const birth = `${year}-${month}-${day}`;
    const email = i % 50 === 7 ? `pas-un-mail-${n}` : `talent.${tag}.${n}@import.test`;
    const phone = `073${String(n).padStart(5, "0")}${tag}`; // distinct valid mobiles (07 3x…)
    lines.push(
      [
        `Import${n}`,
        "Camille",
        email,
        phone,
        `${day}/${month}/${year}`,
        nir(n % 2 ? 1 : 2, birth, n),
        `${1 + (n % 120)} rue de la République`,
        "69002",
        "Lyon",
        n % 3 === 0 ? "Maçon" : "",
      ].join(";"),
    );
  }
  return lines.join("\r\n");
}

type EngineName = "pglite" | "postgres";

/**
 * The engines measured: PGlite, then PostgreSQL where initdb is installed; one with BENCH_ENGINE;
 * the one database given when it is reused (BENCH_DATABASE_URL, BENCH_DATA_DIR) or BENCH_SEED=demo.
 */
function engines(env: NodeJS.ProcessEnv = process.env): Array<EngineName | undefined> {
  if (env.BENCH_DATABASE_URL || env.BENCH_DATA_DIR || env.BENCH_SEED === "demo") return [undefined];
  if (env.BENCH_ENGINE === "pglite" || env.BENCH_ENGINE === "postgres") return [env.BENCH_ENGINE];
  return findPgBin() ? ["pglite", "postgres"] : ["pglite"];
}

/** One engine's run: the database, the seconds of each phase and the total, the load around it. */
type Run = { label: string; phases: number[]; total: number; load: string };

const PHASES = ["lecture et correspondance", "dépôt", "doublons du fichier entier", "application par le serveur"];

async function importOnce(engine: EngineName | undefined): Promise<Run> {
  const loadBefore = loadAverage();
  return withBenchServer({ seed: "demo", engine }, async ({ db, signIn }) => {
    const supabase = await signIn("consultant@renfort.test");
    const tag = String((Date.now() % 90) + 10);
    const text = csv(ROWS, tag);
    const t0 = performance.now();
    const phases: number[] = [];
    const lap = (label: string, from: number) => {
      const seconds = (performance.now() - from) / 1000;
      phases.push(seconds);
      log(`  ${label} : ${seconds.toFixed(1)} s`);
    };

    let t = performance.now();
    const file = await parseCsv(text);
    const mapping = guessMapping(file.headers, "talent");
    const rows: CheckedRow[] = [];
    // the screen's zod checks (rows.ts checkValues) need libphonenumber, which Node's ESM cannot
    // load by name: here the database refuses the invalid rows itself, each with its French reason
    for (const [i, cells] of file.rows.entries()) {
      const data = mappedValues(cells, mapping);
      data.birth_date = parseFrenchDate(data.birth_date) ?? undefined;
      rows.push({
        line: i + 2,
        source: Object.fromEntries(file.headers.map((h, c) => [h, cells[c] ?? ""])),
        data,
        errors: [],
      });
    }
    lap(`lecture de ${rows.length} lignes`, t);

    t = performance.now();
    const job = await supabase.rpc("create_import_job", {
      p_entity: "talent",
      p_file_name: "bench.csv",
      p_columns: file.headers,
    });
    if (job.error) throw job.error;
    for (let from = 0; from < rows.length; from += CHUNK) {
      const chunk = rows.slice(from, from + CHUNK).map((r) => ({ line: r.line, source: r.source, data: r.data }));
      const staged = await supabase.rpc("stage_import_rows", { p_job_id: job.data.id, p_rows: chunk });
      if (staged.error) throw staged.error;
    }
    lap(`dépôt (${Math.ceil(rows.length / CHUNK)} requêtes de ${CHUNK} lignes)`, t);

    t = performance.now();
    const dup = await supabase.rpc("flag_import_duplicates", { p_job_id: job.data.id });
    if (dup.error) throw dup.error;
    const checked = withDuplicates(rows, dup.data);
    const valid = checked.filter((r) => r.errors.length === 0).length;
    lap(`doublons du fichier entier (${dup.data.length} lignes signalées)`, t);

    t = performance.now();
    const started = await supabase.rpc("start_import", { p_job_id: job.data.id });
    if (started.error) throw started.error;
    t = performance.now();
    let state = started.data;
    while (state.status !== "done" && state.status !== "failed") {
      if (performance.now() - t > 300_000) throw new Error("import non terminé après 5 minutes");
      await new Promise((r) => setTimeout(r, 250));
      const read = await supabase.from("import_job").select("*").eq("id", job.data.id).single();
      if (read.error) throw read.error;
      state = read.data;
    }
    lap(`application par le serveur (${state.done_count} talents écrits)`, t);
    const total = (performance.now() - t0) / 1000;

    const written = await supabase
      .from("talent")
      .select("id, talent_private(social_security_number)", { count: "exact", head: true })
      .like("email", `talent.${tag}.%`);
    if (written.error) throw written.error;
    const expected = checked.filter((r) => r.errors.length === 0 && !r.data.email?.startsWith("pas-un-mail")).length;
    if (state.status !== "done" || state.done_count !== expected || written.count !== expected)
      throw new Error(
        `attendu ${expected} talents écrits, job ${state.status} ${state.done_count}, base ${written.count}`,
      );
    log(`\nBase : ${db.label}`);
    log(machineLine(loadBefore));
    log(
      `${ROWS} talents (${expected} écrits ; ${ROWS - valid} doublons écartés, ${valid - expected} refusés par la base) importés en ${total.toFixed(1)} s ` +
        `— ${verdict(total)}\n`,
    );
    return { label: db.label, phases, total, load: `${loadBefore} → ${loadAverage()}` };
  });
}

const verdict = (total: number) => `${total < TARGET_S ? "✔" : "✘"} < ${TARGET_S} s`;
const seconds = (s: number) => `${s.toFixed(1).replace(".", ",")} s`;

async function main() {
  const runs: Run[] = [];
  for (const engine of engines()) runs.push(await importOnce(engine));
  log(`## Import de ${ROWS} talents\n`);
  log(`| étape | ${runs.map((r) => r.label).join(" | ")} |`);
  log(`| --- | ${runs.map(() => "---").join(" | ")} |`);
  PHASES.forEach((phase, i) => log(`| ${phase} | ${runs.map((r) => seconds(r.phases[i] ?? 0)).join(" | ")} |`));
  log(`| **total** | ${runs.map((r) => `**${seconds(r.total)}** ${verdict(r.total)}`).join(" | ")} |`);
  log(`| charge moyenne (1, 5, 15 min) avant → après | ${runs.map((r) => r.load).join(" | ")} |`);
  log(`\n${machineLine()}`);
  if (runs.some((r) => r.total >= TARGET_S)) process.exitCode = 1;
}

runBench(main);
