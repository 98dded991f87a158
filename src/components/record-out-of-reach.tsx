// What a record page shows when its record does not exist or RLS hides it from the reader
// (a partner opening a Renfort talent's URL): one French message, whatever the cause, so
// that the page never tells whether the record exists.
import { Result } from "antd";
import { Link } from "react-router";
import { t } from "../i18n/index.ts";

// PostgREST's "no row" for a single object (406), and a malformed id in the URL.
const OUT_OF_REACH_CODES = new Set(["PGRST116", "22P02"]);

/** True when a record read failed because the row is absent or invisible to the reader. */
export const isOutOfReach = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { code?: unknown; statusCode?: unknown; status?: unknown };
  return (
    (typeof e.code === "string" && OUT_OF_REACH_CODES.has(e.code)) ||
    e.statusCode === 404 ||
    e.statusCode === 406 ||
    e.status === 406
  );
};

export const RecordOutOfReach = ({ backTo, backLabel }: { backTo: string; backLabel: string }) => (
  <Result
    status="404"
    title={t("components.outOfReach.title")}
    subTitle={t("components.outOfReach.description")}
    extra={<Link to={backTo}>{backLabel}</Link>}
  />
);
