// The names the contract's history shows for the ids its diffs hold (the consultant, the
// manager who validated, the talent, the client…): one read per table the history points at,
// of those ids only, under the reader's rights (a row they may not read stays "Non disponible").
import { useList, type BaseRecord } from "@refinedev/core";
import { displayName, type PersonLike } from "../../src/lib/names/display-name.ts";
import { referencedIds, type Names, type ReferenceTable } from "./diff.utils.ts";
import type { FieldChange } from "./types.ts";

type Row = BaseRecord & PersonLike & Record<string, unknown>;

const READS: Record<ReferenceTable, { select: string; label: (row: Row) => string }> = {
  talent: { select: "id, first_name, last_name", label: (r) => displayName(r) },
  contact: { select: "id, first_name, last_name, civility, job_title", label: (r) => displayName(r) },
  auth_user: { select: "id, first_name, last_name", label: (r) => displayName(r) },
  team_member: {
    select: "id, email, temp_first_name, temp_last_name, auth_user:auth_user_id(first_name, last_name)",
    label: (r) => displayName(r),
  },
  company: { select: "id, name", label: (r) => String(r.name ?? "") },
  job: { select: "id, name", label: (r) => String(r.name ?? "") },
  mission: { select: "id, reference, job_name", label: (r) => [r.reference, r.job_name].filter(Boolean).join(" — ") },
  contract: { select: "id, contract_key", label: (r) => String(r.contract_key ?? "") },
  address: {
    select: "id, formatted, street1, postal_code, city",
    label: (r) => String(r.formatted ?? [r.street1, r.postal_code, r.city].filter(Boolean).join(" ")),
  },
};

const useNamesOf = (table: ReferenceTable, ids: readonly string[] | undefined) => {
  const { result, query } = useList<Row>({
    resource: table,
    filters: [{ field: "id", operator: "in", value: ids ?? [] }],
    pagination: { mode: "off" },
    meta: { select: READS[table].select },
    queryOptions: { enabled: !!ids?.length },
    liveMode: "off",
  });
  return { rows: result.data, loading: !!ids?.length && query.isLoading };
};

/** The label of every row the changes point at, and whether they are still being read. */
export const useHistoryNames = (changes: readonly FieldChange[]): { names: Names; loading: boolean } => {
  const ids = referencedIds(changes);
  const reads = [
    ["talent", useNamesOf("talent", ids.talent)],
    ["contact", useNamesOf("contact", ids.contact)],
    ["auth_user", useNamesOf("auth_user", ids.auth_user)],
    ["team_member", useNamesOf("team_member", ids.team_member)],
    ["company", useNamesOf("company", ids.company)],
    ["job", useNamesOf("job", ids.job)],
    ["mission", useNamesOf("mission", ids.mission)],
    ["contract", useNamesOf("contract", ids.contract)],
    ["address", useNamesOf("address", ids.address)],
  ] as const;
  const loading = reads.some(([, r]) => r.loading);
  const names: Names = new Map(
    reads.flatMap(([table, r]) => r.rows.map((row) => [String(row.id), READS[table].label(row)] as const)),
  );
  return { names, loading };
};
