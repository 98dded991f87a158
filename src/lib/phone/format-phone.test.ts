import { PhoneNumberFormat, PhoneNumberUtil } from "google-libphonenumber";
import { describe, expect, it } from "vitest";
import { formatPhone } from "./format-phone.ts";

const util = PhoneNumberUtil.getInstance();
const national = (e164: string) => util.format(util.parse(e164, "FR"), PhoneNumberFormat.NATIONAL);
const international = (e164: string) => util.format(util.parse(e164, "FR"), PhoneNumberFormat.INTERNATIONAL);

describe("formatPhone", () => {
  it.each([
    ["+33612345678", "06 12 34 56 78"],
    ["+33478000000", "04 78 00 00 00"],
    ["0612345678", "06 12 34 56 78"],
    ["06 12 34 56 78", "06 12 34 56 78"],
    ["+33 7 58 12 34 56", "07 58 12 34 56"],
    ["+32470123456", "+32 470 12 34 56"],
    ["+41791234567", "+41 79 123 45 67"],
    ["+32 2 123 45 67", "+32 2 123 45 67"],
    ["0041 22 123 45 67", "+41 22 123 45 67"],
    ["+4915123456789", "+4915123456789"],
    ["", ""],
    [null, ""],
  ])("%s → %s", (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it.each(["+33612345678", "+33758123456", "+33140000000", "+33972123456", "+33478000000"])(
    "%s matches libphonenumber's national format",
    (e164) => {
      expect(formatPhone(e164)).toBe(national(e164));
    },
  );

  it.each([
    // Belgium: Brussels, Liège, Antwerp, mobile, free and premium numbers
    "+3221234567",
    "+3242123456",
    "+3232123456",
    "+3250123456",
    "+32470123456",
    "+3280012345",
    "+3290012345",
    // Switzerland: Geneva, Zurich, mobile, free, long service number
    "+41221234567",
    "+41441234567",
    "+41791234567",
    "+41800123456",
    "+41860123456789",
    // Monaco: fixed, mobile (8 and 9 digits), 4x numbers, and an 87 one (no grouping)
    "+37793123456",
    "+37797123456",
    "+37761234567",
    "+37745123456",
    "+37787123456",
    // Luxembourg: short and long fixed numbers, 20 numbers, mobile, free
    "+35227123456",
    "+352261234",
    "+3522612345",
    "+35226123456",
    "+35220123456",
    "+3522012345",
    "+352201234567",
    "+352621123456",
    "+35280012345",
    "+35242123",
  ])("%s matches libphonenumber's international format", (e164) => {
    expect(formatPhone(e164)).toBe(international(e164));
  });
});
