// "Nouveau talent": the shared form in a modal over the list; the address is saved first
// (public.address), then the talent with its address_id; on success, the new record. A failed
// save keeps the form's values, and a retry reuses the address row already written.
import { useModalForm } from "@refinedev/antd";
import { Button, Modal } from "antd";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { useSaveAddress } from "../../src/components/address/use-save-address.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/components/form/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { TalentForm } from "./form.tsx";
import { toTalentRow, type TalentFormValues } from "./schema.ts";

export const TalentCreateButton = () => {
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
  // forceRender={false}: Refine's useModalForm renders the hidden form with the list (the whole
  // TalentForm, ≈ 0.2 s of the first render of /talents/list); it is rendered when opened.
  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          addressId.current = null;
          show();
        }}
      >
        {t("resources.talents.list.create")}
      </Button>
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
