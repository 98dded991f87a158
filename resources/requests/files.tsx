// A request's files: file_link rows over the `documents` bucket, stored under
// `<workspace>/requests/<entity>/<id>/` (the storage policies of the request family), upload
// limited to the spec's types (UploadField, the bucket's own list), preview by signed URL.
import { useCreate, useList } from "@refinedev/core";
import { Button, Card, List, Space, Typography } from "antd";
import { useState } from "react";
import { uploadFile } from "../../providers/client-calls.ts";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { UploadField } from "../../src/components/upload/upload-field.tsx";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { mimeTypeOf } from "../../src/lib/upload/accepted-types.ts";
import { BUCKETS } from "../../src/lib/upload/buckets.generated.ts";
import { openSignedFile } from "./fields.tsx";

type FileRow = Pick<Tables<"file_link">, "id" | "file_name" | "object_path" | "created_at">;

/** The object path of a request file (the first folder is the workspace: storage policies). */
export const requestFilePath = (workspaceId: string, entity: string, id: string, fileName: string, fileId: string) =>
  `${workspaceId}/requests/${entity}/${id}/${fileId}-${fileName.replace(/[^\w.-]+/g, "_")}`;

export const RequestFiles = ({
  entity,
  id,
  workspaceId,
  canEdit,
}: {
  entity: string;
  id: string;
  workspaceId: string;
  canEdit: boolean;
}) => {
  const { result, query } = useList<FileRow>({
    resource: "file_link",
    filters: [
      { field: "entity", operator: "eq", value: entity },
      { field: "entity_id", operator: "eq", value: id },
    ],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { mode: "off" },
    meta: { select: "id, file_name, object_path, created_at" },
  });
  const { mutateAsync: create } = useCreate();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const fileId = crypto.randomUUID();
    const path = requestFilePath(workspaceId, entity, id, file.name, fileId);
    try {
      await uploadFile("documents", path, file, { contentType: mimeTypeOf(file) });
      await create({
        resource: "file_link",
        values: {
          id: fileId,
          workspace_id: workspaceId,
          entity,
          entity_id: id,
          bucket_id: "documents",
          object_path: path,
          file_name: file.name,
          mime_type: mimeTypeOf(file),
          size_bytes: file.size,
        },
        ...MUTATION_NOTIFICATIONS,
      });
      setFile(null);
      void query.refetch();
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t("resources.requests.files.title")} loading={query.isLoading}>
      {canEdit ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <UploadField value={file} onChange={setFile} types={BUCKETS.documents.allowedMimeTypes} />
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void upload()}>
            {t("resources.requests.files.upload")}
          </Button>
        </Space>
      ) : null}
      <List
        dataSource={result.data}
        // plain text: antd's faint empty text fails the contrast check
        locale={{ emptyText: <Typography.Text>{t("resources.requests.files.empty")}</Typography.Text> }}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button
                key="preview"
                type="link"
                onClick={() => void openSignedFile(f.object_path)}
                aria-label={`${t("resources.requests.files.preview")} ${f.file_name}`}
              >
                {t("resources.requests.files.preview")}
              </Button>,
            ]}
          >
            <Typography.Text>{f.file_name}</Typography.Text>{" "}
            <Typography.Text type="secondary">{formatDate(f.created_at)}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
};
