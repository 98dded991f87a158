// The service notes, for who may publish them (CSM, accounting, developer: the action right
// note.publish_service_note): newest first with their status and audience; « Nouvelle note de
// service », « Publier », « Archiver », « Republier » (public.transition_status, the moves of
// public.status_transition), « Modifier » / « Supprimer » on one's own.
import { useGetIdentity, useList, usePermissions } from "@refinedev/core";
import { Button, Card, Empty, List, Space, Tag, Typography } from "antd";
import { useUndoableDelete } from "../undo/use-undo.ts";
import { useState } from "react";
import { useRpcMutation } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { enumLabel } from "../../lib/enums/labels.ts";
import { mayDo } from "../../lib/permissions/action-rights.ts";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { EnumTag } from "../table/columns.tsx";
import { SERVICE_NOTE_STATUS_STYLE } from "./constants.ts";
import { mayChange } from "./notes.utils.ts";
import { ServiceNoteForm, type ServiceNoteRow } from "./service-note-form.tsx";

const s = (key: keyof typeof import("./i18n.fr.ts").notesFr.service) => t(`components.notes.service.${key}`);
const MOVES: Record<string, { to: "published" | "archived"; label: "publish" | "archive" | "republish" }[]> = {
  draft: [
    { to: "published", label: "publish" },
    { to: "archived", label: "archive" },
  ],
  published: [{ to: "archived", label: "archive" }],
  archived: [{ to: "published", label: "republish" }],
};

export const ServiceNotesCard = () => {
  const { data: roles } = usePermissions<string[]>({});
  const { data: identity } = useGetIdentity<{ id: string }>();
  const [editing, setEditing] = useState<ServiceNoteRow | "new" | null>(null);
  const publisher = mayDo(roles ?? [], "note.publish_service_note");
  const { result, query } = useList<ServiceNoteRow>({
    resource: "note",
    filters: [{ field: "is_service_note", operator: "eq", value: true }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 50 },
    meta: {
      select:
        "id, title, content, status, audience_roles, audience_agency_ids, is_pinned, published_at, created_at, created_by",
    },
    queryOptions: { enabled: publisher },
  });
  const { mutate: move, isPending } = useRpcMutation();
  const remove = useUndoableDelete();
  if (!publisher) return null;
  const run = (id: string, to: string) =>
    move(
      "transition_status",
      { p_entity: "note", p_id: id, p_status: to },
      { ...MUTATION_NOTIFICATIONS, onSuccess: () => void query.refetch() },
    );

  return (
    <Card
      title={s("title")}
      role="region"
      aria-label={s("title")}
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          {s("new")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{s("description")}</Typography.Paragraph>
      <List<ServiceNoteRow>
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: <Empty description={s("empty")} /> }}
        renderItem={(note) => {
          const own = mayChange(note, identity?.id, false);
          return (
            <List.Item
              actions={[
                ...(MOVES[note.status ?? "draft"] ?? []).map((m) => (
                  <Button key={m.to} type="link" loading={isPending} onClick={() => run(note.id, m.to)}>
                    {s(m.label)}
                  </Button>
                )),
                ...(own
                  ? [
                      <Button key="edit" type="link" onClick={() => setEditing(note)}>
                        {t("components.notes.edit")}
                      </Button>,
                      <Button
                        key="delete"
                        type="link"
                        danger
                        onClick={() =>
                          void remove({
                            resource: "note",
                            id: note.id,
                            label: note.title ?? undefined,
                            onRestored: () => void query.refetch(),
                          }).then(
                            () => void query.refetch(),
                            () => undefined,
                          )
                        }
                      >
                        {t("components.notes.delete")}
                      </Button>,
                    ]
                  : []),
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={4}>
                    <EnumTag value={note.status} style={SERVICE_NOTE_STATUS_STYLE} />
                    <span>{note.title}</span>
                    {note.audience_roles.map((role) => (
                      <Tag key={role}>{enumLabel("app_role", role)}</Tag>
                    ))}
                  </Space>
                }
                description={formatDate(note.published_at ?? note.created_at, "DD/MM/YYYY HH:mm")}
              />
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
                {note.content}
              </Typography.Paragraph>
            </List.Item>
          );
        }}
      />
      {editing ? (
        <ServiceNoteForm
          note={editing === "new" ? undefined : editing}
          onClose={() => {
            setEditing(null);
            void query.refetch();
          }}
        />
      ) : null}
    </Card>
  );
};
