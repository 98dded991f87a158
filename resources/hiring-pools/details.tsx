// /talents/hiring-pools/:id/details: the pool's header (name, status, type, visibility, owner,
// description; a dynamic pool's saved search) with « Modifier » and « Archiver » / « Réactiver »
// for the roles that may; its members (members.tsx) with « Lancer une campagne » (a scheduled
// e-mail to the pool: action right scheduled_email_campaign.target_hiring_pool, which the
// database asks again) and « Proposer à des clients » (the push-marketing screen, reading
// `?pool=<id>`); then the pool's scheduled e-mails (docs/rules/requests.md#scheduled-emails), each
// opening in the list's drawer (`?open=<id>`, the action centre's and the notifications' links).
// Opened from the list, the pool's row shows the header at once; the rest waits for the whole
// record (useRecordOpenedFromList).
import { useCan, useInvalidate } from "@refinedev/core";
import { Alert, Button, Descriptions, Skeleton, Space, Tag, Typography } from "antd";
import { Link, useNavigate, useParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { t } from "../../src/i18n/index.ts";
import { useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import { ownerName } from "../../src/domain/team/owner.ts";
import { CreateRequestButton } from "../requests/create.tsx";
import { RequestList } from "../requests/list.tsx";
import { scheduledEmail } from "../requests/types/scheduled-email.ts";
import { poolTypeLabel } from "./columns.tsx";
import { HIRING_POOL_STATUS_STYLE, HIRING_POOL_VISIBILITY_STYLE } from "./constants.ts";
import { poolSearchOf, poolWithinDaysOf, superSearchLink } from "../../src/domain/talent-search/pool-criteria.ts";
import { HiringPoolEditButton } from "./edit-modal.tsx";
import { PoolMembers } from "./members.tsx";
import { hiringPoolShowRead } from "./select.ts";
import { HiringPoolStatusActions } from "./status-actions.tsx";
import type { HiringPoolShowRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.fields) => t(`resources.hiringPools.fields.${key}`);
const d = (key: keyof typeof import("./i18n.fr.ts").hiringPoolsFr.details) => t(`resources.hiringPools.details.${key}`);

/** What the header shows, in the list's rows too. */
const HEADER_FIELDS = ["name", "status", "is_dynamic"] as const;

export const HiringPoolDetails = () => {
  const { id = "" } = useParams();
  const { query, record } = useRecordOpenedFromList<HiringPoolShowRow>(hiringPoolShowRead(id), HEADER_FIELDS, {
    liveMode: "off",
  });
  const pool = query.data?.data;

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !pool)
    return (
      <>
        <PageTitle>{t("routes.hiringPoolDetails")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={d("error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/talents/hiring-pools" backLabel={t("resources.hiringPools.list.title")} />
        )}
      </>
    );

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <div>
        <Space align="center" wrap style={{ marginBottom: 8 }}>
          <PageTitle>{pool.name}</PageTitle>
          <EnumTag value={pool.status} style={HIRING_POOL_STATUS_STYLE} />
          <Tag color={pool.is_dynamic ? "cyan" : "default"}>{poolTypeLabel(pool.is_dynamic)}</Tag>
        </Space>
        {record ? <PoolDetails pool={record} reload={() => void query.refetch()} /> : <Skeleton active />}
      </div>
      {record ? <PoolMembersAndEmails pool={record} /> : null}
    </Space>
  );
};

/** The header's actions and descriptions, from the whole record. */
const PoolDetails = ({ pool, reload }: { pool: HiringPoolShowRow; reload: () => void }) => {
  const { data: canEdit } = useCan({ resource: "hiring_pool", action: "edit" });
  const search = poolSearchOf(pool.criteria);
  const withinDays = poolWithinDaysOf(pool.criteria);
  return (
    <>
      <Space wrap style={{ display: "flex", marginBottom: 16 }}>
        {canEdit?.can ? <HiringPoolEditButton poolId={pool.id} onSaved={reload} /> : null}
        <HiringPoolStatusActions pool={pool} onDone={reload} />
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: "visibility",
            label: f("visibility"),
            children: <EnumTag value={pool.visibility} style={HIRING_POOL_VISIBILITY_STYLE} />,
          },
          { key: "owner", label: f("owner"), children: ownerName(pool.owner) ?? "—" },
          { key: "description", label: f("description"), children: pool.description || "—" },
          ...(pool.is_dynamic
            ? [
                {
                  key: "criteria",
                  label: f("criteria"),
                  children: (
                    <Space direction="vertical" size={0}>
                      {withinDays !== undefined ? (
                        <Typography.Text>
                          {t("resources.hiringPools.saveDynamic.relative", { days: withinDays })}
                        </Typography.Text>
                      ) : null}
                      <Link to={superSearchLink(search, canEdit?.can ? pool.id : undefined)}>{d("openSearch")}</Link>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
};

/** The pool's members and its scheduled e-mails. */
const PoolMembersAndEmails = ({ pool }: { pool: HiringPoolShowRow }) => {
  const roles = useRoles();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const { data: canPush } = useCan({ resource: "push_marketing", action: "list" });
  // a dynamic pool's campaign goes to its matches as its author sees them when it is sent
  const campaign = mayDo(roles, "scheduled_email_campaign.target_hiring_pool");
  const campaignCreated = () => void invalidate({ resource: "scheduled_email", invalidates: ["list"] });
  return (
    <>
      <PoolMembers
        key={pool.id}
        poolId={pool.id}
        isDynamic={pool.is_dynamic}
        actions={
          <>
            {campaign ? (
              <CreateRequestButton
                definition={scheduledEmail}
                hasDetailRoute={false}
                fixedPrefill={{ hiring_pool_id: pool.id }}
                label={d("campaign")}
                onCreated={campaignCreated}
              />
            ) : null}
            {canPush?.can ? (
              <Button onClick={() => navigate(`/talents/push-marketing?pool=${pool.id}`)}>{d("push")}</Button>
            ) : null}
          </>
        }
      />
      <RequestList
        key={pool.id}
        definition={scheduledEmail}
        title={t("resources.hiringPools.details.emails", { name: pool.name })}
        hasDetailRoute={false}
        permanentFilters={[{ field: "hiring_pool_id", operator: "eq", value: pool.id }]}
        createPrefill={{ hiring_pool_id: pool.id }}
        mayCreate={campaign}
      />
    </>
  );
};
