// Availability today and next: an unavailability of the planning, the running contract (and its
// end), else the talent's own status; then the next contract and the next unavailability
// (profile.utils.ts availabilitySummary). The unavailabilities are the details tab's read
// (public.talent_unavailabilities from today), the contracts the page's.
import { Descriptions, Space, Typography } from "antd";
import { Link } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import type { Unavailability } from "../../../src/domain/unavailability/unavailability.ts";
import { AVAILABILITY_STATUS_STYLE } from "../../../src/domain/talents/constants.ts";
import type { TalentRow } from "../types.ts";
import { availabilitySummary, LABEL_STYLE, p, type AvailabilityLine } from "./profile.utils.ts";
import type { ProfileContract } from "./reads.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

const Line = ({ line }: { line: AvailabilityLine }) => (line.to ? <Link to={line.to}>{line.text}</Link> : line.text);

export const AvailabilityCard = ({
  talent,
  contracts,
  today,
  ...state
}: SectionState & { talent: TalentRow; contracts: readonly ProfileContract[]; today: string }) => {
  const { data, query } = useRpc(
    "talent_unavailabilities",
    { p_talent_id: talent.id, p_from: today },
    { errorNotification: false },
  );
  const unavailabilities: Unavailability[] = data ?? [];
  const { now, next } = availabilitySummary({ talent, contracts, unavailabilities, today });
  return (
    <ProfileSection
      title={p("availability.title")}
      more={{ to: `/talents/${talent.id}/details`, label: p("availability.planning") }}
      {...state}
      loading={state.loading || query.isLoading}
      error={state.error ?? (query.isError ? query.error : undefined)}
    >
      <Descriptions
        size="small"
        column={1}
        colon={false}
        labelStyle={LABEL_STYLE}
        items={[
          {
            key: "today",
            label: p("availability.today"),
            children:
              "status" in now ? (
                <Space size={4} wrap>
                  <EnumTag value={now.status} style={AVAILABILITY_STATUS_STYLE} />
                  {now.text}
                </Space>
              ) : (
                <Line line={now} />
              ),
          },
          {
            key: "next",
            label: p("availability.next"),
            children: next.length ? (
              <Space direction="vertical" size={0}>
                {next.map((line) => (
                  <Line key={line.text} line={line} />
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{p("availability.nothingPlanned")}</Typography.Text>
            ),
          },
        ]}
      />
    </ProfileSection>
  );
};
