// The main area's frame: a skip link, sider, header, and the kept-alive pages inside an error
// boundary; focus goes to the page heading after each navigation (route-focus.ts);
// `OffLayoutArea` (the command palette) is the app's, which knows every screen.
import { ThemedLayout } from "@refinedev/antd";
import { useRef, type FC, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { t } from "../i18n/index.ts";
import { AppHeader } from "./header/app-header.tsx";
import { AppSider } from "./app-sider.tsx";
import { AppTitle } from "./app-title.tsx";
import { ErrorBoundary } from "./errors/error-boundary.tsx";
import { KeepAliveOutlet } from "./keep-alive-outlet.tsx";
import { focusHeading, useFocusHeadingOnNavigation, visibleHeading } from "./route-focus.ts";
import "./skip-link.css";

const CONTENT_ID = "contenu";

export const AppLayout = ({ OffLayoutArea }: { OffLayoutArea?: FC }) => {
  const { pathname } = useLocation();
  const content = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigation(content);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const heading = content.current && visibleHeading(content.current);
    if (heading) focusHeading(heading);
    else content.current?.focus();
  };
  return (
    <>
      <a className="skip-link" href={`#${CONTENT_ID}`} onClick={skip}>
        {t("a11y.skipLink")}
      </a>
      <ThemedLayout Header={AppHeader} Sider={AppSider} Title={AppTitle} OffLayoutArea={OffLayoutArea}>
        <div id={CONTENT_ID} ref={content} tabIndex={-1} style={{ outline: "none" }}>
          <ErrorBoundary resetKey={pathname}>
            <KeepAliveOutlet />
          </ErrorBoundary>
        </div>
      </ThemedLayout>
    </>
  );
};
