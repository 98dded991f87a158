// The main area's frame: sider, header, and the kept-alive pages inside an error boundary.
import { ThemedLayout } from "@refinedev/antd";
import { useLocation } from "react-router";
import { AppHeader } from "./header/app-header.tsx";
import { AppSider } from "./app-sider.tsx";
import { AppTitle } from "./app-title.tsx";
import { ErrorBoundary } from "./errors/error-boundary.tsx";
import { KeepAliveOutlet } from "./keep-alive-outlet.tsx";
import { CommandPalette } from "./palette/command-palette.tsx";

export const AppLayout = () => {
  const { pathname } = useLocation();
  return (
    <ThemedLayout Header={AppHeader} Sider={AppSider} Title={AppTitle} OffLayoutArea={CommandPalette}>
      <ErrorBoundary resetKey={pathname}>
        <KeepAliveOutlet />
      </ErrorBoundary>
    </ThemedLayout>
  );
};
