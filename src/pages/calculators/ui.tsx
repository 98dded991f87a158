// Small building blocks of the calculator screens: a validated text field bound to the URL,
// a figure with the line explaining how it is computed, and the share button.
import { LinkOutlined } from "@ant-design/icons";
import { Form, Input, Typography } from "antd";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";

export const Field = ({ id, label, value, error, onChange, suffix }: { id: string; label: string; value: string; error?: string; onChange: (v: string) => void; suffix?: ReactNode }) => (
  <Form.Item label={label} htmlFor={id} validateStatus={error ? "error" : undefined} help={error} style={{ marginBottom: 12 }}>
    <Input id={id} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} suffix={suffix} aria-invalid={!!error} />
  </Form.Item>
);

/** One result: label, value, and the formula that produced it (always visible, read by screen readers). */
export const Figure = ({ label, value, formula, testId }: { label: string; value: string; formula?: string; testId?: string }) => (
  <div style={{ marginBottom: 12 }} data-testid={testId}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <div style={{ fontSize: 20, fontWeight: 600 }} data-figure>
      {value}
    </div>
    {formula ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formula}
      </Typography.Text>
    ) : null}
  </div>
);

export const ShareLink = () => {
  const t = useT();
  return (
    <Typography.Paragraph type="secondary">
      {t("calculators.shareHint")}{" "}
      <Typography.Text copyable={{ text: () => window.location.href, icon: [<LinkOutlined key="c" />, <LinkOutlined key="d" />], tooltips: [t("calculators.copyLink"), t("calculators.linkCopied")] }}>
        {t("calculators.copyLink")}
      </Typography.Text>
    </Typography.Paragraph>
  );
};

