// « Journal des ventes »: the month's sales journal (public.client_sales_journal), CSV or XLSX,
// for accounting; the month defaults to the last one.
import { DownloadOutlined } from "@ant-design/icons";
import { Button, DatePicker, Form, Modal, Radio } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useRpcCall } from "../../providers/rpc.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { MIME_TYPES, type ExportFormat } from "../../src/lib/export/table-export.ts";
import { journalCsv, journalFileName, journalXlsx, monthBounds, type JournalLine } from "./sales-journal.ts";

const j = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.journal, vars?: Record<string, string | number>) =>
  t(`resources.clientInvoices.journal.${key}`, vars);

const save = (content: BlobPart, format: ExportFormat, name: string) => {
  const url = URL.createObjectURL(new Blob([content], { type: MIME_TYPES[format] }));
  Object.assign(document.createElement("a"), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const SalesJournalButton = () => {
  const callRpc = useRpcCall();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs>(() => dayjs().subtract(1, "month").startOf("month"));
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const key = month.format("YYYY-MM");
    const [from, to] = monthBounds(key);
    setBusy(true);
    try {
      const data: JournalLine[] = await callRpc("client_sales_journal", { p_from: from, p_to: to });
      if (data.length === 0) {
        toast({ type: "danger", description: j("empty", { month: month.format("MM/YYYY") }) });
        return;
      }
      save(format === "csv" ? journalCsv(data) : await journalXlsx(data, key), format, journalFileName(key, format));
      setOpen(false);
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)}>
        {j("button")}
      </Button>
      <Modal
        open={open}
        title={j("title")}
        okText={j("download")}
        cancelText={j("cancel")}
        confirmLoading={busy}
        onOk={() => void download()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item label={j("month")} htmlFor="sales-journal-month">
            <DatePicker
              id="sales-journal-month"
              picker="month"
              format="MM/YYYY"
              allowClear={false}
              value={month}
              onChange={(value) => value && setMonth(value)}
            />
          </Form.Item>
          <Form.Item label={j("format")}>
            <Radio.Group value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
              <Radio value="xlsx">XLSX</Radio>
              <Radio value="csv">CSV</Radio>
            </Radio.Group>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
