// The notes panel of a record screen, with its voice notes stored in the voice-notes bucket
// (the components layer does not reach storage: it is given these two calls).
import { NotesPanel, type NoteSubject, type VoiceStorage } from "../components/notes/notes-panel.tsx";
import { audioTypeOf } from "../components/notes/notes.utils.ts";
import { signedUrl, uploadFile } from "../../providers/client-calls.ts";

/** A signed URL lives 10 minutes: long enough to listen to a 15-minute note once started. */
const LISTEN_SECONDS = 600;

export const voiceNoteStorage: VoiceStorage = {
  upload: (path, file) => uploadFile("voice-notes", path, file, { contentType: audioTypeOf(file) ?? undefined }),
  url: (path) => signedUrl("voice-notes", path, LISTEN_SECONDS),
};

export const RecordNotes = ({ subject }: { subject: NoteSubject }) => (
  <NotesPanel subject={subject} voice={voiceNoteStorage} />
);
