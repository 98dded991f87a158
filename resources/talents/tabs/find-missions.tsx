// /talents/:id/find-missions: the open missions ranked for this talent by the same score as
// a mission's find-talents tab (public.talent_missions), with "Ajouter au pipeline"
// (public.add_talents_to_pipeline, source `manual`).
import { useCan, useInvalidate } from "@refinedev/core";
import { Button, Card, Form, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import type { Database } from "../../../src/database.types.ts";
import { CardHeading } from "../../../src/domain/matching/card-heading.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { DEFAULT_RADIUS_KM, FIND_TALENTS_PAGE_SIZE, RADIUS_CHOICES } from "../../../src/domain/matching/args.ts";
import { ChipList } from "../../../src/domain/matching/chip-list.tsx";
import { formatDistance, missingChips, reasonChips } from "../../../src/domain/matching/chips.ts";
import { ScoreTag } from "../../../src/domain/matching/score-tag.tsx";
import { matchTotal } from "../../../src/domain/matching/total.ts";
import { useTalent } from "../show.tsx";

type MissionHit = Database["public"]["Functions"]["talent_missions"]["Returns"][number];
const m = (key: keyof typeof import("../../../src/domain/matching/i18n.fr.ts").matchingFr) =>
  t(`resources.matching.${key}` as Parameters<typeof t>[0]);

export const TalentFindMissionsTab = () => {
  const { talent } = useTalent();
  const [radiusKm, setRadiusKm] = useState<number>(DEFAULT_RADIUS_KM);
  const [page, setPage] = useState(1);
  const { data, query } = useRpc(
    "talent_missions",
    {
      p_talent_id: talent.id,
      p_radius_km: radiusKm,
      p_limit: FIND_TALENTS_PAGE_SIZE,
      p_offset: (page - 1) * FIND_TALENTS_PAGE_SIZE,
    },
    { errorNotification: false },
  );
  const rows: MissionHit[] = data ?? [];
  const { total, label: totalLabel } = matchTotal(rows, "missions");
  const { data: canAdd } = useCan({ resource: "application", action: "create" });
  const invalidate = useInvalidate();
  const { mutate, pendingArgs } = useRpcMutation();
  const add = (missionId: string) =>
    mutate(
      "add_talents_to_pipeline",
      { p_mission_id: missionId, p_talent_ids: [talent.id], p_source: "manual" },
      {
        successNotification: () => ({ type: "success", message: t("toasts.successTitle"), description: m("addedOne") }),
        onSuccess: () => {
          void query.refetch();
          void invalidate({ resource: "application", invalidates: ["list", "many"] });
        },
      },
    );

  return (
    <Card title={<CardHeading>{m("missionsTitle")}</CardHeading>}>
      <Typography.Paragraph type="secondary">{m("intro")}</Typography.Paragraph>
      <Form layout="inline" aria-label="Filtres des missions correspondantes" style={{ marginBottom: 16 }}>
        <Form.Item label={m("radius")} htmlFor="find-missions-radius">
          <Select
            id="find-missions-radius"
            style={{ width: 110 }}
            value={radiusKm}
            onChange={(v) => {
              setRadiusKm(v);
              setPage(1);
            }}
            options={RADIUS_CHOICES.map((km) => ({ value: km, label: t("resources.matching.radiusKm", { km }) }))}
          />
        </Form.Item>
      </Form>
      <Table<MissionHit>
        rowKey="mission_id"
        size="middle"
        loading={query.isFetching}
        dataSource={rows}
        locale={{ emptyText: m("emptyMissions") }}
        pagination={{
          current: page,
          pageSize: FIND_TALENTS_PAGE_SIZE,
          total,
          showTotal: () => totalLabel,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: m("mission"),
            key: "mission",
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Link to={`/missions/${r.mission_id}/details`}>{`${r.job_name} — ${r.reference}`}</Link>
                <Typography.Text type="secondary">
                  {[r.company_name, r.city, r.start_date ? formatDate(r.start_date) : null].filter(Boolean).join(" · ")}
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
            render: (_, r) => <ChipList label={`${m("why")} — ${r.reference}`} chips={reasonChips(r.reasons)} />,
          },
          {
            title: m("missingTitle"),
            key: "missing",
            render: (_, r) => (
              <ChipList
                label={`${m("missingTitle")} — ${r.reference}`}
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
                  render: (_: unknown, r: MissionHit) => (
                    <Button
                      aria-label={`${m("add")} : ${r.reference}`}
                      loading={pendingArgs("add_talents_to_pipeline")?.p_mission_id === r.mission_id}
                      onClick={() => add(r.mission_id)}
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
