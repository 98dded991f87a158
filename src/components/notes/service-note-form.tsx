// A service note's form, in a dialog: title (required), text (with the sensitive-data warning),
// the audience (roles, agencies: none = everyone of the current agency), pinned; saved as a
// draft or published at once (the database moves its status: CSM, accounting, developer).
import { useCreate, useList, useUpdate } from "@refinedev/core";
import { Alert, Button, Checkbox, Form, Input, Modal, Select } from "antd";
import { useEffect, useState } from "react";
import type { Database, Tables } from "../../database.types.ts";
import { t } from "../../i18n/index.ts";
import { enumStyle } from "../../lib/enums/labels.ts";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { enumOptions } from "../table/columns.tsx";
import { sensitiveTopics } from "./sensitive-keywords.ts";

type AppRole = Database["public"]["Enums"]["app_role"];
export type ServiceNoteRow = Pick<
  Tables<"note">,
  | "id"
  | "title"
  | "content"
  | "status"
  | "audience_roles"
  | "audience_agency_ids"
  | "is_pinned"
  | "published_at"
  | "created_at"
  | "created_by"
>;
type Values = {
  title: string;
  content: string;
  audience_roles: AppRole[];
  audience_agency_ids: string[];
  is_pinned: boolean;
};

const ROLE_STYLE = enumStyle("app_role");
const ROLES = Object.keys(ROLE_STYLE) as AppRole[];
const s = (key: keyof typeof import("./i18n.fr.ts").notesFr.service) => t(`components.notes.service.${key}`);

export const ServiceNoteForm = ({ note, onClose }: { note?: ServiceNoteRow; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const content = Form.useWatch("content", form);
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const { result: workspaces } = useList<{ id: string; name: string }>({
    resource: "workspace",
    pagination: { mode: "off" },
    meta: { select: "id, name" },
    liveMode: "off",
  });
  useEffect(() => {
    form.setFieldsValue(
      note
        ? {
            title: note.title ?? "",
            content: note.content ?? "",
            audience_roles: note.audience_roles,
            audience_agency_ids: note.audience_agency_ids,
            is_pinned: note.is_pinned,
          }
        : { audience_roles: [], audience_agency_ids: [], is_pinned: false },
    );
  }, [form, note]);

  const save = async (values: Values, publish: boolean) => {
    setSaving(true);
    const row = {
      note_type: "service_note" as const,
      title: values.title.trim(),
      content: values.content.trim(),
      audience_roles: values.audience_roles ?? [],
      audience_agency_ids: values.audience_agency_ids ?? [],
      is_pinned: !!values.is_pinned,
      ...(publish ? { status: "published" as const } : {}),
    };
    try {
      if (note) await update({ resource: "note", id: note.id, values: row, ...MUTATION_NOTIFICATIONS });
      else await create({ resource: "note", values: row, ...MUTATION_NOTIFICATIONS });
      onClose();
    } catch {
      // the toast said why; the dialog keeps what was typed
    } finally {
      setSaving(false);
    }
  };
  const submit = (publish: boolean) =>
    form.validateFields().then(
      (values) => save(values, publish),
      () => undefined,
    );
  const topics = sensitiveTopics(content);
  const published = note?.status === "published";

  return (
    <Modal
      open
      title={note ? t("components.notes.editTitle") : s("new")}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("components.notes.cancel")}</Button>
          {published ? null : (
            <Button onClick={() => void submit(false)} loading={saving}>
              {s("saveDraft")}
            </Button>
          )}
          <Button type="primary" onClick={() => void submit(true)} loading={saving}>
            {published ? t("components.notes.save") : s("publish")}
          </Button>
        </>
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={note ? t("components.notes.editTitle") : s("new")}>
        <Form.Item
          name="title"
          label={t("components.notes.noteTitle")}
          rules={[{ required: true, whitespace: true, message: t("components.notes.titleRequired") }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t("components.notes.content")}
          rules={[{ required: true, whitespace: true, message: t("components.notes.contentRequired") }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        {topics.length ? (
          <Alert
            type="warning"
            showIcon
            role="status"
            style={{ marginBottom: 16 }}
            message={t("components.notes.sensitiveTitle")}
            description={t("components.notes.sensitiveWarning", {
              topics: topics.map((topic) => t(`components.notes.topics.${topic}`)).join(", "),
            })}
          />
        ) : null}
        <Form.Item name="audience_roles" label={s("audienceRoles")} extra={s("audienceRolesHelp")}>
          <Select mode="multiple" options={enumOptions(ROLES, ROLE_STYLE)} />
        </Form.Item>
        <Form.Item name="audience_agency_ids" label={s("audienceAgencies")} extra={s("audienceAgenciesHelp")}>
          <Select mode="multiple" options={workspaces.data.map((w) => ({ value: w.id, label: w.name }))} />
        </Form.Item>
        <Form.Item name="is_pinned" valuePropName="checked">
          <Checkbox>{t("components.notes.pin")}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
};
