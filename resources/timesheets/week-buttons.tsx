// The list's header actions: create the missing draft weeks of a Monday for the contracts that
// cover it (public.open_timesheet_weeks), and send every filled draft week of a Monday for
// signature at once (public.send_timesheet_week_for_signature: each failure keeps its reason).
import { useCustomMutation } from "@refinedev/core";
import { App, Button, Popconfirm, Tooltip } from "antd";
import { dbErrorNotification } from "../../src/components/form/notifications.ts";
import { t } from "../../src/i18n/index.ts";
import { dayjs, formatDate } from "../../src/lib/dates/dayjs.ts";
import { mondayOf } from "./week.ts";

type SendResult = { sent: number; failed: Array<{ id: string; contract_key: string; message: string }> };

export const PrepareWeekButton = ({ week, onDone }: { week: string | undefined; onDone: () => void }) => {
  const { message } = App.useApp();
  const { mutate, mutation } = useCustomMutation();
  const monday = mondayOf(week ?? dayjs().format("YYYY-MM-DD"));
  return (
    <Button
      loading={mutation.isPending}
      onClick={() =>
        mutate(
          {
            url: "rpc/open_timesheet_weeks",
            method: "post",
            values: { p_week_start: monday },
            errorNotification: dbErrorNotification,
          },
          {
            onSuccess: (r) => {
              void message.success(t("resources.timesheets.list.prepared", { count: Number(r.data as unknown) }));
              onDone();
            },
          },
        )
      }
    >
      {t("resources.timesheets.list.prepareWeek")}
    </Button>
  );
};

export const SendWeekButton = ({ week, onDone }: { week: string | undefined; onDone: () => void }) => {
  const { notification } = App.useApp();
  const { mutate, mutation } = useCustomMutation<SendResult>();
  const label = t("resources.timesheets.list.sendWeek");
  if (!week)
    return (
      <Tooltip title={t("resources.timesheets.list.sendWeekNeedsWeek")}>
        <Button disabled>{label}</Button>
      </Tooltip>
    );
  const send = () =>
    mutate(
      {
        url: "rpc/send_timesheet_week_for_signature",
        method: "post",
        values: { p_week_start: mondayOf(week), p_app_url: window.location.origin },
        errorNotification: dbErrorNotification,
      },
      {
        onSuccess: ({ data }) => {
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
      <Button type="primary" loading={mutation.isPending}>
        {label}
      </Button>
    </Popconfirm>
  );
};
