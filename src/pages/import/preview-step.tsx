// Step 3: the checked rows — valid, or refused with their French errors (the forms' rules and the
// database's likely duplicates) — then « Importer les N lignes valides ».
import { Button, Card, Empty, Flex, Space, Switch, Table, Tag, Typography } from "antd";
import type { ImportEntity } from "./mapping.ts";
import { StepTitle } from "./step-title.tsx";
import { tx } from "./texts.ts";
import type { CheckedRow } from "./values.ts";
import { previewValues } from "./view.ts";

type Props = {
  entity: ImportEntity;
  rows: readonly CheckedRow[];
  valid: number;
  onlyErrors: boolean;
  busy: boolean;
  onOnlyErrors: (on: boolean) => void;
  onStart: () => void;
};

const RowErrors = ({ row }: { row: CheckedRow }) =>
  row.errors.length === 0 ? (
    <Tag color="green">{tx("preview.ok")}</Tag>
  ) : (
    <ul aria-label={tx("preview.errors")} style={{ margin: 0, paddingInlineStart: 18, color: "#a8071a" }}>
      {row.errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );

export function PreviewStep({ entity, rows, valid, onlyErrors, busy, onOnlyErrors, onStart }: Props) {
  return (
    <Card size="small" title={<StepTitle>{tx("preview.title")}</StepTitle>}>
      <Flex wrap gap="middle" align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text strong>
          {tx("preview.summary", { valid, invalid: rows.length - valid, total: rows.length })}
        </Typography.Text>
        <label>
          <Space>
            <Switch size="small" checked={onlyErrors} onChange={onOnlyErrors} />
            {tx("preview.onlyErrors")}
          </Space>
        </label>
      </Flex>
      <Table
        size="small"
        rowKey="line"
        scroll={{ x: true }}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        dataSource={onlyErrors ? rows.filter((r) => r.errors.length) : rows}
        locale={{ emptyText: <Empty description={tx("preview.none")} /> }}
        columns={[
          { title: tx("preview.line"), dataIndex: "line", width: 70 },
          {
            title: tx("preview.values"),
            key: "values",
            width: 320,
            render: (_: unknown, row: CheckedRow) => previewValues(entity, row),
          },
          {
            title: tx("preview.status"),
            key: "status",
            render: (_: unknown, row: CheckedRow) => <RowErrors row={row} />,
          },
        ]}
      />
      <Button type="primary" disabled={valid === 0 || busy} onClick={onStart}>
        {valid === 0 ? tx("startNone") : tx("start", { count: valid })}
      </Button>
    </Card>
  );
}
