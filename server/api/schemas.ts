// The bodies and queries of the app's own API (docs/rules/application.md#api), validated with zod, with the French
// messages a 400 answers.
import { z } from "zod";

const teamMemberId = z.guid({ error: "L'identifiant du membre de l'équipe (id) doit être un UUID." });

const properties = z
  .record(z.string(), z.unknown(), { error: "Les propriétés (properties) doivent être un objet." })
  .refine((p) => JSON.stringify(p).length <= 32 * 1024, { error: "Les propriétés (properties) dépassent 32 Ko." });

const pageUrl = z
  .string({ error: "L'adresse de la page (page_url) est requise." })
  .trim()
  .min(1, { error: "L'adresse de la page (page_url) est requise." })
  .max(2048, { error: "L'adresse de la page (page_url) dépasse 2048 caractères." });

export const identifyBody = z.object({ id: teamMemberId });

export const trackEventBody = z.object({
  id: teamMemberId,
  event: z
    .string({ error: "Le nom de l'événement (event) est requis." })
    .trim()
    .min(1, { error: "Le nom de l'événement (event) est requis." })
    .max(200, { error: "Le nom de l'événement (event) dépasse 200 caractères." }),
  properties: properties.optional(),
});

export const trackPageViewBody = z.object({ id: teamMemberId, page_url: pageUrl });

export const featureFlagQuery = z.object({
  name: z
    .string({ error: "Le nom du drapeau (name) est requis." })
    .trim()
    .min(1, { error: "Le nom du drapeau (name) est requis." })
    .max(200, { error: "Le nom du drapeau (name) dépasse 200 caractères." }),
});

/** One French sentence for a failed validation: the distinct messages of its issues. */
export function frenchIssues(error: z.ZodError): string {
  const messages = error.issues.map((i) =>
    i.path.length === 0 ? "Le corps de la requête doit être un objet JSON." : i.message,
  );
  return `Requête invalide : ${[...new Set(messages)].join(" ")}`;
}

/** The page a tracked event happened on, from the usual property names. */
export function currentUrl(props: Record<string, unknown> | undefined): string | null {
  if (!props) return null;
  for (const key of ["url", "current_url", "$current_url", "page_url"]) {
    const v = props[key];
    if (typeof v === "string" && v.length > 0 && v.length <= 2048) return v;
  }
  return null;
}
