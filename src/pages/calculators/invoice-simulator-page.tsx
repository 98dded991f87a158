// /invoice-simulator (domain §6): a company (its commercial conditions when they exist), one or
// more lines (ad hoc, or from the company's contracts), hours per day over N weeks with the French public holidays, bonuses and
// expenses → per week and line the hours split, HT, VAT 20 %, TTC, the due date, a margin
// estimate for the roles of §6.4, the warnings; exported as XLSX or PDF. Inputs live in the URL.
import { DeleteOutlined, FileExcelOutlined, FilePdfOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Form, Radio, Row, Select, Space, Spin, Table, Typography } from "antd";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { simulateInvoice, type InvoiceResult, type PaymentTerms, type Warning } from "../../lib/pay/invoice.ts";
import { todayIso } from "../../lib/pay/situation.ts";
import { usePayEngine } from "../../lib/pay/use-pay-engine.ts";
import { toast } from "../../components/toast/toast-store.ts";
import { exportFileName } from "../../lib/export/table-export.ts";
import { useCurrentUser } from "../../session/use-current-user.ts";
import { decimal2, hourly, money } from "./format.ts";
import { HoursGrid } from "./invoice-grid.tsx";
import {
  contractLine,
  encodeGrid,
  encodeLine,
  isDefaultLine,
  LINE_KEYS,
  parseInvoiceInputs,
  type LineKey,
  type RawLine,
} from "./invoice-inputs.ts";
import { downloadFile, invoicePdf, invoiceXlsx, XLSX_MIME, type InvoiceSheet } from "./invoice-export.ts";
import { canSeeMargins } from "./margin-roles.ts";
import { Field, Figure, Muted, ShareLink } from "./ui.tsx";
import {
  useCompanyContracts,
  useCompanyOptions,
  useCompanyTerms,
  type CompanyContract,
} from "./use-invoice-company.ts";

const hoursText = (n: number) => `${decimal2(n)} h`;

export const InvoiceSimulatorPage = () => {
  const t = useT();
  const showMargins = canSeeMargins(useCurrentUser().user?.roles ?? []);
  const { engine, error } = usePayEngine();
  const [params, setParams] = useSearchParams();
  const inputs = useMemo(() => parseInvoiceInputs(params, todayIso()), [params]);
  const { raw, errors, valid } = inputs;
  const company = useCompanyTerms(inputs.company);
  const { selectProps } = useCompanyOptions();
  const contracts = useCompanyContracts(inputs.company);

  // From the address itself: two quick edits in a row must not lose the first one.
  const update = (mutate: (next: URLSearchParams, current: typeof raw) => void) => {
    const next = new URLSearchParams(window.location.search);
    mutate(next, parseInvoiceInputs(next, todayIso()).raw);
    setParams(next, { replace: true });
  };
  const writeLines = (next: URLSearchParams, lines: RawLine[]) => {
    next.delete("line");
    lines.forEach((line) => next.append("line", encodeLine(LINE_KEYS.map((k) => line[k]))));
  };
  const setLine = (index: number, key: LineKey, value: string) =>
    update((next, cur) =>
      writeLines(
        next,
        cur.lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)),
      ),
    );
  const addLine = () =>
    update((next, cur) =>
      writeLines(next, [
        ...cur.lines,
        {
          title: "",
          payRate: "14,50",
          coefficient: company?.coefficient ? decimal2(company.coefficient) : "2",
          bonus: "0",
          expenses: "0",
        },
      ]),
    );
  const removeLine = (index: number) =>
    update((next, cur) =>
      writeLines(
        next,
        cur.lines.filter((_, i) => i !== index),
      ),
    );
  const setCell = (week: number, day: number, value: string) =>
    update((next, cur) =>
      next.set(
        "grid",
        encodeGrid(cur.grid.map((days, w) => days.map((h, d) => (w === week && d === day ? value.trim() : h)))),
      ),
    );
  const setValue = (key: string, value: string) => update((next) => next.set(key, value));
  // A contract becomes a line (its pay, its billing rate as a coefficient); its weekly hours
  // fill the grid when it is the first line.
  const addContract = (contract: CompanyContract) =>
    update((next, cur) => {
      const kept = cur.lines.filter((line) => !isDefaultLine(line));
      writeLines(next, [...kept, contractLine(contract, company?.coefficient)]);
      if (kept.length === 0) {
        next.set("weekly", String(Number(contract.working_hours)).replace(".", ","));
        next.delete("grid");
      }
    });
  const resetGrid = () => update((next) => next.delete("grid"));

  const terms: PaymentTerms | undefined =
    company?.terms ?? (valid ? { days: valid.termsDays, mode: inputs.tmode } : undefined);
  // One engine evaluation per start date, not per keystroke.
  const startDay = valid?.start;
  const smicHourly = useMemo(() => (engine && startDay ? engine.smicHourly(startDay) : undefined), [engine, startDay]);
  const result: InvoiceResult | null =
    valid && terms && smicHourly !== undefined
      ? simulateInvoice({ start: valid.start, grid: valid.grid, lines: valid.lines, smicHourly, terms })
      : null;
  const lineName = (l: number) => valid?.lines[l]?.title || t("calculators.invoice.line", { n: l + 1 });

  const warningText = (w: Warning) => {
    switch (w.kind) {
      case "dayOver10":
        return t("calculators.invoice.warnings.dayOver10", { date: formatDate(w.day), hours: decimal2(w.hours) });
      case "weekOver48":
        return t("calculators.invoice.warnings.weekOver48", { week: w.week, hours: decimal2(w.hours) });
      case "holidayWorked":
        return t("calculators.invoice.warnings.holidayWorked", { date: formatDate(w.day), hours: decimal2(w.hours) });
      case "underSmic":
        return t("calculators.invoice.warnings.underSmic", {
          line: lineName(w.line),
          rate: hourly(w.rate),
          smic: hourly(w.smic),
        });
    }
  };

  const sheet = (r: InvoiceResult): InvoiceSheet => ({
    title: t("calculators.invoice.pdfTitle"),
    heading: [
      ...(company ? [t("calculators.invoice.pdfCompany", { name: company.name })] : []),
      `${t("calculators.invoice.invoiceDate")} : ${formatDate(r.invoiceDate)}`,
      `${t("calculators.invoice.dueDate")} : ${formatDate(r.dueDate)}`,
    ],
    columns: [
      t("calculators.invoice.colWeek"),
      t("calculators.invoice.colLine"),
      t("calculators.invoice.colHours"),
      t("calculators.invoice.colSplit"),
      t("calculators.invoice.colBillingRate"),
      t("calculators.invoice.colHt"),
      t("calculators.invoice.colVat"),
      t("calculators.invoice.colTtc"),
    ],
    rows: r.rows.map((row) => [
      row.week,
      lineName(row.line),
      row.hours,
      `${decimal2(row.split.normal)} / ${decimal2(row.split.ot25)} / ${decimal2(row.split.ot50)}`,
      row.billingRate,
      row.ht,
      row.vat,
      row.ttc,
    ]),
    totals: [
      [t("calculators.invoice.totalHt"), r.totalHt],
      [t("calculators.invoice.totalVat"), r.totalVat],
      [t("calculators.invoice.totalTtc"), r.totalTtc],
    ],
    note: t("calculators.invoice.pdfNote"),
    format: money,
  });
  const exportAs = async (format: "xlsx" | "pdf") => {
    if (!result) return;
    try {
      const name = exportFileName(t("calculators.invoice.fileBase"), "xlsx").replace(/xlsx$/, format);
      if (format === "xlsx") downloadFile(await invoiceXlsx(sheet(result)), XLSX_MIME, name);
      else downloadFile((await invoicePdf(sheet(result))) as BlobPart, "application/pdf", name);
    } catch {
      toast({ type: "error", description: t("calculators.invoice.exportError") });
    }
  };

  const modeSuffix = (mode: PaymentTerms["mode"]) =>
    mode === "end_of_month" ? t("calculators.invoice.endOfMonth") : "";
  const inputsCard = (
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
            onChange={(value) =>
              update((next) => (value ? next.set("company", String(value)) : next.delete("company")))
            }
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
                if (picked) addContract(picked);
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
              onChange={(v) => setValue("tdays", v)}
            />
            <Form.Item label={t("calculators.invoice.termsMode")} style={{ marginBottom: 12 }}>
              <Radio.Group
                value={inputs.tmode}
                onChange={(e) => setValue("tmode", e.target.value)}
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
          <input
            id="inv-start"
            type="date"
            className="ant-input"
            value={raw.start}
            onChange={(e) => setValue("start", e.target.value)}
          />
        </Form.Item>
        <Field
          id="inv-weeks"
          label={t("calculators.invoice.weeks")}
          value={raw.weeks}
          error={errors.weeks}
          onChange={(v) => setValue("weeks", v)}
        />
        <Field
          id="inv-weekly"
          label={t("calculators.invoice.weeklyHours")}
          value={raw.weekly}
          error={errors.weekly}
          onChange={(v) => setValue("weekly", v)}
        />
        <Button onClick={resetGrid}>{t("calculators.invoice.resetGrid")}</Button>
      </Form>
    </Card>
  );

  const linesCard = (
    <Card title={t("calculators.invoice.linesTitle")}>
      <Form layout="vertical" component="div">
        {raw.lines.map((line, l) => (
          <fieldset key={l} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600 }}>{t("calculators.invoice.line", { n: l + 1 })}</legend>
            <Row gutter={8} align="bottom">
              <Col xs={24} md={6}>
                <Form.Item
                  label={t("calculators.invoice.title")}
                  htmlFor={`inv-${l}-title`}
                  style={{ marginBottom: 12 }}
                >
                  <input
                    id={`inv-${l}-title`}
                    className="ant-input"
                    placeholder={t("calculators.invoice.titlePlaceholder")}
                    value={line.title}
                    onChange={(e) => setLine(l, "title", e.target.value)}
                  />
                </Form.Item>
              </Col>
              {(["payRate", "coefficient", "bonus", "expenses"] as const).map((key) => (
                <Col xs={12} md={4} key={key}>
                  <Field
                    id={`inv-${l}-${key}`}
                    label={t(`calculators.invoice.${key}`)}
                    value={line[key]}
                    error={errors[`line.${l}.${key}`]}
                    onChange={(v) => setLine(l, key, v)}
                  />
                </Col>
              ))}
              <Col xs={24} md={2}>
                {raw.lines.length > 1 ? (
                  <Button
                    style={{ marginBottom: 12 }}
                    icon={<DeleteOutlined />}
                    aria-label={t("calculators.invoice.removeLine", { n: l + 1 })}
                    title={t("calculators.invoice.removeLine", { n: l + 1 })}
                    onClick={() => removeLine(l)}
                  />
                ) : null}
              </Col>
            </Row>
          </fieldset>
        ))}
        <Button icon={<PlusOutlined />} onClick={addLine}>
          {t("calculators.invoice.addLine")}
        </Button>
      </Form>
    </Card>
  );

  const gridErrors = Object.entries(errors).filter(([key, message]) => key.startsWith("grid.") && message);
  const gridCard = (
    <Card title={t("calculators.invoice.gridTitle")}>
      <HoursGrid start={valid?.start ?? raw.start} grid={raw.grid} errors={errors} onChange={setCell} />
      {gridErrors.length ? <Alert style={{ marginTop: 8 }} type="error" showIcon message={gridErrors[0][1]} /> : null}
    </Card>
  );

  const results = () => {
    if (!valid) return null;
    if (!result)
      return (
        <Spin tip={t("calculators.loading")}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      );
    const due =
      result && terms
        ? terms.mode === "end_of_month"
          ? t("calculators.invoice.formulas.dueEndOfMonth", { days: terms.days })
          : t("calculators.invoice.formulas.dueNet", { days: terms.days })
        : "";
    return (
      <Card title={t("calculators.invoice.resultsTitle")}>
        <Space direction="vertical" style={{ width: "100%" }}>
          {result.warnings.map((w, i) => (
            <Alert key={i} type="warning" showIcon message={warningText(w)} data-testid="invoice-warning" />
          ))}
          <Table
            data-testid="invoice-rows"
            size="small"
            pagination={false}
            scroll={{ x: true }}
            rowKey={(r) => `${r.week}-${r.line}`}
            dataSource={result.rows}
            columns={[
              { title: t("calculators.invoice.colWeek"), dataIndex: "week" },
              { title: t("calculators.invoice.colLine"), key: "line", render: (_: unknown, r) => lineName(r.line) },
              { title: t("calculators.invoice.colHours"), dataIndex: "hours", render: hoursText },
              {
                title: t("calculators.invoice.colSplit"),
                key: "split",
                render: (_: unknown, r) =>
                  `${decimal2(r.split.normal)} / ${decimal2(r.split.ot25)} / ${decimal2(r.split.ot50)}`,
              },
              {
                title: t("calculators.invoice.colBillingRate"),
                dataIndex: "billingRate",
                align: "right",
                render: hourly,
              },
              { title: t("calculators.invoice.colHt"), dataIndex: "ht", align: "right", render: money },
              { title: t("calculators.invoice.colVat"), dataIndex: "vat", align: "right", render: money },
              { title: t("calculators.invoice.colTtc"), dataIndex: "ttc", align: "right", render: money },
              ...(showMargins
                ? [
                    {
                      title: t("calculators.invoice.colMargin"),
                      dataIndex: "margin",
                      align: "right" as const,
                      render: money,
                    },
                  ]
                : []),
            ]}
          />
          <Muted style={{ fontSize: 12 }}>{t("calculators.invoice.formulas.row")}</Muted>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Figure
                testId="total-ht"
                label={t("calculators.invoice.totalHt")}
                value={money(result.totalHt)}
                formula={t("calculators.invoice.formulas.totalHt")}
              />
              <Figure
                testId="total-vat"
                label={t("calculators.invoice.totalVat")}
                value={money(result.totalVat)}
                formula={t("calculators.invoice.formulas.vat")}
              />
              <Figure
                testId="total-ttc"
                label={t("calculators.invoice.totalTtc")}
                value={money(result.totalTtc)}
                formula={t("calculators.invoice.formulas.ttc")}
              />
            </Col>
            <Col xs={24} md={12}>
              <Figure
                testId="invoice-date"
                label={t("calculators.invoice.invoiceDate")}
                value={formatDate(result.invoiceDate)}
                formula={t("calculators.invoice.formulas.invoiceDate")}
              />
              <Figure
                testId="due-date"
                label={t("calculators.invoice.dueDate")}
                value={formatDate(result.dueDate)}
                formula={due}
              />
              {showMargins ? (
                <Figure
                  testId="invoice-margin"
                  label={t("calculators.invoice.margin")}
                  value={money(result.totalMargin)}
                  formula={t("calculators.invoice.formulas.margin")}
                />
              ) : null}
            </Col>
          </Row>
          <Space wrap>
            <Button icon={<FileExcelOutlined />} onClick={() => void exportAs("xlsx")}>
              {t("calculators.invoice.exportXlsx")}
            </Button>
            <Button icon={<FilePdfOutlined />} onClick={() => void exportAs("pdf")}>
              {t("calculators.invoice.exportPdf")}
            </Button>
          </Space>
          <Muted style={{ fontSize: 12 }}>{t("calculators.invoice.pdfNote")}</Muted>
        </Space>
      </Card>
    );
  };

  if (error) return <Alert type="error" showIcon message={t("calculators.loadError")} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <ShareLink />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          {inputsCard}
        </Col>
        <Col xs={24} lg={16}>
          <Space direction="vertical" style={{ width: "100%" }}>
            {linesCard}
            {gridCard}
          </Space>
        </Col>
        <Col span={24}>{results()}</Col>
      </Row>
    </Space>
  );
};
