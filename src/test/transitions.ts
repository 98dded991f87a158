// The migrations' transition table for tests: the rows of supabase/permissions.json (the final
// state of public.status_transition, exported by `npm run db:types`), shaped as the screens read
// public.status_transition (src/lib/permissions/transitions.ts). The export has neither
// requester-only roles nor required fields: both are empty here.
import permissions from "../../supabase/permissions.json" with { type: "json" };

type Exported = {
  entity: string;
  column: string;
  from: string | null;
  to: string;
  roles: string[];
  requires_comment: boolean;
};

export type TransitionFixture = {
  id: string;
  entity: string;
  status_column: string;
  from_status: string | null;
  to_status: string;
  roles: string[];
  requires_comment: boolean;
  required_fields: string[];
  requester_only_roles: string[];
};

const ALL: TransitionFixture[] = (permissions.transitions as Exported[]).map((row, i) => ({
  id: `transition-${i}`,
  entity: row.entity,
  status_column: row.column,
  from_status: row.from,
  to_status: row.to,
  roles: row.roles,
  requires_comment: row.requires_comment,
  required_fields: [],
  requester_only_roles: [],
}));

/** The rows of one entity's status column, or every row. */
export const transitionRows = (entity?: string, column = "status"): TransitionFixture[] =>
  entity ? ALL.filter((row) => row.entity === entity && row.status_column === column) : ALL;
