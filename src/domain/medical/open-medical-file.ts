// Opens a talent's medical file — a visit's aptitude notice or a medical attestation of the
// Documents tab — in a new tab. No storage read policy reaches these files: the medical-document
// function checks the caller's right, logs the opening on the talent's Historique and answers a
// one-minute link (docs/rules/history.md).
import { invokeFunction } from "../../../providers/client-calls.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { toast } from "../../lib/toast/toast-store.ts";

export type MedicalFile = { medical_checkup_request_id: string } | { document_id: string };

/** The document types whose file opens through the medical-document function only. */
export const MEDICAL_DOCUMENT_TYPES: readonly string[] = ["medical_attestation"];

export const openMedicalFile = (target: MedicalFile): Promise<void> =>
  invokeFunction<{ url: string }>("medical-document", target).then(
    ({ url }) => {
      window.open(url, "_blank", "noopener");
    },
    (error: unknown) => {
      toast({ type: "error", description: errorMessage(error) });
    },
  );
