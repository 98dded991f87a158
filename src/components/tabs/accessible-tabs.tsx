// antd's Tabs with two ARIA faults of its rc-tabs worked around on the rendered DOM:
// - role="tablist" sits on the bar that also holds the overflow "more" button, and a tablist
//   may only own tabs (axe aria-required-children, critical): the role moves to the inner list
//   that holds only the tabs;
// - the focused tab's live region announces "Tab 1 of 11", hard-coded English: put in French.
// React never rewrites these attributes or this text node afterwards unless rc-tabs changes them,
// which the observer then corrects again.
import { Tabs, type TabsProps } from "antd";
import { useLayoutEffect, useRef } from "react";
import { t } from "../../i18n/index.ts";

const POSITION = /^Tab (\d+) of (\d+)$/;

/** Fixes the tab bars under `root` (idempotent: writes only what differs). */
export function fixTabsAria(root: HTMLElement): void {
  for (const bar of root.querySelectorAll<HTMLElement>(".ant-tabs-nav")) {
    const list = bar.querySelector<HTMLElement>(".ant-tabs-nav-list");
    if (!list) continue;
    const orientation = bar.getAttribute("aria-orientation") ?? list.getAttribute("aria-orientation");
    if (bar.getAttribute("role") === "tablist") bar.removeAttribute("role");
    bar.removeAttribute("aria-orientation");
    if (list.getAttribute("role") !== "tablist") list.setAttribute("role", "tablist");
    if (orientation && list.getAttribute("aria-orientation") !== orientation)
      list.setAttribute("aria-orientation", orientation);
  }
  for (const region of root.querySelectorAll<HTMLElement>(".ant-tabs-tab [aria-live]")) {
    const text = region.firstChild;
    const match = text?.nodeValue?.match(POSITION);
    if (text && match) text.nodeValue = t("a11y.tabPosition", { position: match[1], count: match[2] });
  }
}

// A hidden marker before the tabs rather than a wrapping element: the tabs' root stays a direct
// child of the page, as the kept-alive pages (React's <Activity>) hide them.
export const AccessibleTabs = (props: TabsProps) => {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = marker.current?.nextElementSibling;
    if (!(root instanceof HTMLElement)) return;
    fixTabsAria(root);
    const observer = new MutationObserver(() => fixTabsAria(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["role"],
    });
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <span ref={marker} hidden />
      <Tabs {...props} />
    </>
  );
};
