// The payroll file of a period (docs/payroll-export.md): one line per talent, element code
// and rate, from public.pay_export_lines, and the period's missions with what the DSN's contract
// block needs (public.pay_export_missions), as CSV (`;`, decimal comma, UTF-8 with BOM, CRLF: two
// files) or XLSX (numbers as numbers: one workbook, a sheet each). Column names are stable
// identifiers a payroll tool (Silae-like "import de variables") maps once; they are not translated.
import type { Database } from "../../src/database.types.ts";
import { enumLabel } from "../../src/lib/enums/labels.ts";
import {
  toCsv,
  toXlsxBook,
  xlsxSheet,
  type ExportColumn,
  type ExportFormat,
} from "../../src/lib/export/table-export.ts";

export type PayExportLine = Database["public"]["Functions"]["pay_export_lines"]["Returns"][number];
export type PayExportMission = Database["public"]["Functions"]["pay_export_missions"]["Returns"][number];
type Category = PayExportLine["category"];

/** GAIN adds to the pay, RETENUE is deducted from the net, INFO carries no amount. */
export const directionOf = (category: Category): "GAIN" | "RETENUE" | "INFO" =>
  category === "deduction" ? "RETENUE" : category === "info" ? "INFO" : "GAIN";

const decimal = (value: number | null | undefined, digits: number): string =>
  value === null || value === undefined ? "" : Number(value).toFixed(digits).replace(".", ",");
const number = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

type Column<Row = PayExportLine> = {
  header: string;
  csv: ExportColumn<Row>["value"];
  xlsx?: ExportColumn<Row>["value"];
};

export const PAYROLL_COLUMNS: readonly Column[] = [
  { header: "matricule", csv: (l) => l.employee_number },
  { header: "nom", csv: (l) => l.last_name },
  { header: "prenom", csv: (l) => l.first_name },
  { header: "periode_debut", csv: (l) => l.period_start },
  { header: "periode_fin", csv: (l) => l.period_end },
  { header: "code_element", csv: (l) => l.code },
  { header: "libelle", csv: (l) => l.label },
  { header: "categorie", csv: (l) => l.category },
  { header: "sens", csv: (l) => directionOf(l.category) },
  { header: "quantite", csv: (l) => decimal(l.quantity, 2), xlsx: (l) => number(l.quantity) },
  { header: "taux", csv: (l) => decimal(l.rate, 4), xlsx: (l) => number(l.rate) },
  { header: "montant", csv: (l) => decimal(l.amount, 2), xlsx: (l) => number(l.amount) },
  { header: "contrats", csv: (l) => l.contract_keys },
  { header: "lot_export", csv: (l) => l.batch_id },
];

const amount = (pick: (m: PayExportMission) => number | null) => ({
  csv: (m: PayExportMission) => decimal(pick(m), 2),
  xlsx: (m: PayExportMission) => number(pick(m)),
});

export const MISSION_COLUMNS: readonly Column<PayExportMission>[] = [
  { header: "matricule", csv: (m) => m.employee_number },
  { header: "nom", csv: (m) => m.last_name },
  { header: "prenom", csv: (m) => m.first_name },
  { header: "periode_debut", csv: (m) => m.period_start },
  { header: "periode_fin", csv: (m) => m.period_end },
  { header: "contrat", csv: (m) => m.contract_key },
  { header: "avenant", csv: (m) => m.amendment_number },
  { header: "nature_contrat", csv: (m) => m.contract_type },
  { header: "nature_contrat_libelle", csv: (m) => enumLabel("contract_type", m.contract_type) },
  { header: "date_debut", csv: (m) => m.start_date },
  { header: "date_fin_prevue", csv: (m) => m.planned_end_date },
  { header: "motif_recours", csv: (m) => m.contract_reason },
  {
    header: "motif_recours_libelle",
    csv: (m) => (m.contract_reason ? enumLabel("contract_reason", m.contract_reason) : ""),
  },
  { header: "justification_recours", csv: (m) => m.contract_reason_justification },
  { header: "salarie_remplace", csv: (m) => m.replaced_employee },
  { header: "emploi", csv: (m) => m.job_name },
  { header: "code_pcs_ese", csv: (m) => m.pcs_ese_code },
  { header: "qualification", csv: (m) => m.qualification_level },
  { header: "statut", csv: (m) => (m.employee_status ? enumLabel("employee_status", m.employee_status) : "") },
  { header: "duree_hebdo", csv: (m) => decimal(m.weekly_hours, 2), xlsx: (m) => number(m.weekly_hours) },
  { header: "taux_horaire", csv: (m) => decimal(m.hourly_wage, 4), xlsx: (m) => number(m.hourly_wage) },
  { header: "entreprise_utilisatrice", csv: (m) => m.company_name },
  { header: "siren_utilisateur", csv: (m) => m.company_siren },
  { header: "siret_etablissement_utilisateur", csv: (m) => m.site_siret },
  { header: "lieu_travail", csv: (m) => m.work_place },
  { header: "code_postal_travail", csv: (m) => m.work_postal_code },
  { header: "commune_travail", csv: (m) => m.work_city },
  { header: "heures", csv: (m) => decimal(m.hours, 2), xlsx: (m) => number(m.hours) },
  { header: "brut", ...amount((m) => m.gross) },
  { header: "indemnites_non_soumises", ...amount((m) => m.allowances) },
  { header: "ifm", ...amount((m) => m.ifm) },
  { header: "iccp", ...amount((m) => m.iccp) },
  { header: "date_fin_contrat", csv: (m) => m.end_date },
  { header: "motif_fin", csv: (m) => m.end_reason },
  { header: "motif_fin_libelle", csv: (m) => (m.end_reason ? enumLabel("definitive_end_reason", m.end_reason) : "") },
  {
    header: "initiative_fin",
    csv: (m) => (m.end_initiator ? enumLabel("definitive_end_initiator", m.end_initiator) : ""),
  },
  { header: "lot_export", csv: (m) => m.batch_id },
];

const columnsFor = <Row>(columns: readonly Column<Row>[], format: ExportFormat): ExportColumn<Row>[] =>
  columns.map((c) => ({ header: c.header, value: format === "xlsx" ? (c.xlsx ?? c.csv) : c.csv }));

export const payrollCsv = (lines: readonly PayExportLine[]): string => toCsv(columnsFor(PAYROLL_COLUMNS, "csv"), lines);

export const missionsCsv = (missions: readonly PayExportMission[]): string =>
  toCsv(columnsFor(MISSION_COLUMNS, "csv"), missions);

/** One workbook: the pay lines (« Paie AAAA-MM ») and the missions (« Missions AAAA-MM »). */
export const payrollXlsx = (
  lines: readonly PayExportLine[],
  missions: readonly PayExportMission[],
  periodStart: string,
): Promise<ArrayBuffer> =>
  toXlsxBook([
    xlsxSheet({ name: `Paie ${periodStart.slice(0, 7)}`, columns: columnsFor(PAYROLL_COLUMNS, "xlsx"), rows: lines }),
    xlsxSheet({
      name: `Missions ${periodStart.slice(0, 7)}`,
      columns: columnsFor(MISSION_COLUMNS, "xlsx"),
      rows: missions,
    }),
  ]);

/** `paie-missions-2026-05.csv`: the missions' file beside the pay lines' one (CSV only). */
export const missionsFileName = (periodStart: string): string => `paie-missions-${periodStart.slice(0, 7)}.csv`;

/** `paie-2026-05.csv`: one file per period. */
export const payrollFileName = (periodStart: string, format: ExportFormat): string =>
  `paie-${periodStart.slice(0, 7)}.${format}`;

/** A controlled pay the export left out (public.export_pay_period's `left_out`): who, and why in French. */
export type LeftOutPay = { pay_tracking_id: string; talent_id: string; talent_name: string; reason: string };

/** public.export_pay_period's answer: the pays exported (each with lines in the file), the batches, those left out. */
export type PayrollExportResult = {
  exported: number;
  not_exported: number;
  batch_ids: string[];
  left_out?: LeftOutPay[];
};
