// Passwords as GoTrue keeps them: bcrypt (cost 10, `$2a$`/`$2b$` both accepted), a minimum
// length of 6 and bcrypt's 72-byte ceiling; hashing runs outside any database transaction.
import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";
import { MIN_PASSWORD_LENGTH, unprocessable, weakPassword } from "./errors.ts";

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

/** checkPasswordStrength: 422 weak_password under 6 characters, 422 over 72 bytes. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw unprocessable("validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) throw weakPassword();
}

/** The `weak_password` note a sign-in carries when the stored password no longer meets the rules. */
export function weakPasswordNote(password: string): { reasons: string[]; message: string } | undefined {
  if ([...password].length >= MIN_PASSWORD_LENGTH) return undefined;
  return { reasons: ["length"], message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.` };
}
