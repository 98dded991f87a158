// The one wrapper component tests render in: antd in French, a memory router, and Refine
// with the French i18n and the app's notification provider. Refine's react-router binding is
// left out: under Vitest it loads react-router's CommonJS build while the tests load the ESM
// one, and two router contexts never meet.
import "./dom-polyfills.ts";
import {
  Refine,
  type AccessControlProvider,
  type AuthProvider,
  type DataProvider,
  type ResourceProps,
} from "@refinedev/core";
import { render, type RenderResult } from "@testing-library/react";
import { StyleProvider } from "@ant-design/cssinjs";
import { App as AntdApp, ConfigProvider } from "antd";
import { ANTD_LOCALE } from "../app/antd-locale.ts";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { i18nProvider } from "../../providers/i18n-provider.ts";
import { notificationProvider } from "../../providers/notification-provider.ts";
import "../lib/dates/dayjs.ts";
import { visibilityOnly } from "./visibility-styles.ts";

const TRANSFORMERS = [visibilityOnly];

/**
 * `dataProvider`: for components that read through Refine's hooks (a stub holding the rows);
 * `accessControlProvider`: for components that ask Refine's `useCan`;
 * `authProvider`: for components that read the identity (`useGetIdentity`);
 * `resources`: for components that read Refine's resources (the sider's `useMenu`).
 */
export const renderInApp = (
  ui: ReactElement,
  {
    path = "/",
    dataProvider,
    accessControlProvider,
    authProvider,
    resources,
  }: {
    path?: string;
    dataProvider?: DataProvider;
    accessControlProvider?: AccessControlProvider;
    authProvider?: AuthProvider;
    resources?: ResourceProps[];
  } = {},
): RenderResult =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <StyleProvider transformers={TRANSFORMERS}>
        <ConfigProvider locale={ANTD_LOCALE}>
          <AntdApp>
            <Refine
              dataProvider={dataProvider}
              accessControlProvider={accessControlProvider}
              authProvider={authProvider}
              resources={resources}
              i18nProvider={i18nProvider}
              notificationProvider={notificationProvider}
              // a read that fails shows its error at once, not after React Query's three retries
              options={{
                disableTelemetry: true,
                reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
              }}
            >
              {ui}
            </Refine>
          </AntdApp>
        </ConfigProvider>
      </StyleProvider>
    </MemoryRouter>,
  );
