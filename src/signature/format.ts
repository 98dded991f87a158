// Dates and hours as the page writes them (no Intl time zones: the week's dates are calendar days).
import { ABSENCES, texts } from "./texts.ts";
import type { Day } from "./api.ts";

const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];

export const frenchDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
};

/** "lundi 05/01" */
export const dayLabel = (iso: string): string =>
  `${WEEKDAYS[new Date(`${iso.slice(0, 10)}T12:00:00Z`).getUTCDay()]} ${frenchDate(iso).slice(0, 5)}`;

/** 7,5 → "7 h 30" */
export const hours = (n: number): string => {
  const minutes = Math.round(Number(n) * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, "0")}` : `${h} h`;
};

const time = (t: string) => t.slice(0, 5).replace(":", " h ");

/** "08 h 00 – 17 h 00", or the absence, or "Non travaillé". */
export const schedule = (day: Day): string => {
  if (day.absence_type !== "none") return ABSENCES[day.absence_type] ?? day.absence_type;
  if (day.start_time && day.end_time) return `${time(day.start_time)} – ${time(day.end_time)}`;
  return Number(day.worked_hours) > 0 ? "—" : texts.noWork;
};

export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
