// The query reader of deep research (docs/rules/talents-documents.md#deep-research): a French
// sentence or keywords → the structured criteria (jobs, cards, city and radius, availability,
// contract types) and the terms searched in the resumes, each with its variants from the
// workspace's synonym dictionary. Pure: the reference lists come in, nothing is fetched, so the
// recruiter sees and corrects on /refine exactly what was read.
import {
  AVAILABILITY_WORDS,
  CARD_DETAIL,
  CITY_ARTICLES,
  CONTRACT_PHRASES,
  DOCUMENT_ALIASES,
  MONTHS,
  PLACE_LINKS,
  PLACE_WORDS,
  RELATIVE_DAYS,
  STOP_WORDS,
  UNIT_DAYS,
  WEEKDAYS,
  fold,
  singular,
  type ContractType,
  type DocumentType,
} from "./reader-lexicon.ts";

export type { ContractType, DocumentType };
/** A group of words searched together: met when any variant is in the resume. */
export type TermGroup = { term: string; variants: string[] };
export type ReaderSynonym = { term: string; synonyms: readonly string[] };
export type ReaderRefs = {
  jobs: readonly { id: string; name: string }[];
  documentTypes: readonly { value: DocumentType; label: string }[];
  synonyms: readonly ReaderSynonym[];
  /** YYYY-MM-DD: the day relative dates count from */
  today: string;
};
export type ReadQuery = {
  terms: TermGroup[];
  jobIds?: string[];
  documentTypes?: DocumentType[];
  /** the city's name as written (the page finds its commune) */
  city?: string;
  radiusKm?: number;
  /** YYYY-MM-DD: available on or before this day */
  availableBy?: string;
  contractTypes?: ContractType[];
};

type Token = { raw: string; folded: string; key: string; start: number; end: number; brk: boolean; glued: boolean };

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[,;.!?:()/]/gu;
const ELISION = /^(?:d|l|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/iu;

const tokenize = (text: string): Token[] =>
  [...text.matchAll(WORD)].map((m) => {
    const elided = ELISION.exec(m[0])?.[0].length ?? 0;
    const raw = m[0].slice(elided);
    const start = (m.index ?? 0) + elided;
    const folded = fold(raw);
    return {
      raw,
      folded,
      key: singular(folded),
      start,
      end: start + raw.length,
      brk: !/[\p{L}\p{N}]/u.test(raw),
      glued: (m.index ?? 0) > 0 && text[(m.index ?? 0) - 1] === "-",
    };
  });

/** The comparable form of a phrase: its words folded, without plural marks. */
export const phraseKey = (text: string): string =>
  tokenize(text)
    .filter((t) => !t.brk)
    .map((t) => t.key)
    .join(" ");

const keysOf = (words: readonly string[]) => words.map(singular);

// ISO days in UTC: the reader has no time zone, only the calendar
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoOf(new Date(dayOf(iso).getTime() + days * 86_400_000));
const validDay = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? isoOf(date) : undefined;
};
/** The next such day and month from today (this year, or the next one once past). */
const nextDate = (today: string, month: number, day: number, year?: number) => {
  if (year) return validDay(year < 100 ? 2000 + year : year, month, day);
  const thisYear = dayOf(today).getUTCFullYear();
  const candidate = validDay(thisYear, month, day);
  return candidate && candidate >= today ? candidate : validDay(thisYear + 1, month, day);
};

export const readQuery = (sentence: string, refs: ReaderRefs): ReadQuery => {
  const out: ReadQuery = { terms: [] };
  const placed: Array<{ at: number; group: TermGroup }> = [];
  let text = sentence;

  // quoted phrases are searched as written
  text = text.replace(/["«“]\s*([^"»”]+?)\s*["»”]/g, (_whole, phrase: string, at: number) => {
    placed.push({ at, group: { term: phrase, variants: [] } });
    return " ; ";
  });
  text = text.replace(/\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?\b/g, (whole, d: string, m: string, y?: string) => {
    const day = nextDate(refs.today, Number(m), Number(d), y ? Number(y) : undefined);
    if (!day) return whole;
    out.availableBy = day;
    return " ";
  });
  // « 30 km » becomes a place word, so that « à 30 km de Caen » reads the city after it
  text = text.replace(/\b(\d{1,3})\s*(?:km|kms|kilom[eè]tres?)\b/gi, (_whole, km: string) => {
    if (Number(km) > 0) out.radiusKm = Number(km);
    return " autour ";
  });

  const tokens = tokenize(text);
  const used = tokens.map((t) => t.brk);
  const at = (i: number, words: readonly string[]) =>
    words.length > 0 && words.every((w, k) => i + k < tokens.length && !used[i + k] && tokens[i + k].key === w);
  const take = (i: number, n: number) => {
    for (let k = i; k < i + n; k++) used[k] = true;
  };
  const span = (i: number, n: number) => text.slice(tokens[i].start, tokens[i + n - 1].end);

  // availability: relative days, weekdays, « 3 décembre », or just « dispo » (from today)
  let wantsAvailability = false;
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const rel = RELATIVE_DAYS.find((r) => at(i, keysOf(r.words)));
    const f = tokens[i].folded;
    if (rel) {
      out.availableBy = addDays(refs.today, rel.days);
      take(i, rel.words.length);
    } else if (f in WEEKDAYS) {
      const ahead = (WEEKDAYS[f] - dayOf(refs.today).getUTCDay() + 7) % 7 || 7;
      out.availableBy = addDays(refs.today, ahead);
      take(i, 1);
    } else if (/^(\d{1,2}|1er)$/.test(f) && tokens[i + 1] && tokens[i + 1].folded in MONTHS) {
      const year = /^\d{4}$/.test(tokens[i + 2]?.folded ?? "") ? Number(tokens[i + 2].folded) : undefined;
      const day = nextDate(refs.today, MONTHS[tokens[i + 1].folded], parseInt(f, 10), year);
      if (day) out.availableBy = day;
      take(i, year ? 3 : 2);
    } else if (["sous", "dans"].includes(f) && /^\d{1,3}$/.test(tokens[i + 1]?.folded ?? "")) {
      // « sous 15 jours », « dans 2 semaines »
      const unit = UNIT_DAYS[tokens[i + 2]?.key ?? ""];
      if (!unit) continue;
      out.availableBy = addDays(refs.today, Number(tokens[i + 1].folded) * unit);
      take(i, 3);
    } else if (AVAILABILITY_WORDS.has(f)) wantsAvailability = true;
  }
  if (wantsAvailability && !out.availableBy) out.availableBy = refs.today;

  const contracts = new Set<ContractType>();
  for (let i = 0; i < tokens.length; i++) {
    const hit = CONTRACT_PHRASES.find((c) => at(i, keysOf(c.words)));
    if (!hit) continue;
    contracts.add(hit.value);
    take(i, hit.words.length);
  }
  if (contracts.size) out.contractTypes = [...contracts];

  // qualification cards, and the precision written after one (« CACES R482 » → the term R482)
  const cardPhrases = refs.documentTypes
    .flatMap(({ value, label }) => [
      ...(DOCUMENT_ALIASES[value] ?? []).map((words) => ({ value, words: keysOf(words) })),
      { value, words: phraseKey(label.replace(/\(.*\)/, "")).split(" ") },
    ])
    .sort((a, b) => b.words.length - a.words.length);
  const documents = new Set<DocumentType>();
  for (let i = 0; i < tokens.length; i++) {
    const hit = cardPhrases.find((c) => at(i, c.words));
    if (!hit) continue;
    documents.add(hit.value);
    const card = span(i, hit.words.length);
    take(i, hit.words.length);
    for (let k = i + hit.words.length; k < tokens.length && !used[k]; k++) {
      if (["cat", "categorie"].includes(tokens[k].folded)) used[k] = true;
      else if (CARD_DETAIL.test(tokens[k].folded)) {
        used[k] = true;
        placed.push({ at: tokens[k].start, group: { term: tokens[k].raw, variants: [`${card} ${tokens[k].raw}`] } });
      } else break;
    }
  }
  if (documents.size) out.documentTypes = [...documents];

  const jobPhrases = refs.jobs
    .map((job) => ({ id: job.id, words: phraseKey(job.name).split(" ") }))
    .sort((a, b) => b.words.length - a.words.length);
  const jobs = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const hit = jobPhrases.find((j) => at(i, j.words));
    if (!hit) continue;
    jobs.add(hit.id);
    take(i, hit.words.length);
  }
  if (jobs.size) out.jobIds = [...jobs];

  readCity(tokens, used, text, out);

  // the dictionary's phrases (longest first), then each remaining word
  const dictionary = refs.synonyms
    .flatMap((row) => [row.term, ...row.synonyms])
    .map((p) => phraseKey(p).split(" "))
    .filter((words) => words[0])
    .sort((a, b) => b.length - a.length);
  for (let i = 0; i < tokens.length; i++) {
    const hit = dictionary.find((words) => at(i, words));
    if (!hit) continue;
    placed.push({ at: tokens[i].start, group: { term: span(i, hit.length), variants: [] } });
    take(i, hit.length);
  }
  tokens.forEach((t, i) => {
    // a lone letter or number says nothing a resume could be searched for
    if (used[i] || STOP_WORDS.has(t.folded) || /^\d+$/.test(t.folded) || t.folded.length < 2) return;
    placed.push({ at: t.start, group: { term: t.raw, variants: [] } });
  });

  for (const { group } of placed.sort((a, b) => a.at - b.at)) {
    const key = phraseKey(group.term);
    if (out.terms.some((g) => g.variants.some((v) => phraseKey(v) === key))) continue;
    out.terms.push(expandTerm(group.term, refs.synonyms, group.variants));
  }
  return out;
};

/** The city after a place word (« autour de Caen », « secteur Saint-Lô », « à La Rochelle »). */
const readCity = (tokens: Token[], used: boolean[], text: string, out: ReadQuery) => {
  const capital = (t?: Token) => Boolean(t && /^\p{Lu}/u.test(t.raw));
  for (let i = 0; i < tokens.length; i++) {
    const f = tokens[i].folded;
    if (used[i] || !(PLACE_WORDS.has(f) || (f === "a" && capital(tokens[i + 1])))) continue;
    let c = i + 1;
    while (c < tokens.length && !used[c] && (PLACE_WORDS.has(tokens[c].folded) || PLACE_LINKS.has(tokens[c].folded))) {
      if (CITY_ARTICLES.has(tokens[c].folded) && capital(tokens[c])) break;
      c++;
    }
    const first = tokens[c];
    if (!first || used[c] || first.brk || /^\d/.test(first.folded) || STOP_WORDS.has(first.folded)) {
      if (!first || !CITY_ARTICLES.has(first.folded) || !capital(first)) continue;
    }
    let last = CITY_ARTICLES.has(first.folded) && tokens[c + 1] && !tokens[c + 1].brk ? c + 1 : c;
    while (tokens[last + 1]?.glued && !tokens[last + 1].brk) last++;
    out.city = text.slice(first.start, tokens[last].end);
    for (let k = i; k <= last; k++) used[k] = true;
    return;
  }
};

/**
 * A term with its variants: itself, the extra forms given, and every row of the dictionary
 * that names any of them as its term or as a synonym. Accents are kept for display.
 */
export const expandTerm = (
  term: string,
  synonyms: readonly ReaderSynonym[],
  extra: readonly string[] = [],
): TermGroup => {
  const wanted = new Set([term, ...extra].map(phraseKey));
  const variants = [term, ...extra];
  for (const row of synonyms) {
    const forms = [row.term, ...row.synonyms];
    if (forms.some((f) => wanted.has(phraseKey(f)))) variants.push(...forms);
  }
  const seen = new Set<string>();
  return {
    term,
    variants: variants.filter((v) => {
      const key = phraseKey(v);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
};
