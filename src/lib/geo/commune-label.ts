import { pointAt, type Commune } from "./communes.ts";

const typedPostalCode = (commune: Commune, query: string) => {
  const digits = query.match(/\d{2,5}/)?.[0];
  return digits ? commune.postalCodes.find((code) => code.startsWith(digits)) : undefined;
};

/**
 * The commune with the postal code the search typed first (the one its label shows and an address
 * takes), and that postal code's point (Lyon 69007: the 7th arrondissement's, for a distance).
 */
export const preferTypedPostalCode = (commune: Commune, query = ""): Commune => {
  const typed = typedPostalCode(commune, query);
  return typed
    ? {
        ...commune,
        ...pointAt(commune, typed),
        postalCodes: [typed, ...commune.postalCodes.filter((code) => code !== typed)],
      }
    : commune;
};

/** "Lyon (69003)": the postal code the search typed when it names one, else the first. */
export const communeLabel = (commune: Commune, query = ""): string => {
  const postalCode = typedPostalCode(commune, query) ?? commune.postalCodes[0];
  return postalCode ? `${commune.name} (${postalCode})` : commune.name;
};
