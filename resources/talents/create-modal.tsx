// The "Nouveau talent" modal (loaded on demand by TalentCreateButton, create.tsx): the shared
// form; the address is saved first (public.address), then the talent with its address_id; on
// success, the new record. A failed save keeps the form's values, and a retry reuses the
// address row already written.
import { useModalForm } from "@refinedev/antd";
import { Modal } from "antd";
import { useRef } from "react";
import type { LazyModalProps } from "../../src/components/form/lazy-modal-button.tsx";
import { useOpenOnRequest } from "../../src/components/form/use-open-on-request.ts";
import { useNavigate } from "react-router";
import { useSaveAddress } from "../../src/components/address/use-save-address.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { TalentForm } from "./form.tsx";
import { toTalentRow, type TalentFormValues } from "./schema.ts";

export const TalentCreateModal = ({ openRequests }: LazyModalProps) => {
  const navigate = useNavigate();
  const saveAddress = useSaveAddress("home");
  const addressId = useRef<string | null>(null);
  const { modalProps, formProps, show, onFinish } = useModalForm<{ id: string }, never, TalentFormValues>({
    resource: "talent",
    action: "create",
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => {
      addressId.current = null;
      navigate(`/talents/${data.id}/details`);
    },
  });
  const submit = async (values: TalentFormValues) => {
    const row = toTalentRow(values);
    try {
      addressId.current = await saveAddress(values.address, addressId.current);
    } catch {
      return; // the toast says why; the values stay
    }
    // Refine's toast tells a refused save; the form keeps its values for another try.
    await onFinish({ ...row, address_id: addressId.current } as never).catch(() => undefined);
  };
  useOpenOnRequest(openRequests, () => {
    addressId.current = null;
    show();
  });
  // forceRender={false}: Refine's useModalForm would render the hidden form from the start.
  return (
    <>
      <Modal {...modalProps} forceRender={false} title={t("resources.talents.create.title")} okText={t("components.form.save")} cancelText={t("components.form.cancel")} width={840} destroyOnHidden>
        <TalentForm
          formProps={{
            ...formProps,
            initialValues: { qualification_status: "new", availability_status: "available", contract_types: [], construction_types: [], is_top_profile: false, is_benched: false, mobility_radius_km: 30, address: { country_code: "FR" } },
            onFinish: (values) => submit(values as TalentFormValues),
          }}
        />
      </Modal>
    </>
  );
};
