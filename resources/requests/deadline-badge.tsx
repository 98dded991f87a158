// The deadline the database computed, flagged (overdue, critical, warning) and, for legal
// deadlines (a work accident's 48 h), counted down minute by minute. The date is written beside
// its flag: the flag needs no tooltip to repeat it (one per row of a list of requests).
import { Tag } from "antd";
import { useEffect, useState } from "react";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { DEADLINE_COLORS, deadlineFlag, formatDuration } from "./deadline.ts";

const useNow = (every: number | null) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => setNow(new Date()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
};

export const DeadlineBadge = ({
  due,
  closed,
  countdown = false,
  met,
}: {
  due: string | null | undefined;
  closed?: boolean;
  countdown?: boolean;
  /** when what the deadline asked was done (an accident declared): no more countdown */
  met?: string | null;
}) => {
  const now = useNow(countdown && !met ? 30_000 : null);
  const flag = deadlineFlag(due, now, closed);
  if (!due) return <>—</>;
  const date = formatDate(due, "DD/MM/YYYY HH:mm");
  if (met) {
    const late = new Date(met).getTime() > new Date(due).getTime();
    return (
      <span>
        {date}{" "}
        <Tag color={late ? "orange" : "green"}>
          {t(`resources.requests.deadline.${late ? "metLate" : "met"}`, { date: formatDate(met, "DD/MM/YYYY HH:mm") })}
        </Tag>
      </span>
    );
  }
  if (!flag) return <>{date}</>;
  const left = new Date(due).getTime() - now.getTime();
  const text = countdown
    ? left < 0
      ? t("resources.requests.deadline.overdue", { duration: formatDuration(left) })
      : t("resources.requests.deadline.left", { duration: formatDuration(left) })
    : flag === "overdue"
      ? t("resources.requests.deadline.overdue", { duration: formatDuration(left) })
      : t(`resources.requests.deadline.${flag}`);
  return (
    <span>
      {date}{" "}
      <Tag
        color={DEADLINE_COLORS[flag]}
        role={countdown ? "timer" : undefined}
        aria-live={countdown ? "off" : undefined}
      >
        {text}
      </Tag>
    </span>
  );
};
