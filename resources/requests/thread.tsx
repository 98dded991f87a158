// A request's discussion thread (public.request_comment): the messages in order with their
// author and time, and a box to write one. Who may read the request may write here (the
// database's RLS decides); a refused or empty message keeps what was typed.
import { useCreate, useList } from "@refinedev/core";
import { Button, Card, Form, Input, List, Typography } from "antd";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import type { Tables } from "../../src/database.types.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";

type Message = Pick<Tables<"request_comment">, "id" | "body" | "created_at"> & {
  author: Pick<Tables<"auth_user">, "first_name" | "last_name"> | null;
};

const authorName = (m: Message) =>
  [m.author?.first_name, m.author?.last_name].filter(Boolean).join(" ") || t("resources.requests.thread.unknownAuthor");

export const RequestThread = ({ entity, id }: { entity: string; id: string }) => {
  const [form] = Form.useForm<{ body: string }>();
  const { result, query } = useList<Message>({
    resource: "request_comment",
    filters: [
      { field: "entity", operator: "eq", value: entity },
      { field: "entity_id", operator: "eq", value: id },
    ],
    sorters: [{ field: "created_at", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: "id, body, created_at, author:created_by(first_name, last_name)" },
    liveMode: "off",
  });
  const { mutateAsync: create, mutation } = useCreate();
  const title = t("resources.requests.thread.title");

  const send = ({ body }: { body: string }) =>
    create({ resource: "request_comment", values: { entity, entity_id: id, body }, ...MUTATION_NOTIFICATIONS }).then(
      () => {
        form.setFieldsValue({ body: "" });
        void query.refetch();
      },
      () => undefined,
    );

  return (
    <Card title={title}>
      <List
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: <Typography.Text>{t("resources.requests.thread.empty")}</Typography.Text> }}
        renderItem={(m) => (
          <List.Item>
            <div>
              <Typography.Text strong>{authorName(m)}</Typography.Text>{" "}
              <Typography.Text type="secondary">{formatDate(m.created_at, "DD/MM/YYYY HH:mm")}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>{m.body}</Typography.Paragraph>
            </div>
          </List.Item>
        )}
      />
      <Form form={form} layout="vertical" aria-label={title} onFinish={send} style={{ marginTop: 12 }}>
        <Form.Item
          name="body"
          label={t("resources.requests.thread.message")}
          rules={[
            { required: true, whitespace: true, message: t("resources.requests.thread.required") },
            { max: 5000, message: t("resources.requests.thread.tooLong") },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button htmlType="submit" loading={mutation.isPending}>
          {t("resources.requests.thread.send")}
        </Button>
      </Form>
    </Card>
  );
};
