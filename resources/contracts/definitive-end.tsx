// "Fin définitive": a definitive end request (docs/rules/contracts.md#definitive-end) made from the contract's page — the
// initiator, the reason, the end date asked —, offered to the roles that may create such a
// request (its insert grant); then the contract's requests with the notice, IFM and early-end
// compensation the database computes (private.validate_definitive_end_request), and for an early
// end that owes one, where the offer of a new contract stands (end-offer.tsx); the request's own
// flow (review, approval, processing → terminated_early) is its screen's.
import { useCan, useCreate, useList } from "@refinedev/core";
import { Button, Card, Empty, Form, Input, List, Modal, Select, Space, Tag, Typography } from "antd";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { useState } from "react";
import { Link } from "react-router";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { enumOptions, EnumTag } from "../../src/components/table/columns.tsx";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import {
  DEFINITIVE_END_INITIATORS,
  DEFINITIVE_END_INITIATOR_STYLE,
  definitiveEndReasonsFor,
  DEFINITIVE_END_REASON_STYLE,
  END_OFFER_STYLE,
  owesNewContractOffer,
} from "../../src/domain/contracts/constants.ts";
import { EndCertificate } from "./end-certificate.tsx";
import { EndOfferButton } from "./end-offer.tsx";
import type { ContractRow } from "./types.ts";
import { enumStyle } from "../../src/lib/enums/labels.ts";

const STATUSES = enumStyle("definitive_end_request_status");

const d = (key: keyof typeof import("./i18n.fr.ts").contractsFr.definitiveEnd, vars?: Record<string, string>) =>
  t(`resources.contracts.definitiveEnd.${key}`, vars);

type EndRow = Pick<
  Tables<"definitive_end_request">,
  | "id"
  | "status"
  | "initiator"
  | "reason"
  | "requested_end_date"
  | "effective_end_date"
  | "compensation_due"
  | "ifm_due"
  | "notice_days"
  | "offer_status"
  | "offer_made_on"
  | "replacement_contract_id"
  | "certificate_file"
>;
type EndValues = Pick<Tables<"definitive_end_request">, "initiator" | "reason" | "requested_end_date" | "comment">;

/** Required without antd's `required` (its aria-required on a select's wrapper fails axe). */
const requiredRule = {
  validator: async (_: unknown, value: unknown) => {
    if (value === undefined || value === null || value === "") throw new Error(t("components.form.required"));
  },
};

/** A live contract may be ended early; a signed one before its start too. */
const ENDABLE: readonly string[] = ["signed", "active"];

export const compensationText = (row: Pick<EndRow, "compensation_due">) =>
  Number(row.compensation_due) > 0
    ? d("compensation", { amount: formatMoney(Number(row.compensation_due)) })
    : d("noCompensation");

export const DefinitiveEndCard = ({ contract }: { contract: ContractRow }) => {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<EndValues>();
  const ends = useList<EndRow>({
    resource: "definitive_end_request",
    filters: [{ field: "contract_key", operator: "eq", value: contract.contract_key }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 20 },
    meta: {
      select:
        "id, status, initiator, reason, requested_end_date, effective_end_date, compensation_due, ifm_due, notice_days, offer_status, offer_made_on, replacement_contract_id, certificate_file",
    },
  });
  const { mutate: create, mutation } = useCreate<EndRow>();
  // the roles that may create a definitive end request (its insert grant)
  const { data: canCreate } = useCan({ resource: "definitive_end_request", action: "create" });
  const { data: canEdit } = useCan({ resource: "definitive_end_request", action: "edit" });
  const submit = (values: EndValues) =>
    create(
      {
        resource: "definitive_end_request",
        values: {
          ...values,
          comment: values.comment?.trim() || null,
          contract_id: contract.id,
          contract_key: contract.contract_key,
          talent_id: contract.talent_id,
          company_id: contract.company_id,
          mission_id: contract.mission_id,
        },
        ...MUTATION_NOTIFICATIONS,
      },
      {
        onSuccess: () => {
          setOpen(false);
          form.resetFields();
          void ends.query.refetch();
        },
      },
    );
  return (
    <Card
      title={d("existing")}
      extra={
        canCreate?.can && ENDABLE.includes(contract.status) && !contract.is_amendment ? (
          <Button danger onClick={() => setOpen(true)}>
            {d("action")}
          </Button>
        ) : null
      }
    >
      <List
        size="small"
        loading={ends.query.isLoading}
        dataSource={ends.result.data}
        locale={{ emptyText: <Empty description={t("components.list.empty")} /> }}
        renderItem={(row) => (
          <List.Item>
            <Space wrap>
              <EnumTag value={row.status} style={STATUSES} />
              <span>{DEFINITIVE_END_REASON_STYLE[row.reason].label}</span>
              <span>{formatDate(row.effective_end_date ?? row.requested_end_date)}</span>
              <Tag>{row.ifm_due ? d("ifmDue") : d("ifmNotDue")}</Tag>
              <Typography.Text>{compensationText(row)}</Typography.Text>
              {row.status === "processed" ? (
                <EndCertificate
                  requestId={row.id}
                  path={row.certificate_file}
                  onDone={() => void ends.query.refetch()}
                />
              ) : null}
              {owesNewContractOffer(row) ? (
                <>
                  <EnumTag value={row.offer_status} style={END_OFFER_STYLE} />
                  {canEdit?.can && ["approved", "processed"].includes(row.status) ? (
                    <EndOfferButton end={row} contract={contract} onSaved={() => void ends.query.refetch()} />
                  ) : null}
                </>
              ) : null}
              <Link to={`/definitive-end-requests?open=${row.id}`}>{d("open")}</Link>
            </Space>
          </List.Item>
        )}
      />
      <Modal
        open={open}
        title={d("title")}
        okText={d("create")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: mutation.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} aria-label={d("title")}>
          <Form.Item name="initiator" label={d("initiator")} rules={[requiredRule]}>
            <Select options={enumOptions(DEFINITIVE_END_INITIATORS, DEFINITIVE_END_INITIATOR_STYLE)} />
          </Form.Item>
          <Form.Item name="reason" label={d("reason")} rules={[requiredRule]}>
            <Select options={enumOptions(definitiveEndReasonsFor(contract), DEFINITIVE_END_REASON_STYLE)} />
          </Form.Item>
          <Form.Item
            name="requested_end_date"
            label={d("requestedEndDate")}
            rules={[{ required: true, message: t("components.form.required") }]}
          >
            <DateInput min={contract.start_date} max={contract.end_date ?? undefined} />
          </Form.Item>
          <Form.Item name="comment" label={d("comment")}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
