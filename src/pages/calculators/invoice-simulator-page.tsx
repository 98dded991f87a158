// /invoice-simulator (docs/rules/pay.md#invoice-simulator): a company (its commercial conditions when they exist), one
// or more lines (ad hoc, or from the company's contracts), hours per day over N weeks with the French public holidays,
// bonuses and expenses → per week and line the hours split, HT, VAT 20 %, TTC, the due date, a margin estimate for the
// roles that see margins (docs/rules/pay.md#margin-visibility), the warnings; exported as XLSX or PDF. Inputs live in
// the URL.
import { Alert, Card, Col, Row, Space } from "antd";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { simulateInvoice, type InvoiceResult, type PaymentTerms } from "../../lib/pay/invoice.ts";
import { todayIso } from "../../lib/pay/situation.ts";
import { usePayEngine } from "../../lib/pay/use-pay-engine.ts";
import { toast } from "../../lib/toast/toast-store.ts";
import { exportFileName } from "../../lib/export/table-export.ts";
import { useCurrentUser } from "../../session/use-current-user.ts";
import { HoursGrid } from "./invoice-grid.tsx";
import { parseInvoiceInputs } from "./invoice-inputs.ts";
import { InvoiceInputsCard } from "./invoice-inputs-card.tsx";
import { InvoiceLinesCard } from "./invoice-lines-card.tsx";
import { InvoiceResultsCard } from "./invoice-results-card.tsx";
import { downloadFile, invoicePdf, invoiceXlsx, XLSX_MIME } from "./invoice-export.ts";
import { invoiceSheet } from "./invoice-sheet.ts";
import { lineLabel } from "./invoice-texts.ts";
import { canSeeMargins } from "./margin-roles.ts";
import { ShareLink } from "./ui.tsx";
import { useCompanyContracts, useCompanyOptions, useCompanyTerms } from "./use-invoice-company.ts";
import { useInvoiceUrlState } from "./use-invoice-url-state.ts";

export const InvoiceSimulatorPage = () => {
  const t = useT();
  const showMargins = canSeeMargins(useCurrentUser().user?.roles ?? []);
  const { engine, error } = usePayEngine();
  const [params] = useSearchParams();
  const inputs = useMemo(() => parseInvoiceInputs(params, todayIso()), [params]);
  const { raw, errors, valid } = inputs;
  const company = useCompanyTerms(inputs.company);
  const { selectProps } = useCompanyOptions();
  const contracts = useCompanyContracts(inputs.company);
  const edit = useInvoiceUrlState(company?.coefficient);

  const terms: PaymentTerms | undefined =
    company?.terms ?? (valid ? { days: valid.termsDays, mode: inputs.tmode } : undefined);
  // One engine evaluation per start date, not per keystroke.
  const startDay = valid?.start;
  const smicHourly = useMemo(() => (engine && startDay ? engine.smicHourly(startDay) : undefined), [engine, startDay]);
  const result: InvoiceResult | null =
    valid && terms && smicHourly !== undefined
      ? simulateInvoice({ start: valid.start, grid: valid.grid, lines: valid.lines, smicHourly, terms })
      : null;
  const lineName = (l: number) => lineLabel(valid?.lines[l]?.title, l);

  const exportAs = async (format: "xlsx" | "pdf") => {
    if (!result) return;
    try {
      const sheet = invoiceSheet(result, company?.name, lineName);
      const name = exportFileName(t("calculators.invoice.fileBase"), "xlsx").replace(/xlsx$/, format);
      if (format === "xlsx") downloadFile(await invoiceXlsx(sheet), XLSX_MIME, name);
      else downloadFile((await invoicePdf(sheet)) as BlobPart, "application/pdf", name);
    } catch {
      toast({ type: "error", description: t("calculators.invoice.exportError") });
    }
  };

  const gridErrors = Object.entries(errors).filter(([key, message]) => key.startsWith("grid.") && message);

  if (error) return <Alert type="error" showIcon message={t("calculators.loadError")} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ShareLink />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <InvoiceInputsCard
            inputs={inputs}
            company={company}
            contracts={contracts}
            selectProps={selectProps}
            edit={edit}
          />
        </Col>
        <Col xs={24} lg={16}>
          <Space direction="vertical" style={{ width: "100%" }}>
            <InvoiceLinesCard lines={raw.lines} errors={errors} edit={edit} />
            <Card title={t("calculators.invoice.gridTitle")}>
              <HoursGrid start={valid?.start ?? raw.start} grid={raw.grid} errors={errors} onChange={edit.setCell} />
              {gridErrors.length ? (
                <Alert style={{ marginTop: 8 }} type="error" showIcon message={gridErrors[0][1]} />
              ) : null}
            </Card>
          </Space>
        </Col>
        <Col span={24}>
          {valid ? (
            <InvoiceResultsCard
              result={result}
              terms={terms}
              showMargins={showMargins}
              lineName={lineName}
              onExport={(format) => void exportAs(format)}
            />
          ) : null}
        </Col>
      </Row>
    </Space>
  );
};
