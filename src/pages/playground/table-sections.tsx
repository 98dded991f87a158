// Gallery sections around lists: the column builders, the filter bar on in-memory rows, and
// the empty / loading / error states.
import type { CrudFilters } from "@refinedev/core";
import { Button, Form, Input, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import {
  actionsColumn,
  dateColumn,
  enumOptions,
  enumTagColumn,
  moneyColumn,
  referenceColumn,
  textColumn,
} from "../../components/table/columns.tsx";
import { FilterBar } from "../../components/table/filter-bar.tsx";
import { EmptyList, ListError } from "../../components/table/list-states.tsx";
import { toast } from "../../lib/toast/toast-store.ts";
import { t } from "../../i18n/index.ts";
import {
  DEMO_ROWS,
  DEMO_STATUS_STYLE,
  DEMO_STATUSES,
  demoFilterCodec,
  filterDemoRows,
  type DemoFilterValues,
  type DemoRow,
} from "./demo-data.ts";

const columns = [
  textColumn<DemoRow>("name", { title: t("playground.columns.name"), sortable: false }),
  dateColumn<DemoRow>("start_date", { title: t("playground.columns.startDate"), sortable: false }),
  enumTagColumn<DemoRow, DemoRow["status"]>("status", {
    title: t("playground.columns.status"),
    style: DEMO_STATUS_STYLE,
    sortable: false,
  }),
  referenceColumn<DemoRow>("company", {
    title: t("playground.columns.company"),
    to: (row) => (row.company ? `/companies/${row.company.id}` : null),
    label: (row) => row.company?.name,
  }),
  moneyColumn<DemoRow>("hourly_rate", { title: t("playground.columns.rate"), sortable: false }),
  actionsColumn<DemoRow>({
    title: t("playground.columns.actions"),
    render: (row) => (
      <Button
        size="small"
        aria-label={`${t("playground.columns.open")} ${row.name}`}
        onClick={() => toast({ type: "success", description: t("playground.columns.opened", { name: row.name }) })}
      >
        {t("playground.columns.open")}
      </Button>
    ),
  }),
];

export const ColumnsSection = () => (
  <Table<DemoRow>
    rowKey="id"
    dataSource={[...DEMO_ROWS]}
    columns={columns}
    pagination={false}
    size="small"
    scroll={{ x: true }}
  />
);

export const FiltersSection = () => {
  const [filters, setFilters] = useState<CrudFilters>([]);
  const rows = filterDemoRows(DEMO_ROWS, filters);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <FilterBar<DemoFilterValues> filters={filters} setFilters={setFilters} codec={demoFilterCodec}>
        <Form.Item name="q" label={t("components.filters.search")}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="status" label={t("playground.columns.status")}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={enumOptions(DEMO_STATUSES, DEMO_STATUS_STYLE)}
          />
        </Form.Item>
      </FilterBar>
      <Typography.Text type="secondary" aria-live="polite">
        {t("playground.filters.result", { count: rows.length })}
      </Typography.Text>
      <Table<DemoRow>
        rowKey="id"
        dataSource={rows}
        columns={columns.slice(0, 3)}
        pagination={false}
        size="small"
        locale={{ emptyText: <EmptyList /> }}
      />
    </Space>
  );
};

export const StatesSection = () => (
  <Space direction="vertical" style={{ width: "100%" }}>
    <Typography.Text strong>{t("playground.states.empty")}</Typography.Text>
    <Table<DemoRow>
      rowKey="id"
      dataSource={[]}
      columns={columns.slice(0, 3)}
      pagination={false}
      size="small"
      locale={{ emptyText: <EmptyList /> }}
    />
    <Typography.Text strong>{t("playground.states.loading")}</Typography.Text>
    <Table<DemoRow> rowKey="id" loading dataSource={[]} columns={columns.slice(0, 3)} pagination={false} size="small" />
    <Typography.Text strong>{t("playground.states.error")}</Typography.Text>
    <ListError error={new Error(t("playground.states.demoError"))} />
  </Space>
);
