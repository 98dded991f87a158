// Result value conventions shared by both engines, so that code above `db/` sees the same
// JavaScript values whichever engine runs: dates and times stay as PostgreSQL's text,
// int8 becomes a number, numeric stays a string (no precision loss), json is parsed.

export const TEXT_TYPE_OIDS = [
  1082, // date
  1083, // time
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1266, // timetz
  1700, // numeric
];
export const INT8_OID = 20;

export const parseInt8 = (v: string): number | string => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
};
