// « Préparer les relevés de la semaine »: the missing draft weeks of a chosen Monday for every
// contract whose period covers it (public.open_timesheet_weeks, which never stops on one
// contract). The result stays in the dialog: how many were created, how many existed, and each
// contract left out with its French reason.
import { Alert, Button, Form, Modal } from "antd";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { dayjs, formatDate } from "../../src/lib/dates/dayjs.ts";
import { mondayOf } from "./week.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.prepare, o?: MessageVars) =>
  t(`resources.timesheets.prepare.${key}`, o);

/** public.open_timesheet_weeks' answer. */
export type PrepareResult = {
  created: number;
  existing: number;
  skipped: Array<{ contract_id: string; contract_key: string; talent: string; reason: string }>;
};

export const PrepareOutcome = ({ week, result }: { week: string; result: PrepareResult }) => (
  <Alert
    type={result.skipped.length ? "warning" : "success"}
    showIcon
    message={p("created", { count: result.created, date: formatDate(week) })}
    description={
      <>
        {result.existing ? <div>{p("existing", { count: result.existing })}</div> : null}
        {result.skipped.length ? (
          <>
            <div>{p("skipped", { count: result.skipped.length })}</div>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {result.skipped.map((s) => (
                <li key={s.contract_id}>
                  {p("skippedItem", { key: s.contract_key, talent: s.talent || "—", reason: s.reason })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </>
    }
  />
);

const PrepareWeekModal = ({
  initialWeek,
  onClose,
  onDone,
}: {
  initialWeek: string;
  onClose: () => void;
  onDone: () => void;
}) => {
  const [form] = Form.useForm<{ week: string }>();
  const week = Form.useWatch("week", form);
  const [outcome, setOutcome] = useState<{ week: string; result: PrepareResult } | null>(null);
  const { mutate, isPending } = useRpcMutation();

  const run = ({ week: day }: { week: string }) => {
    const monday = mondayOf(day);
    setOutcome(null);
    mutate(
      "open_timesheet_weeks",
      { p_week_start: monday },
      {
        successNotification: false,
        // a JSON object of this shape (public.open_timesheet_weeks)
        onSuccess: (data) => {
          setOutcome({ week: monday, result: data as PrepareResult });
          onDone();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={p("title")}
      okText={p("run")}
      cancelText={p("close")}
      confirmLoading={isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={p("title")} initialValues={{ week: initialWeek }} onFinish={run}>
        <Form.Item
          name="week"
          label={p("week")}
          extra={week ? <span aria-live="polite">{p("weekHelp", { date: formatDate(mondayOf(week)) })}</span> : null}
          rules={[{ required: true, message: p("weekRequired") }]}
        >
          <DateInput onChange={() => setOutcome(null)} />
        </Form.Item>
      </Form>
      {outcome ? <PrepareOutcome week={outcome.week} result={outcome.result} /> : null}
    </Modal>
  );
};

/** The list's button: the week of the list's filter, else the current one, can be changed in the dialog. */
export const PrepareWeekButton = ({ week, onDone }: { week: string | undefined; onDone: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("resources.timesheets.list.prepareWeek")}</Button>
      {open ? (
        <PrepareWeekModal
          initialWeek={mondayOf(week ?? dayjs().format("YYYY-MM-DD"))}
          onClose={() => setOpen(false)}
          onDone={onDone}
        />
      ) : null}
    </>
  );
};
