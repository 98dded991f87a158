// Détails: the talent's fields edited in place (the shared form, with the address read from
// its embed and saved to public.address before the talent's address_id), then the sensitive
// data (talent_private) for the roles row-level security lets read it.
import { useForm } from "@refinedev/antd";
import { Button, Card, Space } from "antd";
import { useRef } from "react";
import { useSaveAddress } from "../../../src/components/address/use-save-address.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/components/form/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { TalentForm } from "../form.tsx";
import { toTalentRow, type TalentFormValues } from "../schema.ts";
import { TALENT_EDIT_SELECT } from "../select.ts";
import { useTalent } from "../show.tsx";
import { TalentPrivateCard } from "./private-data.tsx";

export const TalentDetailsTab = () => {
  const { talent, refetch } = useTalent();
  const saveAddress = useSaveAddress("home");
  const addressId = useRef<string | null>(talent.address_id);
  const { formProps, saveButtonProps, onFinish } = useForm<TalentFormValues, never, TalentFormValues>({
    liveMode: "off",
    resource: "talent",
    action: "edit",
    id: talent.id,
    meta: { select: TALENT_EDIT_SELECT },
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: refetch,
  });
  const submit = async (values: TalentFormValues) => {
    const row = toTalentRow(values);
    try {
      addressId.current = await saveAddress(values.address, addressId.current, (formProps.initialValues as TalentFormValues | undefined)?.address);
    } catch {
      return; // the toast says why; the values stay
    }
    // Refine's toast tells a refused save; the form keeps its values for another try.
    await onFinish({ ...row, address_id: addressId.current } as never).catch(() => undefined);
  };
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card title={t("resources.talents.sections.personal")}>
        <TalentForm exceptId={talent.id} formProps={{ ...formProps, onFinish: (values) => submit(values as TalentFormValues) }} />
        <Button type="primary" {...saveButtonProps}>
          {t("components.form.save")}
        </Button>
      </Card>
      <TalentPrivateCard talentId={talent.id} />
    </Space>
  );
};
