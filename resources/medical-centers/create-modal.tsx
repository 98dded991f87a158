// The "Nouveau centre médical" modal, loaded on demand by the button (create.tsx).
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { useMedicalCenterModal } from "./modal.tsx";

export const MedicalCenterCreateModal = ({ openRequests, onSaved }: LazyModalProps & { onSaved?: () => void }) => {
  const { open, modal } = useMedicalCenterModal("create", onSaved);
  useOpenOnRequest(openRequests, () => open());
  return modal;
};
