// The payroll export of the period the list shows: "Exporter la période vers la paie" exports
// its computed controlled lines (public.export_pay_period: they become "Exportée", locked) and
// downloads the file; the controlled lines it left out (no computed element, so no line in the
// file) are listed with their reason in a dialog. "Fichier de paie" downloads the file again
// (public.pay_export_lines and public.pay_export_missions), CSV (two files) or XLSX (two sheets).
import { DownloadOutlined, SendOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button, Dropdown, Modal, Radio, Space, Typography } from "antd";
import { useState } from "react";
import { useRpcCall } from "../../providers/rpc.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { MIME_TYPES, type ExportFormat } from "../../src/lib/export/table-export.ts";
import { periodLabel } from "../../src/lib/dates/period-label.ts";
import { LeftOutDialog } from "./left-out-dialog.tsx";
import {
  missionsCsv,
  missionsFileName,
  payrollCsv,
  payrollFileName,
  payrollXlsx,
  type LeftOutPay,
  type PayExportLine,
  type PayExportMission,
  type PayrollExportResult,
} from "./payroll-export.ts";

const e = (key: keyof typeof import("./i18n.fr.ts").payTrackingFr.export, vars?: Record<string, string | number>) =>
  t(`resources.payTracking.export.${key}`, vars);

const save = (content: BlobPart, format: ExportFormat, name: string) => {
  const url = URL.createObjectURL(new Blob([content], { type: MIME_TYPES[format] }));
  Object.assign(document.createElement("a"), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const useDownload = (periodStart: string) => {
  const callRpc = useRpcCall();
  return async (format: ExportFormat) => {
    const [data, missionData] = await Promise.all([
      callRpc("pay_export_lines", { p_period_start: periodStart }),
      callRpc("pay_export_missions", { p_period_start: periodStart }),
    ]);
    const lines: PayExportLine[] = Array.isArray(data) ? data : [];
    const missions: PayExportMission[] = Array.isArray(missionData) ? missionData : [];
    if (lines.length === 0) return void toast({ type: "danger", description: e("empty") });
    const name = payrollFileName(periodStart, format);
    if (format === "xlsx") return save(await payrollXlsx(lines, missions, periodStart), format, name);
    save(payrollCsv(lines), format, name);
    save(missionsCsv(missions), format, missionsFileName(periodStart));
  };
};

export const PayrollExportButtons = ({ periodStart, periodEnd }: { periodStart: string; periodEnd: string }) => {
  const callRpc = useRpcCall();
  const invalidate = useInvalidate();
  const download = useDownload(periodStart);
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [busy, setBusy] = useState(false);
  const [leftOut, setLeftOut] = useState<LeftOutPay[]>([]);
  const period = periodLabel(periodStart, periodEnd);

  const run = async () => {
    setBusy(true);
    try {
      // a JSON object of this shape (public.export_pay_period)
      const data = (await callRpc("export_pay_period", { p_period_start: periodStart })) as PayrollExportResult;
      // longer than a save's toast: the file follows it
      if (data.exported > 0)
        toast({ type: "success", description: e("done", { count: data.exported }), duration: 8000 });
      else toast({ type: "danger", description: e("noneExported") });
      setOpen(false);
      setLeftOut(data.left_out ?? []);
      // the lines, their counts per status (an RPC) and the cut-off banner
      await invalidate({ resource: "pay_tracking", invalidates: ["all"] });
      if (data.exported > 0) await download(format);
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const fetchFile = (f: ExportFormat) =>
    download(f).catch((error: unknown) => void toast({ type: "error", description: errorMessage(error) }));

  return (
    <Space wrap>
      <Button icon={<SendOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {e("run")}
      </Button>
      <Dropdown
        trigger={["click", "hover"]}
        menu={{
          items: [
            { key: "csv", label: e("downloadCsv"), onClick: () => void fetchFile("csv") },
            { key: "xlsx", label: e("downloadXlsx"), onClick: () => void fetchFile("xlsx") },
          ],
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />}>{e("download")}</Button>
      </Dropdown>
      <Modal
        open={open}
        title={e("confirmTitle", { period })}
        okText={e("ok")}
        cancelText={t("components.form.cancel")}
        confirmLoading={busy}
        onOk={() => void run()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>{e("confirmText")}</Typography.Paragraph>
        <Radio.Group
          aria-label={e("format")}
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
          options={[
            { value: "xlsx", label: "XLSX" },
            { value: "csv", label: "CSV" },
          ]}
        />
      </Modal>
      <LeftOutDialog pays={leftOut} onClose={() => setLeftOut([])} />
    </Space>
  );
};
