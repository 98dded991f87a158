// Phones as people read them: a French number in its national form ("06 12 34 56 78", what
// libphonenumber's NATIONAL format gives for FR); a Belgian, Swiss, Monegasque or Luxembourgish
// one (the other countries the app supports) in libphonenumber's INTERNATIONAL form
// ("+32 2 123 45 67"); any other as stored. Written without libphonenumber so that lists do not
// load it: the groupings below are libphonenumber's own (its metadata's number formats for
// those countries, the first matching one wins) and the test compares the results with it.
const FRENCH = /^(?:\+33|0033|0)([1-9]\d{8})$/;

/** [leading digits, whole national number, grouping], in libphonenumber's order. */
type Rule = readonly [RegExp, RegExp, string];

const LU_SHORT = /^(?:2(?:0[2-689]|[2-9])|[3-57]|8(?:0[2-9]|[13-9])|9(?:0[89]|[2-579]))/;

const RULES: Record<string, readonly Rule[]> = {
  "32": [
    [/^(?:80|9)0/, /^(\d{3})(\d{2})(\d{3})$/, "$1 $2 $3"],
    [/^(?:[239]|4[23])/, /^(\d)(\d{3})(\d{2})(\d{2})$/, "$1 $2 $3 $4"],
    [/^[15-8]/, /^(\d{2})(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3 $4"],
    [/^4/, /^(\d{3})(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3 $4"],
  ],
  "41": [
    [/^(?:8[047]|90)/, /^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3"],
    [/^(?:[2-79]|81)/, /^(\d{2})(\d{3})(\d{2})(\d{2})$/, "$1 $2 $3 $4"],
    [/^8/, /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/, "$1 $2 $3 $4 $5"],
  ],
  // Monaco's international formats leave out its 87 numbers (shown ungrouped)
  "377": [
    [/^4/, /^(\d{2})(\d{3})(\d{3})$/, "$1 $2 $3"],
    [/^[389]/, /^(\d{2})(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3 $4"],
    [/^[67]/, /^(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3 $4 $5"],
  ],
  "352": [
    [LU_SHORT, /^(\d{2})(\d{3})$/, "$1 $2"],
    [LU_SHORT, /^(\d{2})(\d{2})(\d{2})$/, "$1 $2 $3"],
    [/^20[2-689]/, /^(\d{2})(\d{2})(\d{3})$/, "$1 $2 $3"],
    [/^20/, /^(\d{2})(\d{2})(\d{2})(\d{1,2})$/, "$1 $2 $3 $4"],
    [/^(?:[3-57]|8[13-9]|9(?:0[89]|[2-579])|(?:2|80)[2-9])/, /^(\d{2})(\d{2})(\d{2})(\d{1,5})$/, "$1 $2 $3 $4"],
    [/^(?:80[01]|90[015])/, /^(\d{3})(\d{2})(\d{3})$/, "$1 $2 $3"],
    [/^20/, /^(\d{2})(\d{2})(\d{2})(\d{3})$/, "$1 $2 $3 $4"],
    [/^6/, /^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3"],
    [/^20/, /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{1,2})$/, "$1 $2 $3 $4 $5"],
  ],
};

const INTERNATIONAL = /^(?:\+|00)(32|41|377|352)(\d{4,12})$/;

/** "+<code> <grouped national number>", or null for a number outside those countries. */
const international = (compact: string): string | null => {
  const match = INTERNATIONAL.exec(compact);
  if (!match) return null;
  const [, code, national] = match;
  const rule = RULES[code].find(([leading, whole]) => leading.test(national) && whole.test(national));
  return `+${code} ${rule ? national.replace(rule[1], rule[2]) : national}`;
};

export const formatPhone = (value: string | null | undefined): string => {
  if (!value) return "";
  const compact = value.replace(/[\s.\-()]/g, "");
  const french = FRENCH.exec(compact);
  if (french) return `0${french[1]}`.replace(/(\d{2})(?=\d)/g, "$1 ");
  return international(compact) ?? value;
};

/** antd Form.Item `getValueProps`: a stored phone shows in its readable form (saves normalise it back). */
export const phoneValueProps = (value: unknown) => ({ value: typeof value === "string" ? formatPhone(value) : value });
