// CV: the talent's resumes (bucket `resumes`), upload with the anonymised flag, signed-URL view.
// An original (not anonymised) file is read at once by the resume pipeline, like a CV of the
// documents tab, and « Lecture du CV » shows how it went (docs/rules/talents-documents.md#resume-pipeline).
import { useCan, useCreate, useList } from "@refinedev/core";
import { Button, Card, Checkbox, Form, Space, Table } from "antd";
import { useState } from "react";
import { signedUrl, uploadFile } from "../../../providers/client-calls.ts";
import { readResume } from "../../../providers/resume-index.ts";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { ResumeReadingPanel, useResumeReading } from "../../../src/components/resume-index/resume-reading-panel.tsx";
import { dateColumn, textColumn } from "../../../src/components/table/columns.tsx";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import { UploadField } from "../../../src/components/upload/upload-field.tsx";
import { t } from "../../../src/i18n/index.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { mimeTypeOf } from "../../../src/lib/upload/accepted-types.ts";
import { documentPath } from "../documents.utils.ts";
import { useTalent } from "../show.tsx";

type ResumeRow = { id: string; file: string; file_name: string | null; is_anonymized: boolean; created_at: string };
const r = (key: keyof typeof import("../i18n.fr.ts").talentsFr.resume) => t(`resources.talents.resume.${key}`);

const openResume = (path: string) =>
  signedUrl("resumes", path, 60).then(
    (url) => void window.open(url, "_blank", "noopener"),
    (error: unknown) => toast({ type: "error", description: errorMessage(error) }),
  );

export const TalentResumeTab = () => {
  const { talent } = useTalent();
  const { result, query } = useList<ResumeRow>({
    liveMode: "off",
    resource: "resume",
    filters: [{ field: "talent_id", operator: "eq", value: talent.id }],
    sorters: [{ field: "created_at", order: "desc" }],
    meta: { select: "id, file, file_name, is_anonymized, created_at" },
  });
  const { data: canCreate } = useCan({ resource: "resume", action: "create" });
  const { mutateAsync: create } = useCreate();
  const [form] = Form.useForm<{ file: File; is_anonymized?: boolean }>();
  const [uploading, setUploading] = useState(false);
  const reading = useResumeReading(talent.id, readResume);

  const upload = async ({ file, is_anonymized }: { file: File; is_anonymized?: boolean }) => {
    setUploading(true);
    const id = crypto.randomUUID();
    const path = documentPath(talent.workspace_id, talent.id, file.name, id);
    try {
      await uploadFile("resumes", path, file, { contentType: mimeTypeOf(file) });
      await create({
        resource: "resume",
        values: {
          id,
          talent_id: talent.id,
          file: path,
          file_name: file.name,
          mime_type: mimeTypeOf(file),
          is_anonymized: !!is_anonymized,
        },
        ...MUTATION_NOTIFICATIONS,
      });
      form.resetFields();
      void query.refetch();
      if (!is_anonymized) void reading.read(id); // the deep research finds what it says at once
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };

  const columns = [
    textColumn<ResumeRow>("file_name", {
      title: r("file"),
      sortable: false,
      render: (row) => (
        <Button type="link" onClick={() => void openResume(row.file)}>
          {row.file_name ?? r("open")}
        </Button>
      ),
    }),
    textColumn<ResumeRow>("is_anonymized", {
      title: r("anonymized"),
      sortable: false,
      render: (row) => (row.is_anonymized ? t("components.yesNo.yes") : t("components.yesNo.no")),
    }),
    dateColumn<ResumeRow>("created_at", { title: r("createdAt"), sortable: false }),
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {canCreate?.can ? (
        <Card title={r("upload")}>
          <Form form={form} layout="inline" onFinish={upload} aria-label={r("upload")}>
            <Form.Item name="file" rules={[{ required: true, message: t("components.form.required") }]}>
              <UploadField />
            </Form.Item>
            <Form.Item name="is_anonymized" valuePropName="checked">
              <Checkbox>{r("anonymized")}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={uploading}>
              {t("components.form.save")}
            </Button>
          </Form>
        </Card>
      ) : null}
      <ResumeReadingPanel reading={reading} hasCv={result.data.some((row) => !row.is_anonymized)} />
      <Table<ResumeRow>
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
