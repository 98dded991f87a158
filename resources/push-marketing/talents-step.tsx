// The composer's first step: the talents to propose, from a hiring pool (its members, static or a
// dynamic pool's current matches: public.hiring_pool_members), the « top profils » (available,
// flagged top profile, most recently active first) or a search by name or job. The choice is kept
// across the sources (10 at most, as the database allows).
import { useSelect } from "@refinedev/antd";
import { useList, type CrudFilter } from "@refinedev/core";
import { Input, Segmented, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useRpc } from "../../providers/rpc.ts";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { normalizeSearch } from "../../src/lib/search/normalize.ts";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { enumStyle } from "../../src/lib/enums/labels.ts";
import { MAX_TALENTS } from "./constants.ts";
import type { TalentChoice } from "./types.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").pushMarketingFr.composer, o?: MessageVars) =>
  t(`resources.pushMarketing.composer.${key}`, o);
const AVAILABILITY_STYLE = enumStyle("talent_availability_status");
const SELECT = "id, first_name, last_name, availability_status";

type Source = "pool" | "top" | "search";

export type TalentsStepProps = {
  poolId: string | null;
  onPoolChange: (id: string | null) => void;
  selected: TalentChoice[];
  onChange: (talents: TalentChoice[]) => void;
};

export const TalentsStep = ({ poolId, onPoolChange, selected, onChange }: TalentsStepProps) => {
  const [source, setSource] = useState<Source>(poolId ? "pool" : "top");
  const [q, setQ] = useState("");
  const pools = useSelect<{ id: string; name: string }>({
    resource: "hiring_pool",
    optionLabel: "name",
    filters: [{ field: "status", operator: "eq", value: "active" }],
    pagination: { pageSize: 50 },
  });
  const members = useRpc(
    "hiring_pool_members",
    { p_pool_id: poolId },
    { queryOptions: { enabled: source === "pool" && !!poolId } },
  );
  const filters: CrudFilter[] =
    source === "top"
      ? [
          { field: "is_top_profile", operator: "eq", value: true },
          { field: "availability_status", operator: "eq", value: "available" },
        ]
      : [{ field: "search_text", operator: "contains", value: normalizeSearch(q) }];
  const list = useList<TalentChoice>({
    resource: "talent",
    filters,
    sorters: [{ field: "last_activity_at", order: "desc" }],
    pagination: { pageSize: 20 },
    meta: { select: SELECT },
    queryOptions: { enabled: source === "top" || (source === "search" && q.trim().length > 1) },
  });
  const rows: TalentChoice[] = source === "pool" ? (poolId ? (members.data ?? []) : []) : (list.result?.data ?? []);
  const loading = source === "pool" ? members.query.isFetching : list.query.isFetching;
  const selectedIds = selected.map((s) => s.id);

  const toggle = (row: TalentChoice, on: boolean) =>
    onChange(on ? [...selected.filter((s) => s.id !== row.id), row] : selected.filter((s) => s.id !== row.id));

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Segmented<Source>
        value={source}
        onChange={setSource}
        options={[
          { value: "pool", label: c("sourcePool") },
          { value: "top", label: c("sourceTop") },
          { value: "search", label: c("sourceSearch") },
        ]}
      />
      {source === "pool" ? (
        <Select
          options={pools.selectProps.options}
          loading={pools.selectProps.loading}
          showSearch
          optionFilterProp="label"
          aria-label={c("pool")}
          placeholder={c("pool")}
          value={poolId ?? undefined}
          onChange={(v: string | undefined) => onPoolChange(v ?? null)}
          allowClear
          style={{ minWidth: 260 }}
        />
      ) : null}
      {source === "search" ? (
        <Input.Search aria-label={c("search")} placeholder={c("search")} allowClear onSearch={setQ} />
      ) : null}
      <Typography.Text aria-live="polite">{c("talentsChosen", { count: selected.length })}</Typography.Text>
      <Table<TalentChoice>
        rowKey="id"
        size="small"
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: true, y: 320 }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          hideSelectAll: true,
          onSelect: (row, on) => toggle(row, on),
          getCheckboxProps: (row) => ({
            disabled: !selectedIds.includes(row.id) && selected.length >= MAX_TALENTS,
            "aria-label": displayName(row),
          }),
        }}
        columns={[
          { key: "name", title: c("talentName"), render: (_: unknown, r) => displayName(r) },
          {
            key: "availability",
            title: c("availability"),
            render: (_: unknown, r) => <EnumTag value={r.availability_status} style={AVAILABILITY_STYLE} />,
          },
        ]}
      />
    </Space>
  );
};
