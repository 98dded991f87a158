// `npm test` runs the end-to-end suite in two parts (scripts/test.ts): the main part in the first
// lane, from its start; the tail, the files below, in whichever lane ends its own stages first,
// each part with its own server, database and browser: the core that lane leaves idle runs it.
// The tail is chosen so that both lanes end together (the durations npm test prints say when to
// move a file): files of one test or a few, none that waits on the other part's data. E2E_PART=main or E2E_PART=tail selects a part; unset, the suite is whole.
export const TAIL_SPECS = [
  "notes.spec.ts",
  "timesheet-weeks.spec.ts",
  "talent-profile.spec.ts",
  "navigation.spec.ts",
  "talents.spec.ts",
  "small-screens.spec.ts",
  "trash.spec.ts",
];

export type E2ePart = "main" | "tail";

export const e2ePart = (value: string | undefined): E2ePart | undefined =>
  value === "main" || value === "tail" ? value : undefined;

/** Playwright's testMatch / testIgnore for a part (globs relative to the test directory). */
export const partFilter = (part: E2ePart | undefined): { testMatch?: string[]; testIgnore?: string[] } =>
  part === "tail"
    ? { testMatch: TAIL_SPECS.map((f) => `**/${f}`) }
    : part === "main"
      ? { testIgnore: TAIL_SPECS.map((f) => `**/${f}`) }
      : {};
