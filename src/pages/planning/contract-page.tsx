// /planning/:contract_key: the contract's planned shifts and its worked days (timesheets)
// side by side, one line per date; CONS, CSM and XCSM (developers too) add, move and cancel a
// shift, each through public.save_planning_entry (the database checks period, overlap and limits).
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Flex, Popconfirm, Space, Spin, Table, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import { MUTATION_NOTIFICATIONS } from "../../lib/forms/notifications.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { t, type MessageVars } from "../../i18n/index.ts";
import type { Json } from "../../database.types.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { enumLabel } from "../../lib/enums/labels.ts";
import {
  cancelSave,
  dayLines,
  formValuesOf,
  hhmm,
  isEditable,
  toSave,
  totals,
  type ContractPlanning,
  type DayLine,
  type EntryFormValues,
  type PlannedEntry,
} from "./contract-planning.ts";
import { EntryModal } from "./entry-modal.tsx";
import { formatHours } from "../../lib/hours/format.ts";

const d = (key: string, vars?: MessageVars) => t(`planning.detail.${key}` as Parameters<typeof t>[0], vars);
const times = (start: string | null, end: string | null) => (start && end ? `${hhmm(start)}–${hhmm(end)}` : "—");
type Editing = { entry: PlannedEntry | null } | null;

export const ContractPlanningPage = () => {
  const { contract_key: key = "" } = useParams();
  const { data: answer, query } = useRpc("planning_of_contract", { p_contract_key: key }, { errorNotification: false });
  const { data: can } = useCan({ resource: "planning_entry", action: "edit" });
  const { mutate, isPending } = useRpcMutation();
  const [editing, setEditing] = useState<Editing>(null);
  // a JSON object of this shape (public.planning_of_contract)
  const data = answer && typeof answer === "object" && "contract" in answer ? (answer as ContractPlanning) : null;
  // stable while the modal is open, so that a refusal keeps what was typed
  const initial = useMemo(() => (editing?.entry ? formValuesOf(editing.entry) : {}), [editing]);

  const save = (values: Record<string, Json>, id: string | null, done?: () => void) =>
    mutate(
      "save_planning_entry",
      { p_values: values, p_id: id },
      {
        ...MUTATION_NOTIFICATIONS,
        onSuccess: () => {
          done?.();
          void query.refetch();
        },
      },
    );
  const submit = (values: EntryFormValues) =>
    save(toSave(values, editing?.entry ? null : key), editing?.entry?.id ?? null, () => setEditing(null));

  if (query.isLoading) return <Spin aria-busy="true" />;
  if (query.isError || !data)
    return (
      <Alert
        type={query.isError ? "error" : "info"}
        showIcon
        message={query.isError ? t("planning.error") : d("notFound")}
      />
    );
  const { contract } = data;
  const sum = totals(data);
  const columns = [
    { title: d("date"), key: "date", render: (l: DayLine) => formatDate(l.date, "ddd DD/MM/YYYY") },
    {
      title: d("plannedTitle"),
      key: "planned",
      render: (l: DayLine) => (
        <Space direction="vertical" size={4}>
          {l.planned.map((e) => (
            <Space key={e.id} wrap size={4}>
              <span>{times(e.start_time, e.end_time)}</span>
              <span>{formatHours(Number(e.planned_hours ?? 0))}</span>
              <Tag>{enumLabel("planning_shift_type", e.shift_type)}</Tag>
              <Tag color={e.status === "canceled" ? "red" : e.status === "done" ? "green" : "blue"}>
                {enumLabel("planning_status", e.status)}
              </Tag>
              {can?.can && isEditable(e) ? (
                <>
                  <Button
                    size="small"
                    onClick={() => setEditing({ entry: e })}
                    aria-label={`${d("move")} ${formatDate(e.date)}`}
                  >
                    {d("move")}
                  </Button>
                  <Popconfirm
                    title={d("cancelConfirm")}
                    okText={d("confirm")}
                    cancelText={d("keep")}
                    onConfirm={() => save(cancelSave(), e.id)}
                  >
                    <Button size="small" danger aria-label={`${d("cancel")} ${formatDate(e.date)}`}>
                      {d("cancel")}
                    </Button>
                  </Popconfirm>
                </>
              ) : null}
            </Space>
          ))}
        </Space>
      ),
    },
    {
      title: d("workedTitle"),
      key: "worked",
      render: (l: DayLine) =>
        l.worked ? (
          <Space wrap size={4}>
            <span>{times(l.worked.start_time, l.worked.end_time)}</span>
            <span>{formatHours(Number(l.worked.worked_hours))}</span>
            {l.worked.absence_type !== "none" ? <Tag>{d("absence")}</Tag> : null}
          </Space>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <PageTitle>{t("planning.contractTitle", { key: contract.contract_key })}</PageTitle>
        <Space wrap>
          <Link to="/planning">{d("back")}</Link>
          {can?.can ? (
            <Button type="primary" onClick={() => setEditing({ entry: null })}>
              {d("add")}
            </Button>
          ) : null}
        </Space>
      </Flex>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Paragraph style={{ marginBottom: 4 }}>
          {/* underlined: a link inside a sentence is not told by its colour alone */}
          <Link to={`/talents/${contract.talent_id}`} style={{ textDecoration: "underline" }}>
            {contract.talent_name}
          </Link>
          {contract.company_name ? ` · ${contract.company_name}` : ""}
          {contract.job_name ? ` · ${contract.job_name}` : ""}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {d("period", { from: formatDate(contract.start_date), to: formatDate(contract.end_date) || "—" })}
          {contract.schedule ? ` · ${d("schedule")} : ${contract.schedule}` : ""}
        </Typography.Paragraph>
        <Space wrap>
          <Typography.Text strong>{d("plannedTotal", { hours: formatHours(sum.planned) })}</Typography.Text>
          <Typography.Text strong>{d("workedTotal", { hours: formatHours(sum.worked) })}</Typography.Text>
        </Space>
        {can?.can ? null : <Typography.Paragraph type="secondary">{d("readOnly")}</Typography.Paragraph>}
      </Card>
      <Table<DayLine>
        rowKey="date"
        size="small"
        columns={columns}
        dataSource={dayLines(data)}
        pagination={{ pageSize: 31, hideOnSinglePage: true }}
        scroll={{ x: 640 }}
      />
      <EntryModal
        open={editing !== null}
        title={editing?.entry ? d("moveTitle", { date: formatDate(editing.entry.date) }) : d("addTitle")}
        initial={initial}
        saving={isPending}
        onSave={submit}
        onClose={() => setEditing(null)}
      />
    </div>
  );
};
