// /organigram (docs/rules/companies-contacts.md#organigram): the internal view (managers →
// managees, from manager_id) and the client view (a company group → its companies → their contacts,
// by manager_contact_id), each an antd Tree: one tab stop, arrow keys to move, right/left to open
// and close.
import { useList } from "@refinedev/core";
import { Alert, Form, Select, Spin, Tabs, Tag, Tree, Typography } from "antd";
import { useMemo, useState } from "react";
import { useCompanyGroupsSelect } from "../../domain/companies/lookups.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { t, type MessageVars } from "../../i18n/index.ts";
import type { AppRole } from "../../lib/roles/roles.ts";
import { buildTree, parentKeys, type TreeNode } from "./tree.ts";
import { enumLabel } from "../../lib/enums/labels.ts";

const o = (key: string, vars?: MessageVars) => t(`organigram.${key}` as Parameters<typeof t>[0], vars);

type Member = {
  id: string;
  full_name: string;
  job_title: string | null;
  manager_id: string | null;
  management_level: number;
  roles: AppRole[];
};
type Company = { id: string; name: string };
type Contact = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  job_title: string | null;
  company_id: string;
  manager_contact_id: string | null;
};
type AntNode = { key: string; title: React.ReactNode; children: AntNode[] };

const toAnt = <T,>(nodes: TreeNode<T>[], title: (item: T) => React.ReactNode, prefix = ""): AntNode[] =>
  nodes.map((n) => ({ key: prefix + n.key, title: title(n.item), children: toAnt(n.children, title, prefix) }));

const memberTitle = (m: Member) => (
  <span>
    {m.full_name}
    {m.job_title ? <Typography.Text type="secondary"> · {m.job_title}</Typography.Text> : null}{" "}
    <Tag>{o("level", { level: m.management_level })}</Tag>
    {m.roles.map((r) => (
      <Tag key={r}>{enumLabel("app_role", r)}</Tag>
    ))}
  </span>
);
const contactName = (c: Contact) => [c.first_name, c.last_name].filter(Boolean).join(" ");
const contactTitle = (c: Contact) => (
  <span>
    {contactName(c)}
    {c.job_title ? <Typography.Text type="secondary"> · {c.job_title}</Typography.Text> : null}
  </span>
);

const InternalView = () => {
  const { result, query } = useList<Member>({
    resource: "team_member_directory",
    liveMode: "off",
    pagination: { pageSize: 1000 },
    filters: [{ field: "is_offboarded", operator: "eq", value: false }],
    sorters: [{ field: "full_name", order: "asc" }],
    meta: { select: "id, full_name, job_title, manager_id, management_level, roles" },
  });
  const nodes = useMemo(
    () =>
      buildTree(
        result.data ?? [],
        (m) => m.id,
        (m) => m.manager_id,
        (a, b) => a.full_name.localeCompare(b.full_name),
      ),
    [result.data],
  );
  if (query.isLoading) return <Spin aria-busy="true" />;
  if (query.isError) return <Alert type="error" showIcon message={o("error")} />;
  if (nodes.length === 0) return <Typography.Paragraph>{o("noMember")}</Typography.Paragraph>;
  return (
    <Tree
      aria-label={o("internalLabel")}
      treeData={toAnt(nodes, memberTitle)}
      defaultExpandedKeys={parentKeys(nodes)}
      showLine
      blockNode
    />
  );
};

const ClientView = () => {
  const groups = useCompanyGroupsSelect();
  const [groupId, setGroupId] = useState<string>();
  const companies = useList<Company>({
    resource: "company",
    liveMode: "off",
    pagination: { pageSize: 200 },
    filters: [{ field: "company_group_id", operator: "eq", value: groupId }],
    sorters: [{ field: "name", order: "asc" }],
    meta: { select: "id, name" },
    queryOptions: { enabled: !!groupId },
  });
  const ids = (companies.result.data ?? []).map((c) => c.id);
  const contacts = useList<Contact>({
    resource: "contact",
    liveMode: "off",
    pagination: { pageSize: 1000 },
    filters: [{ field: "company_id", operator: "in", value: ids }],
    sorters: [{ field: "last_name", order: "asc" }],
    meta: { select: "id, first_name, last_name, job_title, company_id, manager_contact_id" },
    queryOptions: { enabled: ids.length > 0 },
  });
  const treeData = useMemo(() => {
    const all = contacts.result.data ?? [];
    return (companies.result.data ?? []).map((c): AntNode => {
      const nodes = buildTree(
        all.filter((x) => x.company_id === c.id),
        (x) => x.id,
        (x) => x.manager_contact_id,
        (a, b) => contactName(a).localeCompare(contactName(b)),
      );
      return {
        key: `company:${c.id}`,
        title: <strong>{c.name}</strong>,
        children: toAnt(nodes, contactTitle, "contact:"),
      };
    });
  }, [companies.result.data, contacts.result.data]);
  const options = groups.selectProps.options as { value: string; label: string }[] | undefined;
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={o("group")} htmlFor="organigram-group">
          <Select
            id="organigram-group"
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 240 }}
            placeholder={o("chooseGroup")}
            options={options}
            loading={groups.selectProps.loading}
            value={groupId}
            onChange={(v: string) => setGroupId(v)}
          />
        </Form.Item>
      </Form>
      {!groupId ? (
        <Typography.Paragraph type="secondary">{o("chooseGroup")}</Typography.Paragraph>
      ) : companies.query.isLoading || contacts.query.isLoading ? (
        <Spin aria-busy="true" />
      ) : companies.query.isError || contacts.query.isError ? (
        <Alert type="error" showIcon message={o("error")} />
      ) : treeData.length === 0 ? (
        <Typography.Paragraph>{o("noCompany")}</Typography.Paragraph>
      ) : (
        <Tree key={groupId} aria-label={o("clientLabel")} treeData={treeData} defaultExpandAll showLine blockNode />
      )}
    </>
  );
};

export const OrganigramPage = () => (
  <div>
    <PageTitle>{o("title")}</PageTitle>
    <Typography.Paragraph type="secondary">{o("help")}</Typography.Paragraph>
    <Tabs
      items={[
        { key: "internal", label: o("internal"), children: <InternalView /> },
        { key: "client", label: o("client"), children: <ClientView /> },
      ]}
    />
  </div>
);
