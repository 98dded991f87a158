// `Accept: application/vnd.pgrst.plan…` (db-plan-enabled): the statement explained rather than
// answered, and the planner's row estimate used for `Prefer: count=planned|estimated`.
import { Rollback, type Query, type TxContext } from "../db/engine.ts";
import type { Compiled } from "./compile.ts";
import { dbErrorToApi } from "./errors.ts";
import type { AcceptedMedia } from "./parse/index.ts";
import type { RestResponse } from "./respond.ts";
import type { ServerContext } from "../context.ts";

export type PlanMedia = NonNullable<AcceptedMedia["plan"]>;

const MEDIA_MIME: Record<PlanMedia["for"]["mediaType"], string> = {
  json: "application/json",
  object: "application/vnd.pgrst.object+json",
  csv: "text/csv",
  geojson: "application/geo+json",
};

/**
 * `Accept: application/vnd.pgrst.plan[+json|+text]`: PostgreSQL's EXPLAIN of the request's
 * statement, with the options asked for. Always rolled back (`analyze` runs the statement).
 */
export async function explainResponse(
  ctx: ServerContext,
  tx: TxContext,
  plan: Compiled,
  values: unknown[],
  media: PlanMedia,
  role: string,
): Promise<RestResponse> {
  const options = [`format ${media.format}`, ...media.options].join(", ");
  let rows: Array<Record<string, unknown>>;
  try {
    rows = await ctx.engine.tx(tx, async (run: Query) => {
      const result = await run<Record<string, unknown>>(
        `explain (${options}) ${plan.sql}`,
        plan.slots.map((s) => values[s]),
      );
      throw new Rollback(result.rows);
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw dbErrorToApi(e, role) ?? e;
    rows = e.value as Array<Record<string, unknown>>;
  }
  const cells = rows.map((r) => Object.values(r)[0]);
  const body =
    media.format === "json" ? (typeof cells[0] === "string" ? cells[0] : JSON.stringify(cells[0])) : cells.join("\n");
  const mime = `application/vnd.pgrst.plan+${media.format}; for="${MEDIA_MIME[media.for.mediaType]}"${media.options.length > 0 ? `; options=${media.options.join("|")}` : ""}; charset=utf-8`;
  return { status: 200, headers: { "Content-Type": mime }, body };
}

/** The top plan node's row estimate of an `explain (format json)` row (json or its text, by driver). */
export function plannedRows(row: Record<string, unknown> | undefined): number {
  const value = row === undefined ? undefined : Object.values(row)[0];
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as
    Array<{ Plan?: { "Plan Rows"?: number } }> | undefined;
  return Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}
