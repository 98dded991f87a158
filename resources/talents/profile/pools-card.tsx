// The hiring pools the talent was added to (talent_hiring_pool → hiring_pool, read with the
// page's extras), each linking to the pool's page; a pool the user may not see (another
// consultant's private pool) is left out by RLS. A dynamic pool's matches are computed per pool
// (public.hiring_pool_members) and are not listed here.
import { List, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { p } from "./profile.utils.ts";
import type { ProfileExtras } from "./reads.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

type Membership = ProfileExtras["talent_hiring_pool"][number];
type Pool = NonNullable<Membership["hiring_pool"]>;

export const PoolsCard = ({ extras, ...state }: SectionState & { extras: ProfileExtras | undefined }) => {
  const memberships = (extras?.talent_hiring_pool ?? [])
    .filter((m): m is Membership & { hiring_pool: Pool } => !!m.hiring_pool)
    .sort((a, b) => a.hiring_pool.name.localeCompare(b.hiring_pool.name, "fr"));
  return (
    <ProfileSection
      title={p("pools.title")}
      {...state}
      empty={state.empty ?? (!memberships.length && p("pools.empty"))}
    >
      <List
        size="small"
        dataSource={memberships}
        renderItem={({ hiring_pool: pool, created_at }) => (
          <List.Item style={{ flexWrap: "wrap", gap: 4 }}>
            <Space size={4} wrap>
              <Link to={`/talents/hiring-pools/${pool.id}/details`}>{pool.name}</Link>
              {pool.is_dynamic ? <Tag>{p("pools.dynamic")}</Tag> : null}
              {pool.status === "archived" ? <Tag>{p("pools.archived")}</Tag> : null}
            </Space>
            <Typography.Text type="secondary">{p("pools.since", { date: formatDate(created_at) })}</Typography.Text>
          </List.Item>
        )}
      />
    </ProfileSection>
  );
};
