// One note of the list: type, title, pinned and feedback tags, author and date, its text, and
// a voice note's player and transcription; « Modifier » and « Supprimer » only on one's own;
// « Supprimer » deletes at once, with « Annuler » in the toast (src/components/undo/).
import { useQuery } from "@tanstack/react-query";
import { Button, List, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useUndoableDelete } from "../undo/use-undo.ts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { displayName } from "../../lib/names/display-name.ts";
import { EnumTag } from "../table/columns.tsx";
import { NOTE_TYPE_STYLE } from "./constants.ts";
import type { NotesKey } from "./i18n.fr.ts";
import type { NoteRow, VoiceStorage } from "./notes.utils.ts";

const n = (key: NotesKey, vars?: Record<string, string>) => t(`components.notes.${key}`, vars);

const VoicePlayer = ({ path, voice }: { path: string; voice?: VoiceStorage }) => {
  const { data: url, isError } = useQuery({
    queryKey: ["storage", "signed-url", "voice-notes", path],
    queryFn: () => (voice as VoiceStorage).url(path),
    enabled: !!voice,
    staleTime: 4 * 60 * 1000,
    retry: false,
  });
  if (!voice || isError)
    return <Typography.Text type="secondary">{t("components.notes.voice.unavailable")}</Typography.Text>;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a consultant's own dictation; its transcription is shown below
  return url ? <audio controls src={url} preload="none" aria-label={t("components.notes.voice.player")} /> : null;
};

export const NoteItem = ({
  note,
  editable,
  voice,
  onEdit,
  onDeleted,
}: {
  note: NoteRow;
  editable: boolean;
  voice?: VoiceStorage;
  onEdit: () => void;
  onDeleted: () => void;
}) => {
  const remove = useUndoableDelete();
  const [pending, setPending] = useState(false);
  const author = note.author ? displayName(note.author) : n("unknownAuthor");
  const heading = note.title?.trim() || formatDate(note.created_at, "DD/MM/YYYY HH:mm");
  const actions = editable
    ? [
        <Button key="edit" type="link" onClick={onEdit} aria-label={`${n("edit")} : ${heading}`}>
          {n("edit")}
        </Button>,
        <Button
          key="delete"
          type="link"
          danger
          loading={pending}
          aria-label={`${n("delete")} : ${heading}`}
          onClick={() => {
            setPending(true);
            remove({ resource: "note", id: note.id, label: heading, onRestored: onDeleted })
              .then(onDeleted, () => undefined)
              .finally(() => setPending(false));
          }}
        >
          {n("delete")}
        </Button>,
      ]
    : [];
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        title={
          <Space wrap size={4}>
            <EnumTag value={note.note_type} style={NOTE_TYPE_STYLE} />
            <span>{heading}</span>
            {note.is_pinned ? <Tag color="orange">{n("pinned")}</Tag> : null}
            {note.is_feedback_positive === null ? null : (
              <Tag color={note.is_feedback_positive ? "green" : "red"}>
                {n(note.is_feedback_positive ? "feedbackPositive" : "feedbackNegative")}
              </Tag>
            )}
          </Space>
        }
        description={
          <Typography.Text type="secondary">
            {formatDate(note.created_at, "DD/MM/YYYY HH:mm")} {n("by", { name: author })}
            {note.updated_at > note.created_at ? ` · ${n("edited")}` : ""}
          </Typography.Text>
        }
      />
      <Space direction="vertical" style={{ width: "100%" }}>
        {note.content ? (
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
            {note.content}
          </Typography.Paragraph>
        ) : null}
        {note.feedback ? (
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
            <Typography.Text strong>{n("feedback")} : </Typography.Text>
            {note.feedback}
          </Typography.Paragraph>
        ) : null}
        {note.audio_file ? <VoicePlayer path={note.audio_file} voice={voice} /> : null}
        {note.audio_transcription ? (
          <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
            <Typography.Text strong>{t("components.notes.transcription.label")} : </Typography.Text>
            {note.audio_transcription}
          </Typography.Paragraph>
        ) : null}
      </Space>
    </List.Item>
  );
};
