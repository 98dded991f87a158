// "Exporter": the current filtered and sorted list as CSV or XLSX, fetched
// page by page with a progress bar (export-progress.tsx, loaded with the first export); a long
// export can be cancelled. The menu opens on hover and on click, so Enter or Space opens it
// from the keyboard (then Tab into it, arrows, Enter).
import { DownloadOutlined } from "@ant-design/icons";
import { useDataProvider, type CrudFilters, type CrudSort } from "@refinedev/core";
import { Button, Dropdown } from "antd";
import { lazy, Suspense, useRef, useState } from "react";
import { t } from "../../i18n/index.ts";
import { errorMessage } from "../../lib/errors/error-message.ts";
import {
  exportFileName,
  fetchAllPages,
  MIME_TYPES,
  toCsv,
  toXlsx,
  type ExportColumn,
  type ExportFormat,
} from "../../lib/export/table-export.ts";
import { formatDate } from "../../lib/dates/dayjs.ts";
import { saveBlob } from "../../lib/export/save-blob.ts";
import { toast } from "../../lib/toast/toast-store.ts";

const ExportProgress = lazy(() => import("./export-progress.tsx").then((m) => ({ default: m.ExportProgress })));

const download = (content: BlobPart, format: ExportFormat, name: string) =>
  saveBlob(new Blob([content], { type: MIME_TYPES[format] }), name);

export const ExportButton = <Row,>({
  resource,
  filters,
  sorters,
  meta,
  columns,
  fileBase,
  label,
  disabledReason,
  pdfTitle,
}: {
  resource: string;
  filters: CrudFilters;
  sorters: CrudSort[];
  meta?: Record<string, unknown>;
  columns: readonly ExportColumn<Row>[];
  fileBase: string;
  /** the button's text when the list has more than one export (« Exporter » by default) */
  label?: string;
  /** why the export cannot run yet (shown as the button's title), or nothing */
  disabledReason?: string;
  /** the PDF's title, for a list that is also printed as a PDF table (a register) */
  pdfTitle?: string;
}) => {
  const getDataProvider = useDataProvider();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: ExportFormat) => {
    abort.current = new AbortController();
    setProgress(0);
    try {
      const rows = await fetchAllPages<Row>(
        async (current, pageSize) => {
          const { data, total } = await getDataProvider().getList<Row & { id: string }>({
            resource,
            filters,
            sorters,
            meta,
            pagination: { currentPage: current, pageSize },
          });
          return { data, total };
        },
        { onProgress: (share) => setProgress(Math.round(share * 100)), signal: abort.current.signal },
      );
      const content =
        format === "csv"
          ? toCsv(columns, rows)
          : format === "pdf"
            ? await import("../../lib/export/table-pdf.ts").then(({ toPdf }) =>
                toPdf(columns, rows, {
                  title: pdfTitle ?? fileBase,
                  printedOn: t("components.export.printedOn", { date: formatDate(new Date()) }),
                }),
              )
            : await toXlsx(columns, rows, fileBase);
      download(content, format, exportFileName(fileBase, format));
      toast({ type: "success", description: t("components.export.done", { count: rows.length }) });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError"))
        toast({ type: "error", description: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Dropdown
        disabled={!!disabledReason}
        trigger={["hover", "click"]}
        menu={{
          items: [
            { key: "csv", label: t("components.export.csv") },
            { key: "xlsx", label: t("components.export.xlsx") },
            ...(pdfTitle ? [{ key: "pdf", label: t("components.export.pdf") }] : []),
          ],
          onClick: ({ key }) => void run(key as ExportFormat),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />} disabled={!!disabledReason} title={disabledReason}>
          {label ?? t("components.export.button")}
        </Button>
      </Dropdown>
      {progress !== null ? (
        <Suspense fallback={null}>
          <ExportProgress percent={progress} onCancel={() => abort.current?.abort()} />
        </Suspense>
      ) : null}
    </>
  );
};
