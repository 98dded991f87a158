// The « Historique » of a record (public.record_history_for): who, when, what, each field's
// French name, before → after; newest first, one change set per entry. The database masks the
// values the reader may not see (« •••• ») and keeps the rows of the records they may not read.
import { HistoryOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Collapse, Empty, List, Modal, Space, Spin, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useRpc } from "../../../providers/rpc.ts";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import { actionLabel, actorLabel, entityLabel, formatWhen, historyLines, type HistoryLine } from "./format.ts";

export type HistoryEntity =
  | "talent"
  | "company"
  | "contact"
  | "contract"
  | "timesheet_week"
  | "pay_tracking"
  | "advance_payment_request"
  | "client_invoice"
  | "team_member";

export type HistoryEntry = {
  id: number;
  entity: string;
  action: string;
  changes: unknown;
  actor: string;
  actor_name: string | null;
  changed_at: string;
};

const ACTION_COLOR: Record<string, string> = { insert: "green", update: "blue", delete: "red", read: "purple" };

/** The lines of one entry: a table of fields before → after, or the fields a read showed. */
export const HistoryChanges = ({ entry }: { entry: HistoryEntry }) => {
  const lines = historyLines(entry.entity, entry.changes);
  if (entry.action === "read") {
    return (
      <Typography.Text>{t("history.fieldsRead", { fields: lines.map((l) => l.label).join(", ") })}</Typography.Text>
    );
  }
  if (lines.length === 0) return null;
  return (
    <Table<HistoryLine>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={lines}
      scroll={{ x: true }}
      columns={[
        { key: "label", dataIndex: "label", title: t("history.column.field"), width: 200 },
        { key: "before", dataIndex: "before", title: t("history.column.before") },
        { key: "after", dataIndex: "after", title: t("history.column.after") },
      ]}
    />
  );
};

/** A record's « Historique » card. */
export const RecordHistory = ({ entity, id }: { entity: HistoryEntity; id: string }) => {
  const { data, query } = useRpc(
    "record_history_for",
    { p_entity: entity, p_record_id: id, p_limit: 200 },
    { errorNotification: false },
  );
  const rows = (data ?? []) as HistoryEntry[];
  return (
    <Card title={t("history.title")} size="small">
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t("history.error")}
          description={errorMessage(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t("history.retry")}
            </Button>
          }
        />
      ) : query.isLoading ? (
        <Spin tip={t("history.loading")}>
          <div style={{ minHeight: 80 }} />
        </Spin>
      ) : (
        <List
          size="small"
          dataSource={rows}
          locale={{ emptyText: <Empty description={t("history.empty")} /> }}
          renderItem={(entry) => (
            <List.Item key={entry.id}>
              <Space direction="vertical" style={{ width: "100%" }}>
                <Space wrap>
                  <Typography.Text type="secondary">{formatWhen(entry.changed_at)}</Typography.Text>
                  <Typography.Text strong>{actorLabel(entry)}</Typography.Text>
                  <Tag color={ACTION_COLOR[entry.action]}>{actionLabel(entry.action)}</Tag>
                  {entry.entity !== entity ? <Tag>{entityLabel(entry.entity)}</Tag> : null}
                </Space>
                <HistoryChanges entry={entry} />
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};

/**
 * The « Historique » of a page without tabs: a section closed by default, read when opened
 * (antd's Collapse renders a panel at its first opening), reachable with the keyboard.
 */
export const RecordHistoryPanel = ({ entity, id }: { entity: HistoryEntity; id: string }) => (
  <Collapse
    style={{ marginTop: 16 }}
    items={[{ key: "history", label: t("history.tab"), children: <RecordHistory entity={entity} id={id} /> }]}
  />
);

/** « Historique » on a row of a list that has no page of its own: the history in a modal. */
export const RecordHistoryButton = ({ entity, id, name }: { entity: HistoryEntity; id: string; name: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<HistoryOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`${t("history.tab")} : ${name}`}
      >
        {t("history.tab")}
      </Button>
      {open ? (
        <Modal open title={`${t("history.tab")} · ${name}`} footer={null} width={760} onCancel={() => setOpen(false)}>
          <RecordHistory entity={entity} id={id} />
        </Modal>
      ) : null}
    </>
  );
};
