// `npm run bench:billing`: the month-end billing over the `large` seed. As comptable@renfort.test
// (role authenticated with the account's JWT claims, as PostgREST runs an RPC), the last full
// month that still has validated or exported weeks not invoiced is prepared for every client
// (public.prepare_client_invoices), then every draft is issued as « Émettre la sélection » does
// (public.issue_client_invoices, one call), and the drafts it leaves — a purchase order missing, a
// blocked client — one issue_client_invoice call each with the purchase order or the reason the
// screen asks (each call in its own savepoint, so that a refused draft is counted and skipped). Prepare and issues run in ONE transaction, ROLLED BACK at the end: the bench leaves
// the database as it found it (no invoice, no number taken, the weeks keep their status; dead
// rows for autovacuum). Inside that transaction autoanalyze cannot see the month's invoices: the
// invoice tables keep the statistics they had (empty after the seed) and their lookups by id stay
// sequential scans; prepare_client_invoices and issue_client_invoices are one transaction each in
// the app too.
// BENCH_DOCUMENTS=1 commits the month instead and measures what follows: the document queue
// (supabase/schemas/22_document_queue.sql) makes every issued invoice's PDF and Factur-X in the
// server, woken by the commit, then deposits each at the local plateforme agréée
// (23_invoice_platform.sql); the bench waits until no job is pending, then prints documents per
// second, the time until the last is stored, the failures, the same for the deposits, and the
// process's peak memory (the server runs in the bench's process). That run consumes the month: use a throwaway
// database, not one kept with BENCH_DATABASE_URL / BENCH_DATA_DIR.
// Meanwhile a separate process asks the real server for GET /config.json every 100 ms (open
// loop: a stalled server shows as the time its requests waited), so that the figures tell
// whether the app stays responsive during the month-end work. Prints the drafts, weeks and
// lines, the wall times and the cost per invoice, the probe's p50/p95, the engine and the load.
//
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts); without them a throwaway database is seeded (≈ 3 min on PostgreSQL,
// ≈ 6 min on PGlite); BENCH_SEED=demo checks the bench on the demo seed. BENCH_MONTH=YYYY-MM
// bills that month instead (the current one allowed, its weeks so far): the `large` seed's weeks
// are those of the last weeks, so the last full month may hold only a few validated weeks — the
// bench says so.
import { spawn } from "node:child_process";
import os from "node:os";
import { Rollback, type Query } from "../../server/db/engine.ts";
import { accountByKey } from "../../supabase/seed/accounts.ts";
import { figures, ms } from "./stats.ts";
import { loadAverage, log, runBench, withBenchServer, type BenchServer } from "./support.ts";

const MONTH = process.env.BENCH_MONTH;
const DOCUMENTS = process.env.BENCH_DOCUMENTS === "1";
/** issue 47: every document of a month-end stored within 10 minutes on a 2-core machine */
const DOCUMENTS_TARGET_S = 600;
const PROBE_EVERY_MS = 100;
const PROBE_TARGET_MS = 50;
const MONTH_TARGET_S = 60;
const seconds = (msValue: number) => (msValue / 1000).toFixed(1);

/** The transaction's identity becomes the accountant's, as PostgREST sets it for a request. */
async function asAccountant(q: Query): Promise<void> {
  const a = accountByKey("comptable");
  await q("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
    JSON.stringify({ sub: a.userId, role: "authenticated", aud: "authenticated", email: a.email }),
  ]);
}
async function asOwner(q: Query): Promise<void> {
  await q("reset role", []);
  await q("select set_config('request.jwt.claims', '', true)", []);
}

// The probe, a process of its own (the server's event loop may stall, the client's must not):
// one GET every `every` ms whether the previous one answered or not; prints « sent_at_ms
// latency_ms » per answer (latency -1: an error); stops when its stdin closes.
const PROBE_SOURCE = `
const [url, every] = [process.argv[1], Number(process.argv[2])];
let stopping = false;
const inflight = new Set();
process.stdin.on("end", () => { stopping = true; });
process.stdin.resume();
const one = async () => {
  const sent = Date.now(), t0 = performance.now();
  let latency = -1;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30000) });
    await res.arrayBuffer();
    if (res.ok) latency = performance.now() - t0;
  } catch {}
  process.stdout.write(sent + " " + latency.toFixed(2) + "\\n");
};
while (!stopping) {
  const p = one();
  inflight.add(p);
  p.finally(() => inflight.delete(p));
  await new Promise((r) => setTimeout(r, every));
}
await Promise.all(inflight);
`;

type Sample = { sent: number; latency: number };

function startProbe(url: string) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", PROBE_SOURCE, url, String(PROBE_EVERY_MS)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const samples: Sample[] = [];
  let buffer = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      const [sent, latency] = line.split(" ").map(Number);
      if (Number.isFinite(sent)) samples.push({ sent, latency });
    }
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    samples,
    stop: async () => {
      child.stdin.end();
      await Promise.race([exited, new Promise((r) => setTimeout(r, 35_000))]);
      child.kill();
    },
  };
}

/** The probe's figures over the requests sent in [from, to). */
const probeRow = (name: string, samples: Sample[], from: number, to: number) => {
  const within = samples.filter((s) => s.sent >= from && s.sent < to);
  const ok = within.filter((s) => s.latency >= 0).map((s) => s.latency);
  const f = figures(ok);
  const verdict = f.n === 0 ? "—" : f.p95 <= PROBE_TARGET_MS ? "✔" : "✘";
  return `| ${name} | ${f.n} | ${within.length - ok.length} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${verdict} ≤ ${PROBE_TARGET_MS} ms |`;
};

type Period = { start: string; end: string; weeks: number };
type Draft = { id: string; po_required: boolean; po_number: string | null };
type Outcome = {
  drafts: number;
  weeks: number;
  lines: number;
  totalHt: string;
  prepareMs: number;
  issued: number;
  refused: Map<string, number>;
  issueMs: number;
  /** the one call of « Émettre la sélection », and how many it issued */
  bulkMs: number;
  bulkIssued: number;
  /** each single issue's duration (savepoint included), in call order */
  calls: number[];
  marks: { start: number; prepared: number; issued: number };
};

/** The jobs of one family (the documents, or their deposits at the plateforme agréée). */
type Jobs = { jobs: number; done: number; failed: number; open: number; lastMs: number };

type Production = {
  documents: Jobs;
  deposits: Jobs;
  firstMs: number;
  /** the process's memory when the production starts, and its highest sample during it */
  startRssMb: number;
  peakRssMb: number;
};

/**
 * Waits for the document queue to make the documents of the invoices issued since `since` (the
 * commit woke the server's worker) and to deposit them at the (local) plateforme agréée, sampling
 * the process's memory every second.
 */
async function awaitDocuments(engine: BenchServer["ctx"]["engine"], since: Date, committedAt: number) {
  // sampled during the production only: the process's lifetime peak (resourceUsage().maxRSS)
  // holds the loading of the `large` seed, done in this same process
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let firstMs = 0;
  for (;;) {
    const { rows } = await engine.query<Jobs & { platform: boolean }>(
      `select kind like 'platform\_%' as platform, count(*)::int as jobs,
              count(*) filter (where status = 'done')::int as done,
              count(*) filter (where status = 'failed')::int as failed,
              count(*) filter (where status in ('pending', 'running'))::int as open,
              coalesce(extract(epoch from max(done_at)) * 1000 - $2, 0)::float8 as "lastMs"
       from public.document_job
       where record_id in (select i.id from public.client_invoice i where i.created_at >= $1) group by 1`,
      [since.toISOString(), committedAt],
    );
    const none: Jobs = { jobs: 0, done: 0, failed: 0, open: 0, lastMs: 0 };
    const documents = rows.find((r) => !r.platform) ?? none;
    const deposits = rows.find((r) => r.platform) ?? none;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    if (!firstMs && documents.done > 0) firstMs = Date.now() - committedAt;
    // done when every document is made and each made one is deposited
    if (documents.open === 0 && deposits.open === 0 && deposits.jobs >= documents.done) {
      const production: Production = {
        documents,
        deposits,
        firstMs,
        startRssMb: startRss / 1024 / 1024,
        peakRssMb: peakRss / 1024 / 1024,
      };
      return production;
    }
    await new Promise((res) => setTimeout(res, 1000));
  }
}

async function main() {
  // as autovacuum would soon after the load: the planner's statistics of the tables billed
  const analyze = ["timesheet_week", "timesheet_day", "contract", "contract_pricing"];
  await withBenchServer({ analyze }, async ({ db, data, server }) => {
    const engine = server.ctx.engine;
    let probe: ReturnType<typeof startProbe> | undefined;
    try {
      const version = await engine.query<{ v: string }>("select current_setting('server_version') as v", []);

      // the last full month with validated or exported weeks that no active invoice holds
      const periods = await engine.query<Period>(
        `select m::date::text as start, (m + interval '1 month - 1 day')::date::text as end, count(*)::int as weeks
       from (select date_trunc('month', w.week_start) as m from public.timesheet_week w
             where w.status in ('validated', 'exported') and w.total_hours > 0
               and (case when $1::text is null then w.week_start < date_trunc('month', current_date)
                         else to_char(w.week_start, 'YYYY-MM') = $1 end)
               and not exists (select 1 from public.client_invoice_week iw
                               where iw.timesheet_week_id = w.id and iw.released_at is null)) x
       group by m order by m desc limit 1`,
        [MONTH ?? null],
      );
      const period = periods.rows[0];
      if (!period) throw new Error("aucun mois complet avec des semaines validées non facturées : données « large » ?");
      log(
        `Mois facturé : ${period.start} → ${period.end} (${period.weeks} semaines validées ou transmises, non facturées)`,
      );
      if (!MONTH && period.weeks < 100)
        log(
          "⚠ peu de semaines dans le dernier mois complet : BENCH_MONTH=AAAA-MM mesure un autre mois (le mois en cours compris).",
        );

      const loadBefore = loadAverage();
      probe = startProbe(`${server.url}/config.json`);
      // a few seconds of the idle server first: the reference the month-end figures compare with
      const idleFrom = Date.now();
      await new Promise((r) => setTimeout(r, 3000));

      let outcome: Outcome | undefined;
      const txStart = new Date((await engine.query<{ now: string }>("select now()::text as now", [])).rows[0]!.now);
      try {
        await engine.tx({}, async (q) => {
          const marks = { start: Date.now(), prepared: 0, issued: 0 };
          await asAccountant(q);
          let t0 = performance.now();
          const drafts = await q<Draft>(
            "select id, po_required, po_number from public.prepare_client_invoices($1, $2) order by company_id, grouping_key",
            [period.start, period.end],
          );
          const prepareMs = performance.now() - t0;
          marks.prepared = Date.now();
          log(`  préparation : ${drafts.rows.length} brouillons en ${seconds(prepareMs)} s`);

          const ids = drafts.rows.map((d) => d.id);
          await asOwner(q);
          const size = await q<{ weeks: number; lines: number; ht: string }>(
            `select (select count(*) from public.client_invoice_week where invoice_id = any ($1::uuid[]))::int as weeks,
                  (select count(*) from public.client_invoice_line where invoice_id = any ($1::uuid[]))::int as lines,
                  (select coalesce(sum(total_ht), 0)::text from public.client_invoice where id = any ($1::uuid[])) as ht`,
            [ids],
          );
          await asAccountant(q);

          // « Émettre la sélection » on every draft (one call), then each draft it left — a purchase
          // order missing, a blocked client — issued alone with what the screen's « Émettre » asks
          const refused = new Map<string, number>();
          const calls: number[] = [];
          t0 = performance.now();
          const bulk = await q<{ r: { issued: string[]; refused: Array<{ id: string; message: string }> } }>(
            "select public.issue_client_invoices($1::uuid[]) as r",
            [ids],
          );
          const bulkMs = performance.now() - t0;
          let issued = bulk.rows[0].r.issued.length;
          const byId = new Map(drafts.rows.map((d, i) => [d.id, { ...d, i }]));
          for (const left of bulk.rows[0].r.refused) {
            const d = byId.get(left.id)!;
            const po = d.po_required && !d.po_number ? `BENCH-${d.i + 1}` : null;
            const t1 = performance.now();
            await q("savepoint issue", []);
            try {
              await q("select public.issue_client_invoice($1, $2, $3)", [d.id, po, "Banc d'essai de fin de mois"]);
              await q("release savepoint issue", []);
              issued += 1;
            } catch (e) {
              await q("rollback to savepoint issue", []);
              const message = e instanceof Error ? e.message : String(e);
              refused.set(message, (refused.get(message) ?? 0) + 1);
            }
            calls.push(performance.now() - t1);
          }
          const issueMs = performance.now() - t0;
          marks.issued = Date.now();
          log(`  émission : ${issued} factures en ${seconds(issueMs)} s`);
          outcome = {
            drafts: drafts.rows.length,
            weeks: size.rows[0].weeks,
            lines: size.rows[0].lines,
            totalHt: size.rows[0].ht,
            prepareMs,
            issued,
            refused,
            issueMs,
            bulkMs,
            bulkIssued: bulk.rows[0].r.issued.length,
            calls,
            marks,
          };
          // the bench consumes nothing: drafts, numbers and the weeks' « Facturé » are undone
          // (BENCH_DOCUMENTS=1 keeps them: their documents are what it measures)
          if (!DOCUMENTS) throw new Rollback(null);
        });
      } catch (e) {
        if (!(e instanceof Rollback)) throw e;
      }
      // the transaction ended (rolled back, or committed with BENCH_DOCUMENTS=1)
      const closedAt = Date.now();
      const production = DOCUMENTS ? await awaitDocuments(engine, txStart, closedAt) : undefined;
      const producedAt = Date.now();
      await new Promise((r) => setTimeout(r, 1000));
      await probe.stop();
      const samples = probe.samples;
      probe = undefined;
      if (!outcome) throw new Error("la transaction de facturation n'a rien mesuré");
      const o = outcome;
      const monthMs = o.prepareMs + o.issueMs;

      log(`\n## Facturation de fin de mois — données ${data} — ${db.label}`);
      log(
        `Moteur : ${engine.kind === "postgres" ? "PostgreSQL natif" : "PGlite embarqué"} ${version.rows[0].v}. Machine : ${os.cpus().length} cœurs (${os.cpus()[0]?.model ?? "?"}), charge moyenne (1 / 5 / 15 min) avant ${loadBefore}, après ${loadAverage()}, Node ${process.version}.`,
      );
      log(
        `Mois du ${period.start} au ${period.end}, tous les clients, comme comptable@renfort.test ; préparation et émissions dans une seule transaction, ${DOCUMENTS ? "validée à la fin, puis la production de leurs documents par la file" : "annulée à la fin (la base reste telle quelle)"}.\n`,
      );
      log("| Étape | brouillons / factures | semaines | lignes | durée (s) | par facture (ms) | cible |");
      log("|---|---|---|---|---|---|---|");
      log(
        `| prepare_client_invoices (un appel) | ${o.drafts} | ${o.weeks} | ${o.lines} | ${seconds(o.prepareMs)} | ${ms(o.prepareMs / Math.max(o.drafts, 1))} | |`,
      );
      log(
        `| issue_client_invoices (« Émettre la sélection », un appel) | ${o.bulkIssued} émises | | | ${seconds(o.bulkMs)} | ${ms(o.bulkMs / Math.max(o.bulkIssued, 1))} | |`,
      );
      log(
        `| issue_client_invoice (les ${o.calls.length} laissées, une à une avec bon de commande ou motif) | ${o.issued - o.bulkIssued} émises${o.refused.size ? `, ${o.drafts - o.issued} refusées` : ""} | | | ${seconds(o.issueMs - o.bulkMs)} | ${ms((o.issueMs - o.bulkMs) / Math.max(o.calls.length, 1))} | |`,
      );
      log(
        `| Mois complet (préparation + émission) | ${o.issued} | ${o.weeks} | ${o.lines} | ${seconds(monthMs)} | ${ms(monthMs / Math.max(o.issued, 1))} | ${monthMs / 1000 <= MONTH_TARGET_S ? "✔" : "✘"} ≤ ${MONTH_TARGET_S} s (PostgreSQL natif) |`,
      );
      log(`Total HT des brouillons : ${o.totalHt} €.`);
      if (o.calls.length) {
        const single = figures(o.calls);
        log(`Émission une à une : p50 ${ms(single.p50)} ms / p95 ${ms(single.p95)} ms.`);
      }
      for (const [message, n] of o.refused) log(`⚠ ${n} émission(s) refusée(s) : ${message}`);
      if (production) {
        const p = production;
        const d = p.documents;
        const met = d.failed === 0 && d.lastMs / 1000 <= DOCUMENTS_TARGET_S;
        const perSecond = (j: Jobs) => (j.done / Math.max(j.lastMs / 1000, 0.001)).toFixed(1);
        log(
          "\n| Production des documents (file du serveur, après la validation) | travaux | produits | en échec | premier (s) | dernier (s) | documents / s | mémoire du processus au début → pic pendant la production (Mo) | cible |",
        );
        log("|---|---|---|---|---|---|---|---|---|");
        log(
          `| PDF + Factur-X de chaque facture émise | ${d.jobs} | ${d.done} | ${d.failed} | ${seconds(p.firstMs)} | ${seconds(d.lastMs)} | ${perSecond(d)} | ${p.startRssMb.toFixed(0)} → ${p.peakRssMb.toFixed(0)} | ${met ? "✔" : "✘"} tous en ≤ ${DOCUMENTS_TARGET_S / 60} min |`,
        );
        const x = p.deposits;
        log(
          `| Dépôt à la plateforme agréée (locale : règles EN 16931 et BR-FR) et « Encaissée » | ${x.jobs} | ${x.done} | ${x.failed} | — | ${seconds(x.lastMs)} | ${perSecond(x)} | (même processus) | — |`,
        );
      }

      log(
        `\n| GET /config.json toutes les ${PROBE_EVERY_MS} ms (autre processus, boucle ouverte) | réponses | erreurs | p50 (ms) | p95 (ms) | max (ms) | cible |`,
      );
      log("|---|---|---|---|---|---|---|");
      log(probeRow("serveur au repos (3 s avant)", samples, idleFrom, o.marks.start));
      log(probeRow("pendant la préparation", samples, o.marks.start, o.marks.prepared));
      log(probeRow("pendant les émissions", samples, o.marks.prepared, o.marks.issued));
      log(probeRow("pendant tout le travail de fin de mois", samples, o.marks.start, closedAt));
      if (production) log(probeRow("pendant la production des documents", samples, closedAt, producedAt));
    } finally {
      await probe?.stop().catch(() => undefined);
    }
  });
}

runBench(main);
