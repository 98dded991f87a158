// The paragraph and the freeze, for the roles that create anonymous documents: the textarea starts
// from the last frozen paragraph, else the proposal (« Reprendre la proposition » brings it back);
// « Générer le document » sends it to the function, which stores the PDF and its row. A refusal
// is toasted with the function's French message and the text stays as typed.
import { Alert, Button, Card, Form, Input, Space, Spin, Typography } from "antd";
import { useEffect, useState } from "react";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import { t } from "../../../src/i18n/index.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { zodRule } from "../../../src/lib/forms/zod-rule.ts";
import { BIO_MAX_LENGTH } from "../../../supabase/functions/_shared/anonymous-pdf/bio.ts";
import type { IdentitySource } from "../../../supabase/functions/_shared/anonymous-pdf/leaks.ts";
import type { AnonymousDocumentKind } from "../../../supabase/functions/_shared/anonymous-pdf/types.ts";
import { freezeAnonymousDocument, useAnonymousPreview } from "./calls.ts";
import { anonymousBioSchema, type AnonymousBioValues } from "./schema.ts";
import { AnonymousSummary } from "./summary.tsx";
import { a } from "./text.ts";

type Props = {
  talent: IdentitySource & { id: string };
  kind: AnonymousDocumentKind;
  /** the last frozen paragraph of this kind, if any */
  frozen: string | undefined;
  onFrozen: () => void;
};

export const AnonymousEditor = ({ talent, kind, frozen, onFrozen }: Props) => {
  const preview = useAnonymousPreview(talent.id, kind, true);
  const [form] = Form.useForm<AnonymousBioValues>();
  const [saving, setSaving] = useState(false);
  const start = frozen ?? preview.data?.bio_text;

  // fill the textarea once its text is known, never over what the consultant typed
  useEffect(() => {
    if (start !== undefined && !form.isFieldTouched("bio_text")) form.setFieldsValue({ bio_text: start });
  }, [form, start]);

  const generate = async ({ bio_text }: AnonymousBioValues) => {
    setSaving(true);
    try {
      await freezeAnonymousDocument(talent.id, kind, bio_text.trim());
      toast({ type: "success", title: t("toasts.successTitle"), description: a("generated") });
      form.resetFields(["bio_text"]);
      onFrozen();
    } catch (error) {
      toast({ type: "error", title: t("toasts.errorTitle"), description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{a("prepare")}</h2>} size="small">
        <Typography.Paragraph type="secondary" id={`anonymous-${kind}-help`}>
          {a("paragraphHelp")}
        </Typography.Paragraph>
        {preview.isError ? (
          <Alert type="warning" showIcon message={a("proposalError")} style={{ marginBottom: 12 }} />
        ) : null}
        <Spin spinning={preview.isLoading && frozen === undefined}>
          <Form
            form={form}
            // named by its kind: the bio's and the resume's tabs stay mounted side by side, and
            // two unnamed forms would give both text areas the id the label points to
            name={`anonymous-${kind}`}
            layout="vertical"
            onFinish={generate}
            aria-label={a("paragraph")}
          >
            <Form.Item name="bio_text" label={a("paragraph")} rules={[zodRule(anonymousBioSchema(talent), "bio_text")]}>
              <Input.TextArea
                aria-describedby={`anonymous-${kind}-help`}
                autoSize={{ minRows: 4, maxRows: 12 }}
                showCount
                maxLength={BIO_MAX_LENGTH}
              />
            </Form.Item>
            <Space wrap>
              <Button
                onClick={() => form.setFieldsValue({ bio_text: preview.data?.bio_text })}
                disabled={!preview.data}
              >
                {a("restore")}
              </Button>
              <Button type="primary" htmlType="submit" loading={saving}>
                {a("generate")}
              </Button>
            </Space>
          </Form>
        </Spin>
      </Card>
      {preview.data ? <AnonymousSummary preview={preview.data} kind={kind} /> : null}
    </Space>
  );
};
