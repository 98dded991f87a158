// The centred card every sign-in page uses, with the product mark and a page heading, as the
// page's main landmark (these pages are outside the layout).
import { Card, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { t } from "../../i18n/index.ts";

export const AuthCard = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => (
  <Flex
    component="main"
    align="center"
    justify="center"
    style={{ minHeight: "100vh", background: "#f5f5f5", padding: 16 }}
  >
    <Card style={{ width: 420, maxWidth: "100%" }}>
      <Typography.Text type="secondary">{t("app.name")}</Typography.Text>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 4 }}>
        {title}
      </Typography.Title>
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      {children}
    </Card>
  </Flex>
);
