// The collective agreements (IDCC) a staffing agency's clients most often have, by their usual
// name: shown beside the IDCC typed on a company, so that a wrong code is seen. The list is not the
// official one (some 700 codes): an IDCC outside it is kept, said « hors de la liste » — its
// majorations are then the general ones unless the agency records the client's own (L1251-18).
export const COLLECTIVE_AGREEMENTS: Readonly<Record<string, string>> = {
  "1090": "Services de l'automobile",
  "1486": "Bureaux d'études techniques (Syntec)",
  "1596": "Ouvriers du bâtiment (jusqu'à 10 salariés)",
  "1597": "Ouvriers du bâtiment (plus de 10 salariés)",
  "1702": "Ouvriers des travaux publics",
  "1979": "Hôtels, cafés, restaurants",
  "2033": "Ouvriers du bâtiment de l'Isère",
  "2216": "Commerce de détail et de gros à prédominance alimentaire",
  "2420": "Cadres du bâtiment",
  "2609": "ETAM du bâtiment",
  "2614": "ETAM des travaux publics",
  "3212": "Cadres des travaux publics",
  "3248": "Métallurgie",
};

/** The agreement's name, null for a code outside the list, undefined while no 4-digit code is typed. */
export const agreementName = (idcc: string | null | undefined): string | null | undefined => {
  const code = idcc?.trim() ?? "";
  if (!/^\d{4}$/.test(code)) return undefined;
  return COLLECTIVE_AGREEMENTS[code] ?? null;
};
