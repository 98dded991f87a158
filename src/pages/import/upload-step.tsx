// Step 1: what to import (talents, companies and sites, contacts) and the file, dropped or picked.
import { InboxOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Radio, Space, Typography, Upload } from "antd";
import type { ImportEntity } from "./mapping.ts";
import { tx, type Key } from "./texts.ts";
import type { ImportFile } from "./use-import.ts";

const ENTITIES: ImportEntity[] = ["talent", "company", "contact"];

type Props = {
  entity: ImportEntity;
  file: ImportFile | null;
  onEntity: (entity: ImportEntity) => void;
  onFile: (file: File) => void;
  onChangeFile: () => void;
};

export function UploadStep({ entity, file, onEntity, onFile, onChangeFile }: Props) {
  return (
    <Card size="small">
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Text strong id="import-entity">
          {tx("entity")}
        </Typography.Text>
        <Radio.Group
          aria-labelledby="import-entity"
          value={entity}
          onChange={(e) => onEntity(e.target.value as ImportEntity)}
          optionType="button"
          options={ENTITIES.map((value) => ({ value, label: tx(`entities.${value}` as Key) }))}
        />
        <Typography.Text type="secondary">{tx(`entityHints.${entity}` as Key)}</Typography.Text>
        {!file ? (
          <Upload.Dragger
            accept=".csv,.txt,.xlsx"
            multiple={false}
            showUploadList={false}
            beforeUpload={(picked) => {
              onFile(picked);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{tx("drop")}</p>
            <p className="ant-upload-hint">{tx("dropHint")}</p>
          </Upload.Dragger>
        ) : (
          <Flex wrap gap="small" align="center">
            <Typography.Text>
              {tx("file", { name: file.name, count: file.rows.length, columns: file.headers.length })}
            </Typography.Text>
            <Button onClick={onChangeFile}>{tx("changeFile")}</Button>
          </Flex>
        )}
      </Space>
    </Card>
  );
}
