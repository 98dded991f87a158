// The super-search's results: one server page of talents (name linking to the record, main
// job, city, distance, availability, qualification status) and the total count.
import { Space, Table, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import type { TableRowSelection } from "antd/es/table/interface";
import { EnumTag } from "../../../src/components/table/columns.tsx";
import { EmptyList } from "../../../src/components/table/list-states.tsx";
import { t } from "../../../src/i18n/index.ts";
import { AVAILABILITY_STATUS_STYLE, QUALIFICATION_STATUS_STYLE } from "../../../src/domain/talents/constants.ts";
import { TalentNameCell } from "../../../src/domain/talents/name-cell.tsx";
import { PAGE_SIZE } from "../../../src/domain/talent-search/criteria.ts";
import { availableFromText, distanceText, placeText } from "../../../src/domain/talent-search/hit.utils.ts";
import type { SuperSearchHit } from "../../../src/domain/talent-search/hit.ts";

type Props = {
  rows: SuperSearchHit[];
  total: number;
  page: number;
  loading: boolean;
  withDistance: boolean;
  onPage: (page: number) => void;
  /** ticking rows for « Ajouter à un vivier » (resources/hiring-pools/public/selection.tsx) */
  rowSelection?: TableRowSelection<SuperSearchHit>;
};

const dash = (text: string | undefined | null) => (text ? text : "—");

const columns = (withDistance: boolean): ColumnType<SuperSearchHit>[] => [
  {
    key: "name",
    title: t("resources.superSearch.results.name"),
    render: (_, row) => (
      <TalentNameCell id={row.talent_id} person={row} topProfile={row.is_top_profile} blacklisted={row.blacklisted} />
    ),
  },
  { key: "job", title: t("resources.superSearch.results.job"), render: (_, row) => dash(row.main_job_name) },
  { key: "city", title: t("resources.superSearch.results.city"), render: (_, row) => dash(placeText(row)) },
  ...(withDistance
    ? [
        {
          key: "distance",
          title: t("resources.superSearch.results.distance"),
          align: "right" as const,
          render: (_: unknown, row: SuperSearchHit) => {
            const km = distanceText(row.distance_km);
            return km ? t("resources.superSearch.results.distanceValue", { km }) : "—";
          },
        },
      ]
    : []),
  {
    key: "availability",
    title: t("resources.superSearch.results.availability"),
    render: (_, row) => {
      const from = availableFromText(row);
      return (
        <Space size={4}>
          <EnumTag value={row.availability_status} style={AVAILABILITY_STATUS_STYLE} />
          {from ? (
            <Typography.Text type="secondary">
              {t("resources.superSearch.results.availableFrom", { date: from })}
            </Typography.Text>
          ) : null}
        </Space>
      );
    },
  },
  {
    key: "qualification",
    title: t("resources.superSearch.results.qualificationStatus"),
    render: (_, row) => <EnumTag value={row.qualification_status} style={QUALIFICATION_STATUS_STYLE} />,
  },
];

export const SuperSearchResults = ({ rows, total, page, loading, withDistance, onPage, rowSelection }: Props) => (
  <>
    <Typography.Text type="secondary" aria-live="polite">
      {t("resources.superSearch.results.count", { count: total })}
    </Typography.Text>
    <Table<SuperSearchHit>
      rowKey="talent_id"
      rowSelection={rowSelection}
      dataSource={rows}
      columns={columns(withDistance)}
      loading={loading}
      locale={{ emptyText: <EmptyList /> }}
      scroll={{ x: true }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: onPage }}
    />
  </>
);
