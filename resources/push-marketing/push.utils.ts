// The composer's rules, out of JSX: the template's variables as the database fills them
// (private.fill_template), and the programmed date's checks as the database makes them
// (at least 5 minutes ahead, not 21 h–8 h nor Sunday, Paris time).
import type { ContactChoice } from "./types.ts";

export const fillTemplate = (text: string, values: Record<string, string | null | undefined>): string =>
  Object.entries(values).reduce((acc, [key, value]) => acc.split(`{${key}}`).join(value ?? ""), text);

export const contactValues = (c: ContactChoice, profiles: string) => ({
  prenom: c.first_name,
  nom: c.last_name,
  entreprise: c.company?.name,
  metier: c.job_title,
  profils: profiles,
});

const parisParts = (at: Date) => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    hour: "2-digit",
    hourCycle: "h23",
    weekday: "short",
  }).formatToParts(at);
  return {
    hour: Number(parts.find((p) => p.type === "hour")?.value),
    sunday: parts.find((p) => p.type === "weekday")?.value === "Sun",
  };
};

/** The French refusal of a programmed date, or null when the database will accept it. */
export const scheduleProblem = (at: Date, now: Date = new Date()): "tooSoon" | "quietHours" | null => {
  if (at.getTime() < now.getTime() + 5 * 60_000) return "tooSoon";
  const { hour, sunday } = parisParts(at);
  if (sunday || hour < 8 || hour >= 21) return "quietHours";
  return null;
};

/** True when the contact receives nothing: opted out, or no address. */
export const excluded = (c: Pick<ContactChoice, "marketing_opt_out_at" | "email">): boolean =>
  !!c.marketing_opt_out_at || !c.email;

/** The share of the recipients already handled, for the progress bar (0–100). */
export const progressPercent = (handled: number, total: number): number =>
  total <= 0 ? 0 : Math.min(100, Math.round((handled / total) * 100));
