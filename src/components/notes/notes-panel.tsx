// The notes of one record (talent, company, contact, mission, application, contract or request),
// pinned first then newest first, filtered by type; « Nouvelle note » for the roles that may
// write one, « Modifier » / « Supprimer » on one's own (RLS decides: authors, their managers,
// developers any). Feedback on talents and missions; voice notes when the caller gives the
// storage (src/session/record-notes.tsx does). Service notes are written in Paramètres.
import { useCan, useGetIdentity, useList, usePermissions } from "@refinedev/core";
import { Alert, Button, Empty, List, Select, Space } from "antd";
import { useMemo, useState } from "react";
import { t } from "../../i18n/index.ts";
import { scopeOf } from "../../lib/permissions/can.ts";
import type { AppRole } from "../../lib/roles/roles.ts";
import { enumOptions } from "../table/columns.tsx";
import { NOTE_TYPE_STYLE } from "./constants.ts";
import type { NotesKey } from "./i18n.fr.ts";
import { NoteForm } from "./note-form.tsx";
import { NoteItem } from "./note-item.tsx";
import {
  NOTE_SELECT,
  RECORD_NOTE_TYPES,
  mayChange,
  sortNotes,
  subjectFilters,
  takesFeedback,
  type NoteRow,
  type NoteSubject,
  type NoteType,
  type VoiceStorage,
} from "./notes.utils.ts";

export type { NoteSubject, VoiceStorage } from "./notes.utils.ts";

const n = (key: NotesKey) => t(`components.notes.${key}`);

export const NotesPanel = ({ subject, voice }: { subject: NoteSubject; voice?: VoiceStorage }) => {
  const [type, setType] = useState<NoteType | undefined>();
  const [editing, setEditing] = useState<NoteRow | "new" | null>(null);
  // live: a note added by a colleague appears without reloading (published in supabase_realtime)
  const { result, query } = useList<NoteRow>({
    liveMode: "auto",
    resource: "note",
    filters: subjectFilters(subject, type),
    sorters: [
      { field: "is_pinned", order: "desc" },
      { field: "created_at", order: "desc" },
    ],
    pagination: { pageSize: 200 },
    meta: { select: NOTE_SELECT },
  });
  const { data: canCreate } = useCan({ resource: "note", action: "create" });
  const { data: identity } = useGetIdentity<{ id: string }>();
  const { data: roles } = usePermissions<AppRole[]>({});
  const anyNote = scopeOf(roles ?? [], { resource: "note", action: "edit" }) === "all";
  const notes = useMemo(() => sortNotes(result.data), [result.data]);
  const feedback = takesFeedback(subject);
  const typeOptions = enumOptions(RECORD_NOTE_TYPES, NOTE_TYPE_STYLE);

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap style={{ justifyContent: "space-between", width: "100%" }}>
        <Select<NoteType>
          allowClear
          aria-label={n("filterType")}
          placeholder={n("allTypes")}
          style={{ minWidth: 220 }}
          value={type}
          onChange={setType}
          options={typeOptions}
        />
        {canCreate?.can ? (
          <Button type="primary" onClick={() => setEditing("new")}>
            {n("new")}
          </Button>
        ) : null}
      </Space>
      {query.isError ? <Alert type="error" showIcon message={n("error")} /> : null}
      <List<NoteRow>
        aria-label={n("title")}
        loading={query.isLoading}
        dataSource={notes}
        locale={{ emptyText: <Empty description={n("empty")} /> }}
        renderItem={(note) => (
          <NoteItem
            note={note}
            voice={voice}
            editable={mayChange(note, identity?.id, anyNote)}
            onEdit={() => setEditing(note)}
            onDeleted={() => void query.refetch()}
          />
        )}
      />
      {editing ? (
        <NoteForm
          subject={subject}
          note={editing === "new" ? undefined : editing}
          feedback={feedback}
          voice={voice}
          onClose={() => {
            setEditing(null);
            void query.refetch();
          }}
        />
      ) : null}
    </Space>
  );
};
