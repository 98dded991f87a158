// The composer's second step: the contacts, decision makers by default, of the chosen companies,
// which the sector and the département narrow. Contacts who opted out of marketing mails (or
// have no address) are shown greyed, cannot be chosen, and are counted.
import { useSelect } from "@refinedev/antd";
import { useList, type CrudFilter } from "@refinedev/core";
import { Form, Input, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { excluded } from "./push.utils.ts";
import type { ContactChoice } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").pushMarketingFr.composer, o?: MessageVars) =>
  t(`resources.pushMarketing.composer.${key}`, o);
const CONTACT_SELECT =
  "id, first_name, last_name, email, job_title, roles, marketing_opt_out_at, company_id, company:company_id(id, name)";

export type ContactsStepProps = {
  companyIds: string[];
  onCompaniesChange: (ids: string[]) => void;
  selected: ContactChoice[];
  onChange: (contacts: ContactChoice[]) => void;
};

export const ContactsStep = ({ companyIds, onCompaniesChange, selected, onChange }: ContactsStepProps) => {
  const [sector, setSector] = useState<string>();
  const [department, setDepartment] = useState("");
  const [deciders, setDeciders] = useState(true);
  const sectors = useSelect<{ id: string; name: string }>({
    resource: "sector",
    optionLabel: "name",
    sorters: [{ field: "position", order: "asc" }],
    pagination: { mode: "off" },
  });
  const dep = department.trim().toUpperCase();
  const companies = useSelect<{ id: string; name: string }>({
    resource: "company",
    optionLabel: "name",
    filters: [
      ...(sector ? [{ field: "sector_id", operator: "eq", value: sector } as CrudFilter] : []),
      ...(dep ? [{ field: "address.department_code", operator: "eq", value: dep } as CrudFilter] : []),
    ],
    meta: { select: dep ? "id, name, address:address_id!inner(department_code)" : "id, name" },
    onSearch: (value) => [{ field: "name", operator: "contains", value }],
    defaultValue: companyIds,
    pagination: { pageSize: 50 },
  });
  const contacts = useList<ContactChoice>({
    resource: "contact",
    filters: [
      { field: "company_id", operator: "in", value: companyIds },
      { field: "status", operator: "eq", value: "active" },
      ...(deciders ? [{ field: "roles", operator: "ina", value: ["decision_maker"] } as CrudFilter] : []),
    ],
    sorters: [{ field: "last_name", order: "asc" }],
    pagination: { mode: "off" },
    meta: { select: CONTACT_SELECT },
    queryOptions: { enabled: companyIds.length > 0 },
  });
  const rows = companyIds.length ? (contacts.result?.data ?? []) : [];
  const optedOut = rows.filter((r) => !!r.marketing_opt_out_at).length;
  const selectedIds = selected.map((s) => s.id);

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        <Form.Item label={c("sector")} style={{ marginBottom: 0 }}>
          <Select
            options={sectors.selectProps.options}
            loading={sectors.selectProps.loading}
            aria-label={c("sector")}
            allowClear
            value={sector}
            onChange={(v: string | undefined) => setSector(v)}
            style={{ minWidth: 180 }}
          />
        </Form.Item>
        <Form.Item label={c("department")} style={{ marginBottom: 0 }}>
          <Input
            aria-label={c("department")}
            placeholder={c("departmentPlaceholder")}
            value={department}
            onChange={(e) => setDepartment(e.target.value)}
            style={{ width: 90 }}
            maxLength={3}
          />
        </Form.Item>
        <Space>
          <Switch id="push-deciders" checked={deciders} onChange={setDeciders} />
          <label htmlFor="push-deciders">{c("decisionMakersOnly")}</label>
        </Space>
      </Space>
      <Select
        options={companies.selectProps.options}
        loading={companies.selectProps.loading}
        onSearch={companies.selectProps.onSearch}
        showSearch
        filterOption={false}
        mode="multiple"
        aria-label={c("companies")}
        placeholder={c("companies")}
        value={companyIds}
        onChange={(v: string[]) => onCompaniesChange(v)}
        style={{ width: "100%" }}
      />
      <Typography.Text aria-live="polite">
        {c("contactsChosen", { count: selected.length })}
        {optedOut ? ` · ${c("optedOut", { count: optedOut })}` : ""}
      </Typography.Text>
      <Table<ContactChoice>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={contacts.query.isFetching}
        pagination={false}
        scroll={{ x: true, y: 320 }}
        onRow={(r) => (excluded(r) ? { style: { opacity: 0.55 } } : {})}
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          onChange: (_keys, chosen) => {
            const shown = new Set(rows.map((r) => r.id));
            onChange([...selected.filter((s) => !shown.has(s.id)), ...chosen.filter((r) => !excluded(r))]);
          },
          getCheckboxProps: (r) => ({ disabled: excluded(r), "aria-label": displayName(r) }),
        }}
        columns={[
          { key: "name", title: c("contactName"), render: (_: unknown, r) => displayName(r) },
          { key: "job", title: c("contactJob"), render: (_: unknown, r) => r.job_title ?? "—" },
          { key: "company", title: c("companies"), render: (_: unknown, r) => r.company?.name ?? "—" },
          {
            key: "email",
            title: t("resources.pushMarketing.detail.email"),
            render: (_: unknown, r) =>
              r.marketing_opt_out_at ? <Tag>{c("optedOutTag")}</Tag> : r.email ? r.email : <Tag>{c("noEmail")}</Tag>,
          },
        ]}
      />
    </Space>
  );
};
