// The French texts of the client space's « À signer » screen and of the home's « À faire » and
// « Nouveautés » list (src/client-space/documents/). The labels of commercial_condition_status
// are copied from public.enum_label (the space does not load the back office's labels module).
import type { NewsItem } from "./types.ts";

export const documentTexts = {
  title: "À signer",
  intro:
    "Les documents qui attendent votre signature ou votre validation. Chaque signature se fait sur la page sécurisée habituelle, puis vous revenez ici.",
  back: "Retour à l'accueil",
  loading: "Chargement…",
  loadFailed: "Les documents n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez.",
  retry: "Réessayer",
  opening: "Ouverture…",
  network: "Connexion impossible. Vérifiez votre connexion puis réessayez.",
  failed: "La page de signature n'a pas pu être ouverte. Réessayez dans un instant.",
  contracts: {
    title: "Contrats à signer",
    empty: "Aucun contrat n'attend votre signature.",
    sign: "Signer",
    signLabel: (what: string) => `Signer ${what}`,
    contract: (key: string | null) => (key ? `le contrat ${key}` : "le contrat"),
    amendment: (n: number | null, key: string | null) => `l'avenant n° ${n ?? "?"} au contrat ${key ?? ""}`.trim(),
    amendmentTitle: (n: number | null) => `Avenant n° ${n ?? "?"}`,
    job: "Poste",
    dates: "Dates",
    reference: "Contrat",
  },
  weeks: {
    title: "Relevés d'heures à valider",
    empty: "Aucun relevé d'heures n'attend votre validation.",
    action: "Approuver ou contester",
    actionLabel: (week: string, talent: string | null) =>
      `Approuver ou contester le relevé de la semaine du ${week}${talent ? ` de ${talent}` : ""}`,
    talent: "Intérimaire",
    hours: "Heures",
    expires: "Lien valable jusqu'au",
  },
  conditions: {
    title: "Conditions commerciales",
    empty: "Aucune condition commerciale envoyée à votre entreprise.",
    version: (v: number) => `Version ${v}`,
    sign: "Signer",
    signLabel: (v: number) => `Signer les conditions commerciales, version ${v}`,
    toSign: "À signer",
    validFrom: "En vigueur à partir du",
    validTo: "Jusqu'au",
    signedOn: "Signées le",
    othersSign: "Envoyées à un autre signataire de votre entreprise.",
  },
  feed: {
    todo: "À faire",
    news: "Nouveautés",
    nothingTodo: "Rien à faire pour le moment.",
    nothingNew: "Rien de nouveau ces 14 derniers jours.",
    failed: "Les nouveautés n'ont pas pu être chargées.",
    allToSign: "Voir tout ce qui est à signer",
  },
} as const;

const who = (item: NewsItem) => (item.talent_name ? ` — ${item.talent_name}` : "");
const ref = (item: NewsItem) => item.reference ?? "";

/** One line of the « À faire » / « Nouveautés » list, in words (dates and amounts already written). */
export const newsLine = (item: NewsItem, date: string, amount: string): string => {
  switch (item.kind) {
    case "contract_to_sign":
      return `Contrat ${ref(item)} à signer${who(item)}`;
    case "week_to_approve":
      return `Relevé de la semaine du ${date} à valider${who(item)}`;
    case "condition_to_sign":
      return `Conditions commerciales (version ${ref(item)}) à signer`;
    case "invoice_overdue":
      return `Facture ${ref(item)} en retard : ${amount} à payer (échéance le ${date})`;
    case "invoice_due":
      return `Facture ${ref(item)} à payer avant le ${date} : ${amount}`;
    case "invoice_issued":
      return `Nouvelle facture ${ref(item)} du ${date} : ${amount}`;
    case "credit_note_issued":
      return `Nouvel avoir ${ref(item)} du ${date} : ${amount}`;
    case "week_signed":
      return `Relevé de la semaine du ${date} validé${who(item)}`;
    case "week_disputed":
      return `Relevé de la semaine du ${date} contesté${who(item)}`;
    case "contract_signed":
      return `Contrat ${ref(item)} signé${who(item)}`;
    case "condition_signed":
      return `Conditions commerciales (version ${ref(item)}) signées`;
    default:
      return ref(item);
  }
};

export const CONDITION_STATUS: Record<string, string> = {
  draft: "Brouillon",
  pending_validation: "En validation interne",
  validated: "Validées",
  sent_for_signature: "Envoyées en signature",
  signed: "Signées (en vigueur)",
  rejected_by_client: "Refusées",
  expired: "Expirées",
  superseded: "Remplacées",
  canceled: "Annulées",
};
