// The person's "reduce motion" setting (WCAG 2.3.3) switches off antd's opening and closing
// animations (modals, drawers, menus, selects: all run by rc-motion). The motion token of the
// theme is left alone: changing it would change the theme's hash and the build-time stylesheet
// would no longer match.
import { Provider as MotionProvider } from "rc-motion";
import { useSyncExternalStore, type ReactNode } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};
const reduced = () => window.matchMedia(QUERY).matches;

export const ReducedMotion = ({ children }: { children: ReactNode }) => {
  const reduce = useSyncExternalStore(subscribe, reduced, () => false);
  return <MotionProvider motion={!reduce}>{children}</MotionProvider>;
};
