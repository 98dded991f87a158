// The words the query reader (reader.ts) knows, folded (lower case, no accents): the words a
// French sentence is made of but a resume is not searched for, the dates and the contract types
// a recruiter writes, and the names of the qualification cards. Kept apart so the reader stays
// its algorithm (docs/rules/talents-documents.md#deep-research).
import type { Database } from "../../database.types.ts";

export type DocumentType = Database["public"]["Enums"]["document_type"];
export type ContractType = Database["public"]["Enums"]["talent_contract_type"];

/** Lower case without accents or ligatures: « Maçon » and « macon » read the same. */
export const fold = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/gi, "oe").replace(/æ/gi, "ae").toLowerCase();

/** A folded word without its plural's s or x (« maçons » ~ « maçon », « travaux » ~ « travau »). */
export const singular = (folded: string): string =>
  folded.length > 3 && /[sx]$/.test(folded) && !/ss$/.test(folded) ? folded.slice(0, -1) : folded;

/** Words of the sentence, not of the resume: dropped unless part of a job, card or synonym. */
export const STOP_WORDS = new Set(
  (
    "a ai as au aux avec ayant avoir eu eue fait faire fais du de des d la le les l un une et en dans pour par " +
    "sur sous chez il elle ils elles on nous vous je j est sont etre ete deja plusieurs tres bien bon bonne " +
    "cherche cherchons recherche recherchons besoin veux voudrais voudrait faut profil profils candidat " +
    "candidats candidate candidates talent talents personne personnes quelqu quelqu'un quelqu’un " +
    "qui que qu quoi dont ou où si ans an annee annees experience experiences experimente " +
    "idealement possible minimum moins plus km kilometre kilometres rayon autour pres proche proximite vers " +
    "secteur region zone dispo dispos disponible disponibles disponibilite partir libre libres " +
    "sachant connait connaissant maitrisant maitrise travaille travaillant mon ma mes son sa ses " +
    "leur leurs ce cet cette ces y ne pas mais donc or ni car type comme egalement aussi ainsi entre apres " +
    "avant depuis pendant lors tous tout toute toutes h f homme femme urgent urgence asap merci svp " +
    "jour jours semaine semaines mois"
  ).split(" "),
);

/** Words that announce the place: « autour de Caen », « près de Rouen », « secteur Lisieux ». */
export const PLACE_WORDS = new Set(["autour", "pres", "proche", "proximite", "vers", "secteur", "region", "zone"]);
/** Words read between a place word and the city's name. */
export const PLACE_LINKS = new Set(["de", "du", "des", "d", "a", "la", "l", "sur", "en", "dans", "le", "la"]);
/** Articles that belong to a city's name: « Le Havre », « La Rochelle », « Les Mureaux ». */
export const CITY_ARTICLES = new Set(["le", "la", "les"]);

export const WEEKDAYS: Record<string, number> = {
  dimanche: 0,
  lundi: 1,
  mardi: 2,
  mercredi: 3,
  jeudi: 4,
  vendredi: 5,
  samedi: 6,
};

export const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
};

/** Phrases (folded words) that mean « from today » or a day counted from today. */
export const RELATIVE_DAYS: Array<{ words: string[]; days: number }> = [
  { words: ["tout", "de", "suite"], days: 0 },
  { words: ["des", "que", "possible"], days: 0 },
  { words: ["immediatement"], days: 0 },
  { words: ["immediat"], days: 0 },
  { words: ["maintenant"], days: 0 },
  { words: ["aujourd'hui"], days: 0 },
  { words: ["aujourd’hui"], days: 0 },
  { words: ["apres", "demain"], days: 2 },
  { words: ["demain"], days: 1 },
];

/** Days in a unit of « sous 15 jours », « dans 2 semaines » (singular keys). */
export const UNIT_DAYS: Record<string, number> = { jour: 1, semaine: 7, moi: 30 };

/** Words that ask for availability (with no date after them: from today). */
export const AVAILABILITY_WORDS = new Set(["dispo", "dispos", "disponible", "disponibles", "disponibilite", "libre"]);

/** The contract types a talent accepts, as recruiters write them (longest phrase first). */
export const CONTRACT_PHRASES: Array<{ words: string[]; value: ContractType }> = [
  { words: ["cdi", "interimaire"], value: "cdi_temp" },
  { words: ["cdi", "interim"], value: "cdi_temp" },
  { words: ["cdii"], value: "cdi_temp" },
  { words: ["portage", "salarial"], value: "portage" },
  { words: ["portage"], value: "portage" },
  { words: ["interim"], value: "temp" },
  { words: ["interimaire"], value: "temp" },
  { words: ["cdi"], value: "cdi" },
  { words: ["cdd"], value: "cdd" },
  { words: ["freelance"], value: "freelance" },
  { words: ["independant"], value: "freelance" },
  { words: ["auto", "entrepreneur"], value: "freelance" },
];

/** Other names of the qualification cards than their labels (folded words). */
export const DOCUMENT_ALIASES: Partial<Record<DocumentType, string[][]>> = {
  caces: [["caces"]],
  electrical_clearance: [
    ["habilitation", "electrique"],
    ["habilitations", "electriques"],
  ],
  aipr: [["aipr"]],
  sst: [["sst"], ["sauveteur", "secouriste"]],
  work_at_height: [
    ["travail", "en", "hauteur"],
    ["travaux", "en", "hauteur"],
  ],
  carte_btp: [["carte", "btp"]],
  driving_license: [["permis", "de", "conduire"], ["permis"]],
  diploma: [["diplome"]],
  scaffolding: [["echafaudage"], ["r408"]],
  driver_qualification: [["fimo"], ["fco"]],
};

/** A card's precision written after it (« CACES R482 », « CACES R489 cat. 3 »): searched as a term. */
export const CARD_DETAIL = /^(r\d{3}|[bh][0-2][a-z]{0,3}|br|bc)$/;
