// French identifiers checked in the form for instant feedback (docs/rules/general.md#validators); the database
// checks the same rules and has the last word.
import { isValidIBAN, electronicFormatIBAN } from "ibantools";

const LA_POSTE_SIREN = "356000000";

/** Luhn over a digit string (SIREN, SIRET). */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

export const compact = (value: string): string => value.replace(/\s/g, "");

export const isValidSiren = (value: string): boolean => {
  const v = compact(value);
  return /^\d{9}$/.test(v) && luhnValid(v);
};

export const isValidSiret = (value: string): boolean => {
  const v = compact(value);
  if (!/^\d{14}$/.test(v)) return false;
  if (v.startsWith(LA_POSTE_SIREN)) return [...v].reduce((s, d) => s + Number(d), 0) % 5 === 0;
  return luhnValid(v);
};

/** NIR: 15 characters, key = 97 − (N mod 97), Corsica 2A→19 and 2B→18 for the key. */
export const isValidNir = (value: string): boolean => {
  const v = compact(value).toUpperCase();
  if (!/^[1278]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}\d{2}$/.test(v)) return false;
  const body = v.slice(0, 13).replace("2A", "19").replace("2B", "18");
  const key = 97 - Number(BigInt(body) % 97n);
  return key === Number(v.slice(13));
};

export const isValidIban = (value: string): boolean => {
  const v = electronicFormatIBAN(value) ?? "";
  return isValidIBAN(v) && (!v.startsWith("FR") || v.length === 27);
};

export const isValidEmail = (value: string): boolean => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());
