// Words that suggest a note records special-category data (RGPD art. 9: health, religious or
// political opinions, union membership, sex life or orientation, racial or ethnic origin; and
// art. 10: criminal convictions). The notes form warns while the consultant types, without
// blocking: a word is a hint, not a proof (« handicap » may be an accessible worksite).
export const SENSITIVE_TOPICS = ["health", "religion", "union", "politics", "sexuality", "origin", "judicial"] as const;
export type SensitiveTopic = (typeof SENSITIVE_TOPICS)[number];

// Lower case without accents; a trailing `*` matches any ending (« syndiq* »: syndiqué,
// syndiquée), otherwise the whole word only (« rom » is not « romain »). Phrases allowed.
const KEYWORDS: Record<SensitiveTopic, readonly string[]> = {
  health: [
    "malad*",
    "handicap*",
    "rqth",
    "diabet*",
    "cancer*",
    "depress*",
    "burn-out",
    "burnout",
    "enceinte",
    "grossesse",
    "hospitalis*",
    "medicament*",
    "traitement medical",
    "seropositi*",
    "vih",
    "sida",
    "epilep*",
    "asthm*",
    "alcoolique",
    "alcoolisme",
    "toxicoman*",
    "psychiatr*",
    "therapie",
    "medecin traitant",
  ],
  religion: [
    "religion*",
    "religieu*",
    "musulman*",
    "chretien*",
    "catholique*",
    "juif",
    "juive*",
    "juifs",
    "protestant*",
    "islam*",
    "ramadan",
    "mosquee*",
    "eglise*",
    "synagogue*",
    "priere*",
    "athee*",
    "bouddhis*",
  ],
  union: ["syndicat*", "syndiqu*", "syndical*", "cgt", "cfdt", "greviste*", "delegue du personnel"],
  politics: [
    "opinion* politique*",
    "parti politique",
    "militant*",
    "extreme droite",
    "extreme gauche",
    "communiste*",
    "front national",
    "rassemblement national",
    "insoumis*",
    "gauchiste*",
    "facho*",
  ],
  sexuality: ["homosexu*", "gay", "gays", "lesbienne*", "bisexu*", "transgenre*", "orientation sexuelle", "lgbt*"],
  origin: [
    "origine ethnique",
    "ethnie*",
    "ethnique*",
    "race",
    "racial*",
    "couleur de peau",
    "maghrebin*",
    "arabe*",
    "africain*",
    "asiatique*",
    "rom",
    "roms",
    "gitan*",
  ],
  judicial: ["casier judiciaire", "condamne*", "condamnation*", "prison", "incarcer*", "detenu*"],
};

/** Lower case, accents and ligatures folded, apostrophes and dashes kept as word separators. */
export const foldText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patternOf = (keyword: string): RegExp => {
  const parts = keyword.split(" ").map((word) => {
    const prefix = word.endsWith("*");
    const stem = escape(prefix ? word.slice(0, -1) : word);
    return prefix ? `${stem}[a-z-]*` : stem;
  });
  return new RegExp(`(?<![a-z])${parts.join("\\s+")}(?![a-z])`);
};

const PATTERNS: ReadonlyArray<[SensitiveTopic, RegExp]> = SENSITIVE_TOPICS.flatMap((topic) =>
  KEYWORDS[topic].map((k): [SensitiveTopic, RegExp] => [topic, patternOf(k)]),
);

/** The sensitive topics a text seems to mention, in the order of SENSITIVE_TOPICS, each once. */
export const sensitiveTopics = (text: string | null | undefined): SensitiveTopic[] => {
  if (!text?.trim()) return [];
  const folded = foldText(text);
  const found = new Set(PATTERNS.filter(([, re]) => re.test(folded)).map(([topic]) => topic));
  return SENSITIVE_TOPICS.filter((t) => found.has(t));
};
