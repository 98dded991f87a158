// Amounts typed the French way: « 1182,90 », « 1 182,90 » (a space, a no-break or a narrow
// no-break space between thousands, as Intl's fr-FR writes them), « 1.182,90 », « 1182,90 € »,
// and the dot of a pasted « 1182.90 ». The comma is the decimal separator whenever there is one;
// a field that dropped it stored « 1182,90 » as 118290 (antd's default parser keeps digits only).

/** The amount's text as a JavaScript number literal ("1182.90"), "" when nothing is typed. */
export const normalizeMoneyText = (text: string | undefined): string => {
  const compact = (text ?? "").replace(/[\s\u00a0\u202f€]/g, "");
  const [whole, ...decimals] = compact.split(",");
  const literal = decimals.length ? `${whole.replace(/\./g, "")}.${decimals.join("")}` : whole;
  return literal.replace(/[^\d.-]/g, "");
};

/** The amount typed, or null when the text holds none. */
export const parseMoney = (text: string | undefined): number | null => {
  const literal = normalizeMoneyText(text);
  const value = literal === "" ? Number.NaN : Number(literal);
  return Number.isFinite(value) ? value : null;
};
