// A page opens only for the roles the matrix allows; the others see a French refusal.
// The answer is taken in the render itself from the user's roles once the identity is known
// (the context the shell read, or the one the server embedded in the page): the one rule that
// Refine's access control asks too (src/lib/permissions/can.ts). Before that, Refine's useCan
// answers. The page under it (a list is a table of rows: hundreds of milliseconds of rendering on
// a busy CPU) mounts in a deferred, interruptible render, so the shell commits and paints first
// instead of staying empty until the whole page has rendered.
import { useCan, useGetIdentity } from "@refinedev/core";
import { useDeferredValue, type ReactNode } from "react";
import type { Identity } from "../../providers/auth-provider.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { t } from "../i18n/index.ts";
import { NoAccess } from "../layout/errors/lazy-errors.tsx";
import { can } from "../lib/permissions/can.ts";
import type { AppRole } from "../lib/roles/roles.ts";

type Answer = { can: boolean; reason?: string };

export const RouteAccess = ({
  subject,
  action,
  children,
}: {
  subject: string;
  action: string;
  children: ReactNode;
}) => {
  const roles = useGetIdentity<Identity>().data?.context?.roles as readonly AppRole[] | undefined;
  const now: Answer | undefined = roles
    ? can(roles, { resource: subject, action })
      ? { can: true }
      : { can: false, reason: t("forbidden.reason") }
    : undefined;
  const { data, isLoading } = useCan({ resource: subject, action, params: {}, queryOptions: { enabled: !roles } });
  // deferred from the first render on, even when the answer is known then: a page rendered in
  // the urgent render that suspends (its code still evaluating) waits for React's throttled
  // reveal of Suspense fallbacks; a deferred one commits as soon as it is ready
  const answer = useDeferredValue<Answer | null>(now ?? (isLoading ? null : (data ?? null)), null);
  if (!answer) return <PageLoading />;
  return answer.can ? <>{children}</> : <NoAccess reason={answer.reason} />;
};
