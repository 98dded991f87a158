// The invoice simulator's general inputs: the company (its contracts, its terms), the payment
// terms when no company is chosen, the start date, the number of weeks and the weekly hours.
import { Button, Card, Form, Radio, Select, Typography } from "antd";
import { DateInput } from "../../components/date-picker/french-pickers.tsx";
import { useT } from "../../i18n/use-t.ts";
import { decimal2 } from "./format.ts";
import type { ParsedInputs } from "./invoice-inputs.ts";
import { modeSuffix } from "./invoice-texts.ts";
import { Field, Muted } from "./ui.tsx";
import type { CompanyContract, CompanyTerms, useCompanyOptions } from "./use-invoice-company.ts";
import type { InvoiceEdits } from "./use-invoice-url-state.ts";

type Props = {
  inputs: ParsedInputs;
  company: CompanyTerms | undefined;
  contracts: CompanyContract[];
  selectProps: ReturnType<typeof useCompanyOptions>["selectProps"];
  edit: InvoiceEdits;
};

export const InvoiceInputsCard = ({ inputs, company, contracts, selectProps, edit }: Props) => {
  const t = useT();
  const { raw, errors } = inputs;
  return (
    <Card title={t("calculators.inputs.title")}>
      <Form layout="vertical" component="div">
        <Form.Item label={t("calculators.invoice.company")} htmlFor="inv-company" style={{ marginBottom: 12 }}>
          <Select<string>
            {...(selectProps as object)}
            id="inv-company"
            allowClear
            showSearch
            placeholder={t("calculators.invoice.companyPlaceholder")}
            value={inputs.company ?? undefined}
            onChange={(value) => edit.setCompany(value)}
            style={{ width: "100%" }}
          />
        </Form.Item>
        {inputs.company ? (
          <Form.Item label={t("calculators.invoice.contracts")} htmlFor="inv-contract" style={{ marginBottom: 12 }}>
            <Select<string>
              id="inv-contract"
              data-testid="company-contracts"
              value={null}
              placeholder={t("calculators.invoice.contractsPlaceholder")}
              notFoundContent={t("calculators.invoice.noContracts")}
              options={contracts.map((c) => ({
                value: c.id,
                label: t("calculators.invoice.contractOption", {
                  key: c.contract_key,
                  job: c.job_name ?? "",
                  wage: decimal2(Number(c.hourly_wage ?? 0)),
                  hours: decimal2(Number(c.working_hours)),
                }),
              }))}
              onChange={(id) => {
                const picked = contracts.find((c) => c.id === id);
                if (picked) edit.addContract(picked);
              }}
              style={{ width: "100%" }}
            />
          </Form.Item>
        ) : null}
        {company ? (
          <Typography.Paragraph data-testid="company-terms">
            {company.source === "conditions"
              ? t("calculators.invoice.conditions", {
                  coefficient: decimal2(company.coefficient ?? 0),
                  days: company.terms.days,
                  mode: modeSuffix(company.terms.mode),
                })
              : t("calculators.invoice.companyTerms", {
                  days: company.terms.days,
                  mode: modeSuffix(company.terms.mode),
                })}
          </Typography.Paragraph>
        ) : (
          <>
            <Muted style={{ display: "block", marginBottom: 8 }}>{t("calculators.invoice.noCompany")}</Muted>
            <Field
              id="inv-tdays"
              label={t("calculators.invoice.termsDays")}
              value={raw.tdays}
              error={errors.tdays}
              onChange={(v) => edit.setValue("tdays", v)}
            />
            <Form.Item label={t("calculators.invoice.termsMode")} style={{ marginBottom: 12 }}>
              <Radio.Group
                value={inputs.tmode}
                onChange={(e) => edit.setValue("tmode", e.target.value)}
                aria-label={t("calculators.invoice.termsMode")}
              >
                <Radio value="net">{t("calculators.invoice.termsNet")}</Radio>
                <Radio value="end_of_month">{t("calculators.invoice.termsEndOfMonth")}</Radio>
              </Radio.Group>
            </Form.Item>
          </>
        )}
        <Form.Item
          label={t("calculators.invoice.start")}
          htmlFor="inv-start"
          validateStatus={errors.start ? "error" : undefined}
          help={errors.start}
          style={{ marginBottom: 12 }}
        >
          <DateInput
            id="inv-start"
            status={errors.start ? "error" : undefined}
            value={raw.start}
            onChange={(value) => edit.setValue("start", value)}
          />
        </Form.Item>
        <Field
          id="inv-weeks"
          label={t("calculators.invoice.weeks")}
          value={raw.weeks}
          error={errors.weeks}
          onChange={(v) => edit.setValue("weeks", v)}
        />
        <Field
          id="inv-weekly"
          label={t("calculators.invoice.weeklyHours")}
          value={raw.weekly}
          error={errors.weekly}
          onChange={(v) => edit.setValue("weekly", v)}
        />
        <Button onClick={edit.resetGrid}>{t("calculators.invoice.resetGrid")}</Button>
      </Form>
    </Card>
  );
};
