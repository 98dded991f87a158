// Identity: who the talent is, who follows it and how to reach it. Phone and e-mail are the
// talent's own columns (every role that reads the talent reads them); the sensitive data (NIR,
// IBAN) live in talent_private, which RLS leaves empty for marketing and external CSMs: the
// card says « Non visible avec vos droits » to them and only whether they are complete to the
// others, without reading the values.
import { Descriptions, Space, Typography } from "antd";
import { Link } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { formatPhone } from "../../../src/lib/phone/format-phone.ts";
import { AVAILABILITY_STATUS_STYLE, QUALIFICATION_STATUS_STYLE } from "../../../src/domain/talents/constants.ts";
import type { TalentRow } from "../types.ts";
import { mainJobName } from "../../../src/domain/talents/jobs.ts";
import { LABEL_STYLE, p } from "./profile.utils.ts";
import type { ProfileExtras } from "./reads.ts";
import { ProfileSection, type SectionState } from "./section.tsx";

const none = () => <Typography.Text type="secondary">{p("identity.none")}</Typography.Text>;

const PrivateData = ({ talentId, canRead }: { talentId: string; canRead: boolean }) => {
  // complete = both the NIR and the IBAN filled in; asked without reading them (a read is logged)
  const { data, query } = useRpc(
    "talent_private_filled",
    { p_talent_id: talentId },
    { queryOptions: { enabled: canRead }, errorNotification: false },
  );
  if (!canRead) return <Typography.Text type="secondary">{p("notVisible")}</Typography.Text>;
  if (query.isLoading || query.isError) return <>—</>;
  return data?.some((row) => row.nir && row.iban) ? (
    <>{p("identity.privateComplete")}</>
  ) : (
    <Link to={`/talents/${talentId}/details`}>{p("identity.privateMissing")}</Link>
  );
};

export const IdentityCard = ({
  talent,
  extras,
  canReadPrivate,
  ...state
}: SectionState & { talent: TalentRow; extras: ProfileExtras | undefined; canReadPrivate: boolean }) => (
  <ProfileSection
    title={p("identity.title")}
    more={{ to: `/talents/${talent.id}/details`, label: p("identity.edit") }}
    {...state}
  >
    <Descriptions
      size="small"
      column={1}
      colon={false}
      labelStyle={LABEL_STYLE}
      items={[
        { key: "name", label: p("identity.name"), children: displayName(talent, { upperLastName: true }) },
        { key: "job", label: p("identity.job"), children: mainJobName(talent) ?? none() },
        { key: "agency", label: p("identity.agency"), children: extras?.workspace?.name ?? none() },
        {
          key: "consultant",
          label: p("identity.consultant"),
          children: talent.owner ? displayName(talent.owner) : none(),
        },
        {
          key: "status",
          label: p("identity.status"),
          children: (
            <Space size={4} wrap>
              <EnumTag value={talent.qualification_status} style={QUALIFICATION_STATUS_STYLE} />
              <EnumTag value={talent.availability_status} style={AVAILABILITY_STATUS_STYLE} />
            </Space>
          ),
        },
        {
          key: "phone",
          label: p("identity.phone"),
          children: talent.phone_number ? (
            <a href={`tel:${talent.phone_number}`}>{formatPhone(talent.phone_number)}</a>
          ) : (
            none()
          ),
        },
        {
          key: "email",
          label: p("identity.email"),
          children: talent.email ? (
            <a href={`mailto:${talent.email}`} style={{ wordBreak: "break-all" }}>
              {talent.email}
            </a>
          ) : (
            none()
          ),
        },
        {
          key: "private",
          label: p("identity.privateData"),
          children: <PrivateData talentId={talent.id} canRead={canReadPrivate} />,
        },
      ]}
    />
  </ProfileSection>
);
