// Passwords as GoTrue keeps them: bcrypt (cost 10, `$2a$`/`$2b$` both accepted), the password
// policy (password-policy.ts) and bcrypt's 72-byte ceiling; hashing runs outside any database
// transaction.
import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";
import { unprocessable } from "./errors.ts";
import { passwordWeaknesses, weakPasswordError, type PasswordPolicy } from "./password-policy.ts";

const COST = 10;
const MAX_PASSWORD_BYTES = 72;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, COST);

let dummy: Promise<string> | undefined;

/** Compares in constant work whether or not the user exists (a dummy hash stands in). */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$/.test(hash)) {
    dummy ??= bcrypt.hash(randomBytes(16).toString("hex"), COST);
    await bcrypt.compare(password, await dummy);
    return false;
  }
  return bcrypt.compare(password, hash.replace(/^\$2y\$/, "$2b$"));
}

/** checkPasswordStrength: 422 over 72 bytes, 422 weak_password when the policy refuses it. */
export function checkPasswordStrength(policy: PasswordPolicy, password: string, userInputs: string[] = []): void {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw unprocessable("validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons = passwordWeaknesses(policy, password, userInputs);
  if (reasons.length) throw weakPasswordError(policy, reasons);
}

/** The `weak_password` note a sign-in carries when the stored password is shorter than the rules ask. */
export function weakPasswordNote(
  policy: PasswordPolicy,
  password: string,
): { reasons: string[]; message: string } | undefined {
  if ([...password].length >= policy.passwordMinLength) return undefined;
  return { reasons: ["length"], message: `Password should be at least ${policy.passwordMinLength} characters.` };
}
