// A screen's title: the page's one level-2 heading (the layout's h1 is the app name).
import { Typography } from "antd";
import type { ReactNode } from "react";

export const PageTitle = ({ children }: { children: ReactNode }) => (
  <Typography.Title level={2} style={{ margin: 0 }}>
    {children}
  </Typography.Title>
);
