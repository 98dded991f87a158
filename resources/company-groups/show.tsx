// /company-groups/:id: the group's name and status, and its companies.
import { useList, useShow } from "@refinedev/core";
import { Skeleton, Space, Table, Typography } from "antd";
import { useParams } from "react-router";
import { EmptyList } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { companyColumns } from "../companies/columns.tsx";
import { COMPANY_LIST_SELECT } from "../companies/select.ts";
import type { CompanyListRow } from "../companies/types.ts";
import type { CompanyGroupRow } from "./types.ts";

export const CompanyGroupShow = () => {
  const { id } = useParams();
  const { query } = useShow<CompanyGroupRow>({
    liveMode: "off",
    resource: "company_group",
    id,
    meta: { select: "id, name" },
  });
  const companies = useList<CompanyListRow>({
    liveMode: "off",
    resource: "company",
    filters: [{ field: "company_group_id", operator: "eq", value: id }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 200 },
    meta: { select: COMPANY_LIST_SELECT },
  });
  if (query.isLoading) return <Skeleton active />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Typography.Title level={2}>{query.data?.data?.name ?? t("routes.companyGroup")}</Typography.Title>
      <Typography.Title level={4}>{t("resources.companies.groupCompanies")}</Typography.Title>
      <Table<CompanyListRow>
        rowKey="id"
        loading={companies.query.isLoading}
        dataSource={companies.result.data}
        columns={companyColumns({})
          .filter((column) => column.key !== "group")
          .map((column) => ({ ...column, sorter: false }))}
        pagination={false}
        locale={{ emptyText: <EmptyList /> }}
      />
    </Space>
  );
};
