// Voice-note transcription behind one small interface (docs/rules/general.md#notes): a provider
// turns a recording into French text. None is configured locally: the notes form then says
// « Transcription non configurée » and the consultant types the text; a deployment adds one to
// PROVIDERS (a speech-to-text API called through an edge function, never with a key in the browser).
export type TranscriptionProvider = {
  /** the provider's name, shown nowhere: for logs and tests */
  readonly name: string;
  /** French text of the recording (language fr-FR) */
  transcribe: (audio: Blob, options: { language: string }) => Promise<string>;
};

export type TranscriptionFactory = () => TranscriptionProvider;

/** The providers a deployment may name; empty here. */
const PROVIDERS: Record<string, TranscriptionFactory> = {};

export const TRANSCRIPTION_LANGUAGE = "fr-FR";

/** The provider named by the configuration, or null (none named, or unknown). */
export const transcriptionProvider = (
  name: string | null | undefined,
  providers: Readonly<Record<string, TranscriptionFactory>> = PROVIDERS,
): TranscriptionProvider | null => {
  const factory = name ? providers[name] : undefined;
  return factory ? factory() : null;
};

export type TranscriptionState = "not_configured" | "ready" | "running" | "done" | "failed";

/** What the form says about a recording's transcription. */
export const transcriptionState = (
  provider: TranscriptionProvider | null,
  status: "not_started" | "pending" | "processing" | "done" | "failed",
): TranscriptionState => {
  if (status === "done") return "done";
  if (!provider) return "not_configured";
  if (status === "failed") return "failed";
  return status === "pending" || status === "processing" ? "running" : "ready";
};
