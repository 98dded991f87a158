// The signing form of the public page: name, signature drawn on a signature_pad canvas (or
// typed with the keyboard), consent, submit. Phone first: the canvas follows the card's width.
import { Alert, Button, Checkbox, Form, Input, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import SignaturePad from "signature_pad";
import { t } from "../../../src/i18n/index.ts";
import { documentTexts, typedSignature, type SignedDocument } from "./session.ts";

export type SignValues = { name: string; image: string; consent: boolean };

type Props = {
  defaultName: string;
  submitting: boolean;
  error: string | null;
  onSign: (values: SignValues) => void;
  /** what is signed: the consent, its refusal and the button name it (a contract by default) */
  document?: SignedDocument;
};

const CANVAS_HEIGHT = 180;

export const SignForm = ({ defaultName, submitting, error, onSign, document = "contract" }: Props) => {
  const texts = documentTexts(document);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [form] = Form.useForm<{ name: string; consent: boolean }>();
  const [missing, setMissing] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // The canvas is sized in device pixels to its displayed width (sharp on phones).
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = CANVAS_HEIGHT * ratio;
    el.getContext("2d")?.scale(ratio, ratio);
    const instance = new SignaturePad(el, { penColor: "#1f1f1f", backgroundColor: "rgba(0,0,0,0)" });
    instance.addEventListener("endStroke", () => {
      setMissing(false);
      setTyped(null);
    });
    pad.current = instance;
    return () => instance.off();
  }, []);

  const clear = () => {
    pad.current?.clear();
    setTyped(null);
  };

  const typeSignature = () => {
    const name = (form.getFieldValue("name") as string | undefined)?.trim();
    if (!name || !canvas.current) {
      void form.validateFields(["name"]);
      return;
    }
    pad.current?.clear();
    setTyped(typedSignature(name, canvas.current));
    setMissing(false);
  };

  const finish = ({ name, consent }: { name: string; consent: boolean }) => {
    const image = typed ?? (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL("image/png") : null);
    if (!image) {
      setMissing(true);
      return;
    }
    onSign({ name: name.trim(), image, consent });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: defaultName, consent: false }}
      onFinish={finish}
      aria-label={t(`resources.contractSignature.page.${texts.title}`)}
    >
      <Form.Item
        name="name"
        label={t("resources.contractSignature.page.name")}
        rules={[{ required: true, whitespace: true, message: t("resources.contractSignature.page.nameRequired") }]}
      >
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t("resources.contractSignature.page.signature")}
        extra={t("resources.contractSignature.page.signatureHelp")}
        validateStatus={missing ? "error" : undefined}
        help={missing ? t("resources.contractSignature.page.signatureRequired") : undefined}
        required
      >
        <canvas
          ref={canvas}
          aria-label={t("resources.contractSignature.page.signature")}
          role="img"
          style={{
            width: "100%",
            height: CANVAS_HEIGHT,
            border: "1px solid #8c8c8c",
            borderRadius: 6,
            touchAction: "none",
            display: typed ? "none" : "block",
          }}
        />
        {typed ? (
          <img
            src={typed}
            alt={t("resources.contractSignature.page.signature")}
            style={{ width: "100%", height: CANVAS_HEIGHT, border: "1px solid #8c8c8c", borderRadius: 6 }}
          />
        ) : null}
        <Space wrap style={{ marginTop: 8 }}>
          <Button onClick={clear}>{t("resources.contractSignature.page.clear")}</Button>
          <Button onClick={typeSignature}>{t("resources.contractSignature.page.signatureKeyboard")}</Button>
        </Space>
      </Form.Item>
      <Form.Item
        name="consent"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v: boolean) =>
              v
                ? Promise.resolve()
                : Promise.reject(new Error(t(`resources.contractSignature.page.${texts.consentRequired}`))),
          },
        ]}
      >
        <Checkbox>{t(`resources.contractSignature.page.${texts.consent}`)}</Checkbox>
      </Form.Item>
      {error ? (
        <Alert
          type="error"
          showIcon
          message={t("resources.contractSignature.page.errorTitle")}
          description={error}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t(`resources.contractSignature.page.${texts.submit}`)}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t("resources.contractSignature.page.signatureHelp")}
      </Typography.Paragraph>
    </Form>
  );
};
