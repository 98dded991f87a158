// Row shapes of the company group screen, derived from src/database.types.ts (`npm run db:types`).
import type { Tables } from "../../src/database.types.ts";

/** The group's header (`id, name`). */
export type CompanyGroupRow = Pick<Tables<"company_group">, "id" | "name">;
