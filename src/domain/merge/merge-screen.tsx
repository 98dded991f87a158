// The « Fusionner » screen of talents, companies and contacts (/talents/merge?keep=…&drop=…): the
// two records side by side, a radio per differing field to pick the value to keep, the rows that
// will move (public.merge_preview), then public.merge_records and the kept record's page, with an
// undo toast (public.undo_merge). Who may update and delete the entity merges (RLS decides; the
// screen says so to the others and offers nothing).
import { useSelect } from "@refinedev/antd";
import { useCan, useInvalidate, useOne } from "@refinedev/core";
import { Alert, Button, Card, Empty, Form, Radio, Select, Skeleton, Space, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import type { Json } from "../../database.types.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { t, translateAny } from "../../i18n/index.ts";
import { dayjs } from "../../lib/dates/dayjs.ts";
import { normalizeSearch } from "../../lib/search/normalize.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import {
  defaultPicks,
  fieldDiff,
  pickedValues,
  recordLabel,
  recordPath,
  type FieldDifference,
  type MergeEntity,
  type MergeRecord,
  type Side,
} from "./fields.ts";

const TITLES: Record<MergeEntity, string> = {
  talent: "routes.talentsMerge",
  company: "routes.companiesMerge",
  contact: "routes.contactsMerge",
};

/** A field's value as the screen shows it. */
const shown = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return t("merge.screen.empty");
  if (field === "birth_date" && typeof value === "string") return dayjs(value).format("DD/MM/YYYY");
  if (field === "civility") return translateAny(`merge.civility.${String(value)}`, undefined, String(value));
  return String(value);
};

/** The other records of the entity, searched by name. */
const useRecordOptions = (entity: MergeEntity, except?: string, current?: string) => {
  const { selectProps } = useSelect<MergeRecord>({
    liveMode: "off",
    resource: entity,
    optionLabel: (row) => recordLabel(entity, row) || String(row.id),
    optionValue: "id",
    defaultValue: current,
    sorters: [{ field: entity === "company" ? "name" : "last_name", order: "asc" }],
    filters: except ? [{ field: "id", operator: "ne", value: except }] : [],
    onSearch: (value) =>
      entity === "company"
        ? [{ field: "name", operator: "contains", value }]
        : [{ field: "search_text", operator: "contains", value: normalizeSearch(value) }],
    pagination: { pageSize: 20, mode: "server" },
    meta: { select: entity === "company" ? "id, name" : "id, first_name, last_name" },
  });
  return selectProps;
};

const RecordPicker = ({
  entity,
  label,
  except,
  value,
  onChange,
}: {
  entity: MergeEntity;
  label: string;
  except?: string;
  value?: string;
  onChange: (id: string) => void;
}) => {
  const selectProps = useRecordOptions(entity, except, value);
  return (
    <Form.Item label={label} htmlFor={`merge-pick-${label}`} style={{ marginBottom: 8 }}>
      <Select<string>
        options={selectProps.options as Array<{ label: string; value: string }>}
        onSearch={selectProps.onSearch}
        loading={selectProps.loading}
        id={`merge-pick-${label}`}
        showSearch
        filterOption={false}
        value={value}
        onChange={(v) => onChange(v)}
        placeholder={t("merge.screen.pickOtherPlaceholder")}
        style={{ width: "100%", maxWidth: 420 }}
      />
    </Form.Item>
  );
};

const FieldChoice = ({ diff, pick, onPick }: { diff: FieldDifference; pick: Side; onPick: (side: Side) => void }) => {
  const label = translateAny(`merge.fields.${diff.field}`, undefined, diff.field);
  return (
    <div role="radiogroup" aria-label={label}>
      <Radio.Group
        value={pick}
        onChange={(e) => onPick(e.target.value as Side)}
        style={{ display: "flex", flexWrap: "wrap", gap: 8 }}
      >
        <Radio value="kept" style={{ minWidth: 140 }}>
          {shown(diff.field, diff.kept)}
        </Radio>
        <Radio value="dropped" style={{ minWidth: 140 }}>
          {shown(diff.field, diff.dropped)}
        </Radio>
      </Radio.Group>
    </div>
  );
};

export const MergeScreen = ({ entity }: { entity: MergeEntity }) => {
  const [params, setParams] = useSearchParams();
  const keep = params.get("keep") ?? undefined;
  const drop = params.get("drop") ?? undefined;
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { data: canUpdate } = useCan({ resource: entity, action: "edit" });
  const { data: canDelete } = useCan({ resource: entity, action: "delete" });
  const mayMerge = Boolean(canUpdate?.can && canDelete?.can);
  const kept = useOne<MergeRecord>({
    resource: entity,
    id: keep ?? "",
    queryOptions: { enabled: Boolean(keep) },
    liveMode: "off",
  });
  const dropped = useOne<MergeRecord>({
    resource: entity,
    id: drop ?? "",
    queryOptions: { enabled: Boolean(drop) },
    liveMode: "off",
  });
  const keptRow = kept.result;
  const droppedRow = dropped.result;
  const diff = useMemo(
    () => (keptRow && droppedRow ? fieldDiff(entity, keptRow, droppedRow) : []),
    [entity, keptRow, droppedRow],
  );
  const [picks, setPicks] = useState<Record<string, Side>>({});
  const effectivePicks = { ...defaultPicks(diff), ...picks };
  const preview = useRpc(
    "merge_preview",
    { p_entity: entity, p_drop: drop ?? null },
    { queryOptions: { enabled: Boolean(drop) }, errorNotification: false },
  );
  const moves = (Array.isArray(preview.data) ? preview.data : []) as Array<{ table_name: string; row_count: number }>;
  const { mutateAsync, isPending } = useRpcMutation();
  const { mutateAsync: undoAsync } = useRpcMutation();

  const setPair = (next: { keep?: string; drop?: string }) => {
    const p = new URLSearchParams();
    if (next.keep) p.set("keep", next.keep);
    if (next.drop) p.set("drop", next.drop);
    setPicks({});
    setParams(p);
  };

  const submit = async () => {
    if (!keep || !drop) return;
    const droppedName = recordLabel(entity, droppedRow);
    const merge = await mutateAsync(
      "merge_records",
      { p_entity: entity, p_keep: keep, p_drop: drop, p_values: pickedValues(diff, effectivePicks) as Json },
      { successNotification: false },
    );
    await invalidate({ resource: entity, invalidates: ["list", "detail", "many"] });
    navigate(recordPath(entity, keep));
    toast({
      type: "success",
      title: t("merge.screen.done"),
      description: t("merge.screen.doneDescription", { name: droppedName }),
      duration: 10_000,
      action: {
        btnText: t("merge.screen.undo"),
        altText: t("merge.screen.undoAlt"),
        trigger: () => {
          void undoAsync(
            "undo_merge",
            { p_merge_id: (merge as { id: string }).id },
            {
              successNotification: () => ({
                type: "success",
                message: t("merge.screen.undone"),
                description: t("merge.screen.undoneDescription"),
              }),
            },
          ).then(() => invalidate({ resource: entity, invalidates: ["list", "detail", "many"] }));
        },
      },
    });
  };

  const loading = (keep && kept.query.isLoading) || (drop && dropped.query.isLoading);
  const failed = kept.query.isError || dropped.query.isError;

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{translateAny(TITLES[entity])}</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>{t("merge.screen.intro")}</Typography.Paragraph>
      {!mayMerge ? <Alert type="info" showIcon message={t("merge.screen.forbidden")} /> : null}
      <Card>
        <Form layout="vertical" component="div">
          <RecordPicker
            entity={entity}
            label={t("merge.screen.pickKept")}
            except={drop}
            value={keep}
            onChange={(id) => setPair({ keep: id, drop })}
          />
          <RecordPicker
            entity={entity}
            label={t("merge.screen.pickOther")}
            except={keep}
            value={drop}
            onChange={(id) => setPair({ keep, drop: id })}
          />
          {keep && drop ? (
            <Button onClick={() => setPair({ keep: drop, drop: keep })}>{t("merge.screen.swap")}</Button>
          ) : null}
        </Form>
      </Card>
      {failed ? <Alert type="error" showIcon role="alert" message={t("merge.screen.loadError")} /> : null}
      {loading ? <Skeleton active /> : null}
      {!loading && !failed && (!keptRow || !droppedRow) ? <Empty description={t("merge.screen.pickOther")} /> : null}
      {!loading && !failed && keptRow && droppedRow ? (
        <>
          <Card>
            {diff.length === 0 ? (
              <Typography.Paragraph style={{ margin: 0 }}>{t("merge.screen.noDifference")}</Typography.Paragraph>
            ) : (
              <Table<FieldDifference>
                rowKey="field"
                size="small"
                pagination={false}
                dataSource={diff}
                scroll={{ x: true }}
                columns={[
                  {
                    key: "field",
                    title: t("merge.screen.field"),
                    render: (_, d) => translateAny(`merge.fields.${d.field}`, undefined, d.field),
                  },
                  {
                    key: "pick",
                    title: `${t("merge.screen.kept")} (${recordLabel(entity, keptRow)}) / ${t("merge.screen.dropped")} (${recordLabel(entity, droppedRow)})`,
                    render: (_, d) => (
                      <FieldChoice
                        diff={d}
                        pick={effectivePicks[d.field] ?? "kept"}
                        onPick={(side) => setPicks((p) => ({ ...p, [d.field]: side }))}
                      />
                    ),
                  },
                ]}
              />
            )}
          </Card>
          <Card title={t("merge.screen.moves")}>
            {preview.query.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : moves.length === 0 ? (
              <Typography.Paragraph style={{ margin: 0 }}>{t("merge.screen.noMoves")}</Typography.Paragraph>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {moves.map((m) => (
                  <li key={m.table_name}>
                    {t("merge.screen.rows", {
                      table: translateAny(`merge.tables.${m.table_name}`, undefined, m.table_name),
                      count: m.row_count,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {mayMerge ? (
            <Button type="primary" danger loading={isPending} onClick={() => void submit()}>
              {t("merge.screen.submit")}
            </Button>
          ) : null}
        </>
      ) : null}
    </Space>
  );
};
