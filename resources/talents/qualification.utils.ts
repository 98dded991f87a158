// The qualification checklist (docs/rules/talents-documents.md#qualification-checklist): what a
// consultant checks before "Qualifié". Pure, so the tab and its tests read the same rules.
export type ChecklistItem = {
  key: "identity" | "contact" | "job" | "availability" | "address" | "documents";
  done: boolean;
};

export const qualificationChecklist = (
  talent: {
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone_number: string | null;
    talent_job: readonly unknown[];
    availability_status: string;
    available_from: string | null;
    address_id: string | null;
  },
  documentTypes: readonly string[],
): ChecklistItem[] => [
  { key: "identity", done: !!talent.first_name && !!talent.last_name },
  { key: "contact", done: !!talent.email || !!talent.phone_number },
  { key: "job", done: talent.talent_job.length > 0 },
  { key: "availability", done: talent.availability_status === "available" || !!talent.available_from },
  { key: "address", done: !!talent.address_id },
  { key: "documents", done: documentTypes.some((type) => ["id_card", "passport", "residence_permit"].includes(type)) },
];
