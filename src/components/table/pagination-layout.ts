// The pagination's layout for the screen's width, known at the first render. Refine's useTable
// derives it from antd's Grid.useBreakpoint, whose first render knows no screen (a phone's
// layout: `simple`, centred) and whose layout effect then renders again with the real one: for a
// list, every cell of every row a second time before the first paint (docs/performance/first-screen.md).
// Read here from the media query itself, the first render is the right one and Refine's second
// value changes nothing.
import { useMediaQuery } from "../../lib/media/use-media-query.ts";

/** antd's `sm` breakpoint (screenSM), where Refine leaves the phone's pagination. */
const WIDE = "(min-width: 576px)";

/** What Refine's useTable sets from the breakpoint, for this screen. */
export const usePaginationLayout = (): { simple: boolean; position: ["bottomCenter"] | ["bottomRight"] } => {
  return useMediaQuery(WIDE, true) ? WIDE_LAYOUT : PHONE_LAYOUT;
};

const WIDE_LAYOUT = { simple: false, position: ["bottomRight"] as ["bottomRight"] };
const PHONE_LAYOUT = { simple: true, position: ["bottomCenter"] as ["bottomCenter"] };
