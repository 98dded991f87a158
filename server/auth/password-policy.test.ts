import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../platform/demo-accounts.ts";
import { passwordWeaknesses } from "./password-policy.ts";

const policy = { passwordMinLength: 10, rejectCommonPasswords: true };

describe("the password policy", () => {
  it("refuses what is short, then what is common or easily guessed", () => {
    expect(passwordWeaknesses(policy, "123456")).toEqual(["length"]);
    expect(passwordWeaknesses(policy, "password")).toEqual(["length"]);
    expect(passwordWeaknesses(policy, "1234567890")).toEqual(["pwned"]);
    expect(passwordWeaknesses(policy, "motdepasse123")).toEqual(["pwned"]);
  });

  it("accepts strong passwords and the demo accounts' password", () => {
    expect(passwordWeaknesses(policy, "k7Pz-qW3m-Lx9v")).toEqual([]);
    expect(passwordWeaknesses(policy, DEMO_PASSWORD)).toEqual([]);
  });

  it("is GoTrue's length rule alone when common passwords are allowed", () => {
    expect(passwordWeaknesses({ passwordMinLength: 6, rejectCommonPasswords: false }, "secret1")).toEqual([]);
  });
});
