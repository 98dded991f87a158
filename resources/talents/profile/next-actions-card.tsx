// « Prochaines actions »: the items of next-actions.ts, most urgent first, each with its
// severity (the action centre's words and colours) and a link to the screen that resolves it.
import { List, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import type { NextAction, Severity } from "./next-actions.ts";
import { p } from "./profile.utils.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

const COLOR: Record<Severity, string> = { critical: "red", warning: "orange", info: "blue" };

export const NextActionsCard = ({ actions, ...state }: SectionState & { actions: NextAction[] }) => (
  <ProfileSection title={p("actions.title")} {...state} empty={state.empty ?? (!actions.length && p("actions.empty"))}>
    <List<NextAction>
      size="small"
      dataSource={actions}
      renderItem={(item) => (
        <List.Item style={{ flexWrap: "wrap", gap: 4 }}>
          <Space size={4} wrap>
            <Tag color={COLOR[item.severity]}>{p(`actions.severity.${item.severity}`)}</Tag>
            <Link to={item.to}>{item.text}</Link>
          </Space>
          {item.due && !item.key.startsWith("document-") ? (
            <Typography.Text type="secondary">{p("actions.due", { date: formatDate(item.due) })}</Typography.Text>
          ) : null}
        </List.Item>
      )}
    />
  </ProfileSection>
);
