// The ranked talents of a deep research, each with why: the terms its resume says (and those it
// does not), each criterion met or missed with its detail, and the resume's passages with the
// matched words marked (⟦…⟧ → <mark>; everything else is text, escaped by React). Actions per
// talent: open the record, add to a pool, add to a mission's pipeline.
import { Empty, Space, Table, Tag, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import type { TableRowSelection } from "antd/es/table/interface";
import { Link } from "react-router";
import { AddToPoolButton } from "../../../resources/hiring-pools/public/add-to-pool.tsx";
import { AVAILABILITY_STATUS_STYLE } from "../../domain/talents/constants.ts";
import { availableFromText, distanceText, placeText } from "../../domain/talent-search/hit.utils.ts";
import { EnumTag } from "../../components/table/columns.tsx";
import { t } from "../../i18n/index.ts";
import { displayName } from "../../lib/names/display-name.ts";
import { AddToMissionButton } from "./add-to-mission.tsx";
import { PAGE_SIZE, passageParts } from "./state.ts";
import type { Criterion, DeepResearchHit } from "./types.ts";

type Props = {
  rows: DeepResearchHit[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  rowSelection?: TableRowSelection<DeepResearchHit>;
};

// long tags wrap inside their column instead of widening it
const WRAP = { whiteSpace: "normal", marginBottom: 4 } as const;
const SCORE = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const r = (key: Exclude<keyof typeof import("./i18n.fr.ts").deepResearchFr.results, "criteria">) =>
  t(`research.results.${key}`);

export const Passage = ({ text }: { text: string }) => (
  <>
    {passageParts(text).map((part, i) =>
      part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
    )}
  </>
);

const CriterionTag = ({ criterion }: { criterion: Criterion }) => {
  const label = t(`research.results.criteria.${criterion.key}`);
  const text = t(criterion.met ? "research.results.met" : "research.results.missed", { label });
  // the detail may start with the criterion's name already (« Métier : Coffreur-bancheur »)
  const detail = criterion.detail?.replace(new RegExp(`^${label} : `), "");
  return (
    <Tag color={criterion.met ? "green" : "default"} style={WRAP}>
      {detail ? `${text} — ${detail}` : text}
    </Tag>
  );
};

const TermTags = ({ title, terms, color }: { title: string; terms: string[] | null; color: string }) =>
  terms?.length ? (
    <div>
      <Typography.Text type="secondary">{title} : </Typography.Text>
      {terms.map((term) => (
        <Tag key={term} color={color} style={WRAP}>
          {term}
        </Tag>
      ))}
    </div>
  ) : null;

const Passages = ({ passages }: { passages: string[] | null }) =>
  passages?.length ? (
    <div>
      <Typography.Text type="secondary">{r("passages")} :</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {passages.map((passage, i) => (
          <li key={i}>
            <Passage text={passage} />
          </li>
        ))}
      </ul>
    </div>
  ) : (
    <Typography.Text type="secondary">{r("noPassage")}</Typography.Text>
  );

/** The talent, their rank and score, then where and when (the rank counts from the page's first row). */
const TalentCell = ({ row, rank }: { row: DeepResearchHit; rank: number }) => {
  const km = distanceText(row.distance_km);
  const from = availableFromText({
    available_from: row.available_from,
    availability_status: row.availability_status ?? "available",
  });
  return (
    <Space direction="vertical" size={2}>
      <Link to={`/talents/${row.talent_id}`}>{displayName(row, { upperLastName: true })}</Link>
      <Typography.Text>
        <Typography.Text strong>{`#${rank}`}</Typography.Text>
        {` · ${r("score")} ${SCORE.format(row.score)}`}
      </Typography.Text>
      {row.main_job_name ? <Typography.Text>{row.main_job_name}</Typography.Text> : null}
      <Typography.Text type="secondary">
        {[placeText(row) || null, km ? t("research.results.distance", { km }) : null].filter(Boolean).join(" · ")}
      </Typography.Text>
      <Space size={4} wrap>
        {row.availability_status ? <EnumTag value={row.availability_status} style={AVAILABILITY_STATUS_STYLE} /> : null}
        {from ? (
          <Typography.Text type="secondary">{t("research.results.availableFrom", { date: from })}</Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
};

// three columns beside the selection: who, why (terms, criteria, the resume's passages), what to do
const columns = (page: number, rows: DeepResearchHit[]): ColumnType<DeepResearchHit>[] => [
  {
    key: "talent",
    title: r("talent"),
    width: 230,
    render: (_, row) => <TalentCell row={row} rank={(page - 1) * PAGE_SIZE + rows.indexOf(row) + 1} />,
  },
  {
    key: "why",
    title: r("why"),
    render: (_, row) => (
      <Space direction="vertical" size={4}>
        <TermTags title={r("termsMet")} terms={row.terms_met} color="green" />
        <TermTags title={r("termsMissed")} terms={row.terms_missed} color="default" />
        <div>
          {(row.criteria ?? []).map((criterion) => (
            <CriterionTag key={criterion.key} criterion={criterion} />
          ))}
        </div>
        <Passages passages={row.passages} />
      </Space>
    ),
  },
  {
    key: "actions",
    title: r("actions"),
    width: 190,
    render: (_, row) => {
      const name = displayName(row);
      return (
        <Space direction="vertical" size={4}>
          <Link to={`/talents/${row.talent_id}`} aria-label={t("research.results.openTalent", { name })}>
            {r("open")}
          </Link>
          <AddToPoolButton
            size="small"
            talentIds={[row.talent_id]}
            label={r("addToPool")}
            aria-label={t("research.results.addToPoolOf", { name })}
          />
          <AddToMissionButton
            size="small"
            talentIds={[row.talent_id]}
            aria-label={t("research.results.addToMissionOf", { name })}
          />
        </Space>
      );
    },
  },
];

export const DeepResearchResults = ({ rows, total, page, loading, onPage, rowSelection }: Props) => (
  <>
    <Typography.Paragraph type="secondary" aria-live="polite" style={{ margin: "8px 0" }}>
      {t("research.results.count", { count: total })}
    </Typography.Paragraph>
    <Table<DeepResearchHit>
      rowKey="talent_id"
      rowSelection={rowSelection && { ...rowSelection, columnWidth: 100 }}
      dataSource={rows}
      columns={columns(page, rows)}
      loading={loading}
      locale={{
        emptyText: (
          <Empty description={r("empty")}>
            <Typography.Text type="secondary">{r("emptyHelp")}</Typography.Text>
          </Empty>
        ),
      }}
      tableLayout="fixed"
      scroll={{ x: 900 }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: onPage }}
    />
    <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
      {r("humanDecision")}
    </Typography.Paragraph>
  </>
);
