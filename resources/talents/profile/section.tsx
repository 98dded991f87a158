// One card of the one-page profile: a named region (screen readers list the sections), a link to
// the tab or screen that has everything, and the states every section shares — a skeleton while
// it loads, « Non visible avec vos droits » for a role that may not read it (RLS would return
// nothing), an error with its message, an empty state in French.
import { Alert, Card, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { p } from "./profile.utils.ts";

export type SectionState = {
  loading?: boolean;
  error?: unknown;
  /** the role may not read what the section shows */
  hidden?: boolean;
  /** nothing to show: the empty state's text */
  empty?: string | false;
};

type Props = SectionState & {
  title: string;
  /** the screen with everything, and its link's text */
  more?: { to: string; label: string };
  children?: ReactNode;
};

const body = ({ loading, error, hidden, empty, children }: Omit<Props, "title" | "more">) => {
  if (hidden) return <Typography.Text type="secondary">{p("notVisible")}</Typography.Text>;
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (error) return <Alert type="error" showIcon message={p("loadError")} description={errorMessage(error)} />;
  // a dense page: a line of text, not antd's empty picture
  if (empty) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return children;
};

export const ProfileSection = ({ title, more, ...rest }: Props) => (
  <Card
    size="small"
    title={title}
    role="region"
    aria-label={title}
    extra={more && !rest.hidden ? <Link to={more.to}>{more.label}</Link> : null}
    style={{ height: "100%" }}
  >
    {body(rest)}
  </Card>
);
