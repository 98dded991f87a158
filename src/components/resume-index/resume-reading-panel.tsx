// « Lecture du CV » on a talent's documents tab (docs/rules/talents-documents.md#resume-pipeline):
// the reading's status, the reason of a failure, the size of the text indexed, and « Relancer »
// (failed, waiting, never read) / « Réindexer » (read) for who may have CVs read. The documents tab
// reads a CV it has just uploaded through the same hook (`read`), so the panel follows.
import { Alert, Button, Card, Descriptions, Spin, Typography } from "antd";
import { useState } from "react";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { enumStyle } from "../../lib/enums/labels.ts";
import { EnumTag } from "../table/columns.tsx";
import { toast } from "../../lib/toast/toast-store.ts";
import {
  readAndAnnounce,
  useCanIndexResumes,
  useRequestResumeIndex,
  useResumeState,
  type ResumeReader,
  type ResumeState,
} from "./calls.ts";

export const PROCESSING_STYLE = enumStyle("ai_processing_status", {
  not_started: "default",
  pending: "gold",
  processing: "blue",
  done: "green",
  failed: "red",
});

/** The talent's reading and its two actions, shared by the panel and the documents tab's upload. */
export const useResumeReading = (talentId: string, reader: ResumeReader) => {
  const { state, query } = useResumeState(talentId);
  const { request } = useRequestResumeIndex();
  const [busy, setBusy] = useState(false);
  const read = async (documentId: string) => {
    setBusy(true);
    try {
      await readAndAnnounce(documentId, reader);
    } finally {
      setBusy(false);
      void query.refetch();
    }
  };
  const retry = async () => {
    setBusy(true);
    try {
      const queued = await request([talentId]);
      if (queued?.[0]) await readAndAnnounce(queued[0].document_id, reader);
      else if (queued) toast({ type: "danger", description: t("resumeIndex.panel.nothing") });
    } finally {
      setBusy(false);
      void query.refetch();
    }
  };
  return { state, query, busy, read, retry };
};

export type ResumeReading = ReturnType<typeof useResumeReading>;

const p = (key: keyof typeof import("./i18n.fr.ts").resumeIndexFr.panel, vars?: Record<string, string | number>) =>
  t(`resumeIndex.panel.${key}`, vars);

const actionOf = (state: ResumeState, hasCv: boolean): "retry" | "reindex" | "read" | null => {
  if (state.resume_parsing_status === "done") return "reindex";
  if (state.resume_parsing_status === "failed" || state.resume_parsing_status === "pending") return "retry";
  return hasCv ? "read" : null;
};

export const ResumeReadingPanel = ({ reading, hasCv }: { reading: ResumeReading; hasCv: boolean }) => {
  const { state, query, busy, retry } = reading;
  const canIndex = useCanIndexResumes();
  const action = state ? actionOf(state, hasCv) : null;

  return (
    <Card
      title={p("title")}
      size="small"
      role="region"
      aria-label={p("title")}
      extra={
        canIndex && action ? (
          <Button onClick={() => void retry()} loading={busy}>
            {p(action)}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon message={p("loadError")} />
      ) : !state ? (
        <Spin />
      ) : (
        <ResumeStateDetails state={state} busy={busy} />
      )}
    </Card>
  );
};

const ResumeStateDetails = ({ state, busy }: { state: ResumeState; busy: boolean }) => {
  const items = [
    {
      key: "status",
      label: p("status"),
      children: <EnumTag value={state.resume_parsing_status} style={PROCESSING_STYLE} />,
    },
  ];
  if (state.resume_parsing_status === "failed" && state.resume_parsing_error)
    items.push({ key: "reason", label: p("reason"), children: <>{state.resume_parsing_error}</> });
  if (state.chars !== null && state.extracted_at)
    items.push({
      key: "indexed",
      label: p("indexed"),
      children: (
        <>
          {p("indexedValue", {
            chars: state.chars.toLocaleString("fr-FR"),
            pages: state.page_count ?? "—",
            date: formatDate(state.extracted_at),
          })}
        </>
      ),
    });
  return (
    <>
      <Descriptions size="small" column={1} items={items} />
      {busy ? (
        <Typography.Text type="secondary">{p("reading")}</Typography.Text>
      ) : state.resume_parsing_status === "not_started" ? (
        <Typography.Text type="secondary">{p("noCv")}</Typography.Text>
      ) : state.resume_parsing_status === "pending" ? (
        <Typography.Text type="secondary">{p("pending")}</Typography.Text>
      ) : null}
      {state.resume_parsing_status === "done" && state.embedding_status !== "done" ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {p("lexical")}
        </Typography.Paragraph>
      ) : null}
    </>
  );
};
