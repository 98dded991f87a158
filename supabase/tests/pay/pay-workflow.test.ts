// Pay lines through their statuses (docs/rules/pay.md#pay-statuses) by role, the payroll export of a period (its
// file read back as CSV and XLSX), the lock of an exported line and its regularization, and the
// pay cut-off (public.pay_cutoff_status) that the pay-tracking banner and the action centre read.
import ExcelJS from "exceljs";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  missionsCsv,
  payrollCsv,
  payrollXlsx,
  type PayExportLine,
  type PayExportMission,
} from "../../../resources/pay-tracking/payroll-export.ts";
import { failureMessage, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { as, asLoaded, asSystem, one, transition } from "../support/fixtures.ts";
import { activeContract, freshTalent, payLine, validatedWeek } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

const LOCKED =
  "La paie de cette période est exportée : elle n'est plus modifiable (passez-la en régularisation pour la corriger)";

/** The talent's matricule, as the payroll file names the employee: six digits, given once. */
async function matriculeOf(q: Query, talent: string): Promise<string> {
  const { n } = await one<{ n: string }>(q, "select employee_number as n from public.talent where id = $1", [talent]);
  expect(n).toMatch(/^[0-9]{6}$/);
  return n;
}

/** A talent with one validated week of 39 h in May 2026 (35 h + 4 h at +25 %) and its May pay line. */
async function mayPay(q: Query) {
  const talent = await freshTalent(q);
  const contract = await activeContract(q, talent, { end_date: "2026-07-31" });
  const week = await validatedWeek(
    q,
    contract.id,
    "2026-05-18",
    ["18", "19", "20", "21"].map((d) => ({ date: `2026-05-${d}`, hours: 8 })).concat({ date: "2026-05-22", hours: 7 }),
  );
  const pay = await payLine(q, talent, "2026-05-01", "2026-05-31");
  return { talent, contract, week, pay: pay.id };
}

const statusOf = async (q: Query, id: string) =>
  (await one<{ status: string }>(q, "select status from public.pay_tracking where id = $1", [id])).status;

describe("pay line statuses", () => {
  it("accounting moves a line along; a CSM flags an anomaly with its note only; a consultant reads — R:PAY-STATUS-ROLES", async () => {
    await db.system(async (q) => {
      const { pay } = await mayPay(q);
      expect(await statusOf(q, pay)).toBe("in_progress");
      await as(q, "csm");
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "to_control"))).toBe(
        "Votre rôle ne permet pas de passer de « En cours » à « À contrôler »",
      );
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "anomaly"))).toBe(
        "Une note est obligatoire pour signaler une anomalie",
      );
      await q(
        "update public.pay_tracking set status = 'anomaly', anomaly_note = 'Prime de salissure oubliée' where id = $1",
        [pay],
      );
      await as(q, "consultant");
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "to_control"))).toBe(
        "Élément introuvable ou non modifiable",
      );
      expect(await statusOf(q, pay)).toBe("anomaly");
      await as(q, "comptable");
      await transition(q, "pay_tracking", pay, "to_control");
      const row = await one<{ anomaly_note: string | null }>(
        q,
        "select anomaly_note from public.pay_tracking where id = $1",
        [pay],
      );
      expect(row.anomaly_note).toBeNull();
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "controlled"))).toBe(
        "Le net à payer est obligatoire à partir du contrôle",
      );
      await q("update public.pay_tracking set net_to_pay = 420 where id = $1", [pay]);
      await transition(q, "pay_tracking", pay, "controlled");
      expect(await statusOf(q, pay)).toBe("controlled");
    });
  });

  it("refuses the control while a week of the period is not validated — R:PAY-EXPORT-VALIDATED", async () => {
    await db.system(async (q) => {
      const { pay, contract } = await mayPay(q);
      await validatedWeek(q, contract.id, "2026-05-25", [{ date: "2026-05-26", hours: 7 }], "pending_signature");
      await as(q, "comptable");
      await q("update public.pay_tracking set status = 'to_control', net_to_pay = 420 where id = $1", [pay]);
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "controlled"))).toBe(
        "Tous les relevés de la période doivent être validés avant le contrôle (1 en attente)",
      );
    });
  });
});

describe("payroll export of a period", () => {
  /** The May line controlled, then the period exported by accounting. */
  async function exported(q: Query) {
    const m = await mayPay(q);
    await as(q, "comptable");
    await transition(q, "pay_tracking", m.pay, "to_control");
    await q("update public.pay_tracking set net_to_pay = 420 where id = $1", [m.pay]);
    await transition(q, "pay_tracking", m.pay, "controlled");
    const result = await one<{ r: { exported: number; batch_ids: string[] } }>(
      q,
      "select public.export_pay_period('2026-05-01') as r",
    );
    return { ...m, result: result.r };
  }

  it("is refused to a CSM, and with nothing controlled — R:PAY-STATUS-ROLES", async () => {
    await db.system(async (q) => {
      await mayPay(q);
      await as(q, "csm");
      expect(await failureMessage(q, () => q("select public.export_pay_period('2026-05-01')"))).toBe(
        "Seule la comptabilité peut exporter la paie",
      );
      await as(q, "comptable");
      expect(await failureMessage(q, () => q("select public.export_pay_period('2031-05-01')"))).toBe(
        "Aucune paie contrôlée à exporter pour la période du 01/05/2031",
      );
    });
  });

  it("exports the controlled lines, marks their weeks sent to payroll and locks them — R:PAY-EXPORT-LOCK, R:TS-EXPORT", async () => {
    await db.system(async (q) => {
      const { pay, week, result } = await exported(q);
      expect(result.exported).toBeGreaterThanOrEqual(1);
      const row = await one<{ status: string; batch: string | null }>(
        q,
        "select status, payroll_export_batch_id as batch from public.pay_tracking where id = $1",
        [pay],
      );
      expect(row.status).toBe("exported");
      expect(result.batch_ids).toContain(row.batch);
      expect(
        (await one<{ status: string }>(q, "select status from public.timesheet_week where id = $1", [week.id])).status,
      ).toBe("exported");
      expect(
        await failureMessage(q, () => q("update public.pay_tracking set gross_base = 1 where id = $1", [pay])),
      ).toBe(LOCKED);
      expect(await failureMessage(q, () => q("select public.compute_pay_tracking($1)", [pay]))).toBe(LOCKED);
      expect(await failureMessage(q, () => q("delete from public.pay_element where pay_tracking_id = $1", [pay]))).toBe(
        null, // no write policy on elements: nothing is deleted
      );
      expect(
        Number(
          (
            await one<{ n: string }>(q, "select count(*) as n from public.pay_element where pay_tracking_id = $1", [
              pay,
            ])
          ).n,
        ),
      ).toBeGreaterThan(0);
      // the payment's details stay writable
      await q("update public.pay_tracking set payment_reference = 'VIR-TEST' where id = $1", [pay]);
      await transition(q, "pay_tracking", pay, "paid");
      expect(await statusOf(q, pay)).toBe("paid");
    });
  });

  it("reopens an exported line only by a regularization with a comment, which recomputes — R:PAY-REGULARIZATION", async () => {
    await db.system(async (q) => {
      const { pay } = await exported(q);
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "to_control"))).toBe(
        "Transition impossible de « Exportée » à « À contrôler »",
      );
      expect(await failureMessage(q, () => transition(q, "pay_tracking", pay, "regularization"))).toBe(
        "Un commentaire est obligatoire pour passer au statut « Régularisation »",
      );
      await transition(q, "pay_tracking", pay, "regularization", "Heures du 22 mai corrigées");
      expect(await failureMessage(q, () => q("select public.compute_pay_tracking($1)", [pay]))).toBeNull();
    });
  });

  it("names each talent by a matricule given at creation, never changed", async () => {
    await db.system(async (q) => {
      const first = await freshTalent(q);
      const second = await freshTalent(q);
      const [a, b] = [await matriculeOf(q, first), await matriculeOf(q, second)];
      expect(Number(b)).toBeGreaterThan(Number(a));
      await q("update public.talent set employee_number = '999999', first_name = 'Renommé' where id = $1", [first]);
      expect(await matriculeOf(q, first)).toBe(a);
    });
  });

  it("writes one line per talent and element code, read back from the CSV and the XLSX", async () => {
    await db.system(async (q) => {
      const { talent } = await exported(q);
      const matricule = await matriculeOf(q, talent);
      const lines = (await q<PayExportLine>("select * from public.pay_export_lines('2026-05-01')")).rows.map((l) => ({
        ...l,
        quantity: Number(l.quantity),
        rate: l.rate === null ? (null as unknown as number) : Number(l.rate),
        amount: Number(l.amount),
      }));
      const mine = lines.filter((l) => l.talent_id === talent);
      expect(mine.map((l) => [l.code, l.quantity, l.rate, l.amount])).toEqual([
        ["HN", 35, 14.5, 507.5],
        ["HS25", 4, 18.125, 72.5],
      ]);

      const csv = payrollCsv(lines);
      expect(csv.startsWith("\uFEFF")).toBe(true);
      // read back by exceljs's CSV reader, values as written (no number or date guessing)
      const csvBook = new ExcelJS.Workbook();
      const csvSheet = await csvBook.csv.read(Readable.from([csv.slice(1)]), {
        parserOptions: { delimiter: ";" },
        map: (value: unknown) => value,
      });
      const [fields, ...records] = csvSheet
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1) as string[]);
      const parsed = {
        meta: { fields },
        data: records.map((r) => Object.fromEntries(fields.map((h, i) => [h, r[i] ?? ""]))),
      };
      expect(parsed.meta.fields).toEqual([
        "matricule",
        "nom",
        "prenom",
        "periode_debut",
        "periode_fin",
        "code_element",
        "libelle",
        "categorie",
        "sens",
        "quantite",
        "taux",
        "montant",
        "contrats",
        "lot_export",
      ]);
      expect(parsed.data).toHaveLength(lines.length);
      const hs25 = parsed.data.find((r) => r.matricule === matricule && r.code_element === "HS25")!;
      expect([hs25.nom, hs25.periode_debut, hs25.libelle, hs25.sens, hs25.quantite, hs25.taux, hs25.montant]).toEqual([
        "Essai-Paie",
        "2026-05-01",
        "Heures supplémentaires à +25 %",
        "GAIN",
        "4,00",
        "18,1250",
        "72,50",
      ]);

      const missions = (await q<PayExportMission>("select * from public.pay_export_missions('2026-05-01')")).rows;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await payrollXlsx(lines, missions, "2026-05-01"));
      const sheet = workbook.getWorksheet("Paie 2026-05")!;
      expect(sheet.rowCount).toBe(lines.length + 1);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const rows = Array.from({ length: lines.length }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
      const hn = rows.find((r) => r[0] === matricule && r[5] === "HN")!;
      expect(Object.fromEntries(header.map((h, i) => [h, hn[i]]))).toMatchObject({
        code_element: "HN",
        quantite: 35,
        taux: 14.5,
        montant: 507.5,
        sens: "GAIN",
      });
    });
  });

  it("writes the period's missions with what the DSN's contract block needs, as a second sheet and file — R:CTR-DPAE-IMPRECISE-END", async () => {
    await db.system(async (q) => {
      const { talent, contract } = await exported(q);
      const matricule = await matriculeOf(q, talent);
      const c = await one<{ contract_key: string; start_date: string; contract_reason: string; job_name: string }>(
        q,
        "select contract_key, start_date::text, contract_reason::text, job_name from public.contract where id = $1",
        [contract.id],
      );
      const missions = (await q<PayExportMission>("select * from public.pay_export_missions('2026-05-01')")).rows;
      const mine = missions.filter((m) => m.talent_id === talent);
      // one contract, 39 h worked the week of 18 May: 35 h at 14,50 € and 4 h at +25 %
      expect(mine).toHaveLength(1);
      expect({ ...mine[0], hours: Number(mine[0].hours), gross: Number(mine[0].gross) }).toMatchObject({
        contract_key: c.contract_key,
        start_date: c.start_date,
        planned_end_date: "2026-07-31",
        contract_reason: c.contract_reason,
        job_name: c.job_name,
        hours: 39,
        gross: 580,
        end_date: null,
      });
      expect(mine[0].pcs_ese_code).toMatch(/^[0-9]{3}[a-z]$/);
      expect(mine[0].site_siret).toMatch(/^[0-9]{14}$/);

      const csv = missionsCsv(missions);
      const [header, ...rows] = csv.slice(1).split("\r\n");
      expect(header.split(";").slice(0, 6)).toEqual([
        "matricule",
        "nom",
        "prenom",
        "periode_debut",
        "periode_fin",
        "contrat",
      ]);
      const row = rows.find((r) => r.startsWith(`${matricule};`))!.split(";");
      const at = (name: string) => row[header.split(";").indexOf(name)];
      expect([at("heures"), at("brut"), at("ifm"), at("iccp")]).toEqual(["39,00", "580,00", "0,00", "0,00"]);

      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await payrollXlsx([], missions, "2026-05-01"));
      const sheet = book.getWorksheet("Missions 2026-05")!;
      expect(sheet.rowCount).toBe(missions.length + 1);

      // an imprecise term (a replacement) has no end date: its planned end is the last day of its
      // minimum duration, as its DPAE declares it (rewritten as the system: for a user, a signed
      // contract changes only by an amendment, beside the point here)
      await asSystem(q);
      await q(
        `update public.contract set is_precise_term = false, end_date = null, minimum_duration_days = 70,
                contract_reason = 'replacement_absence', replaced_employee = 'Marc Dubois, grutier'
          where id = $1`,
        [contract.id],
      );
      await as(q, "comptable");
      const replaced = (
        await q<PayExportMission>("select * from public.pay_export_missions('2026-05-01') where talent_id = $1", [
          talent,
        ])
      ).rows;
      // the 70th day counted from the first (L1251-11's minimum duration)
      const minimumEnd = await one<{ d: string }>(q, "select ($1::date + 69)::text as d", [c.start_date]);
      expect(replaced.map((m) => m.planned_end_date)).toEqual([minimumEnd.d]);
    });
  });
  it("gives the DSN the version in force and the mission's early end: its date, reason and initiator", async () => {
    await db.system(async (q) => {
      const { talent, contract } = await exported(q);
      await asSystem(q);
      // renewed to the end of August by a signed amendment, then ended early on 22 May by the
      // temp, hired on a CDI (L1251-28)
      await asLoaded(
        q,
        `insert into public.contract
           select (jsonb_populate_record(null::public.contract, to_jsonb(c) || jsonb_build_object(
                    'id', gen_random_uuid(), 'is_amendment', true, 'amendment_number', 1, 'amendment_type', 'renewal',
                    'status', 'signed', 'end_date', '2026-08-28', 'definitive_end_date', '2026-05-22',
                    'definitive_end_reason', 'talent_cdi_hire', 'definitive_end_initiator', 'talent'))).*
             from public.contract c where c.id = $1`,
        [contract.id],
      );
      await as(q, "comptable");
      const [mission, ...more] = (
        await q<PayExportMission>("select * from public.pay_export_missions('2026-05-01') where talent_id = $1", [
          talent,
        ])
      ).rows;
      expect(more).toEqual([]);
      expect(mission).toMatchObject({
        contract_key: contract.key,
        amendment_number: 1,
        planned_end_date: "2026-08-28",
        end_date: "2026-05-22",
        end_reason: "talent_cdi_hire",
        end_initiator: "talent",
      });
    });
  });
});

describe("pay cut-off", () => {
  it("counts the days left and lists the contracts with a begun week of the period not signed — R:PAY-CUTOFF", async () => {
    await db.system(async (q) => {
      const { contract } = await mayPay(q);
      const other = await activeContract(q, await freshTalent(q), { end_date: "2026-07-31" });
      await asSystem(q);
      await as(q, "comptable");
      type Status = {
        period_start: string;
        cutoff_date: string;
        days_left: number;
        contract_count: number;
        contracts: Array<{ contract_id: string; weeks: string[]; talent_name: string }>;
      };
      const before = (await one<{ s: Status }>(q, "select public.pay_cutoff_status('2026-06-01') as s")).s;
      expect([before.period_start, before.cutoff_date, before.days_left]).toEqual(["2026-05-01", "2026-06-02", 1]);
      expect(before.contract_count).toBe(before.contracts.length);
      const mine = before.contracts.find((c) => c.contract_id === contract.id)!;
      // 18 May is validated; 4, 11 and 25 May are missing
      expect(mine.weeks).toEqual(["2026-05-04", "2026-05-11", "2026-05-25"]);
      expect(before.contracts.find((c) => c.contract_id === other.id)?.talent_name).toBe("Paul Essai-Paie");
      const after = (await one<{ s: Status }>(q, "select public.pay_cutoff_status('2026-06-03') as s")).s;
      expect([after.period_start, after.cutoff_date, after.days_left]).toEqual(["2026-06-01", "2026-07-02", 29]);
      // weeks not begun yet do not count: on 3 June, only the week of 1 June
      expect(after.contracts.find((c) => c.contract_id === contract.id)?.weeks).toEqual(["2026-06-01"]);
      await as(q, "marketing");
      expect((await one<{ s: Status }>(q, "select public.pay_cutoff_status('2026-06-01') as s")).s.contract_count).toBe(
        0,
      );
    });
  });
});
