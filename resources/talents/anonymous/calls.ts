// The anonymous-documents function from the tabs: the proposal and the profile (preview, nothing
// stored) and the freeze, which answers the row's id, its storage path and a signed link.
import { useQuery } from "@tanstack/react-query";
import { invokeFunction } from "../../../providers/client-calls.ts";
import type {
  AnonymousDocumentKind,
  AnonymousProfile,
} from "../../../supabase/functions/_shared/anonymous-pdf/types.ts";

export type AnonymousPreview = { reference: string; profile: AnonymousProfile; bio_text: string };
export type FrozenDocument = { id: string; storage_path: string; url: string };

export const anonymousPreviewKey = (talentId: string, kind: AnonymousDocumentKind) =>
  ["functions", "anonymous-documents", "preview", talentId, kind] as const;

/** The proposed paragraph and what the document would hold, for those who may generate it. */
export const useAnonymousPreview = (talentId: string, kind: AnonymousDocumentKind, enabled: boolean) =>
  useQuery({
    queryKey: anonymousPreviewKey(talentId, kind),
    queryFn: () =>
      invokeFunction<AnonymousPreview>("anonymous-documents", { talent_id: talentId, kind, preview: true }),
    enabled,
    retry: false,
  });

export const freezeAnonymousDocument = (talentId: string, kind: AnonymousDocumentKind, bioText: string) =>
  invokeFunction<FrozenDocument>("anonymous-documents", { talent_id: talentId, kind, bio_text: bioText });
