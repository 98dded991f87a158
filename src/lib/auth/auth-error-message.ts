// Sign-in and password errors in French, from the GoTrue error code (or status) auth-js gives.
import { t, type MessageKey } from "../../i18n/index.ts";

const BY_CODE: Record<string, MessageKey> = {
  invalid_credentials: "auth.errors.invalidCredentials",
  email_not_confirmed: "auth.errors.emailNotConfirmed",
  over_request_rate_limit: "auth.errors.rateLimited",
  over_email_send_rate_limit: "auth.errors.emailRateLimited",
  signup_disabled: "auth.errors.signupDisabled",
  weak_password: "auth.errors.weakPassword",
  same_password: "auth.errors.samePassword",
  refresh_token_not_found: "auth.errors.sessionExpired",
  session_not_found: "auth.errors.sessionExpired",
  session_expired: "auth.errors.sessionExpired",
};

export const authErrorMessage = (error: unknown): string => {
  if (!error || typeof error !== "object") return t("auth.errors.generic");
  const record = error as { code?: unknown; status?: unknown; name?: unknown; message?: unknown };
  // GoTrue says why a password is refused: too short (`length`) or known and guessable (`pwned`).
  const reasons = (record as { reasons?: unknown }).reasons;
  if (record.code === "weak_password" && Array.isArray(reasons) && reasons.includes("pwned"))
    return t("auth.errors.commonPassword");
  if (typeof record.code === "string" && BY_CODE[record.code]) return t(BY_CODE[record.code]);
  if (
    record.name === "AuthRetryableFetchError" ||
    record.status === 0 ||
    (typeof record.message === "string" && /fetch|network/i.test(record.message))
  )
    return t("auth.errors.network");
  if (record.status === 429) return t("auth.errors.rateLimited");
  if (record.message === "Invalid login credentials") return t("auth.errors.invalidCredentials");
  return t("auth.errors.generic");
};
