// /talents/:id: the talent's header (name, statuses, actions) and its tabs, one nested route
// each (docs/rules/application.md#routes); tabs read the record from the outlet context.
import { MergedNotice } from "../../src/domain/merge/merged-notice.tsx";
import { Alert, Skeleton, Space, Tag } from "antd";
import { HistoryOutlined } from "@ant-design/icons";
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from "react-router";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { AccessibleTabs } from "../../src/components/tabs/accessible-tabs.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { DeleteRecordButton } from "../../src/components/undo/delete-record-button.tsx";
import { PersonAvatar } from "../../src/session/avatar/person-avatar.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { ReferenceOutcomeTag } from "../reference-checks/public/outcome-tag.tsx";
import { BlacklistButton } from "./blacklist.tsx";
import { AVAILABILITY_STATUS_STYLE, QUALIFICATION_STATUS_STYLE } from "../../src/domain/talents/constants.ts";
import { TALENT_TABS } from "./tabs.ts";
import { talentShowRead } from "./select.ts";
import { useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import type { TalentRow } from "./types.ts";

// The history is a route of the talent like its tabs, opened from the header: eleven tabs already
// fill a 1280 px screen, a twelfth put « Fiche synthèse » behind the bar's « … ».
const HEADER_TAB = "history";

export type TalentContext = { talent: TalentRow & { workspace_id: string }; refetch: () => void };
export const useTalent = () => useOutletContext<TalentContext>();

/** What the header shows, which a row of the talents list holds: opened from it, the page shows it at once. */
const HEADER_FIELDS = ["first_name", "last_name", "qualification_status", "availability_status", "blacklisted_at"];

export const TalentShow = () => {
  const { id } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // until its read answers, the row of the list it was opened from shows its header; the rest
  // renders from the whole record (`record`), once the header is on screen
  const { query, record } = useRecordOpenedFromList<TalentContext["talent"]>(talentShowRead(id ?? ""), HEADER_FIELDS, {
    liveMode: "off",
  });
  const talent = query.data?.data;
  const tab = pathname.split("/")[3];
  const active = tab ?? "qualification";
  // On the bare /talents/:id the outlet holds the index redirect to the first tab: it must
  // render whatever the record's state.
  const indexRedirect = tab ? null : <Outlet />;

  if (query.isLoading)
    return (
      <>
        <Skeleton active />
        {indexRedirect}
      </>
    );
  if (query.isError || !talent)
    return (
      <>
        {indexRedirect}
        <PageTitle>{t("routes.talent")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/talents/list" backLabel={t("components.outOfReach.backToTalents")} />
        )}
      </>
    );

  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <PersonAvatar name={displayName(talent)} size="large" />
        <PageTitle>{displayName(talent, { upperLastName: true })}</PageTitle>
        <EnumTag value={talent.qualification_status} style={QUALIFICATION_STATUS_STYLE} />
        <EnumTag value={talent.availability_status} style={AVAILABILITY_STATUS_STYLE} />
        <ReferenceOutcomeTag talentId={talent.id} />
        {talent.blacklisted_at ? (
          <Tag color="red" title={record?.blacklist_reason ?? undefined}>
            {t("resources.talents.blacklist.tag")}
          </Tag>
        ) : null}
        {record?.employee_number ? (
          <span>{t("resources.talents.show.matricule", { number: record.employee_number })}</span>
        ) : null}
        {record ? <BlacklistButton talent={record} onDone={() => void query.refetch()} /> : null}
        <Link to={`/talents/${talent.id}/${HEADER_TAB}`} aria-current={active === HEADER_TAB ? "page" : undefined}>
          <HistoryOutlined aria-hidden /> {t("routes.talentHistory")}
        </Link>
        <DeleteRecordButton
          resource="talent"
          id={talent.id}
          label={displayName(talent)}
          listPath="/talents/list"
          showPath={`/talents/${talent.id}`}
          text={t("resources.talents.delete")}
        />
      </Space>
      <MergedNotice entity="talent" id={talent.id} />
      {record?.blacklisted_at ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          message={t("resources.talents.blacklist.since", { date: formatDate(record.blacklisted_at) })}
          description={
            record.blacklist_reason
              ? t("resources.talents.blacklist.reasonLabel", { reason: record.blacklist_reason })
              : t("resources.talents.blacklist.noReason")
          }
        />
      ) : null}
      <AccessibleTabs
        activeKey={active}
        onChange={(key) => navigate(`/talents/${talent.id}/${key}`)}
        items={TALENT_TABS.filter(([key]) => key !== HEADER_TAB).map(([key, title]) => ({
          key,
          label: t(`routes.${title}`),
        }))}
      />
      {record || !tab ? (
        <Outlet context={{ talent: record ?? talent, refetch: () => void query.refetch() } satisfies TalentContext} />
      ) : (
        <Skeleton active />
      )}
    </>
  );
};
