// The talent space's screens: the home at "/", and each screen below it at its path. A path no
// screen matches shows the home (an old link still lands somewhere useful).
import type { ReactNode } from "react";
import type { SpaceContext } from "../portal/PortalApp.tsx";
import { match } from "../portal/route.ts";
import { TalentHome } from "./TalentHome.tsx";
import type { TalentHome as Home } from "./types.ts";

type Screen = {
  path: string;
  render: (home: Home, space: SpaceContext, params: Record<string, string>) => ReactNode;
};

/** One entry per screen below the home (path patterns as in route.ts's match). */
const SCREENS: Screen[] = [];

export function TalentSpace({ home, space }: { home: Home; space: SpaceContext }) {
  for (const screen of SCREENS) {
    const params = match(screen.path, space.path);
    if (params) return screen.render(home, space, params);
  }
  return <TalentHome home={home} />;
}
