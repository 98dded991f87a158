// Notes: the mission's notes, calls, meetings, voice notes and feedback (the shared notes panel).
import { RecordNotes } from "../../../src/session/record-notes.tsx";
import { useMission } from "../mission-context.ts";

export const MissionNotesTab = () => {
  const { mission } = useMission();
  return <RecordNotes subject={{ field: "mission_id", id: mission.id }} />;
};
