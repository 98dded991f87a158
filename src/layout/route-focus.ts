// After each navigation inside the layout (tab changes included: each tab is a route), the
// keyboard focus goes to the new page's heading, as a screen reader user expects; it is not
// dropped on the page body. Not on the first load: the user may already be in a field.
import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** how long a page may take to show its heading (a record read on a slow network) */
const WAIT_MS = 10_000;

/** The visible page heading inside `container` (kept-alive pages are hidden, not removed). */
export const visibleHeading = (container: HTMLElement): HTMLElement | undefined =>
  [...container.querySelectorAll<HTMLElement>("h1, h2")].find((heading) => heading.getClientRects().length > 0);

export const focusHeading = (heading: HTMLElement) => {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
};

/** The navigation's own trigger may take the focus (antd focuses the activated tab). */
const isTabOrLink = (element: Element | null) => !!element?.matches("[role=tab], a[href]");

export const useFocusHeadingOnNavigation = (container: RefObject<HTMLElement | null>) => {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const started = performance.now();
    const focusedBefore = document.activeElement;
    let frame = 0;
    const attempt = () => {
      // the user went on (clicked into a field…) while the page loaded: leave their focus alone
      const moved = document.activeElement !== focusedBefore && document.activeElement !== document.body;
      if (moved && !isTabOrLink(document.activeElement)) return;
      const root = container.current;
      const heading = root && visibleHeading(root);
      if (heading) focusHeading(heading);
      else if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname, container]);
};
