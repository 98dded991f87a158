// The new contract an early end owes the temp (L1251-26, docs/rules/contracts.md#definitive-end):
// where its offer stands — offered on a date, accepted (the new contract chosen among the temp's
// other contracts), refused or none made — recorded on the end request. The database checks the
// date, the contract and its start within three working days, and computes the wages still owed
// (private.validate_definitive_end_request); a refusal keeps the modal open with the values.
import { useList, useUpdate } from "@refinedev/core";
import { Button, Form, Modal, Typography } from "antd";
import { FormSelect } from "../../src/components/form/form-select.tsx";
import { useState } from "react";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { enumOptions } from "../../src/components/table/columns.tsx";
import type { Tables } from "../../src/database.types.ts";
import { END_OFFER_OUTCOMES, END_OFFER_STYLE } from "../../src/domain/contracts/constants.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import type { ContractRow } from "./types.ts";

type OfferValues = Pick<Tables<"definitive_end_request">, "offer_status" | "offer_made_on" | "replacement_contract_id">;
type OfferRow = OfferValues & Pick<Tables<"definitive_end_request">, "id">;
type OtherContract = Pick<Tables<"contract">, "id" | "contract_key" | "job_name" | "start_date">;

const o = (key: keyof typeof import("./i18n.fr.ts").contractsFr.definitiveEnd) =>
  t(`resources.contracts.definitiveEnd.${key}`);

export const EndOfferButton = ({
  end,
  contract,
  onSaved,
}: {
  end: OfferRow;
  contract: Pick<ContractRow, "talent_id" | "contract_key">;
  onSaved: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<OfferValues>();
  const status = Form.useWatch("offer_status", form);
  const { mutate, mutation } = useUpdate();
  // the temp's other contracts, the newest first: the one accepted is among them
  const others = useList<OtherContract>({
    resource: "contract",
    filters: [
      { field: "talent_id", operator: "eq", value: contract.talent_id },
      { field: "contract_key", operator: "ne", value: contract.contract_key },
      { field: "is_amendment", operator: "eq", value: false },
      { field: "status", operator: "ne", value: "canceled" },
    ],
    sorters: [{ field: "start_date", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: { select: "id, contract_key, job_name, start_date" },
    queryOptions: { enabled: open },
  });
  const submit = (values: OfferValues) =>
    mutate(
      {
        resource: "definitive_end_request",
        id: end.id,
        values: {
          offer_status: values.offer_status,
          offer_made_on: values.offer_status === "not_offered" ? null : values.offer_made_on,
          replacement_contract_id: values.offer_status === "accepted" ? values.replacement_contract_id : null,
        },
        ...MUTATION_NOTIFICATIONS,
      },
      {
        onSuccess: () => {
          setOpen(false);
          onSaved();
        },
      },
    );
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {o("offer")}
      </Button>
      <Modal
        open={open}
        title={o("offerTitle")}
        okText={o("offerSave")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: mutation.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{o("offerHelp")}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label={o("offerTitle")}
          initialValues={{
            offer_status: end.offer_status === "to_offer" ? undefined : end.offer_status,
            offer_made_on: end.offer_made_on,
            replacement_contract_id: end.replacement_contract_id,
          }}
        >
          <Form.Item
            name="offer_status"
            label={o("offerStatus")}
            rules={[{ required: true, message: t("components.form.required") }]}
          >
            <FormSelect options={enumOptions(END_OFFER_OUTCOMES, END_OFFER_STYLE)} />
          </Form.Item>
          {status && status !== "not_offered" ? (
            <Form.Item
              name="offer_made_on"
              label={o("offerMadeOn")}
              rules={[{ required: true, message: t("components.form.required") }]}
            >
              <DateInput />
            </Form.Item>
          ) : null}
          {status === "accepted" ? (
            <Form.Item
              name="replacement_contract_id"
              label={o("replacementContract")}
              rules={[{ required: true, message: t("components.form.required") }]}
            >
              <FormSelect
                loading={others.query.isLoading}
                options={(others.result.data ?? []).map((c) => ({
                  value: c.id,
                  label: [c.contract_key, c.job_name, formatDate(c.start_date)].filter(Boolean).join(" — "),
                }))}
              />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </>
  );
};
