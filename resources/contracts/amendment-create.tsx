// "Créer un avenant" (docs/rules/contracts.md#amendments): a renewal or a change of terms of a signed contract — its
// type, then the contract's terms to change (the talent, client and motif stay: rule 8),
// saved in one call (public.save_contract with the amendment's columns: same contract_key,
// next number; the database checks the renewals ≤ 2 and the motif maximum) and reviewed like
// a contract.
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Form, Modal, Select } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { saveMeta, type SavedRow, type SaveVariables } from "../../providers/data-provider-save.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { enumOptions } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { AMENDMENT_TYPES, AMENDMENT_TYPE_STYLE, type AmendmentType } from "../../src/domain/contracts/constants.ts";
import { ContractForm } from "./form.tsx";
import { useContractPricing } from "./hooks.ts";
import { usePricingRights } from "./rights.ts";
import { contractFormValuesOf, toAmendmentSave, type ContractFormValues } from "./schema.ts";
import type { ContractRow } from "./types.ts";

const a = (key: keyof typeof import("./i18n.fr.ts").contractsFr.amendments) =>
  t(`resources.contracts.amendments.${key}`);

export const AmendmentCreateModal = ({ contract, onClose }: { contract: ContractRow; onClose: () => void }) => {
  const navigate = useNavigate();
  const rights = usePricingRights();
  const { pricing, query } = useContractPricing(rights.canSeePricing ? contract.id : undefined);
  const [type, setType] = useState<AmendmentType>("renewal");
  const { modalProps, formProps, onFinish } = useModalForm<
    SavedRow<"save_contract">,
    HttpError,
    SaveVariables<"save_contract">
  >({
    resource: "contract",
    action: "create",
    meta: saveMeta("save_contract"),
    redirect: false,
    defaultVisible: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: ({ data }) => navigate(`/amendments/${data.id}`),
  });
  const submit = (values: ContractFormValues) =>
    onFinish(toAmendmentSave(values, rights, contract, type)).catch(() => undefined);
  const ready = !rights.canSeePricing || !query.isLoading;
  return (
    <Modal
      {...modalProps}
      title={a("title")}
      okText={a("create")}
      cancelText={t("components.form.cancel")}
      onCancel={onClose}
      width={960}
      destroyOnHidden
    >
      <Form layout="vertical" aria-label={a("type")}>
        <Form.Item label={a("type")} htmlFor="amendment-type">
          <Select
            id="amendment-type"
            value={type}
            onChange={setType}
            options={enumOptions(AMENDMENT_TYPES, AMENDMENT_TYPE_STYLE)}
          />
        </Form.Item>
      </Form>
      {ready ? (
        <ContractForm
          name={a("title")}
          // over the contract's page and its terms' form: ids of their own, or each label names the page's field
          formName="amendment"
          rights={rights}
          lockParties
          previewBase={{
            is_amendment: true,
            amendment_type: type,
            amended_contract_id: contract.id,
            contract_key: contract.contract_key,
          }}
          formProps={{ ...formProps, initialValues: contractFormValuesOf(contract, pricing), onFinish: submit }}
        />
      ) : null}
    </Modal>
  );
};
