// « Majorations (égalité de traitement) » on a company's page: the night, Sunday and public-holiday
// majorations its temps are paid (public.company_majorations), each with where it comes from —
// the client's own practice recorded here with its source, its collective agreement, or the
// general value — and, for the roles that may edit the company, the client's own percentages
// (L1251-18: the temp gets what the client's employees get), blank for the agreement's. The
// database requires the source with any percentage (company_majorations_source) and recomputes
// nothing: the open pays and drafts read the new values at their next computation.
import { useCan, useUpdate } from "@refinedev/core";
import { Button, Card, Form, Input, InputNumber, Modal, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useRpc } from "../../providers/rpc.ts";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { formatMajoration } from "../../src/lib/money/format.ts";
import { lacksMajorationsSource, type MajorationValues } from "../../src/domain/companies/majorations.ts";

const m = (key: keyof typeof import("./i18n.fr.ts").companiesFr.majorations) =>
  t(`resources.companies.majorations.${key}`);

type Company = Pick<Tables<"company">, "id"> & Partial<MajorationValues>;
type Row = {
  kind: string;
  label: string;
  pct: number;
  origin: "client" | "agreement" | "default";
  source: string | null;
};

const ORIGIN_COLOR = { client: "blue", agreement: "green", default: "default" } as const;

export const MajorationsCard = ({ company, onSaved }: { company: Company; onSaved: () => void }) => {
  const { data, query } = useRpc("company_majorations", { p_company_id: company.id }, { errorNotification: false });
  const rows = (data ?? []) as Row[];
  const { data: canEdit } = useCan({ resource: "company", action: "edit", params: { id: company.id } });
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<MajorationValues>();
  const { mutate, mutation } = useUpdate();
  const save = (values: MajorationValues) =>
    mutate(
      {
        resource: "company",
        id: company.id,
        values: {
          night_majoration_pct: values.night_majoration_pct ?? null,
          sunday_majoration_pct: values.sunday_majoration_pct ?? null,
          holiday_majoration_pct: values.holiday_majoration_pct ?? null,
          majorations_source: values.majorations_source?.trim() || null,
        },
        ...MUTATION_NOTIFICATIONS,
      },
      {
        onSuccess: () => {
          setOpen(false);
          void query.refetch();
          onSaved();
        },
      },
    );
  const percent = (name: keyof MajorationValues, label: string) => (
    <Form.Item name={name} label={label}>
      <InputNumber min={0} max={300} step={5} suffix="%" decimalSeparator="," style={{ width: "100%" }} />
    </Form.Item>
  );
  return (
    <Card
      title={m("title")}
      extra={
        canEdit?.can ? (
          <Button onClick={() => setOpen(true)} aria-label={m("edit")}>
            {m("edit")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{m("intro")}</Typography.Paragraph>
      <Table<Row>
        size="small"
        rowKey="kind"
        pagination={false}
        loading={query.isLoading}
        dataSource={rows}
        columns={[
          { title: m("kind"), dataIndex: "label" },
          { title: m("pct"), dataIndex: "pct", render: (pct: number) => formatMajoration(pct) },
          {
            title: m("origin"),
            dataIndex: "origin",
            render: (origin: Row["origin"]) => <Tag color={ORIGIN_COLOR[origin]}>{m(origin)}</Tag>,
          },
          { title: m("source"), dataIndex: "source", render: (source: string | null) => source ?? "—" },
        ]}
      />
      <Modal
        open={open}
        title={m("title")}
        okText={m("save")}
        cancelText={t("components.form.cancel")}
        okButtonProps={{ loading: mutation.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{m("help")}</Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={save}
          aria-label={m("title")}
          initialValues={{
            night_majoration_pct: company.night_majoration_pct ?? null,
            sunday_majoration_pct: company.sunday_majoration_pct ?? null,
            holiday_majoration_pct: company.holiday_majoration_pct ?? null,
            majorations_source: company.majorations_source ?? "",
          }}
        >
          {percent("night_majoration_pct", m("night"))}
          {percent("sunday_majoration_pct", m("sunday"))}
          {percent("holiday_majoration_pct", m("holiday"))}
          <Form.Item
            name="majorations_source"
            label={m("sourceField")}
            dependencies={["night_majoration_pct", "sunday_majoration_pct", "holiday_majoration_pct"]}
            rules={[
              ({ getFieldsValue }) => ({
                validator: async () => {
                  if (lacksMajorationsSource(getFieldsValue(true) as MajorationValues))
                    throw new Error(m("sourceRequired"));
                },
              }),
            ]}
          >
            <Input.TextArea rows={2} maxLength={300} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};
