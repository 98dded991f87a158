// The notes' enum styles: labels from public.enum_label (npm run db:types), colours here.
import { enumStyle } from "../../lib/enums/labels.ts";

export const NOTE_TYPE_STYLE = enumStyle("note_type", {
  internal: "default",
  call_summary: "blue",
  meeting: "purple",
  service_note: "gold",
  voice: "cyan",
});

export const SERVICE_NOTE_STATUS_STYLE = enumStyle("service_note_status", {
  draft: "default",
  published: "green",
  archived: "default",
});
