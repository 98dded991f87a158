// A request's detail, the same for every type: header (subject, status, deadline), the moves
// the user's roles may make (status_transition), the definition's sections and computed
// values, the type's own card, the comment, the thread, the notes, the history and the files.
// « Supprimer la demande » (the delete grant's roles) sends it to the Corbeille: the database
// refuses no request's deletion by its status (10_requests.sql and 26_trash.sql put no BEFORE
// DELETE guard on the request tables, unlike a signed contract's), so the button follows the grant
// alone; a refusal all the same (a monthly invoice its payments still name, ON DELETE RESTRICT)
// comes back in French in the error toast (useUndoableDelete).
import { useCan, useOne, useUpdate } from "@refinedev/core";
import { Button, Card, Descriptions, Form, Input, Result, Space, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import { DeleteRecordButton, type DeletePlace } from "../../src/components/undo/delete-record-button.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { DeadlineBadge } from "./deadline-badge.tsx";
import { EditRequestButton, isEditable } from "./edit-modal.tsx";
import type { RequestDefinition, RequestRow } from "./definition.ts";
import { FieldValue } from "./fields.tsx";
import { RequestFiles } from "./files.tsx";
import { RequestHistory } from "./history.tsx";
import { RecordHistoryPanel } from "../../src/components/history/record-history.tsx";
import { RequestThread } from "./thread.tsx";
import { RecordNotes } from "../../src/session/record-notes.tsx";
import { useRequesterContext, useRequestType, useStatusStyle, useTransitions } from "./hooks.ts";
import { TransitionModal } from "./transition-modal.tsx";
import { availableTransitions, isOwnRequest, type Transition } from "./transitions.ts";

const CommentCard = ({
  definition,
  row,
  canEdit,
  onSaved,
}: {
  definition: RequestDefinition;
  row: RequestRow;
  canEdit: boolean;
  onSaved: () => void;
}) => {
  const { mutateAsync, mutation } = useUpdate();
  const label = t("resources.requests.comments.title");
  return (
    <Card title={label}>
      <Form
        layout="vertical"
        aria-label={label}
        initialValues={{ comment: row.comment ?? "" }}
        onFinish={(values: { comment: string }) =>
          mutateAsync({
            resource: definition.entity,
            id: row.id,
            values: { comment: values.comment || null },
            ...MUTATION_NOTIFICATIONS,
          }).then(onSaved, () => undefined)
        }
      >
        <Form.Item name="comment" label={label}>
          <Input.TextArea rows={3} disabled={!canEdit} placeholder={t("resources.requests.comments.placeholder")} />
        </Form.Item>
        {canEdit ? (
          <Button htmlType="submit" loading={mutation.isPending}>
            {t("resources.requests.comments.save")}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
};

export const RequestDetail = ({
  definition,
  id,
  backTo,
  deletePlace,
}: {
  definition: RequestDefinition;
  id: string;
  backTo?: string;
  /** where a deletion leaves the screen (its list, or the drawer closed); none: no « Supprimer » */
  deletePlace?: DeletePlace;
}) => {
  const { result: row, query } = useOne<RequestRow>({
    resource: definition.entity,
    id,
    meta: { select: definition.select },
  });
  const type = useRequestType(definition.entity);
  const style = useStatusStyle(type);
  const transitions = useTransitions(definition.entity);
  const who = useRequesterContext();
  const { data: canEdit } = useCan({ resource: definition.entity, action: "edit", params: { id } });
  const [move, setMove] = useState<Transition | null>(null);

  if (query.isLoading) return <Card loading />;
  if (!row || !row.status) return <Result status="404" title={t("resources.requests.shared.notFound")} />;

  const closed = !!row.closed_at || !!type?.terminal_statuses.includes(row.status);
  // a closing status freezes the content, not the status: its moves are the table's (a paid
  // recruitment-office invoice's credit note, accounting, with its comment)
  const moves = availableTransitions(transitions, {
    status: row.status,
    roles: who.roles,
    isOwn: isOwnRequest(row.requester_id, who.me, who.managees),
    elsewhere: definition.movesElsewhere,
  });
  const refetch = () => void query.refetch();
  const deadlineField = definition.deadline?.field ?? "due_at";
  const subjectLink = definition.subjectLink?.(row);

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {backTo ? <Link to={backTo}>{t("resources.requests.shared.back")}</Link> : null}
      <Space wrap align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {type?.label ?? ""} —{" "}
          {subjectLink ? (
            // underlined: a link inside a heading must not rely on colour alone (axe link-in-text-block)
            <Link to={subjectLink} style={{ textDecoration: "underline" }}>
              {definition.subject(row)}
            </Link>
          ) : (
            definition.subject(row)
          )}
        </Typography.Title>
        <EnumTag value={row.status} style={style} />
        {canEdit?.can && !closed && isEditable(row.status, type?.editable_statuses) ? (
          <EditRequestButton key={String(row.updated_at)} definition={definition} row={row} onSaved={refetch} />
        ) : null}
        {deletePlace ? (
          <DeleteRecordButton
            resource={definition.entity}
            id={row.id}
            label={[type?.label, definition.subject(row)].filter(Boolean).join(" — ")}
            text={t("resources.requests.delete.action")}
            {...deletePlace}
          />
        ) : null}
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={definition.deadline?.label ?? t("resources.requests.shared.deadline")}>
          <DeadlineBadge
            due={row[deadlineField] as string | null}
            closed={closed}
            countdown={definition.deadline?.countdown}
            met={definition.deadline?.metBy ? (row[definition.deadline.metBy] as string | null) : null}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.requests.shared.createdAt")}>
          <FieldValue field={{ name: "created_at", label: "", kind: "datetime" }} row={row} />
        </Descriptions.Item>
        {row.closed_at ? (
          <Descriptions.Item label={t("resources.requests.shared.closedAt")}>
            <FieldValue field={{ name: "closed_at", label: "", kind: "datetime" }} row={row} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Card title={t("resources.requests.transition.moves")} size="small">
        {moves.length ? (
          <Space wrap>
            {moves.map((m) => (
              <Button key={`${m.from_status}-${m.to_status}`} onClick={() => setMove(m)}>
                {style[m.to_status]?.label ?? m.to_status}
              </Button>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t("resources.requests.transition.none")}</Typography.Text>
        )}
      </Card>
      {definition.sections.map((section) => (
        <Card key={section.title} title={section.title}>
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }}>
            {section.fields.map((field) => (
              <Descriptions.Item key={field.name} label={field.label}>
                <FieldValue field={field} row={row} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ))}
      {definition.computed?.length ? (
        <Card title={t("resources.requests.shared.computed")}>
          <Descriptions column={{ xs: 1, sm: 2 }}>
            {definition.computed.map((c) => (
              <Descriptions.Item key={c.label} label={c.label}>
                {c.value(row)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ) : null}
      {definition.extra ? <definition.extra row={row} refetch={refetch} /> : null}
      <CommentCard
        key={String(row.updated_at)}
        definition={definition}
        row={row}
        canEdit={!!canEdit?.can}
        onSaved={refetch}
      />
      <RequestThread entity={definition.entity} id={row.id} />
      <Card title={t("components.notes.title")} role="region" aria-label={t("components.notes.title")}>
        <RecordNotes subject={{ field: "request_id", id: row.id, requestTable: definition.entity }} />
      </Card>
      <RequestHistory key={String(row.status)} entity={definition.entity} id={row.id} style={style} />
      {definition.entity === "advance_payment_request" ? (
        <RecordHistoryPanel entity="advance_payment_request" id={row.id} />
      ) : null}
      <RequestFiles
        entity={definition.entity}
        id={row.id}
        workspaceId={String(row.workspace_id)}
        canEdit={!!canEdit?.can}
      />
      {move ? (
        <TransitionModal
          definition={definition}
          row={row}
          transition={move}
          statusLabel={style[move.to_status]?.label ?? move.to_status}
          onClose={() => setMove(null)}
          onDone={() => {
            setMove(null);
            refetch();
          }}
        />
      ) : null}
    </Space>
  );
};
