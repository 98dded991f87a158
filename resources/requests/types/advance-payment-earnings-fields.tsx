// The acompte form's own fields (docs/rules/pay.md#acomptes): « Net déjà gagné » and « Plafond de
// l'acompte », computed by the server (the pay-net Edge Function: the month's gross read as the
// user, its net by the pay engine, recorded for the database) and shown before submit. The form
// sends no net: the database sets estimated_net_earned from the server's record. Without work
// done in the month, while the server computes, or when it fails, the form says so (in French)
// and refuses to send (L3242-1); the database checks again (private.validate_advance_payment_request).
import { Button, Form, Input } from "antd";
import { useEffect } from "react";
import { t } from "../../../src/i18n/index.ts";
import { dayjs, type Dayjs } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import { useAdvanceFigures } from "./advance-payment-earnings.ts";

const a = (key: keyof typeof import("../i18n.fr.ts").requestsFr.advance, vars?: Record<string, string>) =>
  t(`resources.requests.advance.${key}`, vars);

/** A computed amount shown in a read-only input (labelled, focusable, readable by e2e and screen readers). */
const ReadOnlyAmount = ({ id, value, placeholder }: { id?: string; value?: number | null; placeholder: string }) => (
  <Input id={id} readOnly value={value == null ? "" : formatMoney(value)} placeholder={placeholder} />
);

type State = { kind: "noTalent" | "computing" | "noWork" | "failed" | "ready"; message?: string };

/**
 * Not a column: the form item showing the server's net, whose rule refuses to send until it is
 * there (the create schema drops it: the request carries no net).
 */
const NET_ITEM = "advance_server_net";

export const AdvanceEarningsFields = () => {
  const form = Form.useFormInstance();
  const talentId = Form.useWatch<string | null | undefined>("talent_id", form);
  const contractId = Form.useWatch<string | null | undefined>("contract_id", form);
  const periodMonth = Form.useWatch<Dayjs | null | undefined>("period_month", form);
  const requested = Form.useWatch<number | null | undefined>("requested_amount", form);
  // the database's default month is the current one
  const month = (periodMonth ?? dayjs()).startOf("month").format("YYYY-MM-DD");
  const monthLabel = dayjs(month).format("MM/YYYY");
  const query = useAdvanceFigures({ talentId, month, contractId });
  const figures = query.data;

  const state: State = !talentId
    ? { kind: "noTalent" }
    : query.isError
      ? { kind: "failed", message: a("failed", { message: errorMessage(query.error) ?? String(query.error) }) }
      : !figures || query.isFetching
        ? { kind: "computing" }
        : figures.gross <= 0 || figures.net === null
          ? { kind: "noWork", message: a("noWork", { month: monthLabel }) }
          : { kind: "ready" };
  const ready = state.kind === "ready" ? figures! : null;

  const refusal =
    state.kind === "noWork" || state.kind === "failed"
      ? state.message
      : state.kind === "computing"
        ? a("computingRequired")
        : state.kind === "noTalent"
          ? a("netRequired")
          : null;
  const above = ready && ready.ceiling !== null && requested != null && requested > ready.ceiling;

  const net = ready?.net ?? null;
  useEffect(() => {
    form.setFieldValue(NET_ITEM, net);
    // the message follows the figures once the field has been checked (a submit)
    if (form.isFieldTouched(NET_ITEM) || form.getFieldError(NET_ITEM).length)
      void form.validateFields([NET_ITEM]).catch(() => undefined);
  }, [form, net, state.kind]);

  return (
    <>
      <Form.Item
        name={NET_ITEM}
        label={a("net")}
        validateStatus={state.kind === "noWork" || state.kind === "failed" ? "error" : undefined}
        help={
          state.kind === "noWork" ? (
            state.message
          ) : state.kind === "failed" ? (
            <>
              {state.message}{" "}
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void query.refetch()}>
                {a("retry")}
              </Button>
            </>
          ) : ready ? (
            a("netHelp", { gross: formatMoney(ready.gross), month: monthLabel })
          ) : undefined
        }
        rules={[{ validator: async () => (refusal ? Promise.reject(new Error(refusal)) : undefined) }]}
      >
        <ReadOnlyAmount
          placeholder={
            state.kind === "noTalent" ? a("chooseTalent") : state.kind === "computing" ? a("computing") : "—"
          }
        />
      </Form.Item>
      <Form.Item
        label={a("ceiling")}
        htmlFor="advance-payment-ceiling"
        validateStatus={above ? "warning" : undefined}
        help={
          ready
            ? above
              ? a("aboveCeiling", { ceiling: formatMoney(ready.ceiling ?? 0) })
              : a("ceilingHelp", {
                  ratio: String(Math.round(ready.max_ratio * 100)),
                  advanced: formatMoney(ready.already_advanced),
                })
            : undefined
        }
      >
        <ReadOnlyAmount
          id="advance-payment-ceiling"
          value={ready?.ceiling ?? null}
          placeholder={
            state.kind === "noTalent" ? a("chooseTalent") : state.kind === "computing" ? a("computing") : "—"
          }
        />
      </Form.Item>
    </>
  );
};
