// The resume pipeline as the screens call it (docs/rules/talents-documents.md#resume-pipeline):
// the state of one talent's reading and the workspace's progress (SQL functions of
// 20_resume_pipeline.sql), « Relancer » / « Réindexer » (public.request_resume_index), and the
// reading itself (the resume-index edge function, as the signed-in user: providers/resume-index.ts,
// handed in as `reader` since components do not call the providers).
import { useCan } from "@refinedev/core";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import type { Indexed, ResumeReader } from "../../../providers/resume-index.ts";
import type { Database } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { toast } from "../../lib/toast/toast-store.ts";

type Functions = Database["public"]["Functions"];
export type ResumeState = Functions["talent_resume_index_state"]["Returns"][number];
export type ProgressRow = Functions["resume_index_progress"]["Returns"][number];
export type ProcessingStatus = Database["public"]["Enums"]["ai_processing_status"];
type Queued = Functions["request_resume_index"]["Returns"][number];

export type { Indexed, ResumeReader };

/** Reads the CV and says how it went (a failure to read is a result, not an error). */
export const readAndAnnounce = async (documentId: string, reader: ResumeReader): Promise<Indexed | null> => {
  try {
    const result = await reader(documentId);
    toast(
      result.status === "done"
        ? { type: "success", description: t("resumeIndex.panel.done", { chars: result.chars, ms: result.ms }) }
        : { type: "danger", description: t("resumeIndex.panel.failed", { reason: result.reason ?? "" }) },
    );
    return result;
  } catch (error) {
    toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    return null;
  }
};

export const useResumeState = (talentId: string) => {
  const { data, query } = useRpc("talent_resume_index_state", { p_talent_id: talentId }, { errorNotification: false });
  const state: ResumeState | null = data?.[0] ?? null;
  return { state, query };
};

export const useResumeProgress = () => {
  const { data, query } = useRpc("resume_index_progress", {}, { errorNotification: false });
  const rows: ProgressRow[] = data ?? [];
  return { rows, query };
};

/** The talents back « En attente » and their newest CVs (null: the caller's failures). */
export const useRequestResumeIndex = () => {
  const { mutateAsync, isPending } = useRpcMutation();
  const request = async (talentIds: string[] | null): Promise<Queued[] | null> => {
    try {
      const data = await mutateAsync(
        "request_resume_index",
        { p_talent_ids: talentIds },
        { successNotification: false },
      );
      return Array.isArray(data) ? data : [];
    } catch {
      return null;
    }
  };
  return { request, busy: isPending };
};

/** Whether the user may have CVs read: who updates talents or adds documents (public.request_resume_index). */
export const useCanIndexResumes = (): boolean => {
  const { data: editTalent } = useCan({ resource: "talent", action: "edit" });
  const { data: addDocument } = useCan({ resource: "document", action: "create" });
  return !!(editTalent?.can || addDocument?.can);
};
