// The computed values beside the form, recomputed as the user types (preview.ts; the one place
// to read them from public.contract_preview instead is useContractPreview below).
import { Descriptions, Form, Typography } from "antd";
import { t } from "../../src/i18n/index.ts";
import { formatDate } from "../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../src/lib/money/format.ts";
import { contractPreview, type ContractPreview } from "./preview.ts";
import type { ContractFormValues } from "./schema.ts";

const p = (key: keyof typeof import("./i18n.fr.ts").contractsFr.preview, vars?: Record<string, string | number>) =>
  t(`resources.contracts.preview.${key}`, vars);

/** The preview of the form's current values (client-side today; swap here for the SQL function). */
export const useContractPreview = (): ContractPreview => {
  const form = Form.useFormInstance<ContractFormValues>();
  const values = Form.useWatch((all: ContractFormValues) => all, { form, preserve: true }) as
    ContractFormValues | undefined;
  return contractPreview({
    start_date: values?.start_date,
    end_date: values?.end_date,
    is_precise_term: values?.is_precise_term,
    minimum_duration_days: values?.minimum_duration_days,
    working_days: values?.working_days,
    hourly_wage: values?.hourly_wage,
    coefficient: values?.coefficient,
    contract_reason: values?.contract_reason,
  });
};

export const ContractPreviewPanel = ({ showBillingRate }: { showBillingRate: boolean }) => {
  const preview = useContractPreview();
  const none = p("none");
  const duration =
    preview.duration_days == null
      ? none
      : preview.max_months == null
        ? p("durationNoMax", { days: preview.duration_days })
        : p("durationValue", { days: preview.duration_days, max: preview.max_months });
  return (
    <div aria-live="polite" data-testid="contract-preview">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: "trial",
            label: p("trialPeriod"),
            children:
              preview.trial_period_days == null ? none : p("trialPeriodValue", { count: preview.trial_period_days }),
          },
          {
            key: "flex",
            label: p("flexibility"),
            children:
              preview.flexibility_days == null ? none : p("flexibilityValue", { count: preview.flexibility_days }),
          },
          ...(showBillingRate
            ? [
                {
                  key: "billing",
                  label: p("billingRate"),
                  children: preview.hourly_billing_rate == null ? none : formatMoney(preview.hourly_billing_rate),
                },
              ]
            : []),
          {
            key: "carence",
            label: p("carenceEnd"),
            children: preview.carence_end ? formatDate(preview.carence_end) : none,
          },
          { key: "duration", label: p("duration"), children: duration },
        ]}
      />
      {preview.exceeds_max ? <Typography.Text type="danger">{p("overMax")}</Typography.Text> : null}
    </div>
  );
};
