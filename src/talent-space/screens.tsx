// The talent space's screens: the home at "/", and each screen below it at its path. A path no
// screen matches shows the home (an old link still lands somewhere useful). The offline hours
// (the queue of days waiting to be sent) live here, above the screens: they are sent when the
// space starts and when the network comes back, whichever screen is shown; the home is then read
// again, so that its « Hors ligne » mark does not outlive the network's return.
import { useEffect, type ReactNode } from "react";
import type { SpaceContext } from "../portal/PortalApp.tsx";
import { match } from "../portal/route.ts";
import { HoursWeekScreen } from "./hours/HoursWeekScreen.tsx";
import { useOfflineHours, type OfflineHours } from "./offline/useOfflineHours.ts";
import { AdvanceScreen } from "./advance/AdvanceScreen.tsx";
import { AvailabilityScreen } from "./availability/AvailabilityScreen.tsx";
import { ContractScreen } from "./contracts/ContractScreen.tsx";
import { DocumentsScreen } from "./documents/DocumentsScreen.tsx";
import { PayScreen } from "./pay/PayScreen.tsx";
import { TalentHome } from "./TalentHome.tsx";
import type { TalentHome as Home } from "./types.ts";

type Screen = {
  path: string;
  render: (home: Home, space: SpaceContext, params: Record<string, string>, offline: OfflineHours) => ReactNode;
};

/** One entry per screen below the home (path patterns as in route.ts's match). */
const SCREENS: Screen[] = [
  {
    path: "/hours/:weekId",
    render: (_home, space, { weekId }, offline) => (
      <HoursWeekScreen key={weekId} weekId={weekId} space={space} hours={offline} />
    ),
  },
  { path: "/contracts/:id", render: (_home, space, { id }) => <ContractScreen key={id} space={space} id={id} /> },
  { path: "/advance", render: (_home, space) => <AdvanceScreen space={space} /> },
  { path: "/documents", render: (_home, space) => <DocumentsScreen space={space} /> },
  { path: "/availability", render: (_home, space) => <AvailabilityScreen space={space} /> },
  {
    path: "/pay/:period",
    render: (_home, space, { period }) => <PayScreen key={period} space={space} period={period} />,
  },
];

export function TalentSpace({ home, space }: { home: Home; space: SpaceContext }) {
  const offline = useOfflineHours(space.client, home.talent?.id ?? "unknown");
  // A home shown from its last copy is marked « Hors ligne — données du … » (PortalApp): when the
  // network comes back, and when a sync has reached the server, the home is read again, which
  // clears the mark and gives the weeks' hours and statuses the server now holds. Unreachable,
  // the copy stays as it is.
  const { reload } = space;
  const report = offline.report;
  useEffect(() => {
    const again = () => void reload().catch(() => undefined);
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [reload]);
  useEffect(() => {
    if (report && !report.unreachable) void reload().catch(() => undefined);
  }, [report, reload]);
  for (const screen of SCREENS) {
    const params = match(screen.path, space.path);
    if (params) return screen.render(home, space, params, offline);
  }
  return <TalentHome home={home} space={space} pending={offline.pending.length} />;
}
