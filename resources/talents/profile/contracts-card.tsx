// Current and past missions: the talent's 5 latest contracts (amendments included), each
// linking to its page, with its client, period and status; the contracts tab has them all.
// Roles that may not read contracts (marketing) are told so rather than shown an empty list.
import { List, Space, Typography } from "antd";
import { Link } from "react-router";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { CONTRACT_STATUS_STYLE } from "../../../src/domain/contracts/constants.ts";
import { lastDay, p } from "./profile.utils.ts";
import type { ProfileContract } from "./reads.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

const period = (c: ProfileContract) => {
  const to = lastDay(c);
  return to
    ? p("contracts.period", { from: formatDate(c.start_date), to: formatDate(to) })
    : p("contracts.periodOpen", { from: formatDate(c.start_date) });
};

const label = (c: ProfileContract) =>
  c.is_amendment ? `${c.contract_key} (${p("contracts.amendment", { number: c.amendment_number })})` : c.contract_key;

export const ContractsCard = ({
  talentId,
  contracts,
  total,
  ...state
}: SectionState & { talentId: string; contracts: ProfileContract[]; total: number }) => (
  <ProfileSection
    title={p("contracts.title")}
    more={{ to: `/talents/${talentId}/contracts`, label: p("contracts.all", { count: total }) }}
    {...state}
    empty={state.empty ?? (!contracts.length && p("contracts.empty"))}
  >
    <List<ProfileContract>
      size="small"
      dataSource={contracts}
      renderItem={(c) => (
        <List.Item style={{ flexWrap: "wrap", gap: 4 }}>
          <Space direction="vertical" size={0}>
            <Link to={`/contracts/${c.id}`}>{label(c)}</Link>
            <Typography.Text type="secondary">
              {[c.job_name, c.company?.name].filter(Boolean).join(" · ")}
            </Typography.Text>
            <Typography.Text type="secondary">{period(c)}</Typography.Text>
          </Space>
          <EnumTag value={c.status} style={CONTRACT_STATUS_STYLE} />
        </List.Item>
      )}
    />
  </ProfileSection>
);
