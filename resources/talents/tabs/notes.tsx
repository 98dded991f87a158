// Notes: the talent's notes, calls, meetings, voice notes and feedback (the shared notes panel).
import { RecordNotes } from "../../../src/session/record-notes.tsx";
import { useTalent } from "../show.tsx";

export const TalentNotesTab = () => {
  const { talent } = useTalent();
  return <RecordNotes subject={{ field: "talent_id", id: talent.id }} />;
};
