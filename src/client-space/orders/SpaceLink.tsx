// A link to a screen of the client space: a real anchor (/client/…, opened in a new tab with a
// modifier or the middle button as any link), that a plain click follows inside the page
// (space.navigate: no reload, the History API).
import type { MouseEvent, ReactNode } from "react";
import type { SpaceContext } from "../../portal/PortalApp.tsx";

export const CLIENT_BASE = "/client";

export function SpaceLink({
  to,
  space,
  className,
  children,
}: {
  /** the path below the space ("/orders/new") */
  to: string;
  space?: Pick<SpaceContext, "navigate">;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!space || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    space.navigate(to);
  };
  return (
    <a href={to === "/" ? CLIENT_BASE : `${CLIENT_BASE}${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
