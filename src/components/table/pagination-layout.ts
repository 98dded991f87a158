// The pagination's layout for the screen's width, known at the first render. Refine's useTable
// derives it from antd's Grid.useBreakpoint, whose first render knows no screen (a phone's
// layout: `simple`, centred) and whose layout effect then renders again with the real one: for a
// list, every cell of every row a second time before the first paint (docs/performance/first-screen.md).
// Read here from the media query itself, the first render is the right one and Refine's second
// value changes nothing.
import { useSyncExternalStore } from "react";

/** antd's `sm` breakpoint (screenSM), where Refine leaves the phone's pagination. */
const WIDE = "(min-width: 576px)";

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(WIDE);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};
const wide = () => window.matchMedia(WIDE).matches;

/** What Refine's useTable sets from the breakpoint, for this screen. */
export const usePaginationLayout = (): { simple: boolean; position: ["bottomCenter"] | ["bottomRight"] } => {
  const isWide = useSyncExternalStore(subscribe, wide, () => true);
  return isWide ? WIDE_LAYOUT : PHONE_LAYOUT;
};

const WIDE_LAYOUT = { simple: false, position: ["bottomRight"] as ["bottomRight"] };
const PHONE_LAYOUT = { simple: true, position: ["bottomCenter"] as ["bottomCenter"] };
