// The invoice simulator's results: warnings, per week and line the hours split and amounts, the
// totals and dates with their formulas, the margin for the roles that may see it, the exports.
// A spinner stands while the pay engine (the SMIC of the start date) is not there yet.
import { FileExcelOutlined, FilePdfOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Row, Space, Spin, Table } from "antd";
import { useT } from "../../i18n/use-t.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import type { InvoiceResult, PaymentTerms } from "../../lib/pay/invoice.ts";
import { vatPercent } from "../../lib/pay/hours.ts";
import { decimal2, hourly, money } from "./format.ts";
import { dueFormula, splitText, warningText } from "./invoice-texts.ts";
import { Figure, Muted } from "./ui.tsx";

const hoursText = (n: number) => `${decimal2(n)} h`;

type Props = {
  result: InvoiceResult | null;
  terms: PaymentTerms | undefined;
  showMargins: boolean;
  lineName: (line: number) => string;
  onExport: (format: "xlsx" | "pdf") => void;
};

export const InvoiceResultsCard = ({ result, terms, showMargins, lineName, onExport }: Props) => {
  const t = useT();
  if (!result)
    return (
      <Spin tip={t("calculators.loading")}>
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  return (
    <Card title={t("calculators.invoice.resultsTitle")}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {result.warnings.map((w, i) => (
          <Alert key={i} type="warning" showIcon message={warningText(w, lineName)} data-testid="invoice-warning" />
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
            { title: t("calculators.invoice.colSplit"), key: "split", render: (_: unknown, r) => splitText(r.split) },
            {
              title: t("calculators.invoice.colBillingRate"),
              dataIndex: "billingRate",
              align: "right",
              render: hourly,
            },
            { title: t("calculators.invoice.colHt"), dataIndex: "ht", align: "right", render: money },
            {
              title: t("calculators.invoice.colVat", { rate: vatPercent() }),
              dataIndex: "vat",
              align: "right",
              render: money,
            },
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
              label={t("calculators.invoice.totalVat", { rate: vatPercent() })}
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
              formula={dueFormula(terms)}
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
          <Button icon={<FileExcelOutlined />} onClick={() => onExport("xlsx")}>
            {t("calculators.invoice.exportXlsx")}
          </Button>
          <Button icon={<FilePdfOutlined />} onClick={() => onExport("pdf")}>
            {t("calculators.invoice.exportPdf")}
          </Button>
        </Space>
        <Muted style={{ fontSize: 12 }}>{t("calculators.invoice.pdfNote")}</Muted>
      </Space>
    </Card>
  );
};
