// « Dictionnaire des synonymes »: the workspace's public.deep_research_synonym rows — a term of
// the trade and its synonyms, which the reader adds to a term's variants. CONS, CSM and DEV add,
// change and delete them (the table's grants, read by useCan); the others read.
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan, useCreate, useDelete, useUpdate } from "@refinedev/core";
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { ListError } from "../../components/table/list-states.tsx";
import { t } from "../../i18n/index.ts";
import { useSynonyms, type SynonymRow } from "./hooks.ts";

type Values = { term: string; synonyms: string[] };
const s = (key: keyof typeof import("./i18n.fr.ts").deepResearchFr.synonyms, term?: string) =>
  t(`research.synonyms.${key}`, { term });

export const SynonymsButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{s("open")}</Button>
      {open ? <SynonymsModal onClose={() => setOpen(false)} /> : null}
    </>
  );
};

const SynonymsModal = ({ onClose }: { onClose: () => void }) => {
  const rows = useSynonyms();
  const { data: canCreate } = useCan({ resource: "deep_research_synonym", action: "create" });
  const { data: canEdit } = useCan({ resource: "deep_research_synonym", action: "edit" });
  const { data: canDelete } = useCan({ resource: "deep_research_synonym", action: "delete" });
  const { mutate: remove } = useDelete();
  // the row being edited, or "new"
  const [editing, setEditing] = useState<SynonymRow | "new" | null>(null);

  return (
    <Modal
      open
      title={s("open")}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{s("close")}</Button>}
      width={760}
    >
      <Typography.Paragraph type="secondary">{s("intro")}</Typography.Paragraph>
      {!canCreate?.can && !canEdit?.can ? <Alert type="info" showIcon message={s("readOnly")} /> : null}
      {rows.query.isError ? <ListError error={rows.query.error} /> : null}
      {editing ? (
        <SynonymForm row={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
      ) : canCreate?.can ? (
        <Button icon={<PlusOutlined />} onClick={() => setEditing("new")} style={{ margin: "8px 0" }}>
          {s("add")}
        </Button>
      ) : null}
      <Table<SynonymRow>
        rowKey="id"
        size="small"
        loading={rows.query.isLoading}
        dataSource={rows.result.data}
        locale={{ emptyText: s("empty") }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: true }}
        columns={[
          { key: "term", title: s("term"), dataIndex: "term" },
          {
            key: "synonyms",
            title: s("synonyms"),
            render: (_, row) => row.synonyms.map((syn) => <Tag key={syn}>{syn}</Tag>),
          },
          ...(canEdit?.can || canDelete?.can
            ? [
                {
                  key: "actions",
                  title: s("actions"),
                  render: (_: unknown, row: SynonymRow) => (
                    <Space>
                      {canEdit?.can ? (
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={s("edit", row.term)}
                          title={s("edit", row.term)}
                          onClick={() => setEditing(row)}
                        />
                      ) : null}
                      {canDelete?.can ? (
                        <Popconfirm
                          title={s("deleteConfirm", row.term)}
                          onConfirm={() =>
                            remove({ resource: "deep_research_synonym", id: row.id, ...MUTATION_NOTIFICATIONS })
                          }
                        >
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={s("delete", row.term)}
                            title={s("delete", row.term)}
                          />
                        </Popconfirm>
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
};

/** A new entry, or one changed; a failed save keeps what was typed (the form stays open). */
const SynonymForm = ({ row, onDone }: { row?: SynonymRow; onDone: () => void }) => {
  const { mutate: create, mutation: creating } = useCreate();
  const { mutate: update, mutation: updating } = useUpdate();
  const save = (values: Values) => {
    const payload = { term: values.term.trim(), synonyms: values.synonyms.map((v) => v.trim()).filter(Boolean) };
    const options = { onSuccess: onDone };
    if (row)
      update({ resource: "deep_research_synonym", id: row.id, values: payload, ...MUTATION_NOTIFICATIONS }, options);
    else create({ resource: "deep_research_synonym", values: payload, ...MUTATION_NOTIFICATIONS }, options);
  };
  return (
    <Form<Values>
      layout="vertical"
      initialValues={row ? { term: row.term, synonyms: row.synonyms } : { term: "", synonyms: [] }}
      onFinish={save}
      style={{ margin: "8px 0 16px" }}
    >
      <Form.Item
        name="term"
        label={s("term")}
        rules={[{ required: true, whitespace: true, message: s("termRequired") }]}
      >
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item
        name="synonyms"
        label={s("synonyms")}
        extra={s("synonymsHelp")}
        rules={[
          { required: true, type: "array", min: 1, message: s("synonymsRequired") },
          // mirrors deep_research_synonym_synonyms_check
          { type: "array", max: 30, message: s("synonymsMax") },
        ]}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[","]} aria-label={s("synonyms")} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={creating.isPending || updating.isPending}>
          {s("save")}
        </Button>
        <Button onClick={onDone}>{s("cancel")}</Button>
      </Space>
    </Form>
  );
};
