// A list screen's frame: its title and its buttons on one row (wrapping on a phone), then the
// filters and the table. antd only: Refine's `List` brings pro-layout's page header (and its
// every-locale intl table) and a breadcrumb the app does not show elsewhere.
import { Flex, Space } from "antd";
import type { ReactNode } from "react";

export const ListPage = ({
  title,
  headerButtons,
  children,
}: {
  title: ReactNode;
  headerButtons?: ReactNode;
  children: ReactNode;
}) => (
  <div>
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 24 }}>
      {title}
      {headerButtons ? <Space wrap>{headerButtons}</Space> : null}
    </Flex>
    {children}
  </div>
);
