// The main area's frame: sider, header, and the kept-alive pages inside an error boundary;
// `OffLayoutArea` (the command palette) is the app's, which knows every screen.
import { ThemedLayout } from "@refinedev/antd";
import type { FC } from "react";
import { useLocation } from "react-router";
import { AppHeader } from "./header/app-header.tsx";
import { AppSider } from "./app-sider.tsx";
import { AppTitle } from "./app-title.tsx";
import { ErrorBoundary } from "./errors/error-boundary.tsx";
import { KeepAliveOutlet } from "./keep-alive-outlet.tsx";

export const AppLayout = ({ OffLayoutArea }: { OffLayoutArea?: FC }) => {
  const { pathname } = useLocation();
  return (
    <ThemedLayout Header={AppHeader} Sider={AppSider} Title={AppTitle} OffLayoutArea={OffLayoutArea}>
      <ErrorBoundary resetKey={pathname}>
        <KeepAliveOutlet />
      </ErrorBoundary>
    </ThemedLayout>
  );
};
