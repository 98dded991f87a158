// Phone numbers checked and normalised with Google's libphonenumber: French numbers in their national
// form, every other country's in international form (« +212 6 12 34 56 78 »). Its code and metadata
// weigh ≈ 2 MB of JS heap once loaded: screens that only may need it (a creation form opened from a
// list) go through phone-rules.ts, which loads this module when the form needs it.
import { PhoneNumberUtil } from "google-libphonenumber";

const phoneUtil = PhoneNumberUtil.getInstance();

/** A phone number valid in France or written in international form. */
export const isValidPhone = (value: string): boolean => {
  try {
    return phoneUtil.isValidNumber(phoneUtil.parse(value, "FR"));
  } catch {
    return false;
  }
};

/** The digits the database stores (private.normalize_phone keeps + and digits). */
export const toE164 = (value: string): string => {
  try {
    return phoneUtil.format(phoneUtil.parse(value, "FR"), 0);
  } catch {
    return value.replace(/[^\d+]/g, "");
  }
};
