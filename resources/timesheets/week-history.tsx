// The rounds of a week (each contested or signed version with its days' total and the
// client's reasons, per day when the client gave them) and its status history.
import { List, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { TIMESHEET_STATUS_STYLE, type TimesheetStatus } from "./constants.ts";
import { useWeekContests, useWeekHistory, useWeekRounds } from "./hooks.ts";
import type { TimesheetRow } from "./types.ts";
import { hoursNumber } from "../../src/lib/hours/format.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.contest, o?: Record<string, string | number>) =>
  t(`resources.timesheets.contest.${key}`, o);
const label = (status: string | null) =>
  status ? (TIMESHEET_STATUS_STYLE[status as TimesheetStatus]?.label ?? status) : "—";

export const WeekHistory = ({ week }: { week: TimesheetRow }) => {
  const rounds = useWeekRounds(week.id).result.data;
  const contests = useWeekContests(week.id).result.data;
  const history = useWeekHistory(week.id).result.data;
  const current = contests.filter((x) => x.round === week.signature_round);
  return (
    <>
      {week.status === "disputed" || current.length ? (
        <section aria-label={c("current")}>
          <Typography.Title level={5}>{c("current")}</Typography.Title>
          {week.dispute_reason ? (
            <Typography.Paragraph>{c("weekReason", { reason: week.dispute_reason })}</Typography.Paragraph>
          ) : null}
          <ul>
            {current.map((x) => (
              <li key={x.id}>{c("dayReason", { date: formatDate(x.day_date), reason: x.reason })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {rounds.length ? (
        <section aria-label={c("title")}>
          <Typography.Title level={5}>{c("title")}</Typography.Title>
          <List
            size="small"
            dataSource={rounds}
            renderItem={(r) => (
              <List.Item>
                <div>
                  <strong>
                    {c("round", {
                      round: r.round,
                      outcome: label(r.outcome),
                      total: hoursNumber(r.total_hours),
                    })}
                  </strong>
                  {r.signer_name ? ` ${c("by", { name: r.signer_name })}` : ""} · {formatDate(r.created_at)}
                  {r.dispute_reason ? <div>{c("weekReason", { reason: r.dispute_reason })}</div> : null}
                  <ul>
                    {contests
                      .filter((x) => x.round === r.round)
                      .map((x) => (
                        <li key={x.id}>{c("dayReason", { date: formatDate(x.day_date), reason: x.reason })}</li>
                      ))}
                  </ul>
                </div>
              </List.Item>
            )}
          />
        </section>
      ) : null}
      <section aria-label={t("resources.timesheets.history.title")}>
        <Typography.Title level={5}>{t("resources.timesheets.history.title")}</Typography.Title>
        <List
          size="small"
          dataSource={history}
          renderItem={(h) => (
            <List.Item>
              {formatDate(h.changed_at)} —{" "}
              {t("resources.timesheets.history.move", { from: label(h.from_status), to: label(h.to_status) })}
              {h.comment ? ` : ${h.comment}` : ""}
            </List.Item>
          )}
        />
      </section>
    </>
  );
};
