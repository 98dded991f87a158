// « Créer un relevé »: the draft week of one contract for a chosen Monday, through
// public.create_timesheet_week (the period with its souplesse, a week already there: French
// refusals). From the contract's page the contract is given; from the timesheets list it is
// picked with a server-side search (reference or talent's name). The week offered first is the
// current one when the period covers it; the period is shown and checked before sending.
import { Button, Form, Modal, Typography } from "antd";
import { DateInput } from "../../src/components/date-picker/french-pickers.tsx";
import { useEffect, useState } from "react";
import { useRpcMutation } from "../../providers/rpc.ts";
import type { Tables } from "../../src/database.types.ts";
import { FormSelect } from "../../src/components/form/form-select.tsx";
import { t, type MessageVars } from "../../src/i18n/index.ts";
import { dayjs, formatDate } from "../../src/lib/dates/dayjs.ts";
import { useContractPeriod, useTimesheetContractsSelect } from "./hooks.ts";
import { mondayOf } from "./week.ts";
import { defaultWeek, weekInPeriod, type ContractPeriod } from "./week-span.ts";

const c = (key: keyof typeof import("./i18n.fr.ts").timesheetsFr.create, o?: MessageVars) =>
  t(`resources.timesheets.create.${key}`, o);

type Values = { contract_id?: string; week?: string };
export type CreatedWeek = Tables<"timesheet_week">;

/** The period as one line: « du … au … (souplesse incluse) », or its start for an open term. */
export const periodText = (period: ContractPeriod) =>
  period.last_day
    ? c("period", { from: formatDate(period.first_day), to: formatDate(period.last_day) })
    : c("periodOpen", { from: formatDate(period.first_day) });

/** The contract, searched on the server (its own component: the lookup runs only when a contract is to be picked). */
const ContractField = () => {
  const { selectProps } = useTimesheetContractsSelect();
  return (
    <Form.Item name="contract_id" label={c("contract")} rules={[{ required: true, message: c("contractRequired") }]}>
      <FormSelect
        {...selectProps}
        showSearch
        filterOption={false}
        placeholder={c("contractPlaceholder")}
        style={{ width: "100%" }}
      />
    </Form.Item>
  );
};

const CreateWeekModal = ({
  contract,
  onClose,
  onCreated,
}: {
  contract?: { id: string; contract_key: string };
  onClose: () => void;
  onCreated: (week: CreatedWeek) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch("contract_id", form);
  const week = Form.useWatch("week", form);
  const contractId = contract?.id ?? chosen;
  const { period } = useContractPeriod(contractId);
  const { mutate, isPending } = useRpcMutation();

  // the week offered first follows the contract's period until the user picks one
  useEffect(() => {
    if (period && !form.isFieldTouched("week"))
      form.setFieldValue("week", defaultWeek(dayjs().format("YYYY-MM-DD"), period));
  }, [period, form]);

  const submit = (values: Values) => {
    const monday = mondayOf(values.week ?? "");
    mutate(
      "create_timesheet_week",
      { p_contract_id: contractId ?? null, p_week_start: monday },
      { successNotification: c("created", { date: formatDate(monday) }), onSuccess: onCreated },
    );
  };

  return (
    <Modal
      open
      title={c("title")}
      okText={c("submit")}
      cancelText={t("components.form.cancel")}
      confirmLoading={isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={c("title")} onFinish={submit}>
        {contract ? (
          <Typography.Paragraph>
            {c("contract")} : <strong>{contract.contract_key}</strong>
          </Typography.Paragraph>
        ) : (
          <ContractField />
        )}
        <Form.Item
          name="week"
          label={c("week")}
          extra={
            <div aria-live="polite">
              {week ? <div>{c("weekHelp", { date: formatDate(mondayOf(week)) })}</div> : null}
              {period ? <div>{periodText(period)}</div> : null}
            </div>
          }
          rules={[
            { required: true, message: c("weekRequired") },
            {
              validator: (_, value: string | undefined) =>
                !value || !period || weekInPeriod(mondayOf(value), period)
                  ? Promise.resolve()
                  : Promise.reject(new Error(c("outside"))),
            },
          ]}
        >
          <DateInput />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The button and its modal; `contract` fixes the contract (its page), else it is picked. */
export const CreateWeekButton = ({
  contract,
  onCreated,
}: {
  contract?: { id: string; contract_key: string };
  onCreated: (week: CreatedWeek) => void;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{c("button")}</Button>
      {open ? (
        <CreateWeekModal
          contract={contract}
          onClose={() => setOpen(false)}
          onCreated={(week) => {
            setOpen(false);
            onCreated(week);
          }}
        />
      ) : null}
    </>
  );
};
