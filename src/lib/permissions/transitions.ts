// The screens' one reading of the transition table: which statuses a user's roles may bring a
// record to from its current status, as private.assert_status_transition decides
// (supabase/schemas/03_workflow.sql). The rules are the rows of
// public.status_transition that the screens read at run time (useStatusTransitions, or a
// resource's own read with the same columns), not the copy exported to supabase/permissions.json:
// the database checks those very rows, a change of the table reaches the screens without a new
// build, and only they carry `requester_only_roles` and `required_fields` (the export keeps
// who, from, to and the comment; the tests read it through src/test/transitions.ts, same shape).
//
// The database's reading, repeated here:
// - `from_status` null is a creation, "*" any existing status; for one target the exact
//   from-status wins over "*" among the rules the user's roles hold;
// - a rule with no role is the system's (or an external actor's): never offered;
// - a role in `requester_only_roles` counts only on the user's own (or managees') records;
// - `requires_comment`: the move is refused without a comment, so a screen that cannot send one
//   (a plain form field) must not offer it; `required_fields` must be filled on the row;
// - a developer forces any other move with a comment (logged as forced), and creates a record
//   at any status some role may create it at (not a forced move).
import { DEVELOPER_ROLE, forcedTargets } from "../workflow/forced-moves.ts";

export { DEVELOPER_ROLE };

/** A row of public.status_transition, as the screens select it (the optional columns default to none). */
export type TransitionRule = {
  from_status: string | null;
  to_status: string;
  roles: readonly string[];
  requires_comment?: boolean;
  required_fields?: readonly string[];
  requester_only_roles?: readonly string[];
};

export type MoveOptions = {
  /** the record is the user's (or a managee's): requester-only roles count (default true) */
  isOwn?: boolean;
};

/** A rule leaving `from` (null = creation, "*" = from any existing status). */
export const leaves = (rule: Pick<TransitionRule, "from_status">, from: string | null): boolean =>
  from === null ? rule.from_status === null : rule.from_status === from || rule.from_status === "*";

/** One of `roles` holds the rule (a requester-only role only on the user's own records). */
export const holds = (
  rule: Pick<TransitionRule, "roles" | "requester_only_roles">,
  roles: readonly string[],
  { isOwn = true }: MoveOptions = {},
): boolean =>
  rule.roles.some((role) => roles.includes(role) && (isOwn || !(rule.requester_only_roles ?? []).includes(role)));

/**
 * The rules the user's roles may follow from `from`, one per target in the table's order: the
 * exact from-status wins over "*" (as the database orders them), a target equal to `from` and the
 * system's moves (no role) are left out.
 */
export const allowedRules = <R extends TransitionRule>(
  rules: readonly R[],
  from: string | null,
  roles: readonly string[],
  options: MoveOptions = {},
): R[] => {
  const byTarget = new Map<string, R>();
  for (const rule of rules) {
    if (!leaves(rule, from) || rule.to_status === from || !holds(rule, roles, options)) continue;
    const known = byTarget.get(rule.to_status);
    if (!known || (known.from_status === "*" && rule.from_status === from)) byTarget.set(rule.to_status, rule);
  }
  return [...byTarget.values()];
};

/** The statuses the user's roles may reach from `from`. */
export const allowedTargets = (
  rules: readonly TransitionRule[],
  from: string | null,
  roles: readonly string[],
  options?: MoveOptions,
): string[] => allowedRules(rules, from, roles, options).map((rule) => rule.to_status);

/** The rule the database applies to this move for these roles, if any. */
export const ruleFor = <R extends TransitionRule>(
  rules: readonly R[],
  from: string | null,
  to: string,
  roles: readonly string[],
  options?: MoveOptions,
): R | undefined => allowedRules(rules, from, roles, options).find((rule) => rule.to_status === to);

/** Whether one of `roles` may make the move (ordinary rules only, no developer override). */
export const mayMove = (
  rules: readonly TransitionRule[],
  from: string | null,
  to: string,
  roles: readonly string[],
  options?: MoveOptions,
): boolean => ruleFor(rules, from, to, roles, options) !== undefined;

/** Every role some rule names for this move (exact or "*"): who may make it, for rules built on a move. */
export const rolesFor = (rules: readonly TransitionRule[], from: string | null, to: string): string[] => [
  ...new Set(rules.filter((rule) => leaves(rule, from) && rule.to_status === to).flatMap((rule) => rule.roles)),
];

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** The required fields of a move that the row does not fill yet (a screen asks for them with the move). */
export const missingFields = (rule: Pick<TransitionRule, "required_fields">, row: Record<string, unknown>): string[] =>
  (rule.required_fields ?? []).filter((field) => isBlank(row[field]));

export type StatusChoice<S extends string> = {
  value: S;
  /** the record's saved status (no move) */
  current: boolean;
  /** the move is refused without a comment (requires_comment, or a developer's forced move) */
  requiresComment: boolean;
  /** a developer's forced move (break-glass, logged as forced) */
  forced: boolean;
};

/**
 * The values a status field offers, in `statuses` order: the saved status (`from`; null when
 * creating) and every status the user's roles may reach from it. A move that needs a comment
 * is offered only to a field that sends one (`withComment`): otherwise the save would always
 * fail. A developer may create at any status a rule creates at, and, with a comment, force the
 * other statuses.
 */
export const statusChoices = <S extends string>(
  rules: readonly TransitionRule[],
  {
    statuses,
    from,
    roles,
    withComment = false,
  }: {
    statuses: readonly S[];
    from: S | null;
    roles: readonly string[];
    withComment?: boolean;
  },
): StatusChoice<S>[] => {
  const allowed = allowedRules(rules, from, roles).filter((rule) => withComment || !rule.requires_comment);
  const developer = roles.includes(DEVELOPER_ROLE);
  const created = from === null && developer ? rules.filter((rule) => rule.from_status === null) : [];
  const forced =
    from !== null && withComment
      ? forcedTargets(
          statuses,
          from,
          roles,
          allowed.map((rule) => rule.to_status as S),
        )
      : [];
  return statuses.flatMap((value): StatusChoice<S>[] => {
    if (value === from) return [{ value, current: true, requiresComment: false, forced: false }];
    const rule = allowed.find((r) => r.to_status === value);
    if (rule) return [{ value, current: false, requiresComment: !!rule.requires_comment, forced: false }];
    if (created.some((r) => r.to_status === value))
      return [{ value, current: false, requiresComment: false, forced: false }];
    if (forced.includes(value)) return [{ value, current: false, requiresComment: true, forced: true }];
    return [];
  });
};
