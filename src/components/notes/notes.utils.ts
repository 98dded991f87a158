// The notes panel's rules, out of the JSX: which record a note hangs on, what the form sends,
// the order notes are shown in, who may correct one, and the voice recordings' limits.
import type { CrudFilter } from "@refinedev/core";
import type { Database, Tables, TablesInsert } from "../../database.types.ts";
import { BUCKETS } from "../../lib/upload/buckets.generated.ts";

export type NoteType = Database["public"]["Enums"]["note_type"];
export type NoteRow = Pick<
  Tables<"note">,
  | "id"
  | "note_type"
  | "title"
  | "content"
  | "is_pinned"
  | "is_feedback_positive"
  | "feedback"
  | "audio_file"
  | "audio_duration_seconds"
  | "audio_transcription"
  | "transcription_status"
  | "created_at"
  | "updated_at"
  | "created_by"
> & { author?: { first_name: string | null; last_name: string | null } | null };

export const NOTE_SELECT =
  "id, note_type, title, content, is_pinned, is_feedback_positive, feedback, audio_file, audio_duration_seconds, audio_transcription, transcription_status, created_at, updated_at, created_by, author:created_by(first_name, last_name)";

/** A record's link column, or a request (one of the request tables, docs/rules/requests.md). */
export type NoteSubject =
  | {
      field: "talent_id" | "mission_id" | "company_id" | "contact_id" | "application_id" | "contract_id";
      id: string;
    }
  | { field: "request_id"; id: string; requestTable: string };

/** The types a consultant writes on a record (service notes are written in their own screen). */
export const RECORD_NOTE_TYPES = [
  "internal",
  "call_summary",
  "meeting",
  "voice",
] as const satisfies readonly NoteType[];

/** Feedback (positive or not, with a comment) is given on talents and missions. */
export const takesFeedback = (subject: NoteSubject): boolean =>
  subject.field === "talent_id" || subject.field === "mission_id";

export const subjectFilters = (subject: NoteSubject, type?: NoteType): CrudFilter[] => [
  { field: subject.field, operator: "eq", value: subject.id },
  ...(subject.field === "request_id"
    ? [{ field: "request_table", operator: "eq" as const, value: subject.requestTable }]
    : []),
  ...(type ? [{ field: "note_type", operator: "eq" as const, value: type }] : []),
];

export const subjectValues = (subject: NoteSubject): Partial<TablesInsert<"note">> =>
  subject.field === "request_id"
    ? { request_id: subject.id, request_table: subject.requestTable }
    : { [subject.field]: subject.id };

export type NoteFormValues = {
  note_type: NoteType;
  title?: string;
  content?: string;
  is_pinned?: boolean;
  feedback_choice?: "none" | "positive" | "negative";
  feedback?: string;
  audio_transcription?: string;
};

const trimmed = (v: string | undefined | null): string | null => (v?.trim() ? v.trim() : null);

/** The columns the form writes (the subject and the recording are added by the caller). */
export const toNoteValues = (values: NoteFormValues, feedback: boolean): Partial<TablesInsert<"note">> => ({
  note_type: values.note_type,
  title: trimmed(values.title),
  content: trimmed(values.content),
  is_pinned: !!values.is_pinned,
  ...(values.note_type === "voice" ? { audio_transcription: trimmed(values.audio_transcription) } : {}),
  ...(feedback
    ? {
        is_feedback_positive:
          values.feedback_choice === "positive" ? true : values.feedback_choice === "negative" ? false : null,
        feedback: values.feedback_choice && values.feedback_choice !== "none" ? trimmed(values.feedback) : null,
      }
    : {}),
});

export const toFormValues = (note: NoteRow): NoteFormValues => ({
  note_type: note.note_type,
  title: note.title ?? "",
  content: note.content ?? "",
  is_pinned: note.is_pinned,
  feedback_choice: note.is_feedback_positive === null ? "none" : note.is_feedback_positive ? "positive" : "negative",
  feedback: note.feedback ?? "",
  audio_transcription: note.audio_transcription ?? "",
});

/** The form's own check, the database's twin (private.prepare_note): text unless a voice note. */
export const missingContent = (values: Pick<NoteFormValues, "note_type" | "content">): boolean =>
  values.note_type !== "voice" && !values.content?.trim();

/** Pinned first, then newest first. */
export const sortNotes = <N extends Pick<NoteRow, "is_pinned" | "created_at">>(notes: readonly N[]): N[] =>
  [...notes].sort(
    (a, b) =>
      Number(b.is_pinned) - Number(a.is_pinned) ||
      (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0),
  );

/** The author corrects and deletes their note; a role with the « all » scope (developer) any. */
export const mayChange = (note: Pick<NoteRow, "created_by">, me: string | undefined, anyNote: boolean): boolean =>
  anyNote || (!!me && note.created_by === me);

// ---- voice recordings ----

/** 15 minutes, the database's note_audio_duration. */
export const MAX_AUDIO_SECONDS = 900;
export const VOICE_BUCKET = "voice-notes";
export const AUDIO_TYPES: readonly string[] = BUCKETS["voice-notes"].allowedMimeTypes;
export const MAX_AUDIO_BYTES: number = BUCKETS["voice-notes"].fileSizeLimit;
const EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
};
const BY_EXTENSION: Record<string, string> = {
  webm: "audio/webm",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  wav: "audio/wav",
};

/** The audio type of a file: its declared type without parameters, else its extension's. */
export const audioTypeOf = (file: Pick<File, "type" | "name">): string | null => {
  const declared = file.type.split(";")[0].trim().toLowerCase();
  if (AUDIO_TYPES.includes(declared)) return declared;
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  return BY_EXTENSION[ext] ?? null;
};

export type AudioRefusal = "invalidType" | "tooLarge" | "tooLong";

/** Why a recording cannot be kept, or null. */
export const audioRefusal = (
  file: Pick<File, "type" | "name" | "size">,
  seconds: number | null,
): AudioRefusal | null => {
  if (!audioTypeOf(file)) return "invalidType";
  if (file.size > MAX_AUDIO_BYTES) return "tooLarge";
  if (seconds !== null && seconds > MAX_AUDIO_SECONDS) return "tooLong";
  return null;
};

/** `<workspace>/notes/<uuid>.<ext>`: the storage policies read the workspace folder. */
export const audioPath = (workspaceId: string, file: Pick<File, "type" | "name">, uuid: string): string =>
  `${workspaceId}/notes/${uuid}.${EXTENSIONS[audioTypeOf(file) ?? ""] ?? "webm"}`;

/** 0 → 00:00, 905 → 15:05. */
export const formatElapsed = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
};

/** The database keeps 1 to 900 seconds. */
export const storedDuration = (seconds: number | null): number | null =>
  seconds === null || !Number.isFinite(seconds) ? null : Math.min(MAX_AUDIO_SECONDS, Math.max(1, Math.round(seconds)));

/** Where voice recordings go (the voice-notes bucket), given by the app's session layer. */
export type VoiceStorage = {
  upload: (path: string, file: File) => Promise<void>;
  url: (path: string) => Promise<string>;
};
