// The note's form, in a dialog: type, title, text (with the sensitive-data warning), pinned,
// feedback on talents and missions, and for a voice note its recording and transcription.
// Creating uploads the recording first, then writes the row; a failed save keeps what was typed.
import { useCreate, useGetIdentity, useUpdate } from "@refinedev/core";
import { Alert, Checkbox, Form, Input, Modal, Radio, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { t } from "../../i18n/index.ts";
import { transcriptionProvider, transcriptionState } from "../../lib/transcription/index.ts";
import { enumOptions } from "../table/columns.tsx";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import { NOTE_TYPE_STYLE } from "./constants.ts";
import {
  RECORD_NOTE_TYPES,
  audioPath,
  missingContent,
  storedDuration,
  subjectValues,
  toFormValues,
  toNoteValues,
  type NoteFormValues,
  type NoteRow,
  type NoteSubject,
  type VoiceStorage,
} from "./notes.utils.ts";
import { sensitiveTopics } from "./sensitive-keywords.ts";
import type { NotesKey } from "./i18n.fr.ts";
import { VoiceRecorder, type VoiceClip } from "./voice-recorder.tsx";

const n = (key: NotesKey) => t(`components.notes.${key}`);
type Identity = { id: string; context?: { team_member?: { workspace_id?: string } | null } };

/** None is configured locally (src/lib/transcription): the consultant types the text. */
const TRANSCRIPTION = transcriptionProvider(undefined);

const SensitiveWarning = ({ text }: { text: string | undefined }) => {
  const topics = sensitiveTopics(text);
  if (!topics.length) return null;
  const names = topics.map((topic) => t(`components.notes.topics.${topic}`)).join(", ");
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      message={n("sensitiveTitle")}
      description={t("components.notes.sensitiveWarning", { topics: names })}
      style={{ marginBottom: 16 }}
    />
  );
};

export const NoteForm = ({
  subject,
  note,
  feedback,
  voice,
  onClose,
}: {
  subject: NoteSubject;
  note?: NoteRow;
  feedback: boolean;
  voice?: VoiceStorage;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<NoteFormValues>();
  const [clip, setClip] = useState<VoiceClip | null>(null);
  const [saving, setSaving] = useState(false);
  const { data: identity } = useGetIdentity<Identity>();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const type = Form.useWatch("note_type", form);
  const content = Form.useWatch("content", form);
  const feedbackChoice = Form.useWatch("feedback_choice", form);
  const types = RECORD_NOTE_TYPES.filter((value) => value !== "voice" || !!voice || note?.note_type === "voice");

  useEffect(() => {
    form.setFieldsValue(note ? toFormValues(note) : { note_type: "internal", feedback_choice: "none" });
  }, [form, note]);

  const save = async (values: NoteFormValues) => {
    if (values.note_type === "voice" && !note && !clip) {
      toast({ type: "error", description: n("audioRequired") });
      return;
    }
    setSaving(true);
    try {
      const row = toNoteValues(values, feedback);
      if (note) {
        await update({ resource: "note", id: note.id, values: row, ...MUTATION_NOTIFICATIONS });
      } else {
        let audio = {};
        if (values.note_type === "voice" && clip && voice) {
          const path = audioPath(identity?.context?.team_member?.workspace_id ?? "", clip.file, crypto.randomUUID());
          try {
            await voice.upload(path, clip.file);
          } catch (error) {
            toast({ type: "error", description: errorMessage(error) ?? t("toasts.errorDescription") });
            return;
          }
          audio = { audio_file: path, audio_duration_seconds: storedDuration(clip.seconds) };
        }
        await create({
          resource: "note",
          values: { ...row, ...audio, ...subjectValues(subject) },
          ...MUTATION_NOTIFICATIONS,
        });
      }
      onClose();
    } catch {
      // the toast said why; the dialog keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  const transcription = transcriptionState(TRANSCRIPTION, note?.transcription_status ?? "not_started");
  return (
    <Modal
      open
      title={note ? n("editTitle") : n("new")}
      okText={n("save")}
      cancelText={n("cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void save(values)}
        aria-label={note ? n("editTitle") : n("new")}
      >
        <Form.Item
          name="note_type"
          label={n("type")}
          rules={[{ required: true, message: t("components.form.required") }]}
        >
          <Select options={enumOptions(types, NOTE_TYPE_STYLE)} disabled={note?.note_type === "voice"} />
        </Form.Item>
        <Form.Item name="title" label={n("noteTitle")}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="content"
          label={n("content")}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                missingContent({ note_type: form.getFieldValue("note_type"), content: value })
                  ? Promise.reject(new Error(n("contentRequired")))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={100000} />
        </Form.Item>
        <SensitiveWarning text={content} />
        {type === "voice" ? (
          <>
            {note ? null : (
              <Form.Item label={t("components.notes.voice.section")} required>
                <VoiceRecorder value={clip} onChange={setClip} />
              </Form.Item>
            )}
            <Form.Item
              name="audio_transcription"
              label={t("components.notes.transcription.label")}
              extra={
                transcription === "not_configured" ? (
                  <Typography.Text type="secondary">
                    {t("components.notes.transcription.notConfigured")}
                  </Typography.Text>
                ) : transcription === "failed" ? (
                  t("components.notes.transcription.failed")
                ) : null
              }
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="is_pinned" valuePropName="checked">
          <Checkbox>{n("pin")}</Checkbox>
        </Form.Item>
        {feedback ? (
          <>
            <Form.Item name="feedback_choice" label={n("feedback")}>
              <Radio.Group
                options={[
                  { value: "none", label: n("feedbackNone") },
                  { value: "positive", label: n("feedbackPositive") },
                  { value: "negative", label: n("feedbackNegative") },
                ]}
              />
            </Form.Item>
            {feedbackChoice && feedbackChoice !== "none" ? (
              <Form.Item name="feedback" label={n("feedbackComment")}>
                <Input.TextArea rows={2} />
              </Form.Item>
            ) : null}
          </>
        ) : null}
      </Form>
    </Modal>
  );
};
