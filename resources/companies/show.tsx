// /companies/:id: status (accounting's block with its motif, and the history: status-card.tsx),
// details (edited in place), establishments (agencies/: added, edited, deleted
// per the matrix), contacts (added, their roles changed in place), missions (read only), its
// commercial conditions (for the roles that read them) and, for the roles that read the
// invoices, the client's « Encours ». The open tab is in the URL
// (?tab=contacts), so that other screens can link to it.
import { MergedNotice } from "../../src/domain/merge/merged-notice.tsx";
import { useForm } from "@refinedev/antd";
import { useCan, useInvalidate, useList, type HttpError } from "@refinedev/core";
import { Alert, Card, Descriptions, Skeleton, Space, Table, Typography } from "antd";
import { Link, useParams, useSearchParams } from "react-router";
import type { ReactNode } from "react";
import { formFedByPage, useRecordOpenedFromList } from "../../src/lib/data/record-from-list.ts";
import { isOutOfReach, RecordOutOfReach } from "../../src/components/record-out-of-reach.tsx";
import { AccessibleTabs } from "../../src/components/tabs/accessible-tabs.tsx";
import { RecordHistory } from "../../src/components/history/record-history.tsx";
import { PageTitle } from "../../src/components/page-title.tsx";
import { DeleteRecordButton } from "../../src/components/undo/delete-record-button.tsx";
import { MUTATION_NOTIFICATIONS } from "../../src/lib/forms/notifications.ts";
import {
  dateColumn,
  EnumTag,
  enumTagColumn,
  referenceColumn,
  textColumn,
} from "../../src/components/table/columns.tsx";
import { EmptyList } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { contactColumns } from "../contacts/public/columns.tsx";
import { ContactCreateButton } from "../contacts/public/create.tsx";
import { ContactRolesCell } from "../contacts/public/roles-cell.tsx";
import { CONTACT_LIST_SELECT } from "../../src/domain/contacts/select.ts";
import type { ContactRow } from "../../src/domain/contacts/types.ts";
import { AgenciesTab } from "./agencies/tab.tsx";
import { RecordNotes } from "../../src/session/record-notes.tsx";
import { COMPANY_STATUS_STYLE } from "../../src/domain/companies/constants.ts";
import { CompanyForm } from "./form.tsx";
import { NafText } from "./naf-select.tsx";
import { toCompanySave, type CompanyFormExtras, type CompanyFormValues } from "./schema.ts";
import { saveMeta, type SaveVariables } from "../../providers/data-provider-save.ts";
import { COMPANY_SHOW_SELECT, companyShowRead, MISSION_SELECT } from "../../src/domain/companies/select.ts";
import { CompanyStatusCard } from "./status-card.tsx";
import { MajorationsCard } from "./majorations-card.tsx";
import { VigilanceSendingsCard } from "./vigilance-card.tsx";
import { MissionCreateButton } from "../missions/public/create.tsx";
import { CompanyRequestsCard } from "../requests/record-requests.tsx";
import type { CompanyRow, MissionRow } from "../../src/domain/companies/types.ts";
import { SaveButton } from "../../src/components/form/save-button.tsx";
import { enumStyle } from "../../src/lib/enums/labels.ts";
import { CompanyOutstanding } from "../client-invoices/public/company-outstanding.tsx";
import { ConditionsTable } from "../commercial-conditions/public/conditions-table.tsx";
import { refusedSave } from "../../src/components/form/refused-save.ts";
import { PortalAccessCell } from "../../src/domain/portal/access-card.tsx";
import { PortalSpaceCard } from "../../src/domain/portal/space-card.tsx";

const MISSION_STATUSES = enumStyle("mission_status");

const c = (key: keyof typeof import("./i18n.fr.ts").companiesFr.tabs) => t(`resources.companies.tabs.${key}`);
const m = (key: keyof typeof import("./i18n.fr.ts").companiesFr.missions) => t(`resources.companies.missions.${key}`);

const useCompanyRows = <Row,>(resource: string, companyId: string, select: string, sorter: string) =>
  useList<Row & { id: string }>({
    liveMode: "off",
    resource,
    filters: [{ field: "company_id", operator: "eq", value: companyId }],
    sorters: [{ field: sorter, order: "asc" }],
    pagination: { pageSize: 200 },
    meta: { select },
  });

type DetailsProps = { company: CompanyRow; readAt: number; onSaved: () => void };

const CompanyDetails = ({ company, readAt, onSaved }: DetailsProps) => {
  const { formProps, saveButtonProps, onFinish } = useForm<CompanyRow, HttpError, SaveVariables<"save_company">>({
    liveMode: "off",
    resource: "company",
    action: "edit",
    id: company.id,
    meta: { select: COMPANY_SHOW_SELECT, ...saveMeta("save_company") },
    queryOptions: formFedByPage(company, readAt),
    redirect: false,
    warnWhenUnsavedChanges: true,
    ...MUTATION_NOTIFICATIONS,
    onMutationSuccess: onSaved,
  });
  return (
    <Card>
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          { key: "vat", label: t("resources.companies.fields.vatNumber"), children: company.vat_number ?? "—" },
          {
            key: "group",
            label: t("resources.companies.fields.group"),
            children: company.company_group ? (
              <Link to={`/company-groups/${company.company_group.id}`}>{company.company_group.name}</Link>
            ) : (
              "—"
            ),
          },
          {
            key: "naf",
            label: t("resources.companies.fields.nafLabel"),
            span: 2,
            children: <NafText code={company.naf_code} storedLabel={company.naf_code_label} />,
          },
        ]}
      />
      <CompanyForm
        status={company.status}
        formProps={{
          ...formProps,
          onFinish: async (values: CompanyFormValues & CompanyFormExtras) =>
            onFinish(await toCompanySave(values)).catch(refusedSave),
        }}
      />
      <SaveButton {...saveButtonProps} />
    </Card>
  );
};

const ContactsTable = ({ companyId }: { companyId: string }) => {
  const { result, query } = useCompanyRows<ContactRow>("contact", companyId, CONTACT_LIST_SELECT, "last_name");
  const { data: canEdit } = useCan({ resource: "contact", action: "edit" });
  const refetch = () => void query.refetch();
  const roles = (row: ContactRow) => <ContactRolesCell contact={row} canEdit={!!canEdit?.can} onSaved={refetch} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ContactCreateButton companyId={companyId} onCreated={refetch} />
      <Table<ContactRow>
        rowKey="id"
        loading={query.isLoading}
        dataSource={result.data}
        columns={[
          ...contactColumns({}, { withCompany: false, roles }),
          {
            key: "portal",
            title: t("resources.portalAccess.column"),
            // opening, sending again or closing the contact's space from the company's page
            render: (_: unknown, row: ContactRow) => (row.email ? <PortalAccessCell contactId={row.id} /> : "—"),
          },
        ]}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
      />
    </Space>
  );
};

const MissionsTable = ({ companyId }: { companyId: string }) => {
  const { result, query } = useCompanyRows<MissionRow>("mission", companyId, MISSION_SELECT, "start_date");
  const columns = [
    referenceColumn<MissionRow>("reference", {
      title: m("reference"),
      to: (row) => `/missions/${row.id}/details`,
      label: (row) => row.reference,
    }),
    textColumn<MissionRow>("job_name", { title: m("job"), sortable: false }),
    enumTagColumn<MissionRow, string>("status", { title: m("status"), style: MISSION_STATUSES, sortable: false }),
    dateColumn<MissionRow>("start_date", { title: m("startDate"), sortable: false }),
  ];
  return (
    <Table<MissionRow>
      rowKey="id"
      loading={query.isLoading}
      dataSource={result.data}
      columns={columns}
      pagination={false}
      locale={{ emptyText: <EmptyList /> }}
    />
  );
};

/** What the header shows, which a row of the companies list holds: opened from it, the page shows it at once. */
const HEADER_FIELDS = ["name", "status", "siren"] as const;

const TABS = [
  "details",
  "agencies",
  "contacts",
  "missions",
  "requests",
  "notes",
  "conditions",
  "outstanding",
  "history",
] as const;

type TabsContext = {
  readsConditions: boolean;
  readsInvoices: boolean;
  /** when the page's record was read */
  readAt: number;
  reload: () => void;
  refetch: () => void;
};

/** The page's tabs; their contents once the whole record is read (`record`), a skeleton before. */
const companyTabs = (
  record: CompanyRow | null,
  { readsConditions, readsInvoices, readAt, reload, refetch }: TabsContext,
) => {
  const body = (content: (company: CompanyRow) => ReactNode) => (record ? content(record) : <Skeleton active />);
  return [
    {
      key: "details",
      label: c("details"),
      children: body((company) => (
        <>
          <CompanyStatusCard company={company} onDone={reload} />
          <CompanyDetails company={company} readAt={readAt} onSaved={refetch} />
          <MajorationsCard company={company} onSaved={refetch} />
          <VigilanceSendingsCard companyId={company.id} />
        </>
      )),
    },
    {
      key: "agencies",
      label: c("agencies"),
      children: body((company) => <AgenciesTab companyId={company.id} siren={company.siren} />),
    },
    {
      key: "contacts",
      label: c("contacts"),
      children: body((company) => (
        <>
          <PortalSpaceCard companyId={company.id} />
          <ContactsTable companyId={company.id} />
        </>
      )),
    },
    { key: "missions", label: c("missions"), children: body((company) => <MissionsTable companyId={company.id} />) },
    {
      key: "requests",
      label: t("resources.requests.talentCard.title"),
      children: body((company) => <CompanyRequestsCard companyId={company.id} />),
    },
    {
      key: "notes",
      label: t("components.notes.title"),
      children: body((company) => <RecordNotes subject={{ field: "company_id", id: company.id }} />),
    },
    ...(readsConditions
      ? [
          {
            key: "conditions",
            label: c("conditions"),
            children: body((company) => <ConditionsTable companyId={company.id} />),
          },
        ]
      : []),
    ...(readsInvoices
      ? [
          {
            key: "outstanding",
            label: c("outstanding"),
            children: body((company) => <CompanyOutstanding companyId={company.id} />),
          },
        ]
      : []),
    {
      key: "history",
      label: t("history.tab"),
      children: body((company) => <RecordHistory entity="company" id={company.id} />),
    },
  ];
};

export const CompanyShow = () => {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const found = TABS.find((key) => key === asked) ?? "details";
  // until its read answers, the row of the list it was opened from shows its header; the rest
  // renders from the whole record (`record`), once the header is on screen
  const { query, record } = useRecordOpenedFromList<CompanyRow>(companyShowRead(id ?? ""), HEADER_FIELDS, {
    liveMode: "off",
  });
  const company = query.data?.data;
  // the client's invoices, for the roles that read them (the « Encours » tab)
  const { data: readsInvoices } = useCan({ resource: "client_invoice", action: "list" });
  // its commercial conditions, for the roles that read them (the « Conditions commerciales » tab)
  const { data: readsConditions } = useCan({ resource: "commercial_condition", action: "list" });
  const hidden = (found === "outstanding" && !readsInvoices?.can) || (found === "conditions" && !readsConditions?.can);
  const tab = hidden ? "details" : found;
  const invalidate = useInvalidate();
  // a status move reloads the page's record and the details form's (its « Statut » field)
  const reload = () => void invalidate({ resource: "company", id, invalidates: ["detail"] });
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !company)
    return (
      <>
        <PageTitle>{t("routes.company")}</PageTitle>
        {query.isError && !isOutOfReach(query.error) ? (
          <Alert type="error" showIcon message={t("components.list.error")} description={errorMessage(query.error)} />
        ) : (
          <RecordOutOfReach backTo="/companies" backLabel={t("components.outOfReach.backToCompanies")} />
        )}
      </>
    );
  return (
    <>
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <PageTitle>{company.name}</PageTitle>
        <EnumTag value={company.status} style={COMPANY_STATUS_STYLE} />
        {company.siren ? <Typography.Text type="secondary">SIREN {company.siren}</Typography.Text> : null}
        <MissionCreateButton companyId={company.id} />
        <DeleteRecordButton
          resource="company"
          id={company.id}
          label={company.name}
          listPath="/companies"
          showPath={`/companies/${company.id}`}
          text={t("resources.companies.deleteCompany")}
        />
      </Space>
      <MergedNotice entity="company" id={company.id} />
      <AccessibleTabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={companyTabs(record, {
          readsConditions: !!readsConditions?.can,
          readsInvoices: !!readsInvoices?.can,
          readAt: query.dataUpdatedAt,
          reload,
          refetch: () => void query.refetch(),
        })}
      />
    </>
  );
};
