// Renders the current page and keeps the two previously visited ones mounted but hidden
// (React's <Activity>), so going back restores scroll, filters and form state; a page left by a
// redirect (a replacing navigation) is not kept. A hidden page keeps seeing the location it was
// left at: the URL is not its own any more, and its router and Refine hooks (every data hook
// parses the location) would otherwise re-render the whole hidden page at each navigation,
// taking the main thread from the page being opened. The pages share one Suspense boundary that
// stays mounted (PageBoundary: a page waiting for its code keeps the screen it replaces).
import { Activity, useContext, useRef, type ContextType, type ReactNode } from "react";
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from "react-router";
import { PageBoundary } from "../routing/lazy-page.tsx";
import { keepAlive } from "./keep-alive.ts";

type KeptPage = { outlet: ReactNode; location: ContextType<typeof UNSAFE_LocationContext> };

export const KeepAliveOutlet = () => {
  const outlet = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const { pathname } = useLocation();
  const replaced = useNavigationType() === "REPLACE";
  const pages = useRef<Array<[string, KeptPage]>>([]);
  pages.current = keepAlive(pages.current, pathname, { outlet, location }, { replaced });
  return (
    <PageBoundary>
      {pages.current.map(([key, page]) => (
        <Activity key={key} mode={key === pathname ? "visible" : "hidden"}>
          <UNSAFE_LocationContext.Provider value={page.location}>{page.outlet}</UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
    </PageBoundary>
  );
};
