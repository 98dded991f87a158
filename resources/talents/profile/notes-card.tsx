// The 3 latest notes: title (or its kind), date, the first words of its text (markup removed,
// never rendered as HTML), a feedback's sign; the notes tab has them all and writes them.
import { DislikeOutlined, LikeOutlined } from "@ant-design/icons";
import { List, Space, Typography } from "antd";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { enumLabel } from "../../../src/lib/enums/labels.ts";
import { notePreview, p } from "./profile.utils.ts";
import type { ProfileNote } from "./reads.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

/** Its title, else its kind (« Compte rendu d'appel », « Note vocale »…). */
const titleOf = (note: ProfileNote) => note.title?.trim() || enumLabel("note_type", note.note_type);
/** A voice note's words are its transcription. */
const textOf = (note: ProfileNote) => note.content ?? note.audio_transcription;

export const NotesCard = ({ talentId, notes, ...state }: SectionState & { talentId: string; notes: ProfileNote[] }) => (
  <ProfileSection
    title={p("notes.title")}
    more={{ to: `/talents/${talentId}/notes`, label: p("notes.all") }}
    {...state}
    empty={state.empty ?? (!notes.length && p("notes.empty"))}
  >
    <List<ProfileNote>
      size="small"
      dataSource={notes}
      renderItem={(note) => (
        <List.Item>
          <Space direction="vertical" size={0} style={{ width: "100%" }}>
            <Space size={4} wrap>
              <Typography.Text strong>{titleOf(note)}</Typography.Text>
              {note.is_feedback_positive === true ? (
                <LikeOutlined role="img" aria-label={p("notes.positive")} style={{ color: "#389e0d" }} />
              ) : null}
              {note.is_feedback_positive === false ? (
                <DislikeOutlined role="img" aria-label={p("notes.negative")} style={{ color: "#cf1322" }} />
              ) : null}
              <Typography.Text type="secondary">{formatDate(note.created_at)}</Typography.Text>
            </Space>
            {textOf(note) ? <Typography.Text>{notePreview(textOf(note))}</Typography.Text> : null}
          </Space>
        </List.Item>
      )}
    />
  </ProfileSection>
);
