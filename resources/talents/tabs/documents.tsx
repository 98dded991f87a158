// Documents: the talent's typed documents with expiry flags, a typed upload with its category
// (document-category-fields.tsx), issue and expiry dates (storage bucket `documents`, then the row),
// and a signed-URL preview.
import { useCan, useCreate, useList } from "@refinedev/core";
import { Button, Card, DatePicker, Form, Input, Space, Table, Tag } from "antd";
import { useState } from "react";
import { signedUrl, uploadFile } from "../../../providers/client-calls.ts";
import { readResume } from "../../../providers/resume-index.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { FormSelect } from "../../../src/components/form/form-select.tsx";
import { dateColumn, enumTagColumn, textColumn } from "../../../src/components/table/columns.tsx";
import { useUndoableDelete } from "../../../src/components/undo/use-undo.ts";
import { ResumeReadingPanel, useResumeReading } from "../../../src/components/resume-index/resume-reading-panel.tsx";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import { UploadField } from "../../../src/components/upload/upload-field.tsx";
import { t } from "../../../src/i18n/index.ts";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { mimeTypeOf } from "../../../src/lib/upload/accepted-types.ts";
import {
  DOCUMENT_STATUS_STYLE,
  DOCUMENT_TYPE_STYLE,
  type TalentDocumentType,
} from "../../../src/domain/talents/constants.ts";
import { isSirAptitude } from "../document-categories.ts";
import { documentPath, expiryFlag } from "../documents.utils.ts";
import { TALENT_DOCUMENT_SELECT } from "../select.ts";
import { useTalent } from "../show.tsx";
import { MEDICAL_DOCUMENT_TYPES, openMedicalFile } from "../../../src/domain/medical/open-medical-file.ts";
import { DocumentCategoryFields } from "./document-category-fields.tsx";
import { DocumentVerification, useDocumentTransitions } from "./document-verification.tsx";
import type { TalentDocumentRow } from "../types.ts";

type DocumentText = Exclude<keyof typeof import("../i18n.fr.ts").talentsFr.documents, "verification">;
const d = (key: DocumentText, vars?: Record<string, string>) => t(`resources.talents.documents.${key}`, vars);
const TYPE_OPTIONS = Object.entries(DOCUMENT_TYPE_STYLE).map(([value, { label }]) => ({ value, label }));

const openPreview = (row: TalentDocumentRow) =>
  MEDICAL_DOCUMENT_TYPES.includes(row.type)
    ? openMedicalFile({ document_id: row.id })
    : signedUrl("documents", row.file as string, 60).then(
        (url) => void window.open(url, "_blank", "noopener"),
        (error: unknown) => toast({ type: "error", description: errorMessage(error) }),
      );

type UploadValues = {
  type: TalentDocumentType;
  name?: string;
  category?: string | null;
  issued_at?: { format: (f: string) => string } | null;
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
  const { data: canDelete } = useCan({ resource: "document", action: "delete" });
  const remove = useUndoableDelete();
  const transitions = useDocumentTransitions().result.data;
  const { mutateAsync: create } = useCreate();
  const [form] = Form.useForm<UploadValues>();
  const [uploading, setUploading] = useState(false);
  const reading = useResumeReading(talent.id, readResume);

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
          category: values.category?.trim() || null,
          issued_at: values.issued_at?.format("YYYY-MM-DD") ?? null,
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
      if (values.type === "cv") void reading.read(id); // the deep research finds what it says at once
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };

  const columns = [
    enumTagColumn<TalentDocumentRow, string>("type", { title: d("type"), style: DOCUMENT_TYPE_STYLE, sortable: false }),
    textColumn<TalentDocumentRow>("name", { title: d("name"), sortable: false }),
    textColumn<TalentDocumentRow>("category", { title: d("category"), sortable: false }),
    {
      ...dateColumn<TalentDocumentRow>("expiry_date", { title: d("expiry"), sortable: false }),
      render: (value: string | null) => <ExpiryCell date={value} today={today} />,
    },
    enumTagColumn<TalentDocumentRow, TalentDocumentRow["status"]>("status", {
      title: d("status"),
      style: DOCUMENT_STATUS_STYLE,
      sortable: false,
    }),
    {
      key: "verification",
      title: d("verificationColumn"),
      render: (_: unknown, row: TalentDocumentRow) =>
        row.verified_at && row.status !== "pending_verification" && row.status !== "rejected" ? (
          d("verifiedOn", { date: dayjs(row.verified_at).format("DD/MM/YYYY") })
        ) : (
          <DocumentVerification document={row} transitions={transitions} onDone={() => void query.refetch()} />
        ),
    },
    textColumn<TalentDocumentRow>("file", {
      title: d("file"),
      sortable: false,
      render: (row) =>
        row.file ? (
          <Button type="link" onClick={() => void openPreview(row)}>
            {d("preview")}
          </Button>
        ) : (
          "—"
        ),
    }),
    ...(canDelete?.can
      ? [
          {
            key: "delete",
            title: d("actions"),
            render: (_: unknown, row: TalentDocumentRow) => (
              <Button
                type="link"
                danger
                aria-label={d("deleteLabel", { name: row.name ?? "" })}
                onClick={() =>
                  void remove({
                    resource: "document",
                    id: row.id,
                    label: row.name ?? undefined,
                    onRestored: () => void query.refetch(),
                  }).then(
                    () => void query.refetch(),
                    () => undefined,
                  )
                }
              >
                {d("delete")}
              </Button>
            ),
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
            <DocumentCategoryFields />
            <Form.Item name="name" label={d("name")}>
              <Input />
            </Form.Item>
            <Form.Item
              name="expiry_date"
              label={d("expiry")}
              dependencies={["category"]}
              rules={[
                ({ getFieldValue }) => ({
                  required: isSirAptitude(getFieldValue("category") as string | null),
                  message: d("sirExpiryRequired"),
                }),
              ]}
            >
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
      <ResumeReadingPanel reading={reading} hasCv={result.data.some((row) => row.type === "cv" && !!row.file)} />
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
