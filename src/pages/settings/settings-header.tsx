// Each settings section opens with its title and subtitle, verbatim from the spec.
import { Typography } from "antd";

export const SettingsHeader = ({ title, subtitle }: { title: string; subtitle: string }) => (
  <header style={{ marginBottom: 24 }}>
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {title}
    </Typography.Title>
    <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
  </header>
);
