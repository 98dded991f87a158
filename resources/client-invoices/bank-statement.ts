// A bank statement's credits matched to open invoices, for « Importer un relevé bancaire »: the
// CSV a French bank exports (`;` or `,`, dates JJ/MM/AAAA, amounts « 1 234,56 », a « Montant »
// column or « Crédit » / « Débit » ones), each credit matched to the open invoice whose number
// its label names, else to the one open invoice whose remaining amount it equals. Nothing is
// recorded here: the accountant confirms the matches, each one a payment.

export type StatementLine = { date: string; label: string; amount: number };

export type OpenInvoice = { id: string; number: string; remaining: number; company: string };

export type Match = StatementLine & {
  invoice: OpenInvoice | null;
  /** how it matched: the number in the label, the amount alone, or not at all */
  by: "number" | "amount" | "none";
};

const norm = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** One CSV line's cells (quotes honoured). */
const cells = (line: string, sep: string): string[] => {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') {
      if (quoted && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === sep && !quoted) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out.map((x) => x.trim());
};

/** « 1 234,56 », « -12,00 », « 1234.56 » → a number (NaN when it is none). */
export const parseAmount = (text: string): number => {
  const t = text.replace(/[\s\u00a0\u202f€]/g, "");
  if (!t) return NaN;
  const normalized = t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
  return /^[-+]?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : NaN;
};

/** « 05/11/2026 » or « 2026-11-05 » → ISO, else null. */
export const parseDate = (text: string): string | null => {
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (fr) return `${fr[3]}-${fr[2]}-${fr[1]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null;
};

/** The statement's credits (positive amounts); the header row names the columns. */
export const parseStatement = (csv: string): StatementLine[] => {
  const lines = csv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim());
  if (lines.length < 2) return [];
  const sep = (lines[0]!.match(/;/g)?.length ?? 0) >= (lines[0]!.match(/,/g)?.length ?? 0) ? ";" : ",";
  const header = cells(lines[0]!, sep).map(norm);
  const col = (...names: string[]) => header.findIndex((h) => names.some((n) => h.startsWith(n)));
  const date = col("date");
  const label = col("libelle", "label", "description", "operation");
  const amount = col("montant", "amount");
  const credit = col("credit");
  if (date < 0 || label < 0 || (amount < 0 && credit < 0)) return [];
  return lines.slice(1).flatMap((line) => {
    const c = cells(line, sep);
    const iso = parseDate(c[date] ?? "");
    const value = parseAmount((amount >= 0 ? c[amount] : c[credit]) ?? "");
    return iso && value > 0 ? [{ date: iso, label: c[label] ?? "", amount: Math.round(value * 100) / 100 }] : [];
  });
};

const NUMBER = /\b(FA-\d{4}-\d{6})\b/i;

/** Each credit with the open invoice it pays, an invoice being matched once. */
export const matchStatement = (lines: readonly StatementLine[], open: readonly OpenInvoice[]): Match[] => {
  const taken = new Set<string>();
  const free = (i: OpenInvoice) => !taken.has(i.id) && i.remaining > 0;
  return lines.map((line) => {
    const named = NUMBER.exec(line.label)?.[1]?.toUpperCase();
    const byNumber = named ? open.find((i) => i.number === named && free(i)) : undefined;
    const sameAmount = open.filter((i) => free(i) && Math.abs(i.remaining - line.amount) < 0.005);
    const invoice = byNumber ?? (sameAmount.length === 1 ? sameAmount[0] : undefined);
    if (invoice) taken.add(invoice.id);
    return { ...line, invoice: invoice ?? null, by: byNumber ? "number" : invoice ? "amount" : "none" };
  });
};

/** The amount to record: the credit, at most what the invoice still owes. */
export const paymentAmount = (m: Match): number => (m.invoice ? Math.min(m.amount, m.invoice.remaining) : 0);
