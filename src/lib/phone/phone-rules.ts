// The phone rules of phone-numbers.ts for forms that a list page loads ahead of use (its creation
// modal, fetched while the browser is idle): the rules load libphonenumber on their first call, or
// when the form mounts (`warmPhoneNumbers`), so a list page at rest does not hold its ≈ 2 MB.
// Zod runs them as async refinements (`safeParseAsync`, `parseAsync`).
let loading: Promise<typeof import("./phone-numbers.ts")> | undefined;

/** Starts loading libphonenumber (a form with a phone field calls it when it mounts). */
export const warmPhoneNumbers = () => (loading ??= import("./phone-numbers.ts"));

/** isValidPhone, once libphonenumber is loaded. */
export const phoneIsValid = async (value: string): Promise<boolean> => (await warmPhoneNumbers()).isValidPhone(value);

/** toE164, once libphonenumber is loaded. */
export const phoneToStore = async (value: string): Promise<string> => (await warmPhoneNumbers()).toE164(value);
