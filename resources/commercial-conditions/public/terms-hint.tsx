// The client's signed conditions beside an order's or a contract's coefficient: the version in
// force and the coefficient of the job's grid line, filled in when the field is empty, a warning
// when the typed coefficient departs from it or the wage is under the grid line's minimum pay.
import { Alert, Button, Form, Space, Typography } from "antd";
import { useEffect } from "react";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { formatDecimal, formatMoney } from "../../../src/lib/money/format.ts";
import type { commercialTermsFr } from "../i18n.fr.ts";
import { termsWarnings, useClientTerms } from "../../../src/domain/commercial-conditions/terms.ts";

type TermsKey = Exclude<keyof typeof commercialTermsFr.terms, "scope">;
const k = (key: TermsKey, values?: Record<string, string | number | undefined>) =>
  t(`resources.commercialTerms.terms.${key}`, values);
const scopeLabel = (scope: keyof typeof commercialTermsFr.terms.scope) =>
  t(`resources.commercialTerms.terms.scope.${scope}`);
const coef = (value: number | string) => formatDecimal(Number(value));

/** Inside an order's or a contract's form: reads its company, job, start date, coefficient and wage. */
export const SignedTermsHint = () => {
  const form = Form.useFormInstance();
  const companyId = Form.useWatch<string | null | undefined>("company_id", form);
  const jobName = Form.useWatch<string | null | undefined>("job_name", form);
  const on = Form.useWatch<string | null | undefined>("start_date", form);
  const coefficient = Form.useWatch<number | null | undefined>("coefficient", form);
  const wage = Form.useWatch<number | null | undefined>("hourly_wage", form);
  const { terms, loading } = useClientTerms(companyId, jobName, on);

  useEffect(() => {
    if (terms && form.getFieldValue("coefficient") == null)
      form.setFieldValue("coefficient", Number(terms.coefficient));
  }, [terms, form]);

  if (!companyId || loading) return null;
  if (!terms) return <Typography.Paragraph type="secondary">{k("none")}</Typography.Paragraph>;
  const values = {
    version: terms.version,
    scope: scopeLabel(terms.scope_type),
    from: formatDate(terms.valid_from),
    coefficient: coef(terms.coefficient),
    job: terms.grid_job,
  };
  const { departs, underMinPay } = termsWarnings(terms, coefficient, wage);
  const overtime =
    terms.overtime_coefficient == null ? "" : ` · ${k("overtime", { coefficient: coef(terms.overtime_coefficient) })}`;
  return (
    <Space direction="vertical" style={{ width: "100%", marginBottom: 16 }}>
      <Alert
        type="info"
        showIcon
        message={k("title")}
        description={k(terms.grid_job ? "inForce" : "inForceDefault", values) + overtime}
      />
      {departs ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          message={k("departs", { typed: coef(Number(coefficient)), signed: values.coefficient })}
          action={
            <Button size="small" onClick={() => form.setFieldValue("coefficient", Number(terms.coefficient))}>
              {k("apply", { coefficient: values.coefficient })}
            </Button>
          }
        />
      ) : null}
      {underMinPay ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          message={k("underMinPay", {
            wage: formatMoney(Number(wage)),
            min: formatMoney(Number(terms.min_pay_rate)),
            job: terms.grid_job,
          })}
        />
      ) : null}
    </Space>
  );
};
