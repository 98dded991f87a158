// The mission the page read, handed to its tab pages through the router's outlet context: the
// page (show.tsx) provides it, the tabs (tabs/*.tsx) read it — both import this module, so that
// the tabs do not import the page that loads them.
import { useOutletContext } from "react-router";
import type { MissionRow } from "./types.ts";

export type MissionContext = { mission: MissionRow; refetch: () => void };
export const useMission = () => useOutletContext<MissionContext>();
