// The centres ranked by distance from a talent's home or a mission's worksite: the ranked
// list always shows (public.centers_near computes the distance in SQL, so it works offline);
// the map (Leaflet, OpenStreetMap tiles) is a lazy chunk loaded only when asked for.
import { useSelect } from "@refinedev/antd";
import { Alert, Button, Card, Col, Form, Row, Select, Space, Table, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useRpc } from "../../../providers/rpc.ts";
import { MapErrorBoundary as ErrorBoundary } from "./map-error-boundary.tsx";
import { t } from "../../i18n/index.ts";
import type { CenterKind, NearCenter } from "./types.ts";

const NearMap = lazy(() => import("./near-map.tsx").then((m) => ({ default: m.NearMap })));

const n = (key: keyof typeof import("./i18n.fr.ts").centersFr.near, options?: Record<string, string | number>) =>
  t(`resources.centers.near.${key}`, options);

const useTalentSelect = () =>
  useSelect<{ id: string; first_name: string | null; last_name: string | null }>({
    liveMode: "off",
    resource: "talent",
    optionLabel: (row) => [row.first_name, row.last_name].filter(Boolean).join(" "),
    optionValue: "id",
    meta: { select: "id, first_name, last_name" },
    sorters: [{ field: "last_name", order: "asc" }],
    onSearch: (value) => [
      {
        operator: "or",
        value: [
          { field: "last_name", operator: "contains", value },
          { field: "first_name", operator: "contains", value },
        ],
      },
    ],
    pagination: { pageSize: 20, mode: "server" },
  });

const useMissionSelect = () =>
  useSelect<{ id: string; reference: string | null; job_name: string | null; address_id: string | null }>({
    liveMode: "off",
    resource: "mission",
    optionLabel: (row) => [row.reference, row.job_name].filter(Boolean).join(" — "),
    optionValue: "address_id",
    meta: { select: "id, reference, job_name, address_id" },
    filters: [{ field: "address_id", operator: "nnull", value: true }],
    sorters: [{ field: "reference", order: "desc" }],
    onSearch: (value) => [{ field: "reference", operator: "contains", value }],
    pagination: { pageSize: 20, mode: "server" },
  });

/** "12,3 km" */
const formatKm = (km: number | null) =>
  km === null ? n("unknown") : n("km", { distance: km.toLocaleString("fr-FR", { maximumFractionDigits: 1 }) });

export const CentersNear = ({ kind, linkTo }: { kind: CenterKind; linkTo?: (id: string) => string | null }) => {
  const [talentId, setTalentId] = useState<string>();
  const [addressId, setAddressId] = useState<string>();
  const [showMap, setShowMap] = useState(false);
  const talents = useTalentSelect();
  const missions = useMissionSelect();
  const enabled = !!(talentId || addressId);
  const { data, query } = useRpc(
    "centers_near",
    { p_kind: kind, p_talent_id: talentId, p_address_id: addressId, p_limit: 20 },
    { queryOptions: { enabled }, errorNotification: false },
  );
  const rows: NearCenter[] = enabled ? (data ?? []) : [];
  const origin =
    rows[0]?.origin_latitude != null && rows[0]?.origin_longitude != null
      ? { latitude: Number(rows[0].origin_latitude), longitude: Number(rows[0].origin_longitude) }
      : null;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {n("title")}
        </Typography.Title>
      }
    >
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={n("talent")} htmlFor="centers-near-talent">
              <Select
                options={talents.selectProps.options}
                onSearch={talents.selectProps.onSearch}
                filterOption={false}
                loading={talents.query.isFetching}
                id="centers-near-talent"
                allowClear
                showSearch
                placeholder={n("talentPlaceholder")}
                value={talentId}
                onChange={(value: string | undefined) => {
                  setTalentId(value);
                  setAddressId(undefined);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={n("worksite")} htmlFor="centers-near-worksite">
              <Select
                options={missions.selectProps.options}
                onSearch={missions.selectProps.onSearch}
                filterOption={false}
                loading={missions.query.isFetching}
                id="centers-near-worksite"
                allowClear
                showSearch
                placeholder={n("worksitePlaceholder")}
                value={addressId}
                onChange={(value: string | undefined) => {
                  setAddressId(value);
                  setTalentId(undefined);
                }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {!enabled ? (
        <Typography.Text type="secondary">{n("pick")}</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: "100%" }}>
          {!query.isLoading && rows.length > 0 && !origin ? (
            <Alert type="warning" showIcon message={n("noOrigin")} />
          ) : null}
          <Table<NearCenter>
            rowKey="id"
            size="small"
            loading={query.isLoading}
            dataSource={rows}
            pagination={false}
            aria-label={n("title")}
            columns={[
              { key: "rank", title: n("rank"), width: 70, render: (_v, _row, index) => index + 1 },
              {
                key: "name",
                title: t("resources.centers.fields.name"),
                render: (_v, row) => {
                  const to = linkTo?.(row.id);
                  return to ? <Link to={to}>{row.name}</Link> : row.name;
                },
              },
              { key: "address", title: t("resources.centers.fields.address"), render: (_v, row) => row.address ?? "—" },
              {
                key: "distance",
                title: n("distance"),
                align: "right",
                render: (_v, row) => formatKm(row.distance_km === null ? null : Number(row.distance_km)),
              },
            ]}
          />
          {origin ? (
            <Button onClick={() => setShowMap((v) => !v)} aria-expanded={showMap}>
              {showMap ? n("hideMap") : n("showMap")}
            </Button>
          ) : null}
          {origin && showMap ? (
            <ErrorBoundary fallback={<Alert type="info" showIcon message={n("mapUnavailable")} />}>
              <Suspense fallback={null}>
                <NearMap origin={origin} centers={rows} />
              </Suspense>
            </ErrorBoundary>
          ) : null}
        </Space>
      )}
    </Card>
  );
};
