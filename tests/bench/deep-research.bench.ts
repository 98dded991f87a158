// The deep research over the `large` seed (200 000 talents, a resume text for about 70 000):
// through the real server, signed in as consultant@renfort.test, one request after the other,
// public.deep_research_search with the terms and criteria the query reader makes of realistic
// sentences (the trade's synonyms as variants, a city and a radius, an availability date); p50/p95
// in ms against the target (p95 ≤ 300 ms at the API).
// `npm run bench:deep-research` (docs/performance/deep-research.md)
//
// Environment (support.ts): BENCH_DATABASE_URL / BENCH_DATA_DIR reuse a seeded database (see
// large-database.ts), BENCH_REQUESTS (default 30) measured requests per scenario, BENCH_SEED=demo
// checks the bench on the demo seed.
import { benchRequests, printTable, runBench, runScenarios, withBenchServer, type Scenario } from "./support.ts";

const REQUESTS = benchRequests(30);
const API_TARGET_MS = 300;
const ACCOUNT = "consultant@renfort.test";

const LYON = { p_latitude: 45.764, p_longitude: 4.8357 };
const PARIS = { p_latitude: 48.8566, p_longitude: 2.3522 };
const MARSEILLE = { p_latitude: 43.2965, p_longitude: 5.3698 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Args = Record<string, unknown>;

/** The sentences, as the query reader turns them into terms (with the default synonyms) and criteria. */
const QUERIES: Array<[sentence: string, args: Args]> = [
  [
    "« coffreur bancheur qui a fait du nucléaire, à 50 km de Lyon, dispo sous 15 jours »",
    {
      p_terms: [
        { term: "coffreur", variants: ["coffreur", "bancheur", "coffreur bancheur", "coffreur boiseur"] },
        { term: "nucléaire", variants: ["nucléaire", "centrale nucléaire", "CNPE", "EDF", "zone contrôlée"] },
      ],
      ...LYON,
      p_radius_km: 50,
      p_available_by: inDays(15),
    },
  ],
  [
    "« maçon avec CACES R482 autour de Paris (30 km) »",
    {
      p_terms: [
        { term: "maçon", variants: ["maçon", "maçonnerie", "maçon VRD", "maçon coffreur"] },
        { term: "CACES R482", variants: ["CACES R482", "engins de chantier", "conducteur d'engins", "CACES engins"] },
      ],
      ...PARIS,
      p_radius_km: 30,
    },
  ],
  [
    "« électricien habilité qui a travaillé pour EDF, en intérim »",
    {
      p_terms: [
        { term: "électricien", variants: ["électricien", "électricité", "habilitation électrique"] },
        { term: "EDF", variants: ["EDF", "Électricité de France", "CNPE"] },
      ],
      p_contract_types: ["temp"],
    },
  ],
  [
    "« grutier grue à tour, Marseille 80 km, disponible dans un mois »",
    {
      p_terms: [{ term: "grutier", variants: ["grutier", "grue à tour", "CACES R487"] }],
      ...MARSEILLE,
      p_radius_km: 80,
      p_available_by: inDays(30),
    },
  ],
  [
    "« soudeur TIG tuyauterie inox en centrale nucléaire » (3 termes)",
    {
      p_terms: [
        { term: "soudeur", variants: ["soudeur", "soudure", "soudeur TIG", "tuyauteur"] },
        { term: "tuyauterie inox", variants: ["tuyauterie inox"] },
        { term: "nucléaire", variants: ["nucléaire", "centrale nucléaire", "CNPE", "EDF", "zone contrôlée"] },
      ],
    },
  ],
  [
    "« plaquiste » seul, page 3",
    {
      p_terms: [{ term: "plaquiste", variants: ["plaquiste", "plâtrier", "plaque de plâtre", "cloisons sèches"] }],
      p_offset: 50,
    },
  ],
];

async function main() {
  await withBenchServer({ analyze: ["talent_resume_text"] }, async ({ db, data, signIn }) => {
    const supabase = await signIn(ACCOUNT);
    const scenarios: Scenario[] = QUERIES.map(([sentence, args]) => [
      sentence,
      async () => {
        const { data: rows, error } = await supabase.rpc("deep_research_search", args);
        if (error) throw error;
        return (rows as unknown[]).length;
      },
    ]);
    const count = await supabase.from("talent_resume_text").select("talent_id", { count: "exact", head: true });
    if (count.error) throw count.error;
    const rows = await runScenarios(scenarios, {
      requests: REQUESTS,
      target: { ms: API_TARGET_MS, inclusive: true },
    });
    printTable(
      `Recherche approfondie — données ${data} (${count.count ?? "?"} textes de CV lisibles par le consultant) — ${db.label}`,
      ["API (consultant@renfort.test, 25 résultats par page)", "lignes"],
      rows,
    );
  });
}

runBench(main);
