// Seed generator entry point (called by server/platform/seed.ts on an empty database, and by
// `npm run db:seed`): demo accounts in auth.users/auth.identities, three workspaces and a
// realistic French staffing dataset at the `demo` or `large` scale.
import bcrypt from "bcryptjs";
import type { Engine, Query } from "../../server/db/engine.ts";
import { DEMO_PASSWORD, LOGIN_ACCOUNTS, PORTAL_ACCOUNTS, WORKSPACES } from "./accounts.ts";
import { generate, TABLE_ORDER, type Reference, type Scale } from "./generate.ts";
import { dataDirOf, demoFiles, insertObjectRows, writeObjects } from "./files.ts";
import { insertRows } from "./load.ts";
import { seedRequests } from "./requests/index.ts";
import { seedObligations } from "./obligations.ts";
import { seedInvoices } from "./invoices.ts";
import { seedActionCentreExamples } from "./action-examples.ts";
import { seedResumeTexts } from "./deep-research.ts";
import { nameDemoPortalAccounts, PORTAL_USER_ID_PREFIX, seedPortalAccesses } from "./portal.ts";

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SIGNATURE_TOKEN,
  LOGIN_ACCOUNTS,
  ONBOARDING_ACCOUNT,
  PORTAL_ACCOUNTS,
  WORKSPACES,
} from "./accounts.ts";

// A fixed salt keeps the seed deterministic. The password is public (demo accounts only), so its
// hash protects nothing: bcrypt's lowest cost (4) makes each demo sign-in ≈ 1 ms of processor
// instead of ≈ 70 ms at GoTrue's cost 10, which every account a user creates keeps
// (server/auth/passwords.ts) — the test suites sign the demo accounts in thousands of times.
const DEMO_PASSWORD_SALT = "$2a$04$Renfort.Demo.Seed.Salt";

/** True when the schema exists and holds no workspace yet. */
export async function isEmpty(engine: Engine): Promise<boolean> {
  const ready = await engine.query<{ ready: boolean }>(
    "select to_regclass('public.workspace') is not null as ready",
    [],
  );
  if (!ready.rows[0]?.ready) return false;
  const empty = await engine.query<{ empty: boolean }>(
    "select not exists (select 1 from public.workspace) as empty",
    [],
  );
  return empty.rows[0]?.empty === true;
}

async function loadReference(q: Query): Promise<Reference> {
  const sectors = await q<{ id: string; code: string }>("select id, code from public.sector", []);
  const jobs = await q<Reference["jobs"][number] & { hourly_wage_min: string; hourly_wage_max: string }>(
    "select id, code, name, sector_id, hourly_wage_min, hourly_wage_max, typical_qualifications from public.job order by position",
    [],
  );
  const software = await q<{ id: string; name: string }>("select id, name from public.software order by name", []);
  return {
    sectors: new Map(sectors.rows.map((s) => [s.code, s.id])),
    jobs: jobs.rows.map((j) => ({
      ...j,
      hourly_wage_min: Number(j.hourly_wage_min),
      hourly_wage_max: Number(j.hourly_wage_max),
    })),
    software: software.rows,
  };
}

export type SeedOptions = { scale: Scale; config?: unknown; today?: string; log?: (message: string) => void };

/**
 * Fills the database. `large` loads with triggers off and derives computed columns after.
 * Data already there (`npm run db:seed -- --scale=large` after a first start) is replaced:
 * every workspace (and, by cascade, its rows) and the demo accounts are deleted first.
 */
export async function seed(engine: Engine, options: SeedOptions): Promise<void> {
  const today = options.today ?? process.env.SEED_TODAY ?? new Date().toISOString().slice(0, 10);
  const log = options.log ?? (() => undefined);
  const bulk = options.scale === "large";
  const replacing = !(await isEmpty(engine));
  const dataDir = dataDirOf(options.config);
  let files: Awaited<ReturnType<typeof insertObjectRows>> = [];
  const hash = bcrypt.hashSync(DEMO_PASSWORD, DEMO_PASSWORD_SALT);
  await engine.tx({}, async (q) => {
    const started = Date.now();
    if (replacing) {
      await q("truncate table public.workspace cascade", []);
      // Objects of the demo workspaces go too (their keys come back; the old bytes stay as garbage).
      // storage.protect_delete refuses SQL deletes unless the transaction says it is storage itself.
      await q("select set_config('storage.allow_delete_query', 'true', true)", []);
      await q("delete from storage.objects where split_part(name, '/', 1) = any ($1::text[])", [
        Object.values(WORKSPACES).map((w) => w.id),
      ]);
      await q("delete from auth.users where id = any ($1::uuid[]) or id::text like $2", [
        [...LOGIN_ACCOUNTS, ...Object.values(PORTAL_ACCOUNTS)].map((a) => a.userId),
        `${PORTAL_USER_ID_PREFIX}%`,
      ]);
      log("données existantes supprimées");
    }
    const data = generate(options.scale, await loadReference(q), today);
    nameDemoPortalAccounts(data.tables);
    log(`données générées en ${Date.now() - started} ms`);
    await insertRows(
      q,
      "users",
      data.authUsers.map((u) => ({ ...u, encrypted_password: hash })),
      { schema: "auth" },
    );
    await insertRows(q, "identities", data.authIdentities, { schema: "auth" });
    // A bulk load drops the secondary indexes and rebuilds them after (much faster than
    // maintaining them row by row), with triggers and foreign-key checks off.
    const dropped = bulk
      ? await dropSecondaryIndexes(
          q,
          TABLE_ORDER.map((t) => (t === "contract_amendment" ? "contract" : t)),
        )
      : [];
    if (bulk) await q("select set_config('session_replication_role', 'replica', true)", []);
    for (const table of TABLE_ORDER) {
      const t0 = Date.now();
      const rows = data.tables[table];
      await insertRows(q, table === "contract_amendment" ? "contract" : table, rows, {
        onConflictDoNothing: table === "team_member_workspace",
        chunkSize: bulk ? 5000 : 2000,
      });
      if (rows.length > 0) log(`${table} : ${rows.length} lignes en ${Date.now() - t0} ms`);
    }
    if (bulk) {
      await q("select set_config('session_replication_role', 'origin', true)", []);
      const t0 = Date.now();
      await q("select set_config('maintenance_work_mem', '256MB', true)", []);
      for (const definition of dropped) await q(definition, []);
      log(`${dropped.length} index reconstruits en ${Date.now() - t0} ms`);
      // what the triggers keep, computed once for the rows loaded without them
      await q("select private.rebuild_document_watch()", []);
      await q("select private.rebuild_running_contract_watch()", []);
      await q("select private.rebuild_request_deadline()", []);
      await q("select private.rebuild_open_order_unstaffed()", []);
      await q("select private.rebuild_running_order_staffing()", []);
      await q("select private.rebuild_open_order_post()", []);
      await q("select private.rebuild_personnel_register()", []);
      // the home coordinates the matching and the substitute bench read (private.set_talent_job_home)
      await q(
        `update public.talent_job tj set home_lat = a.geo_lat, home_lng = a.geo_lng
         from public.talent t join public.address a on a.id = t.address_id where t.id = tj.talent_id`,
        [],
      );
    }
    // Real files behind the demo's documents, CVs and contracts (the large scale keeps rows only).
    if (dataDir && !bulk) {
      const t0 = Date.now();
      const labels = await q<{ value: string; label: string }>(
        "select value, label from public.enum_label where enum_name = 'document_type'",
        [],
      );
      files = await insertObjectRows(
        q,
        await demoFiles(data.tables, new Map(labels.rows.map((l) => [l.value, l.label]))),
      );
      log(`fichiers : ${files.length} objets préparés en ${Date.now() - t0} ms`);
    }
    await q("select setval('public.mission_reference_seq', $1::bigint)", [data.maxMissionNumber]);
    await q("select setval('public.contract_key_seq', $1::bigint)", [data.maxContractNumber]);
    log(`seed ${options.scale} terminé en ${Date.now() - started} ms`);
  });
  if (dataDir && files.length > 0) await writeObjects(dataDir, files);
  await engine.tx({}, async (q) => {
    const t0 = Date.now();
    await seedPortalAccesses(q, { all: !bulk, today, passwordHash: hash });
    log(`accès aux espaces client et talent en ${Date.now() - t0} ms`);
  });
  await seedResumeTexts(engine, options.scale, log);
  await seedRequests(engine, { scale: options.scale, config: options.config, today, log });
  await withholdSeededAdvances(engine);
  if (!bulk) await computeOpenPays(engine, log);
  if (!bulk) await seedInvoices(engine, { today, log });
  if (!bulk) await seedObligations(engine, { today, dataDir, log });
  if (!bulk) await seedActionCentreExamples(engine, today);
  // Fresh statistics for the planner (PGlite has no autovacuum).
  const t0 = Date.now();
  await engine.query("analyze", []);
  log(`statistiques calculées en ${Date.now() - t0} ms`);
}

/** Drops the indexes of these tables that back no constraint; returns their definitions. */
async function dropSecondaryIndexes(q: Query, tables: string[]): Promise<string[]> {
  const r = await q<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = any ($1::text[]) and not i.indisprimary
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [[...new Set(tables)]],
  );
  for (const index of r.rows) await q(`drop index ${index.name}`, []);
  return r.rows.map((index) => index.definition);
}

/**
 * The exported or paid pays withhold the seeded acomptes deducted in them, as the export leaves
 * them (docs/payroll-export.md, ACOMPTE): their ACOMPTE element, which the payroll file reads,
 * and their « Acomptes déduits ». The open pays withhold the paid ones when computed.
 */
async function withholdSeededAdvances(engine: Engine): Promise<void> {
  await engine.tx({}, async (q) => {
    await q(
      `insert into public.pay_element (workspace_id, pay_tracking_id, position, code, label, category, quantity, amount,
                                       advance_payment_request_ids)
       select p.workspace_id, p.id, 81, 'ACOMPTE', 'Acomptes versés', 'deduction', count(*),
              sum(coalesce(a.approved_amount, a.requested_amount)), array_agg(a.id order by a.paid_at, a.id)
       from public.pay_tracking p
       join public.advance_payment_request a on a.deducted_in_pay_tracking_id = p.id and a.status = 'deducted'
       where p.status in ('exported', 'paid')
       group by p.workspace_id, p.id`,
      [],
    );
    await q(
      `update public.pay_tracking p set advances_deducted = e.amount
       from public.pay_element e where e.pay_tracking_id = p.id and e.code = 'ACOMPTE' and p.status in ('exported', 'paid')`,
      [],
    );
  });
}

/**
 * The pay elements of the demo's open pay lines (no net yet: not controlled), computed by the
 * database from their validated timesheets (public.compute_pay_tracking), so that each figure
 * on /pay-tracking traces to its weeks. Lines with a net keep the seed's figures (their net
 * comes from the pay engine on those figures); the large scale keeps its rows as generated.
 */
async function computeOpenPays(engine: Engine, log: (message: string) => void): Promise<void> {
  const t0 = Date.now();
  const result = await engine.query<{ n: number }>(
    `select count(public.compute_pay_tracking(p.id))::int as n from public.pay_tracking p
     where p.net_to_pay is null and p.status not in ('controlled', 'exported', 'paid')`,
    [],
  );
  log(`paies ouvertes calculées : ${result.rows[0]?.n ?? 0} en ${Date.now() - t0} ms`);
}
