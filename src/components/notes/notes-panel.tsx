// The notes of one record (a talent, a mission…), newest first, and a form to add one
// (optionally a service note, broadcast to the team by the database). Shared by the talent's
// and the mission's notes tabs: `subject` names the note's link column and the record's id.
import { useCan, useCreate, useList } from "@refinedev/core";
import { Button, Card, Checkbox, Empty, Form, Input, List, Space, Tag, Typography } from "antd";
import type { Tables } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { MUTATION_NOTIFICATIONS } from "../form/notifications.ts";

type NoteRow = Pick<
  Tables<"note">,
  "id" | "title" | "content" | "is_service_note" | "is_feedback_positive" | "feedback" | "created_at"
>;
export type NoteSubject = { field: "talent_id" | "mission_id" | "company_id" | "contact_id"; id: string };

const n = (key: keyof typeof import("../../i18n/fr/components.ts").components.notes) => t(`components.notes.${key}`);

export const NotesPanel = ({ subject }: { subject: NoteSubject }) => {
  // live: a note added by a colleague appears without reloading (published in supabase_realtime)
  const { result, query } = useList<NoteRow>({
    liveMode: "auto",
    resource: "note",
    filters: [{ field: subject.field, operator: "eq", value: subject.id }],
    sorters: [{ field: "created_at", order: "desc" }],
    pagination: { pageSize: 100 },
    meta: { select: "id, title, content, is_service_note, is_feedback_positive, feedback, created_at" },
  });
  const { data: canCreate } = useCan({ resource: "note", action: "create" });
  const { mutate, mutation } = useCreate();
  const [form] = Form.useForm<{ content: string; is_service_note: boolean }>();

  const add = (values: { content: string; is_service_note?: boolean }) =>
    mutate(
      {
        resource: "note",
        values: {
          [subject.field]: subject.id,
          content: values.content.trim(),
          is_service_note: !!values.is_service_note,
        },
        ...MUTATION_NOTIFICATIONS,
      },
      {
        onSuccess: () => {
          form.resetFields();
          void query.refetch();
        },
      },
    );

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      {canCreate?.can ? (
        <Card title={n("add")}>
          <Form form={form} layout="vertical" onFinish={add} aria-label={n("add")}>
            <Form.Item
              name="content"
              label={n("content")}
              rules={[{ required: true, whitespace: true, message: t("components.form.required") }]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
            <Form.Item name="is_service_note" valuePropName="checked">
              <Checkbox>{n("serviceNote")}</Checkbox>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              {n("add")}
            </Button>
          </Form>
        </Card>
      ) : null}
      <List<NoteRow>
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: <Empty description={n("empty")} /> }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space>
                  {note.title ?? formatDate(note.created_at, "DD/MM/YYYY HH:mm")}
                  {note.is_service_note ? <Tag color="blue">{n("serviceNote")}</Tag> : null}
                  {note.is_feedback_positive === null ? null : (
                    <Tag color={note.is_feedback_positive ? "green" : "red"}>
                      {n(note.is_feedback_positive ? "feedbackPositive" : "feedbackNegative")}
                    </Tag>
                  )}
                </Space>
              }
              description={
                <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>
                  {[note.content, note.feedback].filter(Boolean).join("\n\n")}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
    </Space>
  );
};
