// A page's section reached by a link (`?section=<name>`, e.g. the action centre's items): the
// section scrolls into view and takes the focus once it is shown, so that a keyboard or screen
// reader user lands where the link meant, not at the top of the page.
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/** The ref to put on the section (focusable: tabIndex -1); true when the link named it. */
export const useSectionFocus = <T extends HTMLElement>(name: string, ready = true) => {
  const [params] = useSearchParams();
  const ref = useRef<T>(null);
  const targeted = params.get("section") === name;
  const done = useRef(false);
  useEffect(() => {
    if (!targeted || !ready || done.current || !ref.current) return;
    done.current = true;
    ref.current.scrollIntoView?.({ block: "start" });
    ref.current.focus({ preventScroll: true });
  }, [targeted, ready]);
  return { ref, targeted };
};
