// /company-groups/:id: the group's header (name, status, owner, head company, consolidated
// invoicing) with « Modifier » and « Archiver » / « Réactiver » for the roles that may, then its
// companies (added and removed by the roles that may update companies), their contacts, the
// group's commercial conditions and, for the roles that read the invoices, its « Encours ». The
// open tab is in the URL (?tab=contacts), as on a company's page.
import { useCan, useOne } from "@refinedev/core";
import { Alert, Descriptions, Skeleton, Space } from "antd";
import { Link, useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../src/components/page-title.tsx";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { AccessibleTabs } from "../../src/components/tabs/accessible-tabs.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { ConditionsTable } from "../commercial-conditions/public/conditions-table.tsx";
import { ownerName } from "../../src/domain/team/owner.ts";
import { COMPANY_GROUP_STATUS_STYLE } from "./constants.ts";
import { GroupContacts } from "./contacts.tsx";
import { CompanyGroupEditButton } from "./edit-modal.tsx";
import { useGroupMembers } from "./hooks.ts";
import { GroupMembers } from "./members.tsx";
import { GroupOutstanding } from "./outstanding.tsx";
import { companyGroupShowRead } from "./select.ts";
import { CompanyGroupStatusActions } from "./status-actions.tsx";
import type { CompanyGroupRow } from "./types.ts";

const f = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.fields) =>
  t(`resources.companyGroups.fields.${key}`);
const tb = (key: keyof typeof import("./i18n.fr.ts").companyGroupsFr.tabs) => t(`resources.companyGroups.tabs.${key}`);

const TABS = ["companies", "contacts", "conditions", "outstanding"] as const;

export const CompanyGroupShow = () => {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  // the read the route starts at navigation (useShow's key would hold the URL's ?tab=)
  const { query } = useOne<CompanyGroupRow>({ ...companyGroupShowRead(id), liveMode: "off" });
  const group = query.data?.data;
  const members = useGroupMembers(id);
  const memberRows = members.result.data;
  const memberIds = memberRows.map((company) => company.id);
  const { data: canEdit } = useCan({ resource: "company_group", action: "edit" });
  // the tabs some roles do not read
  const { data: readsConditions } = useCan({ resource: "commercial_condition", action: "list" });
  const { data: readsInvoices } = useCan({ resource: "client_invoice", action: "list" });
  const asked = TABS.find((key) => key === params.get("tab")) ?? "companies";
  const hidden = (asked === "conditions" && !readsConditions?.can) || (asked === "outstanding" && !readsInvoices?.can);
  const tab = hidden ? "companies" : asked;
  // a save or a status move reads the header and the companies again
  const reload = () => {
    void query.refetch();
    void members.query.refetch();
  };

  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !group)
    return (
      <>
        <PageTitle>{t("routes.companyGroup")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert
            type="error"
            showIcon
            message={t("resources.companyGroups.error")}
            description={errorMessage(query.error)}
          />
        ) : (
          <RecordOutOfReach backTo="/companies" backLabel={t("components.outOfReach.backToCompanies")} />
        )}
      </>
    );

  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <PageTitle>{group.name}</PageTitle>
        <EnumTag value={group.status} style={COMPANY_GROUP_STATUS_STYLE} />
      </Space>
      <Space wrap style={{ display: "flex", marginBottom: 16 }}>
        {canEdit?.can ? <CompanyGroupEditButton groupId={group.id} members={memberRows} onSaved={reload} /> : null}
        <CompanyGroupStatusActions group={group} onDone={reload} />
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: "owner", label: f("owner"), children: ownerName(group.owner) ?? "—" },
          {
            key: "head",
            label: f("headCompany"),
            children: group.head_company ? (
              <Link to={`/companies/${group.head_company.id}`}>{group.head_company.name}</Link>
            ) : (
              "—"
            ),
          },
          {
            key: "consolidated",
            label: f("consolidatedInvoicing"),
            children: t(`resources.companyGroups.${group.consolidated_invoicing ? "yes" : "no"}`),
          },
        ]}
      />
      <AccessibleTabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: "companies",
            label: tb("companies"),
            children: (
              <GroupMembers
                group={group}
                members={memberRows}
                loading={members.query.isLoading}
                error={members.query.error}
                onChanged={reload}
              />
            ),
          },
          {
            key: "contacts",
            label: tb("contacts"),
            children: <GroupContacts companyIds={memberIds} membersLoading={members.query.isLoading} />,
          },
          ...(readsConditions?.can
            ? [{ key: "conditions", label: tb("conditions"), children: <ConditionsTable companyGroupId={group.id} /> }]
            : []),
          ...(readsInvoices?.can
            ? [
                {
                  key: "outstanding",
                  label: tb("outstanding"),
                  children: <GroupOutstanding groupId={group.id} companyIds={memberIds} />,
                },
              ]
            : []),
        ]}
      />
    </>
  );
};
