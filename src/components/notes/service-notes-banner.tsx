// The published service notes addressed to the signed-in member (public.unread_service_notes:
// their roles, their agencies), pinned then newest first, each shown until « Marquer comme lue »
// (public.mark_service_note_read). On the action centre, the page every member opens first.
import { Alert, Button, Flex, Typography } from "antd";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import type { Tables } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";

type ServiceNote = Pick<Tables<"note">, "id" | "title" | "content" | "published_at" | "created_at">;

export const ServiceNotesBanner = () => {
  const { data, query } = useRpc("unread_service_notes", {});
  const { mutate, isPending } = useRpcMutation();
  const notes: ServiceNote[] = data ?? [];
  if (!notes.length) return null;
  const markRead = (id: string) =>
    mutate("mark_service_note_read", { p_note_id: id }, { onSuccess: () => void query.refetch() });
  return (
    <Flex vertical gap={8} role="region" aria-label={t("components.notes.service.title")}>
      {notes.map((note) => (
        <Alert
          key={note.id}
          type="info"
          showIcon
          message={
            <Typography.Text strong>
              {t("components.notes.service.banner")} : {note.title}
            </Typography.Text>
          }
          description={
            <>
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 4 }}>
                {note.content}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {t("components.notes.service.publishedAt", {
                  date: formatDate(note.published_at ?? note.created_at, "DD/MM/YYYY HH:mm"),
                })}
              </Typography.Text>
            </>
          }
          action={
            <Button
              size="small"
              onClick={() => markRead(note.id)}
              loading={isPending}
              aria-label={`${t("components.notes.service.markRead")} : ${note.title ?? ""}`}
            >
              {t("components.notes.service.markRead")}
            </Button>
          }
        />
      ))}
    </Flex>
  );
};
