// The talent's unavailabilities to come (public.talent_unavailabilities), on the talent's page:
// each with its period, reason and comment; the roles that edit the planning record, edit and
// remove them here too.
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Table } from "antd";
import { useMemo, useState } from "react";
import { useRpc } from "../../../providers/rpc.ts";
import { dayjs } from "../../lib/dates/dayjs.ts";
import { formValuesOf, periodText, u, type Unavailability } from "./unavailability.ts";
import { UnavailabilityModal } from "./unavailability-modal.tsx";
import { enumStyle } from "../../lib/enums/labels.ts";

const REASONS = enumStyle("planning_unavailability_reason");

type Editing = { row: Unavailability | null } | null;

export const TalentUnavailabilities = ({ talentId }: { talentId: string }) => {
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const { data, query } = useRpc(
    "talent_unavailabilities",
    { p_talent_id: talentId, p_from: today },
    { errorNotification: false },
  );
  const canEdit = useCan({ resource: "planning_entry", action: "edit" }).data?.can === true;
  const [editing, setEditing] = useState<Editing>(null);
  const initial = useMemo(() => (editing?.row ? formValuesOf(editing.row) : {}), [editing]);
  const rows: Unavailability[] = data ?? [];
  const columns = [
    { title: u("period"), key: "period", render: (row: Unavailability) => periodText(row) },
    { title: u("reason"), key: "reason", render: (row: Unavailability) => REASONS[row.reason]?.label ?? row.reason },
    { title: u("comment"), dataIndex: "comment", key: "comment" },
    ...(canEdit
      ? [
          {
            title: u("actions"),
            key: "actions",
            render: (row: Unavailability) => (
              <Button size="small" onClick={() => setEditing({ row })} aria-label={`${u("edit")} : ${periodText(row)}`}>
                {u("edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card
      title={u("title")}
      extra={
        canEdit ? (
          <Button onClick={() => setEditing({ row: null })} type="primary" ghost>
            {u("add")}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon message={u("error")} />
      ) : (
        <Table<Unavailability>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={rows}
          columns={columns}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: u("empty") }}
        />
      )}
      <UnavailabilityModal
        open={!!editing}
        editingId={editing?.row?.id ?? null}
        talentId={talentId}
        initial={initial}
        onClose={() => setEditing(null)}
        onSaved={() => void query.refetch()}
      />
    </Card>
  );
};
