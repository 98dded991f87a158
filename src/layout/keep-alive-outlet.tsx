// Renders the current page and keeps the two previously visited ones mounted but hidden
// (React's <Activity>), so going back restores scroll, filters and form state; a page left by a
// redirect (a replacing navigation) is not kept.
import { Activity, useRef, type ReactNode } from "react";
import { useLocation, useNavigationType, useOutlet } from "react-router";
import { keepAlive } from "./keep-alive.ts";

export const KeepAliveOutlet = () => {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const replaced = useNavigationType() === "REPLACE";
  const pages = useRef<Array<[string, ReactNode]>>([]);
  pages.current = keepAlive(pages.current, pathname, outlet, { replaced });
  return (
    <>
      {pages.current.map(([key, page]) => (
        <Activity key={key} mode={key === pathname ? "visible" : "hidden"}>
          {page}
        </Activity>
      ))}
    </>
  );
};
