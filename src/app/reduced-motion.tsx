// The person's "reduce motion" setting (WCAG 2.3.3) switches off antd's opening and closing
// animations (modals, drawers, menus, selects: all run by rc-motion). The motion token of the
// theme is left alone: changing it would change the theme's hash and the build-time stylesheet
// would no longer match.
import { Provider as MotionProvider } from "rc-motion";
import type { ReactNode } from "react";
import { useMediaQuery } from "../lib/media/use-media-query.ts";

const QUERY = "(prefers-reduced-motion: reduce)";

export const ReducedMotion = ({ children }: { children: ReactNode }) => {
  const reduce = useMediaQuery(QUERY, false);
  return <MotionProvider motion={!reduce}>{children}</MotionProvider>;
};
