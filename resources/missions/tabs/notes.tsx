// Notes: the mission's service notes and feedback (the shared notes panel, src/components/notes).
import { NotesPanel } from "../../../src/components/notes/notes-panel.tsx";
import { useMission } from "../show.tsx";

export const MissionNotesTab = () => {
  const { mission } = useMission();
  return <NotesPanel subject={{ field: "mission_id", id: mission.id }} />;
};
