// A PPE request's items: the size or shoe size of each (attribute) and its unit price HT (the
// request's total HT, and the accounting threshold at validation, are the database's sum of them:
// docs/rules/requests.md#ppe), cancel one item with its reason, add an item while the request is
// open. Once ordered, the sizes and prices stay shown as text, whatever the status (« Remise »
// included). The database checks the attribute's format, a price not negative, the quantities
// and that items change only until the order (its French messages in the toast).
import { useCan, useCreate, useList, useUpdate } from "@refinedev/core";
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { MoneyInput } from "../../../src/components/form/money-input.tsx";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { useEnumStyle } from "../../../src/components/status/use-enum-style.ts";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import type { RequestRow } from "../definition.ts";

type Item = Pick<
  Tables<"ppe_request_item">,
  "id" | "item_type" | "label" | "attribute" | "quantity" | "is_canceled" | "canceled_reason" | "unit_cost_ht"
>;
const p = (key: keyof typeof import("../i18n.fr.ts").requestsFr.ppe) => t(`resources.requests.ppe.${key}`);
const OPEN = ["requested", "approved"];

/** An item's editable cell: its field while the request is open, its value as text after. */
type CellProps = { item: Item; label: string; disabled: boolean; onSaved: () => void };

const AttributeCell = ({ item, label, disabled, onSaved }: CellProps) => {
  const { mutateAsync, mutation } = useUpdate();
  const [value, setValue] = useState(item.attribute ?? "");
  // the size as text once the items are frozen: a disabled field's grey read as an empty one
  if (disabled) return <span>{item.attribute ?? "—"}</span>;
  const save = () =>
    void mutateAsync({
      resource: "ppe_request_item",
      id: item.id,
      values: { attribute: value.trim() || null },
      ...MUTATION_NOTIFICATIONS,
    }).then(onSaved, () => undefined);
  return (
    <Space.Compact>
      <Input
        aria-label={`${p("attribute")} — ${label}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={save}
        style={{ width: 88 }}
      />
      <Button loading={mutation.isPending} aria-label={`${p("attributeSave")} — ${label}`} onClick={save}>
        OK
      </Button>
    </Space.Compact>
  );
};

/** A unit price HT is an amount of euros, never negative (the database's ppe_request_item_cost). */
export const unitCostError = (value: number | null | undefined): string | undefined =>
  value != null && value < 0 ? p("unitCostNegative") : undefined;

const UnitCostCell = ({ item, label, disabled, onSaved }: CellProps) => {
  const { mutateAsync, mutation } = useUpdate();
  const [value, setValue] = useState<number | null>(Number(item.unit_cost_ht));
  if (disabled) return <span>{formatMoney(Number(item.unit_cost_ht))}</span>;
  const error = unitCostError(value);
  const save = () => {
    if (error) return;
    void mutateAsync({
      resource: "ppe_request_item",
      id: item.id,
      values: { unit_cost_ht: value ?? 0 },
      ...MUTATION_NOTIFICATIONS,
    }).then(onSaved, () => undefined);
  };
  return (
    <Space direction="vertical" size={0}>
      <Space.Compact>
        <MoneyInput
          aria-label={`${p("unitCost")} — ${label}`}
          value={value}
          min={undefined}
          status={error ? "error" : undefined}
          onChange={(v) => setValue(typeof v === "number" ? v : null)}
          onPressEnter={save}
          style={{ width: 104 }}
        />
        <Button
          loading={mutation.isPending}
          disabled={!!error}
          aria-label={`${p("unitCostSave")} — ${label}`}
          onClick={save}
        >
          OK
        </Button>
      </Space.Compact>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
};

export const PpeItems = ({ row, refetch }: { row: RequestRow; refetch: () => void }) => {
  const types = useEnumStyle("ppe_item");
  const { result, query } = useList<Item>({
    resource: "ppe_request_item",
    filters: [{ field: "ppe_request_id", operator: "eq", value: row.id }],
    // items of one request often share their creation instant: the id keeps the order stable
    sorters: [
      { field: "created_at", order: "asc" },
      { field: "id", order: "asc" },
    ],
    pagination: { mode: "off" },
    meta: { select: "id, item_type, label, attribute, quantity, is_canceled, canceled_reason, unit_cost_ht" },
  });
  const { data: canEdit } = useCan({ resource: "ppe_request_item", action: "edit" });
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const [canceling, setCanceling] = useState<Item | null>(null);
  const [reasonForm] = Form.useForm<{ canceled_reason: string }>();
  const [addForm] = Form.useForm<{ item_type: string; quantity: number; attribute?: string; unit_cost_ht?: number }>();
  const editable = !!canEdit?.can && OPEN.includes(row.status);
  const reload = () => {
    void query.refetch();
    refetch();
  };
  const nameOf = (item: Item) => item.label || types[item.item_type]?.label || item.item_type;

  return (
    <Card title={p("items")} loading={query.isLoading}>
      <Table<Item>
        rowKey="id"
        dataSource={result.data}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { key: "item", title: p("item"), render: (_, item) => <EnumTag value={item.item_type} style={types} /> },
          { key: "quantity", title: p("quantity"), dataIndex: "quantity" },
          {
            key: "attribute",
            title: p("attribute"),
            render: (_, item) => (
              <AttributeCell
                item={item}
                label={nameOf(item)}
                disabled={!editable || item.is_canceled}
                onSaved={reload}
              />
            ),
          },
          {
            key: "unitCost",
            title: p("unitCost"),
            render: (_, item) => (
              <UnitCostCell
                item={item}
                label={nameOf(item)}
                disabled={!editable || item.is_canceled}
                onSaved={reload}
              />
            ),
          },
          {
            key: "state",
            title: t("resources.requests.shared.actions"),
            render: (_, item) =>
              item.is_canceled ? (
                <Tag title={item.canceled_reason ?? undefined}>{p("canceled")}</Tag>
              ) : editable ? (
                <Button
                  danger
                  size="small"
                  onClick={() => setCanceling(item)}
                  aria-label={`${p("cancel")} — ${nameOf(item)}`}
                >
                  {p("cancel")}
                </Button>
              ) : null,
          },
        ]}
      />
      {editable ? (
        <Form
          form={addForm}
          layout="inline"
          aria-label={p("add")}
          style={{ marginTop: 12, rowGap: 8 }}
          initialValues={{ quantity: 1 }}
          onFinish={(values) =>
            void create({
              resource: "ppe_request_item",
              values: {
                ...values,
                attribute: values.attribute || null,
                unit_cost_ht: values.unit_cost_ht ?? 0,
                ppe_request_id: row.id,
                workspace_id: row.workspace_id,
              },
              ...MUTATION_NOTIFICATIONS,
            }).then(
              () => {
                addForm.resetFields();
                reload();
              },
              () => undefined,
            )
          }
        >
          <Form.Item
            name="item_type"
            label={p("item")}
            rules={[{ required: true, message: t("resources.requests.validation.required") }]}
          >
            <Select
              style={{ minWidth: 180 }}
              options={Object.entries(types).map(([value, s]) => ({ value, label: s.label }))}
            />
          </Form.Item>
          <Form.Item name="quantity" label={p("quantity")}>
            <InputNumber min={1} max={5} />
          </Form.Item>
          <Form.Item name="attribute" label={p("attribute")}>
            <Input style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="unit_cost_ht"
            label={p("unitCost")}
            rules={[
              {
                validator: async (_, value?: number) =>
                  unitCostError(value) ? Promise.reject(new Error(unitCostError(value))) : undefined,
              },
            ]}
          >
            <MoneyInput min={undefined} style={{ width: 130 }} />
          </Form.Item>
          <Button htmlType="submit" loading={creating.isPending}>
            {p("add")}
          </Button>
        </Form>
      ) : null}
      <Modal
        open={!!canceling}
        title={canceling ? `${p("cancel")} — ${nameOf(canceling)}` : ""}
        okText={t("resources.requests.transition.confirm")}
        cancelText={t("components.form.cancel")}
        confirmLoading={updating.isPending}
        onCancel={() => setCanceling(null)}
        onOk={() => reasonForm.submit()}
        destroyOnHidden
      >
        <Form
          form={reasonForm}
          layout="vertical"
          aria-label={p("cancel")}
          onFinish={(values) =>
            canceling &&
            void update({
              resource: "ppe_request_item",
              id: canceling.id,
              values: { is_canceled: true, canceled_reason: values.canceled_reason },
              ...MUTATION_NOTIFICATIONS,
            }).then(
              () => {
                setCanceling(null);
                reload();
              },
              () => undefined,
            )
          }
        >
          <Form.Item
            name="canceled_reason"
            label={p("cancelReason")}
            rules={[{ required: true, whitespace: true, message: t("resources.requests.validation.required") }]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
