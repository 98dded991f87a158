// The contract's history: its status moves (status_history, with comments and forced moves)
// and its field edits (contract_change: who, when, before → after; the coefficient lines only
// for the roles that may read it — RLS), and the table of what the administration changed.
import { Empty, List, Space, Table, Tag, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { displayName } from "../../src/lib/names/display-name.ts";
import { CONTRACT_STATUS_STYLE, type ContractStatus } from "../../src/domain/contracts/constants.ts";
import { diffLines, type DiffLine } from "./diff.utils.ts";
import { useHistoryNames } from "./history-names.ts";
import type { ChangeRow, StatusHistoryRow } from "./types.ts";

const h = (key: keyof typeof import("./i18n.fr.ts").contractsFr.history, vars?: Record<string, string>) =>
  t(`resources.contracts.history.${key}`, vars);
const label = (status: string | null) => CONTRACT_STATUS_STYLE[status as ContractStatus]?.label ?? status ?? "—";
const when = (at: string) => formatDate(at, "DD/MM/YYYY HH:mm");

export const StatusHistoryList = ({ rows, loading }: { rows: readonly StatusHistoryRow[]; loading: boolean }) => (
  <List
    size="small"
    loading={loading}
    dataSource={[...rows]}
    locale={{ emptyText: <Empty description={h("empty")} /> }}
    renderItem={(row) => (
      <List.Item>
        <Space wrap>
          <Typography.Text type="secondary">{when(row.changed_at)}</Typography.Text>
          <span>{h("statusLine", { from: label(row.from_status), to: label(row.to_status) })}</span>
          {row.is_forced ? <Tag color="orange">{h("forced")}</Tag> : null}
          {row.comment ? <Typography.Text italic>{row.comment}</Typography.Text> : null}
        </Space>
      </List.Item>
    )}
  />
);

export const DiffTable = ({ lines, caption }: { lines: DiffLine[]; caption: string }) => (
  <Table<DiffLine>
    size="small"
    rowKey="field"
    pagination={false}
    dataSource={lines}
    title={() => caption}
    columns={[
      { key: "label", dataIndex: "label", title: h("field") },
      { key: "before", dataIndex: "before", title: h("before") },
      { key: "after", dataIndex: "after", title: h("after") },
    ]}
  />
);

export const ChangeList = ({ rows, loading }: { rows: readonly ChangeRow[]; loading: boolean }) => {
  // the people and records the diffs point at, by name (read once for the whole list)
  const { names, loading: naming } = useHistoryNames(rows.flatMap((row) => row.changes));
  return (
    <List
      size="small"
      loading={loading || naming}
      dataSource={[...rows]}
      locale={{ emptyText: <Empty description={h("empty")} /> }}
      renderItem={(row) => (
        <List.Item>
          <Space direction="vertical" style={{ width: "100%" }}>
            <Space wrap>
              <Typography.Text type="secondary">{when(row.changed_at)}</Typography.Text>
              {row.author ? <span>{`${h("by")} ${displayName(row.author)}`}</span> : null}
              <Tag>{label(row.status)}</Tag>
              {row.is_admin_edit ? <Tag color="purple">{h("adminEdit")}</Tag> : null}
            </Space>
            <DiffTable lines={diffLines(row.changes, names)} caption={when(row.changed_at)} />
          </Space>
        </List.Item>
      )}
    />
  );
};

/** What the administration changed, one line per field (the latest value wins). */
export const AdminDiff = ({ edits }: { edits: readonly ChangeRow[] }) => {
  const { names } = useHistoryNames(edits.flatMap((edit) => edit.changes));
  // edits come newest first: keep each field's oldest "before" and newest "after"
  const byField = new Map<string, DiffLine>();
  for (const edit of [...edits].reverse())
    for (const line of diffLines(edit.changes, names)) {
      const known = byField.get(line.field);
      byField.set(line.field, known ? { ...known, after: line.after } : line);
    }
  const lines = [...byField.values()];
  if (!lines.length) return <Typography.Text type="secondary">{h("adminDiffNone")}</Typography.Text>;
  return <DiffTable lines={lines} caption={h("adminDiff")} />;
};
