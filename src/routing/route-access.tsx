// A page opens only for the roles the matrix allows; the others see a French refusal.
import { useCan } from "@refinedev/core";
import type { ReactNode } from "react";
import { PageLoading } from "../components/page-loading.tsx";
import { NoAccess } from "../layout/errors/no-access.tsx";

export const RouteAccess = ({ subject, action, children }: { subject: string; action: string; children: ReactNode }) => {
  const { data, isLoading } = useCan({ resource: subject, action, params: {} });
  if (isLoading || !data) return <PageLoading />;
  return data.can ? <>{children}</> : <NoAccess reason={data.reason} />;
};
