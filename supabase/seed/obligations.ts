// The agency's obligations in the demo (issue #51; 38_vigilance.sql, 39_mission_statement.sql):
// - each workspace's two attestations, as its developer uploads them in the settings, with their
//   PDFs: the URSSAF attestation de vigilance (valid 6 months) — Renfort's issued 165 days ago, so
//   that its renewal is due in the action centre, the others' 40 days ago — and the financial
//   guarantee's of the year;
// - the vigilance sendings of 40 days ago, as the scheduled job makes them: each client with a
//   contract running then got both attestations by mail (marked sent: the demo mails nobody);
// - the relevés mensuels des contrats de mission of the last two months, prepared by accounting;
//   the ones of the month before last with nothing lacking are checked and sent on the 10th of
//   last month, as the screens do it. Those that lack something wait in the action centre.
import type { Engine } from "../../server/db/engine.ts";
import { addMonths, monthStartOf } from "../../src/lib/dates/month.ts";
import { WORKSPACES } from "./accounts.ts";
import { insertObjectRows, makePdf, writeObjects, type SeedObject } from "./files.ts";
import { addDays } from "./generate.ts";
import { asAccount, asOwner } from "./session.ts";

export async function seedObligations(
  engine: Engine,
  o: { today: string; dataDir: string | undefined; log: (message: string) => void },
): Promise<void> {
  const t0 = Date.now();
  const issued = addDays(o.today, -40);
  const urssafIssued = (workspaceId: string) =>
    workspaceId === WORKSPACES.renfort.id ? addDays(o.today, -165) : issued;
  const yearStart = `${o.today.slice(0, 4)}-01-01`;
  const objects: SeedObject[] = [];
  const counts = await engine.tx({}, async (q) => {
    for (const w of Object.values(WORKSPACES)) {
      for (const a of [
        {
          kind: "urssaf_vigilance",
          title: "Attestation de vigilance",
          issued: urssafIssued(w.id),
          expires: addMonths(urssafIssued(w.id), 6),
        },
        {
          kind: "financial_guarantee",
          title: "Attestation de garantie financière",
          issued: yearStart,
          expires: `${o.today.slice(0, 4)}-12-31`,
        },
      ]) {
        const path = `${w.id}/${a.kind}-${a.issued}.pdf`;
        objects.push({
          bucket: "agency-attestations",
          path,
          mime: "application/pdf",
          ownerId: null,
          data: await makePdf(a.title, [w.name, `Délivrée le ${a.issued}`, `Valable jusqu'au ${a.expires}`]),
        });
        await q(
          `insert into public.agency_attestation (workspace_id, kind, file, file_name, issued_on, expires_on, created_at)
           values ($1, $2, $3, $4, $5, $6, $5::date + time '09:00')`,
          [w.id, a.kind, path, `${a.kind.replace("_", "-")}.pdf`, a.issued, a.expires],
        );
      }
    }
    const pending = await insertObjectRows(q, objects);
    // the scheduled job's pass of 40 days ago; its mails count as delivered
    const sent = await q<{ r: Record<string, number> }>(
      "select private.run_vigilance_sendings(($1::date + time '09:00') at time zone 'Europe/Paris') as r",
      [issued],
    );
    await q(
      "update public.mail_outbox set sent_at = created_at where kind = 'vigilance_attestations' and sent_at is null",
      [],
    );

    // accounting's relevés of the last two months
    const last = monthStartOf(addDays(monthStartOf(o.today), -1));
    const before = addMonths(last, -1);
    await asAccount(q, "comptable");
    for (const month of [before, last]) await q("select public.prepare_mission_statements($1)", [month]);
    const clean = await q<{ id: string }>(
      "select id from public.mission_statement where month = $1 and anomaly_count = 0 order by id",
      [before],
    );
    for (const s of clean.rows) {
      await q("select public.check_mission_statement($1)", [s.id]);
      await q("select public.mark_mission_statement_sent($1, $2)", [s.id, addDays(last, 9)]);
    }
    await asOwner(q);
    const statements = await q<{ n: number }>("select count(*)::int as n from public.mission_statement", []);
    return {
      pending,
      sendings: sent.rows[0]?.r["company:vigilance_sent"] ?? 0,
      statements: statements.rows[0].n,
      sent: clean.rows.length,
    };
  });
  if (o.dataDir) await writeObjects(o.dataDir, counts.pending);
  o.log(
    `obligations : attestations, ${counts.sendings} envois de vigilance, ${counts.statements} relevés mensuels (${counts.sent} envoyés) en ${Date.now() - t0} ms`,
  );
}
