// The password policy of a back office: at least PASSWORD_MIN_LENGTH characters (10 by default,
// GoTrue's own floor is 6) and no password that is common or easy to guess, judged by zxcvbn-ts
// with its common and French dictionaries (leaked-password lists, names, words, keyboard walks):
// a score under 3 ("safely unguessable") is refused. Errors take GoTrue's shape: 422
// `weak_password` with `weak_password.reasons` (`length`, `pwned`).
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as fr from "@zxcvbn-ts/language-fr";
import { AuthError } from "./errors.ts";

export type PasswordPolicy = { passwordMinLength: number; rejectCommonPasswords: boolean };

/** zxcvbn's score below which a password is refused. */
export const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
  }));

const LENGTH_MESSAGE = (min: number) => `Password should be at least ${min} characters.`;
const PWNED_MESSAGE = "Password is known to be weak and easy to guess, please choose a different one.";

/** The reasons a password breaks the policy (empty when it is accepted). */
export function passwordWeaknesses(
  policy: PasswordPolicy,
  password: string,
  userInputs: string[] = [],
): ("length" | "pwned")[] {
  if ([...password].length < policy.passwordMinLength) return ["length"];
  if (!policy.rejectCommonPasswords) return [];
  // The address's parts count as known words: "jean.dupont2024" is no secret for jean.dupont@….
  const inputs = userInputs.flatMap((s) => s.toLowerCase().split(/[@.+_-]+/)).filter((s) => s.length >= 3);
  return zxcvbn().check(password, inputs).score < MIN_SCORE ? ["pwned"] : [];
}

export function weakPasswordError(policy: PasswordPolicy, reasons: ("length" | "pwned")[]): AuthError {
  const message = reasons.includes("length") ? LENGTH_MESSAGE(policy.passwordMinLength) : PWNED_MESSAGE;
  return new AuthError(422, "weak_password", message, { weak_password: { reasons } });
}
