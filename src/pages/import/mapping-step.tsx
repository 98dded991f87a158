// Step 2: each column of the file and the field it goes to (guessed from its header, changeable),
// the required fields no column gives, then « Vérifier les lignes ».
import { Alert, Button, Card, Select, Table, Typography } from "antd";
import type { ImportEntity, ImportField } from "./mapping.ts";
import { StepTitle } from "./step-title.tsx";
import { tx, type Key } from "./texts.ts";
import type { ImportFile } from "./use-import.ts";
import { fieldOptions, mappingRows } from "./view.ts";

type Props = {
  entity: ImportEntity;
  file: ImportFile;
  mapping: ReadonlyArray<ImportField | null>;
  missing: readonly ImportField[];
  busy: boolean;
  onMap: (index: number, field: ImportField | null) => void;
  onCheck: () => void;
};

export function MappingStep({ entity, file, mapping, missing, busy, onMap, onCheck }: Props) {
  const options = fieldOptions(entity);
  return (
    <Card size="small" title={<StepTitle>{tx("mapping.title")}</StepTitle>}>
      <Typography.Paragraph type="secondary">{tx("mapping.hint")}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="index"
        pagination={false}
        scroll={{ x: true }}
        dataSource={mappingRows(file)}
        columns={[
          { title: tx("mapping.column"), dataIndex: "header", width: 200 },
          { title: tx("mapping.sample"), dataIndex: "sample", width: 220, ellipsis: true },
          {
            title: tx("mapping.field"),
            key: "field",
            width: 240,
            render: (_: unknown, row: { index: number; header: string }) => (
              <Select
                aria-label={tx("mapping.fieldOf", { column: row.header })}
                style={{ width: 220 }}
                value={mapping[row.index] ?? ""}
                options={options}
                onChange={(value: string) => onMap(row.index, (value || null) as ImportField | null)}
              />
            ),
          },
        ]}
      />
      {missing.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={tx("mapping.missing", { fields: missing.map((f) => tx(`fields.${f}` as Key)).join(", ") })}
        />
      )}
      <Button style={{ marginTop: 12 }} type="primary" disabled={missing.length > 0 || busy} onClick={onCheck}>
        {tx("mapping.check")}
      </Button>
    </Card>
  );
}
