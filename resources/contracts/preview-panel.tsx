// The computed values beside the form, as the database computes them: the form's values,
// debounced, go to public.contract_preview (rolled-back save, as the caller) through useRpc
// (Refine's useCustom); the answer keeps showing while the next one loads. Only the display is here.
import { Alert, Descriptions, Form, List, Spin, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useRpc } from "../../providers/rpc.ts";
import type { Json } from "../../src/database.types.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { previewInput, problemMessage, readPreview, type ContractPreview } from "./preview-input.ts";
import { durationText, flexibilityText, p } from "./preview-texts.ts";
import type { ContractFormValues } from "./schema.ts";

/** Typing pauses this long before the database is asked again. */
const DEBOUNCE_MS = 400;

const useDebounced = <T,>(value: T): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
};

/** The database's preview of the form's current values (null until the talent and start date are chosen). */
export const useContractPreview = (base: Record<string, Json>, withCoefficient: boolean) => {
  const form = Form.useFormInstance<ContractFormValues>();
  const values = Form.useWatch((all: ContractFormValues) => all, { form, preserve: true }) as
    ContractFormValues | undefined;
  const input = previewInput(values, base, withCoefficient);
  // a string: the debounce and the query key compare by content, not by the watch's new object
  const key = useDebounced(input ? JSON.stringify(input) : "");
  const { data, query } = useRpc(
    "contract_preview",
    { p_contract: key ? (JSON.parse(key) as Json) : null },
    {
      errorNotification: false,
      queryOptions: { enabled: !!key, placeholderData: (previous) => previous, retry: false },
    },
  );
  return {
    preview: key ? readPreview(data) : null,
    waiting: !!input && (key !== JSON.stringify(input) || query.isFetching),
    failed: query.isError,
    ready: !!input,
  };
};

const Problems = ({ preview }: { preview: ContractPreview }) => {
  const items = [
    ...preview.errors.map((e) => ({
      key: `e-${e.message}`,
      text: problemMessage(e),
      tag: p("blocking"),
      color: "red",
    })),
    ...preview.errors_at_validation
      .filter((e) => !preview.errors.some((now) => now.message === e.message))
      .map((e) => ({
        key: `v-${e.message}`,
        text: problemMessage(e),
        tag: p("blockingAtValidation"),
        color: "orange",
      })),
    ...preview.warnings.map((w) => ({
      key: `w-${w.code}-${w.message}`,
      text: w.message,
      tag: p("warning"),
      color: "gold",
    })),
  ];
  if (!items.length) return null;
  return (
    <List
      size="small"
      aria-label={p("problems")}
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.key}>
          <span>
            <Tag color={item.color}>{item.tag}</Tag>
            {item.text}
          </span>
        </List.Item>
      )}
    />
  );
};

export const ContractPreviewPanel = ({
  showBillingRate,
  base = {},
  readOnly = false,
}: {
  showBillingRate: boolean;
  /** a form that cannot be saved (signed contract, no right): its values only, not what a save would refuse */
  readOnly?: boolean;
  /** the edited contract's id, or an amendment's own columns */
  base?: Record<string, Json>;
}) => {
  const { preview, waiting, failed, ready } = useContractPreview(base, showBillingRate);
  const none = p("none");
  return (
    <div aria-live="polite" aria-busy={waiting} data-testid="contract-preview">
      {!ready ? <Typography.Paragraph type="secondary">{p("incomplete")}</Typography.Paragraph> : null}
      {ready && waiting ? (
        <Typography.Paragraph type="secondary">
          <Spin size="small" /> {p("loading")}
        </Typography.Paragraph>
      ) : null}
      {ready && failed && !waiting ? <Alert type="warning" showIcon message={p("failed")} /> : null}
      {preview ? (
        <>
          {/* labels above their values: side by side, a long label ("Fin du délai de carence
              après ce contrat") left its date one character per line in a narrow column */}
          <Descriptions
            size="small"
            layout="vertical"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: "trial",
                label: p("trialPeriod"),
                children:
                  preview.trial_period_days == null
                    ? none
                    : `${p("trialPeriodValue", { count: preview.trial_period_days })}${
                        preview.trial_period_end_date
                          ? ` — ${p("trialEnd", { date: formatDate(preview.trial_period_end_date) })}`
                          : ""
                      }`,
              },
              { key: "flex", label: p("flexibility"), children: flexibilityText(preview) },
              ...(showBillingRate
                ? [
                    {
                      key: "billing",
                      label: p("billingRate"),
                      children: preview.hourly_billing_rate == null ? none : formatMoney(preview.hourly_billing_rate),
                    },
                    {
                      key: "break-even",
                      label: p("breakEven"),
                      children:
                        preview.break_even_coefficient == null
                          ? none
                          : preview.break_even_coefficient.toLocaleString("fr-FR", { maximumFractionDigits: 2 }),
                    },
                  ]
                : []),
              {
                key: "carence",
                label: p("carenceEnd"),
                children: preview.carence?.next_start_date ? formatDate(preview.carence.next_start_date) : none,
              },
              { key: "duration", label: p("duration"), children: durationText(preview) },
            ]}
          />
          {preview.duration?.within_max === false ? (
            <Typography.Text type="danger">
              {p("overMax", { date: formatDate(preview.duration.max_end_date) })}
            </Typography.Text>
          ) : null}
          {readOnly ? null : <Problems preview={preview} />}
        </>
      ) : null}
    </div>
  );
};
