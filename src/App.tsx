// Composition only: router, antd in French, Refine with its providers and the registry's
// resources, the routes, and the app-wide helpers (toasts, titles, analytics, new version).
import { Refine } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { App as AntdApp, ConfigProvider } from "antd";
import { ANTD_LOCALE } from "./app/antd-locale.ts";
import { BrowserRouter } from "react-router";
import { i18nProvider } from "../providers/i18n-provider.ts";
import { notificationProvider } from "../providers/notification-provider.ts";
import { routerProvider } from "../providers/router-provider.ts";
import { AnalyticsTracker } from "./app/analytics-tracker.tsx";
import type { AppProviders } from "./app/create-providers.ts";
import { DocumentTitle } from "./app/document-title.tsx";
import { NewVersionNotice } from "./app/new-version-notice.tsx";
import { ReducedMotion } from "./app/reduced-motion.tsx";
import { RESOURCES } from "./app/resources.ts";
import { THEME } from "./app/theme.ts";
import { Toaster } from "./components/toast/toaster.tsx";
import { RuntimeConfigProvider } from "./config/runtime-config-context.tsx";
import type { RuntimeConfig } from "./config/runtime-config.ts";
import { t } from "./i18n/index.ts";
import { AppRoutes } from "./routes.tsx";

export const App = ({ config, providers }: { config: RuntimeConfig; providers: AppProviders }) => (
  <BrowserRouter>
    <RuntimeConfigProvider config={config}>
      <ConfigProvider locale={ANTD_LOCALE} theme={THEME}>
        <ReducedMotion>
          <AntdApp>
            <Refine
              routerProvider={routerProvider}
              dataProvider={providers.dataProvider}
              liveProvider={providers.liveProvider}
              authProvider={providers.authProvider}
              accessControlProvider={providers.accessControlProvider}
              notificationProvider={notificationProvider}
              i18nProvider={i18nProvider}
              resources={RESOURCES}
              options={{
                reactQuery: { clientConfig: providers.queryClient },
                syncWithLocation: true,
                warnWhenUnsavedChanges: true,
                disableTelemetry: true,
                liveMode: "auto",
                title: { text: t("app.name") },
              }}
            >
              <AppRoutes />
              <DocumentTitle />
              <AnalyticsTracker />
              <UnsavedChangesNotifier />
              <NewVersionNotice />
              <Toaster />
            </Refine>
          </AntdApp>
        </ReducedMotion>
      </ConfigProvider>
    </RuntimeConfigProvider>
  </BrowserRouter>
);
