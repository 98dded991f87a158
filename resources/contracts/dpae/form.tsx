// The DPAE form of the block: the declared date and time (JJ/MM/AAAA HH:MM, Paris time whatever
// the browser's zone), the URSSAF reference (when the
// provider asks them of the user), an optional receipt; checked here with the database's
// messages, saved by the DPAE provider, a refusal's French message in the toast (the form
// keeps its values).
import { Button, Form, Input, Space } from "antd";
import { useMemo, useState } from "react";
import { useRpcCall } from "../../../providers/rpc.ts";
import { DateTimeInput } from "../../../src/components/date-picker/french-pickers.tsx";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import { UploadField } from "../../../src/components/upload/upload-field.tsx";
import { t } from "../../../src/i18n/index.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { zodRule } from "../../../src/lib/forms/zod-rule.ts";
import type { ContractRow } from "../types.ts";
import { DPAE_RECEIPT_TYPES } from "./dpae.utils.ts";
import { DPAE_PROVIDER } from "./provider.ts";
import { dpaeFormValuesOf, dpaeSchema, type DpaeFormValues } from "./schema.ts";

const d = (key: keyof typeof import("./i18n.fr.ts").contractDpaeFr.block) => t(`resources.contractDpae.block.${key}`);

export const DpaeForm = ({
  contract,
  onSaved,
  onCancel,
}: {
  contract: ContractRow;
  onSaved: () => void;
  onCancel: () => void;
}) => {
  const [form] = Form.useForm<DpaeFormValues>();
  const schema = useMemo(() => dpaeSchema(contract), [contract]);
  const rpc = useRpcCall();
  const [busy, setBusy] = useState(false);

  const submit = async (values: DpaeFormValues) => {
    setBusy(true);
    try {
      await DPAE_PROVIDER.declare(rpc, {
        contractId: contract.id,
        workspaceId: contract.workspace_id,
        submittedAt: values.submitted_at,
        reference: values.reference?.trim() || null,
        receipt: values.receipt ?? null,
      });
      toast({ type: "success", title: t("toasts.successTitle"), description: d("saved") });
      onSaved();
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="contract_dpae"
      layout="vertical"
      aria-label={d("form")}
      initialValues={dpaeFormValuesOf(contract)}
      onFinish={(values) => void submit(values)}
      style={{ maxWidth: 480 }}
    >
      {DPAE_PROVIDER.userDeclares ? (
        <>
          <Form.Item name="submitted_at" label={d("submittedAt")} required rules={[zodRule(schema, "submitted_at")]}>
            <DateTimeInput allowClear={false} />
          </Form.Item>
          <Form.Item name="reference" label={d("reference")} required rules={[zodRule(schema, "reference")]}>
            <Input autoComplete="off" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        name="receipt"
        label={d("receiptOptional")}
        extra={contract.dpae_receipt_file ? d("receiptKept") : undefined}
      >
        <UploadField types={DPAE_RECEIPT_TYPES} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy} aria-busy={busy}>
          {d("save")}
        </Button>
        <Button onClick={onCancel}>{d("cancel")}</Button>
      </Space>
    </Form>
  );
};
