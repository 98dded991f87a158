// One need of the bench: what must be covered (the running contract and its temp — absent today
// or not — or the order), where and until when, and its ranked candidates with the reasons of
// their score. « Préparer le contrat » prepares the replacement of a running contract, for the
// roles that may create contracts.
import { Button, Card, Space, Table, Tag, Tooltip, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import { Link } from "react-router";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { TalentNameCell } from "../../../src/domain/talents/name-cell.tsx";
import { explain } from "./bench.utils.ts";
import { b, say } from "./text.ts";
import type { BenchCandidate, BenchNeed } from "./types.ts";

const TONE = { good: "green", neutral: "default", bad: "orange" } as const;

const needTitle = (need: BenchNeed) => {
  const r = need.row;
  const link =
    need.kind === "contract" && r.contract_id ? (
      <Link to={`/contracts/${r.contract_id}`}>{r.need_reference}</Link>
    ) : r.mission_id ? (
      <Link to={`/missions/${r.mission_id}`}>{r.need_reference}</Link>
    ) : (
      r.need_reference
    );
  return (
    <Space wrap>
      <Tag color={need.kind === "contract" ? "blue" : "purple"}>{b(`need.${need.kind}`)}</Tag>
      {link}
      <span>{[r.job_name, r.company_name, r.worksite_city].filter(Boolean).join(" · ")}</span>
    </Space>
  );
};

const NeedFacts = ({ need }: { need: BenchNeed }) => {
  const r = need.row;
  const replaced = r.replaced_talent_id
    ? displayName({ first_name: r.replaced_first_name, last_name: r.replaced_last_name })
    : null;
  return (
    <Space wrap size="middle" style={{ marginBottom: 12 }}>
      {replaced && r.absent_today ? <Tag color="red">{b("need.absent", { name: replaced })}</Tag> : null}
      {replaced && !r.absent_today ? <Typography.Text>{b("need.replaced", { name: replaced })}</Typography.Text> : null}
      <Typography.Text type="secondary">
        {r.need_end
          ? b("need.period", { from: formatDate(r.need_start), to: formatDate(r.need_end) })
          : b("need.periodOpen", { from: formatDate(r.need_start) })}
      </Typography.Text>
    </Space>
  );
};

const columns = (
  need: BenchNeed,
  canReplace: boolean,
  onReplace: (c: BenchCandidate) => void,
): ColumnType<BenchCandidate>[] => [
  { key: "rank", title: b("columns.rank"), width: 64, render: (_, c) => c.rank },
  {
    key: "talent",
    title: b("columns.talent"),
    render: (_, c) => (
      <Space direction="vertical" size={0}>
        <TalentNameCell id={c.talent_id} person={c} topProfile={false} blacklisted={false} />
        {c.talent_city ? <Typography.Text type="secondary">{c.talent_city}</Typography.Text> : null}
      </Space>
    ),
  },
  {
    key: "score",
    title: (
      <Tooltip title={b("scoreHelp")}>
        <span>{b("columns.score")}</span>
      </Tooltip>
    ),
    width: 96,
    render: (_, c) => <Typography.Text strong>{b("score", { score: c.score })}</Typography.Text>,
  },
  {
    key: "reasons",
    title: b("columns.reasons"),
    render: (_, c) => (
      <Space wrap size={[4, 4]}>
        {explain(c, say).map((reason) => (
          <Tag key={reason.key} color={TONE[reason.tone]}>
            {reason.text}
          </Tag>
        ))}
      </Space>
    ),
  },
  ...(canReplace && need.kind === "contract"
    ? [
        {
          key: "actions",
          title: b("columns.actions"),
          render: (_: unknown, c: BenchCandidate) => (
            <Button
              type={c.rank === 1 ? "primary" : "default"}
              aria-label={b("prepareLabel", { name: displayName(c) })}
              onClick={() => onReplace(c)}
            >
              {b("prepare")}
            </Button>
          ),
        },
      ]
    : []),
];

export const NeedCard = ({
  need,
  canReplace,
  onReplace,
}: {
  need: BenchNeed;
  canReplace: boolean;
  onReplace: (need: BenchNeed, candidate: BenchCandidate) => void;
}) => (
  <Card title={needTitle(need)} size="small">
    <NeedFacts need={need} />
    {need.candidates.length ? (
      <Table<BenchCandidate>
        size="small"
        rowKey="talent_id"
        pagination={false}
        dataSource={need.candidates}
        columns={columns(need, canReplace, (c) => onReplace(need, c))}
        scroll={{ x: 720 }}
        aria-label={b("need.candidates", { need: need.row.need_reference })}
      />
    ) : (
      <Typography.Text type="secondary">{b("need.noCandidate")}</Typography.Text>
    )}
  </Card>
);
