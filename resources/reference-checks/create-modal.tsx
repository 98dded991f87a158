// The create form of a reference check opened from a talent's or an application's page: the
// request module's own form over the type's definition, the talent pre-filled as the talent's
// « Demandes » card pre-fills it through the URL — opened in place, so that the page and its
// « Références » list stay under it (the list refreshes when the check is saved). From an
// application, the check records that application (`application_id`, no field of the form).
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { CreateRequestModal } from "../requests/create-modal.tsx";
import { referenceCheck } from "../requests/types/reference-check.ts";

export const ReferenceCheckCreateModal = ({
  talentId,
  applicationId,
  onCreated,
  openRequests,
}: { talentId: string; applicationId?: string; onCreated?: () => void } & LazyModalProps) => (
  <CreateRequestModal
    definition={referenceCheck}
    prefill={applicationId ? { talent_id: talentId, application_id: applicationId } : { talent_id: talentId }}
    redirectToShow={false}
    onCreated={onCreated}
    openRequests={openRequests}
  />
);
