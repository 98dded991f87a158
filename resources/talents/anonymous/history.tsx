// The frozen versions of one kind, newest first: the current one (the first) previewed in a frame
// and downloaded by a signed link, every version listed with its date, author and paragraph.
import { Button, Card, Space, Table, Typography } from "antd";
import { useState } from "react";
import { signedUrl, useSignedUrl } from "../../../providers/client-calls.ts";
import { dateColumn, textColumn } from "../../../src/components/table/columns.tsx";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import type { Tables } from "../../../src/database.types.ts";
import { a } from "./text.ts";

export type AnonymousDocumentRow = Pick<
  Tables<"talent_anonymous_document">,
  "id" | "kind" | "bio_text" | "storage_path" | "created_at"
> & { author: Pick<Tables<"auth_user">, "first_name" | "last_name"> | null };

export const ANONYMOUS_DOCUMENT_SELECT =
  "id, kind, bio_text, storage_path, created_at, author:created_by(first_name, last_name)";

const LINK_SECONDS = 600;

const fileName = (row: AnonymousDocumentRow) =>
  `${row.kind === "bio" ? "bio-anonyme" : "cv-anonyme"}-${row.created_at.slice(0, 10)}.pdf`;

const download = (row: AnonymousDocumentRow) =>
  signedUrl("anonymous-documents", row.storage_path, LINK_SECONDS).then(
    (url) => void window.open(url, "_blank", "noopener"),
    (error: unknown) => toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) }),
  );

export const CurrentDocument = ({ row }: { row: AnonymousDocumentRow | undefined }) => {
  const [open, setOpen] = useState(false);
  const { data: url } = useSignedUrl("anonymous-documents", row?.storage_path, LINK_SECONDS);
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{a("current")}</h2>} size="small">
      {row ? (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{row.bio_text}</Typography.Paragraph>
          <Space wrap>
            <Button onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? a("hidePreview") : a("preview")}
            </Button>
            <Button type="primary" href={url} download={fileName(row)} target="_blank" disabled={!url}>
              {a("download")}
            </Button>
          </Space>
          {open && url ? (
            <iframe title={a("frameTitle")} src={url} style={{ width: "100%", height: 640, border: 0 }} />
          ) : null}
        </Space>
      ) : (
        <Typography.Text type="secondary">{a("none")}</Typography.Text>
      )}
    </Card>
  );
};

const STAMP = "DD/MM/YYYY HH:mm";
const stamp = (row: AnonymousDocumentRow) => formatDate(row.created_at, STAMP);

const authorName = (row: AnonymousDocumentRow) =>
  [row.author?.first_name, row.author?.last_name].filter(Boolean).join(" ") || "—";

export const DocumentHistory = ({ rows, loading }: { rows: AnonymousDocumentRow[]; loading: boolean }) => (
  <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{a("history")}</h2>} size="small">
    <Table<AnonymousDocumentRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <EmptyList /> }}
      columns={[
        dateColumn<AnonymousDocumentRow>("created_at", { title: a("createdAt"), sortable: false, format: STAMP }),
        textColumn<AnonymousDocumentRow>("author", { title: a("author"), sortable: false, render: authorName }),
        textColumn<AnonymousDocumentRow>("bio_text", {
          title: a("excerpt"),
          sortable: false,
          render: (row) => (
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 480 }}>
              {row.bio_text}
            </Typography.Paragraph>
          ),
        }),
        textColumn<AnonymousDocumentRow>("storage_path", {
          title: a("document"),
          sortable: false,
          render: (row) => (
            <Button type="link" onClick={() => void download(row)} aria-label={`${a("download")} — ${stamp(row)}`}>
              {a("download")}
            </Button>
          ),
        }),
      ]}
    />
  </Card>
);
