// Phones as people read them: a French number in its national form ("06 12 34 56 78", what
// libphonenumber's NATIONAL format gives for FR), any other in its international form as
// stored (E.164). Written without libphonenumber so that lists do not load it (its test
// checks the result against libphonenumber).
const FRENCH = /^(?:\+33|0033|0)([1-9]\d{8})$/;

export const formatPhone = (value: string | null | undefined): string => {
  if (!value) return "";
  const compact = value.replace(/[\s.\-()]/g, "");
  const french = FRENCH.exec(compact);
  if (!french) return value;
  return `0${french[1]}`.replace(/(\d{2})(?=\d)/g, "$1 ");
};

/** antd Form.Item `getValueProps`: a stored phone shows in its readable form (saves normalise it back). */
export const phoneValueProps = (value: unknown) => ({ value: typeof value === "string" ? formatPhone(value) : value });
