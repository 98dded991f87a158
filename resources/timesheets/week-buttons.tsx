// The list's header action that sends every filled draft week of a Monday for signature at
// once (public.send_timesheet_week_for_signature: each failure keeps its reason); preparing the
// weeks is prepare-week.tsx. Only the roles that may send a draft see it.
import { App, Button, Popconfirm, Tooltip } from "antd";
import { useRpcMutation } from "../../providers/rpc.ts";
import { useStatusTransitions } from "../../src/components/status/use-status-transitions.ts";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { mayMove } from "../../src/lib/permissions/transitions.ts";
import { useRoles } from "../../src/session/use-status-choices.ts";
import { mondayOf } from "./week.ts";

type SendResult = { sent: number; failed: Array<{ id: string; contract_key: string; message: string }> };

export const SendWeekButton = ({ week, onDone }: { week: string | undefined; onDone: () => void }) => {
  const { notification } = App.useApp();
  const { mutate, isPending } = useRpcMutation();
  const label = t("resources.timesheets.list.sendWeek");
  const roles = useRoles();
  const rules = useStatusTransitions("timesheet_week");
  // offered to the roles the transition table lets send a draft (accounting writes weeks, never sends them)
  if (!mayMove(rules, "draft", "pending_signature", roles)) return null;
  if (!week)
    return (
      <Tooltip title={t("resources.timesheets.list.sendWeekNeedsWeek")}>
        <Button disabled>{label}</Button>
      </Tooltip>
    );
  const send = () =>
    mutate(
      "send_timesheet_week_for_signature",
      { p_week_start: mondayOf(week), p_app_url: window.location.origin },
      {
        onSuccess: (answer) => {
          // a JSON object of this shape (public.send_timesheet_week_for_signature)
          const data = answer as SendResult;
          const failed = data.failed ?? [];
          notification[failed.length ? "warning" : "success"]({
            message: t("resources.timesheets.list.sentWeek", { sent: data.sent }),
            description: failed.length ? (
              <>
                {t("resources.timesheets.list.sentWeekFailed", { count: failed.length })}
                <ul>
                  {failed.map((x) => (
                    <li key={x.id}>
                      {x.contract_key} — {x.message}
                    </li>
                  ))}
                </ul>
              </>
            ) : undefined,
          });
          onDone();
        },
      },
    );
  return (
    <Popconfirm
      title={t("resources.timesheets.list.sendWeekConfirm", { week: formatDate(mondayOf(week)) })}
      onConfirm={send}
      okText={t("components.yesNo.yes")}
      cancelText={t("components.yesNo.no")}
    >
      <Button type="primary" loading={isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
};
