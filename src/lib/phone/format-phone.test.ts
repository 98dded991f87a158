import { PhoneNumberFormat, PhoneNumberUtil } from "google-libphonenumber";
import { describe, expect, it } from "vitest";
import { formatPhone } from "./format-phone.ts";

const util = PhoneNumberUtil.getInstance();
const national = (e164: string) => util.format(util.parse(e164, "FR"), PhoneNumberFormat.NATIONAL);

describe("formatPhone", () => {
  it.each([
    ["+33612345678", "06 12 34 56 78"],
    ["+33478000000", "04 78 00 00 00"],
    ["0612345678", "06 12 34 56 78"],
    ["06 12 34 56 78", "06 12 34 56 78"],
    ["+33 7 58 12 34 56", "07 58 12 34 56"],
    ["+32470123456", "+32470123456"],
    ["+41791234567", "+41791234567"],
    ["", ""],
    [null, ""],
  ])("%s → %s", (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it.each(["+33612345678", "+33758123456", "+33140000000", "+33972123456", "+33478000000"])("%s matches libphonenumber's national format", (e164) => {
    expect(formatPhone(e164)).toBe(national(e164));
  });
});
