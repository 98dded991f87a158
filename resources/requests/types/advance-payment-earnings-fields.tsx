// The acompte form's own fields (docs/rules/pay.md#acomptes): « Net déjà gagné », computed by the pay
// engine from the talent's signed or validated days of the month (src/lib/pay/advance.ts) and
// sent as estimated_net_earned, and « Plafond de l'acompte » — both shown live, before submit.
// Without work done in the month the form says so and refuses to send (L3242-1); the database
// checks again (private.validate_advance_payment_request).
import { Form, Input } from "antd";
import { useEffect, useMemo } from "react";
import { t } from "../../../src/i18n/index.ts";
import { dayjs, type Dayjs } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { advanceFigures } from "../../../src/lib/pay/advance.ts";
import { usePayEngine } from "../../../src/lib/pay/use-pay-engine.ts";
import { useAdvanceEarnings } from "./advance-payment-earnings.ts";

const a = (key: keyof typeof import("../i18n.fr.ts").requestsFr.advance, vars?: Record<string, string>) =>
  t(`resources.requests.advance.${key}`, vars);

/** A computed amount shown in a read-only input (labelled, focusable, readable by e2e and screen readers). */
const ReadOnlyAmount = ({ id, value, placeholder }: { id?: string; value?: number | null; placeholder: string }) => (
  <Input id={id} readOnly value={value == null ? "" : formatMoney(value)} placeholder={placeholder} />
);

type State = { kind: "noTalent" | "computing" | "noWork" | "failed" | "ready"; message?: string };

export const AdvanceEarningsFields = () => {
  const form = Form.useFormInstance();
  const talentId = Form.useWatch<string | null | undefined>("talent_id", form);
  const contractId = Form.useWatch<string | null | undefined>("contract_id", form);
  const periodMonth = Form.useWatch<Dayjs | null | undefined>("period_month", form);
  const requested = Form.useWatch<number | null | undefined>("requested_amount", form);
  // the database's default month is the current one
  const month = (periodMonth ?? dayjs()).startOf("month").format("YYYY-MM-DD");
  const monthLabel = dayjs(month).format("MM/YYYY");
  const earnings = useAdvanceEarnings({ talentId, month, contractId });
  const { engine, error: engineError } = usePayEngine();

  const figures = useMemo(
    () =>
      engine && earnings.ready && earnings.maxRatio !== null
        ? advanceFigures(engine, {
            days: earnings.days,
            month,
            maxRatio: earnings.maxRatio,
            alreadyAdvanced: earnings.alreadyAdvanced,
          })
        : undefined,
    [engine, earnings.ready, earnings.days, earnings.maxRatio, earnings.alreadyAdvanced, month],
  );
  const failure = engineError ?? earnings.error;
  const state: State = !talentId
    ? { kind: "noTalent" }
    : failure
      ? { kind: "failed", message: a("failed", { message: errorMessage(failure) ?? String(failure) }) }
      : figures === undefined
        ? { kind: "computing" }
        : figures === null
          ? { kind: "noWork", message: a("noWork", { month: monthLabel }) }
          : { kind: "ready" };

  const net = figures?.net ?? null;
  useEffect(() => {
    form.setFieldValue("estimated_net_earned", net);
    // the message follows the figures once the field has been checked (a submit)
    if (form.isFieldTouched("estimated_net_earned") || form.getFieldError("estimated_net_earned").length)
      void form.validateFields(["estimated_net_earned"]).catch(() => undefined);
  }, [form, net, state.kind]);

  const refusal =
    state.kind === "noWork" || state.kind === "failed"
      ? state.message
      : state.kind === "computing"
        ? a("computingRequired")
        : state.kind === "noTalent"
          ? a("netRequired")
          : null;
  const above = figures && requested != null && requested > figures.ceiling;

  return (
    <>
      <Form.Item
        name="estimated_net_earned"
        label={a("net")}
        validateStatus={state.kind === "noWork" || state.kind === "failed" ? "error" : undefined}
        help={
          state.kind === "noWork" || state.kind === "failed"
            ? state.message
            : figures
              ? a("netHelp", { gross: formatMoney(figures.gross), month: monthLabel })
              : undefined
        }
        rules={[{ validator: async () => (refusal ? Promise.reject(new Error(refusal)) : undefined) }]}
      >
        <ReadOnlyAmount placeholder={state.kind === "noTalent" ? a("chooseTalent") : a("computing")} />
      </Form.Item>
      <Form.Item
        label={a("ceiling")}
        htmlFor="advance-payment-ceiling"
        validateStatus={above ? "warning" : undefined}
        help={
          figures
            ? above
              ? a("aboveCeiling", { ceiling: formatMoney(figures.ceiling) })
              : a("ceilingHelp", {
                  ratio: String(Math.round(figures.maxRatio * 100)),
                  advanced: formatMoney(figures.alreadyAdvanced),
                })
            : undefined
        }
      >
        <ReadOnlyAmount
          id="advance-payment-ceiling"
          value={figures?.ceiling ?? null}
          placeholder={
            state.kind === "noTalent" ? a("chooseTalent") : state.kind === "computing" ? a("computing") : "—"
          }
        />
      </Form.Item>
    </>
  );
};
