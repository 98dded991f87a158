// Documents: the talent's typed documents with expiry flags, a typed upload with its expiry
// date (storage bucket `documents`, then the row), a signed-URL preview, and « Marquer comme
// vérifié » on a document still to check: a contract requires the job's documents verified
// (private.contract_document_problem reads only valid ones), and the database lets the
// consultants and CSMs move a document from « À vérifier » to « Valide ».
import { useCan, useCreate, useList, useUpdate } from "@refinedev/core";
import { Button, Card, DatePicker, Form, Input, Space, Table, Tag } from "antd";
import { useState } from "react";
import { signedUrl, uploadFile } from "../../../providers/client-calls.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/components/form/notifications.ts";
import { FormSelect } from "../../../src/components/form/form-select.tsx";
import { dateColumn, enumTagColumn, textColumn } from "../../../src/components/table/columns.tsx";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { toast } from "../../../src/components/toast/toast-store.ts";
import { UploadField } from "../../../src/components/upload/upload-field.tsx";
import { t } from "../../../src/i18n/index.ts";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { mimeTypeOf } from "../../../src/lib/upload/accepted-types.ts";
import { DOCUMENT_STATUS_STYLE, DOCUMENT_TYPE_STYLE, type TalentDocumentType } from "../constants.ts";
import { documentPath, expiryFlag } from "../documents.utils.ts";
import { TALENT_DOCUMENT_SELECT } from "../select.ts";
import { useTalent } from "../show.tsx";
import type { TalentDocumentRow } from "../types.ts";

const d = (key: keyof typeof import("../i18n.fr.ts").talentsFr.documents) => t(`resources.talents.documents.${key}`);
const TYPE_OPTIONS = Object.entries(DOCUMENT_TYPE_STYLE).map(([value, { label }]) => ({ value, label }));

const openPreview = (path: string) =>
  signedUrl("documents", path, 60).then(
    (url) => void window.open(url, "_blank", "noopener"),
    (error: unknown) => toast({ type: "error", description: errorMessage(error) }),
  );

type UploadValues = {
  type: TalentDocumentType;
  name?: string;
  expiry_date?: { format: (f: string) => string } | null;
  file: File;
};

export const TalentDocumentsTab = () => {
  const { talent } = useTalent();
  const today = dayjs().format("YYYY-MM-DD");
  const { result, query } = useList<TalentDocumentRow>({
    liveMode: "off",
    resource: "document",
    filters: [{ field: "talent_id", operator: "eq", value: talent.id }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 100 },
    meta: { select: TALENT_DOCUMENT_SELECT },
  });
  const { data: canCreate } = useCan({ resource: "document", action: "create" });
  const { data: canEdit } = useCan({ resource: "document", action: "edit" });
  const { mutateAsync: create } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();
  const [form] = Form.useForm<UploadValues>();
  const [uploading, setUploading] = useState(false);

  const upload = async (values: UploadValues) => {
    setUploading(true);
    const id = crypto.randomUUID();
    const path = documentPath(talent.workspace_id, talent.id, values.file.name, id);
    try {
      await uploadFile("documents", path, values.file, { contentType: mimeTypeOf(values.file) });
      await create({
        resource: "document",
        values: {
          id,
          type: values.type,
          name: values.name || values.file.name,
          expiry_date: values.expiry_date?.format("YYYY-MM-DD") ?? null,
          talent_id: talent.id,
          file: path,
          file_name: values.file.name,
          mime_type: mimeTypeOf(values.file),
        },
        ...MUTATION_NOTIFICATIONS,
      });
      form.resetFields();
      void query.refetch();
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };

  const verify = (row: TalentDocumentRow) =>
    update(
      { resource: "document", id: row.id, values: { status: "valid" }, ...MUTATION_NOTIFICATIONS },
      { onSuccess: () => void query.refetch() },
    );

  const columns = [
    enumTagColumn<TalentDocumentRow, string>("type", { title: d("type"), style: DOCUMENT_TYPE_STYLE, sortable: false }),
    textColumn<TalentDocumentRow>("name", { title: d("name"), sortable: false }),
    {
      ...dateColumn<TalentDocumentRow>("expiry_date", { title: d("expiry"), sortable: false }),
      render: (value: string | null) => <ExpiryCell date={value} today={today} />,
    },
    enumTagColumn<TalentDocumentRow, TalentDocumentRow["status"]>("status", {
      title: d("status"),
      style: DOCUMENT_STATUS_STYLE,
      sortable: false,
    }),
    textColumn<TalentDocumentRow>("file", {
      title: d("file"),
      sortable: false,
      render: (row) =>
        row.file ? (
          <Button type="link" onClick={() => void openPreview(row.file as string)}>
            {d("preview")}
          </Button>
        ) : (
          "—"
        ),
    }),
    ...(canEdit?.can
      ? [
          {
            key: "verify",
            title: d("verification"),
            render: (_: unknown, row: TalentDocumentRow) =>
              row.status === "pending_verification" ? (
                <Button
                  aria-label={t("resources.talents.documents.verifyLabel", { name: row.name ?? "" })}
                  loading={updating.isPending && updating.variables?.id === row.id}
                  onClick={() => verify(row)}
                >
                  {d("verify")}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {canCreate?.can ? (
        <Card title={d("upload")}>
          <Form form={form} layout="inline" onFinish={upload} style={{ rowGap: 8 }} aria-label={d("upload")}>
            <Form.Item
              name="type"
              label={d("type")}
              rules={[{ required: true, message: t("components.form.required") }]}
            >
              <FormSelect options={TYPE_OPTIONS} showSearch optionFilterProp="label" style={{ minWidth: 220 }} />
            </Form.Item>
            <Form.Item name="name" label={d("name")}>
              <Input />
            </Form.Item>
            <Form.Item name="expiry_date" label={d("expiry")}>
              <DatePicker format="DD/MM/YYYY" />
            </Form.Item>
            <Form.Item
              name="file"
              label={d("file")}
              rules={[{ required: true, message: t("components.form.required") }]}
            >
              <UploadField />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={uploading}>
              {t("components.form.save")}
            </Button>
          </Form>
        </Card>
      ) : null}
      <Table<TalentDocumentRow>
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        columns={columns}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
      />
    </Space>
  );
};

const ExpiryCell = ({ date, today }: { date: string | null; today: string }) => {
  const flag = expiryFlag(date, today);
  if (!date) return <>—</>;
  return (
    <Space size={4}>
      {dayjs(date).format("DD/MM/YYYY")}
      {flag === "expired" ? (
        <Tag color="red">{d("expired")}</Tag>
      ) : flag === "expiring_soon" ? (
        <Tag color="orange">{d("expiringSoon")}</Tag>
      ) : null}
    </Space>
  );
};
