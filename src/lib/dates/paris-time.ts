// Instants in Paris time, whatever the browser's zone: the database computes its legal
// instants (a contract's hiring, private.contract_hiring_at) `at time zone 'Europe/Paris'`,
// and its messages cite them as "DD/MM/YYYY à HH:MM" (private.paris_date_time).
const ZONE = "Europe/Paris";

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The wall-clock fields of an instant in Paris. */
const parisFields = (at: Date) => {
  const parts = Object.fromEntries(PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
};

/** Paris's offset from UTC at an instant, in milliseconds. */
const parisOffset = (at: Date): number => {
  const f = parisFields(at);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - (at.getTime() - at.getMilliseconds());
};

/** The instant of a Paris wall-clock time ("2026-03-02", 7, 30). */
export const parisInstant = (day: string, hour = 0, minute = 0): Date => {
  const [year, month, date] = day.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const first = wall - parisOffset(new Date(wall));
  // the offset at the instant itself (the guess may sit across a change of time)
  return new Date(wall - parisOffset(new Date(first)));
};

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day of an instant in Paris, "2026-03-02" (the database's `(now() at time zone 'Europe/Paris')::date`). */
export const parisDay = (at: Date): string => {
  const f = parisFields(at);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}`;
};

/** The Paris wall-clock time of an instant, "2026-03-02T07:30": what a picker shows and takes back. */
export const parisWallClock = (at: Date): string => {
  const f = parisFields(at);
  return `${parisDay(at)}T${pad(f.hour)}:${pad(f.minute)}`;
};

/** "02/03/2026 à 07:30", in Paris. */
export const formatParisDateTime = (at: Date): string => {
  const f = parisFields(at);
  return `${pad(f.day)}/${pad(f.month)}/${f.year} à ${pad(f.hour)}:${pad(f.minute)}`;
};
