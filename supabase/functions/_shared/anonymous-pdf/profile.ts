// The anonymous profile of a talent: from the rows read, only the facts that cannot identify the
// person — jobs, experience, past missions' jobs and sectors (never the client), qualifications
// and cards with their validity (never a number or a file name), languages, availability,
// mobility and the département (never the city, street or postal code). Name, contact, photo,
// NIR, birth date, age, nationality and IBAN are never read here. Pure: Node, Deno, browser.
import type { AnonymousProfile, AnonymousSource, MissionSource, QualificationSource, TalentSource } from "./types.ts";

/** The qualification and card types a client may see, in the labels of public.enum_label. */
export const QUALIFICATION_LABELS: Record<string, string> = {
  caces: "CACES",
  electrical_clearance: "Habilitation électrique",
  aipr: "AIPR",
  sst: "SST",
  work_at_height: "Travail en hauteur",
  scaffolding: "Échafaudage (R408)",
  driver_qualification: "Qualification conducteur (FIMO / FCO)",
  carte_btp: "Carte BTP",
  diploma: "Diplôme",
};

const EXPERIENCE_LABELS: Record<string, string> = {
  beginner: "Débutant (moins de 2 ans)",
  intermediate: "Confirmé (2 à 5 ans)",
  experienced: "Expérimenté (5 à 10 ans)",
  expert: "Expert (plus de 10 ans)",
};

const CONSTRUCTION_LABELS: Record<string, string> = {
  new_construction: "Construction neuve",
  renovation: "Rénovation / réhabilitation",
  maintenance: "Entretien / maintenance",
  demolition: "Démolition",
  public_works: "Travaux publics",
  networks: "Réseaux",
  industrial: "Industriel",
};

/** Contracts that count as experience: running or finished, not drafts nor cancelled ones. */
const WORKED = new Set(["active", "ended", "terminated_early"]);
const VALID_DOCUMENTS = new Set(["valid", "expiring_soon"]);

const longDate = new Intl.DateTimeFormat("fr-FR", { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" });
/** "2027-03-05" → "05 mars 2027". */
export const frLongDate = (iso: string): string => longDate.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/** The département of a French postal code: 2 digits, 2A/2B in Corsica, 3 digits overseas; none abroad. */
export const departmentCode = (postalCode: string | null | undefined, country?: string | null): string | null => {
  const code = (postalCode ?? "").replace(/\s/g, "");
  if ((country && country !== "FR") || !/^\d{5}$/.test(code)) return null;
  if (code.startsWith("98")) return null; // Monaco and the Pacific: no département
  if (code.startsWith("97")) return code.slice(0, 3);
  if (code.startsWith("20")) return Number(code) < 20200 ? "2A" : "2B";
  return code.slice(0, 2);
};

const department = (talent: TalentSource): string | null => {
  const a = talent.address;
  const code = departmentCode(a?.postal_code, a?.country_code);
  if (!code) return null;
  const name = a?.department_name && a.department_code?.toUpperCase().endsWith(code) ? a.department_name : null;
  return name ? `${name} (${code})` : code;
};

const languageNames = new Intl.DisplayNames(["fr"], { type: "language" });
const languageName = (code: string): string => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** "A sha-256 of the talent's id" → « Profil n° 3FA9C2 »: stable per talent, says nothing of it. */
export const profileReference = async (talentId: string): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`renfort-profil:${talentId}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `Profil n° ${hex.slice(0, 6).toUpperCase()}`;
};

const daysBetween = (start: string, end: string): number =>
  Math.max(Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1, 0);

const missions = (rows: readonly MissionSource[], today: string): AnonymousProfile["missions"] => {
  const groups = new Map<string, AnonymousProfile["missions"][number]>();
  for (const m of rows) {
    if (!WORKED.has(m.status) || !m.job_name || m.start_date > today) continue;
    const sector = m.company?.sector?.name ?? null;
    const key = `${m.job_name}\u0000${sector ?? ""}`;
    const end = m.end_date && m.end_date < today ? m.end_date : today;
    const group = groups.get(key) ?? { job: m.job_name, sector, count: 0, days: 0 };
    group.count += 1;
    group.days += daysBetween(m.start_date, end);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.days - a.days);
};

const qualifications = (rows: readonly QualificationSource[], today: string): AnonymousProfile["qualifications"] =>
  rows
    .filter(
      (d) =>
        QUALIFICATION_LABELS[d.type] && VALID_DOCUMENTS.has(d.status) && (!d.expiry_date || d.expiry_date >= today),
    )
    .map((d) => ({
      label: [QUALIFICATION_LABELS[d.type], d.category?.trim()].filter(Boolean).join(" "),
      validUntil: d.expiry_date,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, "fr"));

const availability = (t: TalentSource, today: string): string => {
  const later = t.available_from && t.available_from > today ? frLongDate(t.available_from) : null;
  if (t.availability_status === "available")
    return later ? `Disponible à partir du ${later}` : "Disponible immédiatement";
  if (t.availability_status === "on_mission")
    return later ? `En mission, disponible à partir du ${later}` : "En mission";
  return later ? `Disponible à partir du ${later}` : "Indisponible pour le moment";
};

const mobility = (t: TalentSource, dept: string | null): string[] => {
  const lines: string[] = [];
  if (t.mobility_radius_km != null)
    lines.push(`Mobile dans un rayon de ${t.mobility_radius_km} km${dept ? ` autour du département ${dept}` : ""}`);
  if (t.driving_licenses.length > 0) lines.push(`Permis ${t.driving_licenses.join(", ")}`);
  if (t.has_vehicle) lines.push("Véhicule personnel");
  return lines;
};

/** The anonymous profile; `today` (ISO date) decides validity, availability and mission lengths. */
export const anonymousProfile = async (source: AnonymousSource, today: string): Promise<AnonymousProfile> => {
  const t = source.talent;
  const jobs = source.jobs
    .filter((j) => j.job)
    .map((j) => ({
      name: j.job!.name,
      main: j.is_main,
      years: j.experience_years,
      sector: j.job!.sector?.name ?? null,
    }))
    .sort((a, b) => Number(b.main) - Number(a.main) || (b.years ?? 0) - (a.years ?? 0));
  const dept = department(t);
  return {
    reference: await profileReference(t.id),
    jobs,
    experience: t.experience_level ? (EXPERIENCE_LABELS[t.experience_level] ?? null) : null,
    missions: missions(source.missions, today),
    qualifications: qualifications(source.qualifications, today),
    languages: t.languages.map(languageName),
    availability: availability(t, today),
    department: dept,
    mobility: mobility(t, dept),
    constructionTypes: t.construction_types.map((c) => CONSTRUCTION_LABELS[c] ?? c),
  };
};
