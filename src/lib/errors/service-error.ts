// The storage and auth services answer in English (supabase-js passes their `message` on):
// "Object not found", "mime type application/x-msdownload is not supported", GoTrue's
// "User already registered"… Shown to a user they become French, by message pattern (storage
// sends no stable code in every version) or GoTrue error code.
import { t, type MessageKey, type MessageVars } from "../../i18n/index.ts";
import { authErrorMessage } from "../auth/auth-error-message.ts";

type Rule = [RegExp, MessageKey, (match: RegExpMatchArray) => MessageVars | undefined];

const STORAGE: Rule[] = [
  [/^Object not found$/i, "serviceErrors.storage.notFound", () => undefined],
  [/^Bucket not found$/i, "serviceErrors.storage.bucketNotFound", () => undefined],
  [/^mime type (\S+) is not supported$/i, "serviceErrors.storage.mimeType", (m) => ({ mime: m[1] })],
  [/^The object exceeded the maximum allowed size$/i, "serviceErrors.storage.tooLarge", () => undefined],
  [/^(Payload too large|Request Entity Too Large)/i, "serviceErrors.storage.tooLarge", () => undefined],
  [/^The resource already exists$/i, "serviceErrors.storage.alreadyExists", () => undefined],
  [
    /^(The url do not match the signature|jwt expired|invalid signature)/i,
    "serviceErrors.storage.signature",
    () => undefined,
  ],
  [/^(Access denied|Unauthorized)/i, "serviceErrors.storage.accessDenied", () => undefined],
  [/^Invalid key/i, "serviceErrors.storage.invalidKey", () => undefined],
];

const AUTH_CODES: Record<string, MessageKey> = {
  user_already_exists: "serviceErrors.auth.userExists",
  email_exists: "serviceErrors.auth.userExists",
  email_address_invalid: "serviceErrors.auth.invalidEmail",
  otp_expired: "serviceErrors.auth.linkExpired",
  flow_state_expired: "serviceErrors.auth.linkExpired",
  not_admin: "serviceErrors.auth.notAuthorized",
};

const AUTH_MESSAGES: Array<[RegExp, MessageKey]> = [
  [/^User already registered$/i, "serviceErrors.auth.userExists"],
  [/^Unable to validate email address/i, "serviceErrors.auth.invalidEmail"],
  [/^(Token has expired or is invalid|Email link is invalid or has expired)/i, "serviceErrors.auth.linkExpired"],
];

type ServiceError = {
  name?: unknown;
  message: string;
  code?: unknown;
  status?: unknown;
  __isAuthError?: unknown;
  __isStorageError?: unknown;
};

const isAuthError = (error: ServiceError) =>
  error.__isAuthError === true || (typeof error.name === "string" && error.name.startsWith("Auth"));
const isStorageError = (error: ServiceError) =>
  error.__isStorageError === true || (typeof error.name === "string" && error.name.startsWith("Storage"));

/** The French message for a storage or auth error, or undefined when it is neither. */
export function frenchServiceError(error: ServiceError): string | undefined {
  for (const [pattern, key, vars] of STORAGE) {
    const match = error.message.match(pattern);
    if (match) return t(key, vars(match));
  }
  if (isStorageError(error)) return t("serviceErrors.storage.generic");
  if (!isAuthError(error)) return undefined;
  if (typeof error.code === "string" && AUTH_CODES[error.code]) return t(AUTH_CODES[error.code]);
  const known = AUTH_MESSAGES.find(([pattern]) => pattern.test(error.message));
  return known ? t(known[1]) : authErrorMessage(error);
}
