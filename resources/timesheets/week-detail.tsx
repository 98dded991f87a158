// A week's page in the list's drawer: its header (talent, company, contract, status), the grid
// with the live split, the night hours of the client's night period and the checks, the database's warnings (11 h rest, 12-week average), the
// moves the user may make (week-actions.tsx), the client's contests per round and the history.
// The days outside the contract are those outside its period with souplesse, as the database
// gives it (public.contract_timesheet_period); the days the client contested are marked.
import { useOne } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Flex, Form, Input, Space, Spin, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { EnumTag } from "../../src/components/table/columns.tsx";
import { useHeldKey } from "../../src/components/form/use-held-key.ts";
import { ListError } from "../../src/components/table/list-states.tsx";
import { t } from "../../src/i18n/index.ts";
import { dayjs, formatDate } from "../../src/lib/dates/dayjs.ts";
import { talentName } from "./columns.tsx";
import { EDITABLE_STATUSES, TIMESHEET_STATUS_STYLE } from "./constants.ts";
import { WeekGrid } from "./grid.tsx";
import {
  contestedDays,
  copyWeek,
  dayIssues,
  fillFromSchedule,
  formatHours,
  gridNight,
  gridSplit,
  gridWeek,
  toSaveDays,
  weekOverLimit,
  type GridDay,
} from "./grid.utils.ts";
import { differingDeclarations } from "./declarations.ts";
import {
  useContractPeriod,
  useNightWindow,
  usePreviousWeekDays,
  useTalentConflicts,
  useWeekContests,
  useWeekDays,
  useWeekWarnings,
} from "./hooks.ts";
import { TIMESHEET_SHOW_SELECT } from "./select.ts";
import { rowFromLists } from "../../src/lib/data/record-from-list.ts";
import type { TimesheetRow } from "./types.ts";
import { WeekActions } from "./week-actions.tsx";
import { WeekHistory } from "./week-history.tsx";
import { RecordHistoryPanel } from "../../src/components/history/record-history.tsx";
import { addDaysIso } from "./week.ts";
import type { NightWindow } from "./split.ts";
import { periodAllows, type ContractPeriod } from "./week-span.ts";

const g = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.grid, o?: Record<string, string>) =>
  t(`resources.timesheets.grid.${key}`, o);
const longDate = (date: string) => dayjs(date).format("dddd DD/MM/YYYY");

/** What the drawer's title shows, which a row of the weeks' list holds. */
const LISTED_FIELDS = ["contract_id", "talent", "week_start"] as const;
type ListedWeek = Pick<TimesheetRow, (typeof LISTED_FIELDS)[number]>;

const WeekTitle = ({ week }: { week: ListedWeek }) => (
  <Typography.Title level={4} style={{ margin: 0 }}>
    {g("title", { name: talentName(week), date: formatDate(week.week_start) })}
  </Typography.Title>
);

export const TimesheetWeekDetail = ({ id, onChanged }: { id: string; onChanged: () => void }) => {
  const { result: week, query } = useOne<TimesheetRow>({
    resource: "timesheet_week",
    id,
    meta: { select: TIMESHEET_SHOW_SELECT },
    liveMode: "off",
  });
  const days = useWeekDays(id);
  // opened from the list, the week's row gives the title at once and names the contract, whose
  // period is then read beside the week instead of after it
  const queryClient = useQueryClient();
  const [listed] = useState(
    () => rowFromLists(queryClient, "timesheet_week", id, LISTED_FIELDS) as ListedWeek | undefined,
  );
  const { period, loading } = useContractPeriod(week?.contract_id ?? listed?.contract_id);
  // read beside the period: the grid's « dont nuit » line waits for it, not the grid
  const nightWindow = useNightWindow(week?.contract_id ?? listed?.contract_id, week?.week_start ?? listed?.week_start);
  // a saved week comes back as new rows: the editor restarts from them, but not over unsaved typing
  const [edited, setEdited] = useState(false);
  const key = useHeldKey(`${week?.updated_at}-${days.result.data.length}`, edited);
  if (query.isError) return <ListError error={query.error} />;
  if (!week || days.query.isLoading || loading)
    return listed ? (
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <WeekTitle week={listed} />
        <Spin />
      </Space>
    ) : (
      <Spin />
    );
  return (
    <WeekEditor
      key={key}
      week={week}
      period={period}
      nightWindow={nightWindow}
      saved={days.result.data}
      onEdited={setEdited}
      onSaved={() => {
        setEdited(false);
        void query.refetch();
        void days.query.refetch();
        onChanged();
      }}
    />
  );
};

const WeekEditor = ({
  week,
  period,
  nightWindow,
  saved,
  onEdited,
  onSaved,
}: {
  week: TimesheetRow;
  period: ContractPeriod | null;
  nightWindow: NightWindow | null;
  saved: Parameters<typeof gridWeek>[1];
  onEdited: (edited: boolean) => void;
  onSaved: () => void;
}) => {
  const [initialDays] = useState<GridDay[]>(() => gridWeek(week.week_start, saved));
  const [days, setDays] = useState<GridDay[]>(initialDays);
  const [holidays, setHolidays] = useState<string[]>([]);
  const [comment, setComment] = useState(week.comment ?? "");
  useEffect(
    () => onEdited(days !== initialDays || comment !== (week.comment ?? "")),
    [days, initialDays, comment, week.comment, onEdited],
  );
  const contested = contestedDays(useWeekContests(week.id).result.data, week);
  // the talent's hours from their space that the agency's entry kept aside (« never lost »)
  const talentConflicts = differingDeclarations(useTalentConflicts(week.id).result.data, saved ?? []);
  const previous = usePreviousWeekDays(week.contract_key, addDaysIso(week.week_start, -7));
  const { warnings, refetch: refetchWarnings } = useWeekWarnings(week.id);
  const { mutate, isPending } = useRpcMutation();
  const readOnly = !EDITABLE_STATUSES.includes(week.status);
  const isAllowed = periodAllows(period);
  const split = gridSplit(days);
  const night = gridNight(days, nightWindow);
  const blocked = days.some((d) => dayIssues(d).length > 0) || weekOverLimit(days);

  const save = () =>
    mutate(
      "save_timesheet_week",
      { p_contract_id: week.contract_id, p_week_start: week.week_start, p_days: toSaveDays(days), p_comment: comment },
      {
        successNotification: g("saved"),
        // the typed values stay in the grid: only the database's French message is shown (the default)
        onSuccess: () => {
          void refetchWarnings();
          onSaved();
        },
      },
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <WeekTitle week={week} />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t("resources.timesheets.fields.status")}>
          <EnumTag value={week.status} style={TIMESHEET_STATUS_STYLE} />
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.timesheets.fields.company")}>
          {week.company?.name ?? "—"}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.timesheets.fields.contract")}>
          {week.contract_key} {week.contract?.job_name ? `· ${week.contract.job_name}` : ""}
        </Descriptions.Item>
        <Descriptions.Item label={t("resources.timesheets.fields.round")}>{week.signature_round}</Descriptions.Item>
      </Descriptions>
      {talentConflicts.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={<Tag color="warning">{g("talentDeclaration")}</Tag>}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {talentConflicts.map((x) => (
                <li key={x.date}>
                  {x.start_time && x.end_time
                    ? g("talentDeclared", {
                        day: longDate(x.date),
                        start: x.start_time.slice(0, 5),
                        end: x.end_time.slice(0, 5),
                        pause: String(x.break_minutes),
                        hours: formatHours(Number(x.worked_hours)),
                      })
                    : g("talentDeclaredNone", { day: longDate(x.date) })}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <WeekActions week={week} onDone={onSaved} />
      {readOnly ? (
        <Alert type="info" showIcon message={g("readOnly", { status: TIMESHEET_STATUS_STYLE[week.status].label })} />
      ) : (
        <Flex wrap gap="small">
          <Button
            onClick={() => {
              const filled = fillFromSchedule(
                days,
                week.contract ?? { working_days: [], working_hours: 35 },
                isAllowed,
              );
              setDays(filled.days);
              setHolidays(filled.holidays);
            }}
          >
            {g("fillSchedule")}
          </Button>
          <Button
            disabled={previous.result.data.length === 0}
            title={previous.result.data.length === 0 ? g("noPrevious") : undefined}
            onClick={() => setDays(copyWeek(days, previous.result.data, isAllowed))}
          >
            {g("copyPrevious")}
          </Button>
          <Button onClick={() => setDays(gridWeek(week.week_start))}>{g("clear")}</Button>
        </Flex>
      )}
      {holidays.length ? (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setHolidays([])}
          message={g("holidaysLeftEmpty", { days: holidays.map(longDate).join(", ") })}
        />
      ) : null}
      <Form
        aria-label={g("caption")}
        onFinish={save}
        onKeyDown={(e) => {
          // Enter saves from a text cell (selects keep Enter for their options)
          if (e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT" && !readOnly && !blocked) {
            e.preventDefault();
            save();
          }
        }}
      >
        <Typography.Paragraph type="secondary">{g("keyboardHelp")}</Typography.Paragraph>
        <WeekGrid
          days={days}
          onChange={setDays}
          isAllowed={isAllowed}
          readOnly={readOnly}
          contested={contested}
          nightWindow={nightWindow}
        />
        <Typography.Paragraph strong aria-live="polite" style={{ marginTop: 12 }}>
          {g(night ? "splitNight" : "split", {
            total: formatHours(split.total),
            normal: formatHours(split.normal),
            ot25: formatHours(split.ot25),
            ot50: formatHours(split.ot50),
            night: formatHours(night ?? 0),
          })}
        </Typography.Paragraph>
        {weekOverLimit(days) ? (
          <Alert type="error" showIcon message={t("resources.timesheets.issues.maxWeek")} />
        ) : null}
        <Form.Item label={g("weekComment")} htmlFor="timesheet-week-comment" style={{ marginTop: 12 }}>
          <Input.TextArea
            id="timesheet-week-comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={2000}
            disabled={readOnly}
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </Form.Item>
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={isPending} disabled={blocked}>
            {g("save")}
          </Button>
        )}
      </Form>
      {warnings.length ? (
        <Alert
          type="warning"
          showIcon
          message={g("warnings")}
          description={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {warnings.map((w) => (
                <li key={`${w.code}-${w.message}`}>{w.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <WeekHistory week={week} />
      <RecordHistoryPanel entity="timesheet_week" id={week.id} />
    </Space>
  );
};
