// A page opens only for the roles the matrix allows; the others see a French refusal.
// The access answer comes in a synchronous update (TanStack Query's store), the same one that
// fills the sider's menu; the page under it (a list is a table of rows: hundreds of
// milliseconds of rendering on a busy CPU) mounts in a deferred, interruptible render, so the
// shell commits and paints first instead of staying empty until the whole page has rendered.
import { useCan } from "@refinedev/core";
import { useDeferredValue, type ReactNode } from "react";
import { PageLoading } from "../components/page-loading.tsx";
import { NoAccess } from "../layout/errors/lazy-errors.tsx";

export const RouteAccess = ({
  subject,
  action,
  children,
}: {
  subject: string;
  action: string;
  children: ReactNode;
}) => {
  const { data, isLoading } = useCan({ resource: subject, action, params: {} });
  // an answer already cached (a later visit) is shown at once: only its arrival is deferred
  const answer = useDeferredValue(isLoading ? undefined : data);
  if (!answer) return <PageLoading />;
  return answer.can ? <>{children}</> : <NoAccess reason={answer.reason} />;
};
