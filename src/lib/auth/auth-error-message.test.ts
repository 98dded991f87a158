import { describe, expect, it } from "vitest";
import { t } from "../../i18n/index.ts";
import { authErrorMessage } from "./auth-error-message.ts";

describe("authErrorMessage", () => {
  it.each([
    [
      "wrong password",
      { code: "invalid_credentials", status: 400, message: "Invalid login credentials" },
      "auth.errors.invalidCredentials",
    ],
    ["legacy message", { status: 400, message: "Invalid login credentials" }, "auth.errors.invalidCredentials"],
    ["unconfirmed", { code: "email_not_confirmed", status: 400 }, "auth.errors.emailNotConfirmed"],
    ["rate limit code", { code: "over_request_rate_limit", status: 429 }, "auth.errors.rateLimited"],
    ["rate limit status", { status: 429 }, "auth.errors.rateLimited"],
    ["weak password", { code: "weak_password", status: 422 }, "auth.errors.weakPassword"],
    ["short password", { code: "weak_password", status: 422, reasons: ["length"] }, "auth.errors.weakPassword"],
    ["common password", { code: "weak_password", status: 422, reasons: ["pwned"] }, "auth.errors.commonPassword"],
    ["sign-up off", { code: "signup_disabled", status: 422 }, "auth.errors.signupDisabled"],
    ["mail too soon", { code: "over_email_send_rate_limit", status: 429 }, "auth.errors.emailRateLimited"],
    ["same password", { code: "same_password", status: 422 }, "auth.errors.samePassword"],
    ["network", { name: "AuthRetryableFetchError", status: 0, message: "Failed to fetch" }, "auth.errors.network"],
    ["fetch TypeError", new TypeError("Failed to fetch"), "auth.errors.network"],
    ["unknown", { code: "x", status: 500, message: "boom" }, "auth.errors.generic"],
    ["nothing", null, "auth.errors.generic"],
  ] as const)("%s", (_label, error, key) => {
    expect(authErrorMessage(error)).toBe(t(key));
  });
});
