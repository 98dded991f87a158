// /missions/:id/find-talents: the talents ranked for the mission by public.mission_candidates
// (score out of 100 and its parts, why each matched and what is missing), filters (radius,
// only available, only qualified), and one click or a selection adds them to the pipeline
// (public.add_talents_to_pipeline: one statement, source `manual`).
import { useCan, useInvalidate, useOne } from "@refinedev/core";
import { Button, Card, Checkbox, Form, Select, Space, Table, Typography, type CheckboxProps } from "antd";
import { useState, type AriaAttributes } from "react";
import { Link, useParams } from "react-router";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import { CardHeading } from "../../../src/domain/matching/card-heading.tsx";
import { t } from "../../../src/i18n/index.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import {
  DEFAULT_RADIUS_KM,
  FIND_TALENTS_PAGE_SIZE,
  findTalentsArgs,
  RADIUS_CHOICES,
  type FindTalentsFilters,
} from "../../../src/domain/matching/args.ts";
import { ChipList } from "../../../src/domain/matching/chip-list.tsx";
import { formatDistance, missingChips, reasonChips } from "../../../src/domain/matching/chips.ts";
import { ScoreTag } from "../../../src/domain/matching/score-tag.tsx";
import { matchTotal } from "../../../src/domain/matching/total.ts";
import type { Database } from "../../../src/database.types.ts";
import { SelectAllTitle } from "../../../src/components/table/select-all.tsx";

/** A row's selection checkbox (antd hands the aria attributes on to the input). */
type RowCheckboxProps = Partial<Omit<CheckboxProps, "checked" | "defaultChecked">> & AriaAttributes;

type Candidate = Database["public"]["Functions"]["mission_candidates"]["Returns"][number];
const m = (key: keyof typeof import("../../../src/domain/matching/i18n.fr.ts").matchingFr) =>
  t(`resources.matching.${key}` as Parameters<typeof t>[0]);

export const MissionFindTalentsTab = () => {
  const { id = "" } = useParams();
  const { result: mission } = useOne<{ id: string; reference: string; job_name: string }>({
    resource: "mission",
    id,
    meta: { select: "id, reference, job_name" },
    liveMode: "off",
  });
  const [filters, setFilters] = useState<FindTalentsFilters>({ radiusKm: DEFAULT_RADIUS_KM });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const { data, query } = useRpc("mission_candidates", findTalentsArgs(id, filters, page), {
    queryOptions: { enabled: !!id },
    errorNotification: false,
  });
  const rows: Candidate[] = data ?? [];
  const { total, label: totalLabel } = matchTotal(rows, "talents");
  const { data: canAdd } = useCan({ resource: "application", action: "create" });
  const invalidate = useInvalidate();
  const { mutate, isPending, pendingArgs } = useRpcMutation();

  const add = (talentIds: string[]) =>
    mutate(
      "add_talents_to_pipeline",
      { p_mission_id: id, p_talent_ids: talentIds, p_source: "manual" },
      {
        successNotification: () => ({
          type: "success",
          message: t("toasts.successTitle"),
          description:
            talentIds.length === 1 ? m("addedOne") : t("resources.matching.added", { count: talentIds.length }),
        }),
        onSuccess: () => {
          setSelected([]);
          void query.refetch();
          void invalidate({ resource: "application", invalidates: ["list", "many"] });
        },
      },
    );

  const onFilters = (values: { radiusKm: number; onlyAvailable: boolean; onlyQualified: boolean }) => {
    setFilters(values);
    setPage(1);
  };

  return (
    <Card
      title={<CardHeading>{mission?.job_name ? `${m("title")} — ${mission.job_name}` : m("title")}</CardHeading>}
      extra={
        canAdd?.can ? (
          <Button type="primary" disabled={selected.length === 0} loading={isPending} onClick={() => add(selected)}>
            {t("resources.matching.addSelected", { count: selected.length })}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{m("intro")}</Typography.Paragraph>
      <Form
        layout="inline"
        aria-label="Filtres des talents correspondants"
        initialValues={{ radiusKm: DEFAULT_RADIUS_KM, onlyAvailable: false, onlyQualified: false }}
        onValuesChange={(_changed, all) => onFilters(all)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item label={m("radius")} name="radiusKm">
          <Select
            style={{ width: 110 }}
            options={RADIUS_CHOICES.map((km) => ({ value: km, label: t("resources.matching.radiusKm", { km }) }))}
          />
        </Form.Item>
        <Form.Item name="onlyAvailable" valuePropName="checked">
          <Checkbox>{m("onlyAvailable")}</Checkbox>
        </Form.Item>
        <Form.Item name="onlyQualified" valuePropName="checked">
          <Checkbox>{m("onlyQualified")}</Checkbox>
        </Form.Item>
      </Form>
      <Table<Candidate>
        rowKey="talent_id"
        size="middle"
        loading={query.isFetching}
        dataSource={rows}
        locale={{ emptyText: m("empty") }}
        rowSelection={
          canAdd?.can
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                columnTitle: (
                  <SelectAllTitle
                    selectable={rows.map((r) => r.talent_id)}
                    selected={selected}
                    onChange={setSelected}
                  />
                ),
                getCheckboxProps: (r): RowCheckboxProps => ({ "aria-label": `Sélectionner ${displayName(r)}` }),
              }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: FIND_TALENTS_PAGE_SIZE,
          total,
          showTotal: () => totalLabel,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: m("talent"),
            key: "talent",
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Link to={`/talents/${r.talent_id}/qualification`}>{displayName(r)}</Link>
                <Typography.Text type="secondary">
                  {[r.main_job_name, r.city].filter(Boolean).join(" · ")}
                </Typography.Text>
              </Space>
            ),
          },
          { title: m("score"), key: "score", width: 260, render: (_, r) => <ScoreTag row={r} /> },
          {
            title: m("distance"),
            key: "distance",
            width: 110,
            render: (_, r) => formatDistance(r.distance_km) ?? m("unknownDistance"),
          },
          {
            title: m("why"),
            key: "why",
            render: (_, r) => <ChipList label={`${m("why")} — ${displayName(r)}`} chips={reasonChips(r.reasons)} />,
          },
          {
            title: m("missingTitle"),
            key: "missing",
            render: (_, r) => (
              <ChipList
                label={`${m("missingTitle")} — ${displayName(r)}`}
                chips={missingChips(r.missing, r.missing_qualifications)}
                empty={m("nothingMissing")}
              />
            ),
          },
          ...(canAdd?.can
            ? [
                {
                  title: "Pipeline",
                  key: "add",
                  width: 190,
                  render: (_: unknown, r: Candidate) => (
                    <Button
                      aria-label={`${m("add")} : ${displayName(r)}`}
                      loading={pendingArgs("add_talents_to_pipeline")?.p_talent_ids?.[0] === r.talent_id}
                      onClick={() => add([r.talent_id])}
                    >
                      {m("add")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
};
