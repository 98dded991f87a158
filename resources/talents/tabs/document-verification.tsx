// « Valider » / « Refuser » on a document « À vérifier »: the moves the user's roles may make
// (document-moves.ts). A refusal asks its reason in a dialog that keeps what was typed when the
// save fails. Contracts need their required documents valid (private.contract_document_checks),
// so this is the step between an upload and a signed contract.
import { useList, useUpdate } from "@refinedev/core";
import { Button, Form, Input, Modal, Space } from "antd";
import { useState } from "react";
import { MUTATION_NOTIFICATIONS } from "../../../src/lib/forms/notifications.ts";
import { t } from "../../../src/i18n/index.ts";
import { useCurrentUser } from "../../../src/session/use-current-user.ts";
import { documentMoves, type DocumentTransition } from "../document-moves.ts";
import type { TalentDocumentRow } from "../types.ts";

const v = (key: keyof typeof import("../i18n.fr.ts").talentsFr.documents.verification, vars?: Record<string, string>) =>
  t(`resources.talents.documents.verification.${key}`, vars);

export const useDocumentTransitions = () =>
  useList<DocumentTransition & { id: string }>({
    liveMode: "off",
    resource: "status_transition",
    filters: [
      { field: "entity", operator: "eq", value: "document" },
      { field: "status_column", operator: "eq", value: "status" },
    ],
    pagination: { pageSize: 100 },
    meta: { select: "id, from_status, to_status, roles" },
  });

type Props = { document: TalentDocumentRow; transitions: readonly DocumentTransition[]; onDone: () => void };

export const DocumentVerification = ({ document, transitions, onDone }: Props) => {
  const roles = useCurrentUser().user?.roles ?? [];
  const moves = documentMoves(transitions, document.status, roles);
  const { mutateAsync: update, mutation } = useUpdate();
  const [refusing, setRefusing] = useState(false);
  const [form] = Form.useForm<{ rejection_reason: string }>();
  if (moves.length === 0) return document.rejection_reason ? <>{document.rejection_reason}</> : null;

  const move = async (values: Partial<TalentDocumentRow>) => {
    await update({ resource: "document", id: document.id, values, ...MUTATION_NOTIFICATIONS });
    setRefusing(false);
    form.resetFields();
    onDone();
  };
  const name = document.name ?? document.file_name ?? "";

  return (
    <Space size={4} wrap>
      {moves.includes("valid") ? (
        <Button
          size="small"
          type="primary"
          loading={mutation.isPending && !refusing}
          aria-label={v("validateNamed", { name })}
          onClick={() => void move({ status: "valid" }).catch(() => undefined)}
        >
          {v("validate")}
        </Button>
      ) : null}
      {moves.includes("rejected") ? (
        <Button size="small" danger aria-label={v("rejectNamed", { name })} onClick={() => setRefusing(true)}>
          {v("reject")}
        </Button>
      ) : null}
      <Modal
        open={refusing}
        title={v("rejectTitle", { name })}
        okText={v("reject")}
        okButtonProps={{ danger: true, loading: mutation.isPending }}
        cancelText={t("components.form.cancel")}
        onOk={() => form.submit()}
        onCancel={() => setRefusing(false)}
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            void move({ status: "rejected", rejection_reason: values.rejection_reason.trim() }).catch(() => undefined)
          }
        >
          <Form.Item
            name="rejection_reason"
            label={v("reason")}
            rules={[{ required: true, whitespace: true, message: v("reasonRequired") }]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
};
