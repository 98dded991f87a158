// The facts listed under the paragraph, as titled lines: a summary for the bio, every section for
// the resume. The PDF draws them (render.ts) and the tabs show them before generating, so what
// the consultant reads is what the client receives. Pure, without pdf-lib.
import { frLongDate } from "./profile.ts";
import type { AnonymousDocumentKind, AnonymousProfile } from "./types.ts";

export type SummarySection = { title: string; lines: string[] };

/** 12 → "12 jours"; 89 → "3 mois". */
export const frDuration = (days: number): string =>
  days < 31 ? `${days} jour${days > 1 ? "s" : ""}` : `${Math.round(days / 30.44)} mois`;

const validity = (until: string | null) => (until ? ` — valide jusqu'au ${frLongDate(until)}` : "");

export const summarySections = (p: AnonymousProfile, kind: AnonymousDocumentKind): SummarySection[] => {
  const jobs = p.jobs.map(
    (j) =>
      `${j.name}${j.main ? " (métier principal)" : ""}${j.years ? ` — ${j.years} an${j.years > 1 ? "s" : ""} d'expérience` : ""}`,
  );
  const place = [p.availability, ...p.mobility];
  const cards = p.qualifications.map((q) => `${q.label}${validity(q.validUntil)}`);
  const sections: SummarySection[] =
    kind === "bio"
      ? [
          { title: "Métiers", lines: jobs },
          { title: "Qualifications et habilitations", lines: cards },
          { title: "Disponibilité et mobilité", lines: place },
        ]
      : [
          { title: "Métiers", lines: jobs },
          {
            title: "Expérience",
            lines: [
              ...(p.experience ? [`Niveau : ${p.experience}`] : []),
              ...p.missions.map(
                (m) =>
                  `${m.job}${m.sector ? ` — secteur ${m.sector}` : ""} — ${m.count} mission${m.count > 1 ? "s" : ""}, ${frDuration(m.days)}`,
              ),
            ],
          },
          { title: "Qualifications et habilitations", lines: cards },
          { title: "Langues", lines: p.languages.length > 0 ? [p.languages.join(", ")] : [] },
          {
            title: "Types de chantiers",
            lines: p.constructionTypes.length > 0 ? [p.constructionTypes.join(", ")] : [],
          },
          { title: "Disponibilité et mobilité", lines: place },
        ];
  return sections.filter((s) => s.lines.length > 0);
};
