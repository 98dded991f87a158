import { describe, expect, it } from "vitest";
import { matchesPattern, requiresSignIn, safeRedirectPath, type GuardOptions } from "./guard-rules.ts";
import { REDIRECT_COOKIE, consumeRedirect, rememberRedirect } from "./redirect-cookie.ts";

const options: GuardOptions = {
  loginRoute: "/login",
  callbackRoute: "/auth/callback",
  excluded: ["/auth/*", "/logout", "/403", "/customer/timesheets/signature"],
  rememberRedirect: true,
};

describe("matchesPattern", () => {
  it.each([
    ["/login", "/login", true],
    ["/login/", "/login", true],
    ["/login-x", "/login", false],
    ["/auth/recovery", "/auth/*", true],
    ["/auth", "/auth/*", true],
    ["/authx", "/auth/*", false],
    ["/talents/12/notes", "/talents/*/notes", true],
    ["/talents/12/details", "/talents/*/notes", false],
    ["/a.b", "/a.b", true],
    ["/aXb", "/a.b", false],
  ])("%s ~ %s → %s", (path, pattern, expected) => {
    expect(matchesPattern(path, pattern)).toBe(expected);
  });
});

describe("requiresSignIn — R:ROLE-GUARD-SIGN-IN", () => {
  it.each([
    ["/", true],
    ["/talents/list", true],
    ["/settings/account", true],
    ["/onboarding", true],
    ["/login", false],
    ["/auth/callback", false],
    ["/auth/recovery", false],
    ["/logout", false],
    ["/403", false],
    ["/customer/timesheets/signature", false],
  ])("%s → %s", (path, expected) => {
    expect(requiresSignIn(path, options)).toBe(expected);
  });

  it.each([
    ["/talents/list", true],
    ["/planning", false],
  ])("with an include list, %s → %s", (path, expected) => {
    expect(requiresSignIn(path, { ...options, included: ["/talents/*"] })).toBe(expected);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/talents/list?page=2#top", "/talents/list?page=2#top"],
    ["/", "/"],
    ["https://evil.example", null],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["/login", null],
    ["/login?x=1", null],
    ["/logout", null],
    ["", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe("redirect cookie", () => {
  const jar = () => {
    let value = "";
    return {
      get cookie() {
        return value;
      },
      set cookie(line: string) {
        const pair = line.split("; ")[0];
        value = line.includes("Max-Age=0") ? "" : pair;
      },
    };
  };

  it("remembers the full path once — R:ROLE-GUARD-SIGN-IN", () => {
    const doc = jar();
    rememberRedirect(doc, "/talents/list?q=maçon");
    expect(doc.cookie.startsWith(`${REDIRECT_COOKIE}=`)).toBe(true);
    expect(consumeRedirect(doc)).toBe("/talents/list?q=maçon");
    expect(consumeRedirect(doc)).toBeNull();
  });

  it("refuses an external target", () => {
    const doc = jar();
    rememberRedirect(doc, "//evil.example");
    expect(doc.cookie).toBe("");
  });
});
