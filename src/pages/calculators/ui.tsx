// Small building blocks of the calculator screens: a validated text field bound to the URL,
// a figure with the line explaining how it is computed, the IFM and executive switches, and
// the share button.
import { LinkOutlined } from "@ant-design/icons";
import { Form, Input, Space, Switch, Typography, theme } from "antd";
import type { CSSProperties } from "react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";

export const Field = ({
  id,
  label,
  value,
  error,
  onChange,
  suffix,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  suffix?: ReactNode;
}) => (
  <Form.Item
    label={label}
    htmlFor={id}
    validateStatus={error ? "error" : undefined}
    help={error}
    style={{ marginBottom: 12 }}
  >
    <Input
      id={id}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      suffix={suffix}
      aria-invalid={!!error}
    />
  </Form.Item>
);

/** Secondary text dark enough for WCAG AA (antd's "secondary" type is 0,45 black: 4,0:1 on white). */
export const Muted = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => {
  const { token } = theme.useToken();
  return <Typography.Text style={{ color: token.colorTextSecondary, ...style }}>{children}</Typography.Text>;
};

/** One result: label, value, and the formula that produced it (always visible, read by screen readers). */
export const Figure = ({
  label,
  value,
  formula,
  testId,
}: {
  label: string;
  value: string;
  formula?: string;
  testId?: string;
}) => (
  <div style={{ marginBottom: 12 }} data-testid={testId}>
    <Muted>{label}</Muted>
    <div style={{ fontSize: 20, fontWeight: 600 }} data-figure>
      {value}
    </div>
    {formula ? <Muted style={{ fontSize: 12, display: "block" }}>{formula}</Muted> : null}
  </div>
);

/** "IFM due" and "executive" switches, written to the URL as `ifm=0|1` and `cadre=0|1`. */
export const PaySwitches = ({
  ifmDue,
  cadre,
  set,
  style,
}: {
  ifmDue: boolean;
  cadre: boolean;
  set: (key: "ifm" | "cadre", value: string) => void;
  style?: CSSProperties;
}) => {
  const t = useT();
  return (
    <Space size="large" style={style}>
      <label>
        <Switch
          checked={ifmDue}
          onChange={(on) => set("ifm", on ? "1" : "0")}
          aria-label={t("calculators.inputs.ifmDue")}
        />{" "}
        {t("calculators.inputs.ifmDue")}
      </label>
      <label>
        <Switch
          checked={cadre}
          onChange={(on) => set("cadre", on ? "1" : "0")}
          aria-label={t("calculators.inputs.cadre")}
        />{" "}
        {t("calculators.inputs.cadre")}
      </label>
    </Space>
  );
};

export const ShareLink = () => {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <Typography.Paragraph style={{ color: token.colorTextSecondary }}>
      {t("calculators.shareHint")}{" "}
      <Typography.Text
        copyable={{
          text: () => window.location.href,
          icon: [<LinkOutlined key="c" />, <LinkOutlined key="d" />],
          tooltips: [t("calculators.copyLink"), t("calculators.linkCopied")],
        }}
      >
        {t("calculators.copyLink")}
      </Typography.Text>
    </Typography.Paragraph>
  );
};
