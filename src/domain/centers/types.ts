// The centres' shared shapes: the kinds public.centers_near ranks, and its rows.
import type { Database } from "../../database.types.ts";

export type CenterKind = "medical" | "qualification";

/** One row of public.centers_near (numerics arrive as numbers or strings). */
export type NearCenter = Database["public"]["Functions"]["centers_near"]["Returns"][number];
