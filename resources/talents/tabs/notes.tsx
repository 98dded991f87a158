// Notes: the talent's notes (the shared notes panel, src/components/notes).
import { NotesPanel } from "../../../src/components/notes/notes-panel.tsx";
import { useTalent } from "../show.tsx";

export const TalentNotesTab = () => {
  const { talent } = useTalent();
  return <NotesPanel subject={{ field: "talent_id", id: talent.id }} />;
};
