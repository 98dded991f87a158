// /import: choose what to import, drop a CSV or XLSX, map its columns, preview each row's errors
// (the forms' rules) and its likely duplicates (public.import_duplicates), then « Importer les N
// lignes valides »: every row is staged in chunks of 1 000 (the refused ones with their reason),
// the server's queue applies the valid ones (supabase/schemas/30_import.sql) while a progress bar
// follows the job, and the rejected rows come back as an error file.
import { InboxOutlined } from "@ant-design/icons";
import { useDelete, useOne } from "@refinedev/core";
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Progress,
  Radio,
  Result,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  Upload,
} from "antd";
import { useMemo, useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import type { Tables } from "../../database.types.ts";
import { t, type MessageKey, type MessageVars } from "../../i18n/index.ts";
import { saveBlob } from "../../lib/export/save-blob.ts";
import { useRpcCall } from "../../../providers/rpc.ts";
import { guessMapping, IMPORT_FIELDS, missingFields, type ImportEntity, type ImportField } from "./mapping.ts";
import { isCsv, isXlsx, readImportFile, toCsv, type ReadFile } from "./read-file.ts";
import { checkValues, errorFileRows } from "./rows.ts";
import { mappedValues, withDuplicates, type CheckedRow } from "./values.ts";

type Key = MessageKey extends infer M ? (M extends `dataImport.${infer K}` ? K : never) : never;
const tx = (key: Key, vars?: MessageVars) => t(`dataImport.${key}` as MessageKey, vars);

const MAX_ROWS = 20_000;
const CHUNK = 1_000;
const ENTITIES: ImportEntity[] = ["talent", "company", "contact"];

type ImportJob = Pick<Tables<"import_job">, "id" | "status" | "total" | "done_count" | "error_count" | "last_error">;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String((e as { message?: unknown })?.message ?? e));

export const ImportPage = () => {
  const call = useRpcCall();
  const [entity, setEntity] = useState<ImportEntity>("talent");
  const [file, setFile] = useState<(ReadFile & { name: string }) | null>(null);
  const [mapping, setMapping] = useState<Array<ImportField | null>>([]);
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  /** the job whose rows are staged for the preview, until « Importer » starts it */
  const [staging, setStaging] = useState<string | null>(null);
  const { mutateAsync: deleteJob } = useDelete();

  const { result: job } = useOne<ImportJob>({
    resource: "import_job",
    id: jobId ?? "",
    meta: { select: "id, status, total, done_count, error_count, last_error" },
    liveMode: "off",
    queryOptions: {
      enabled: !!jobId,
      refetchInterval: (q) => {
        const status = (q.state.data?.data as ImportJob | undefined)?.status;
        return status === "done" || status === "failed" ? false : 1000;
      },
    },
  });

  /** A staging job given up (another mapping, another file): removed with its rows. */
  const dropStaging = async (id: string | null) => {
    if (id)
      await deleteJob({ resource: "import_job", id, successNotification: false, errorNotification: false }).catch(
        () => undefined,
      );
  };

  const reset = () => {
    void dropStaging(staging);
    setStaging(null);
    setFile(null);
    setMapping([]);
    setChecked(null);
    setProblem(null);
    setJobId(null);
    setOnlyErrors(false);
  };

  const chooseEntity = (next: ImportEntity) => {
    setEntity(next);
    setChecked(null);
    void dropStaging(staging);
    setStaging(null);
    if (file) setMapping(guessMapping(file.headers, next));
  };

  const read = async (picked: File) => {
    reset();
    if (!isCsv(picked.name) && !isXlsx(picked.name)) return setProblem(tx("unsupported"));
    setBusy(tx("reading"));
    try {
      const content = await readImportFile(picked);
      if (content.rows.length === 0) setProblem(tx("empty"));
      else if (content.rows.length > MAX_ROWS) setProblem(tx("tooMany", { count: content.rows.length }));
      else {
        setFile({ ...content, name: picked.name });
        setMapping(guessMapping(content.headers, entity));
      }
    } catch (e) {
      setProblem(tx("readError", { message: errorText(e) }));
    } finally {
      setBusy(null);
    }
  };

  // « Vérifier les lignes »: each row checked with the forms' rules, then every row staged (the
  // refused ones with their reasons, 1 000 a request) and the duplicates of the whole file found
  // by the database, set-based, on the staged rows.
  const check = async () => {
    if (!file) return;
    setBusy(tx("checking"));
    setProblem(null);
    setChecked(null);
    const previous = staging;
    setStaging(null);
    try {
      await dropStaging(previous);
      const rows: CheckedRow[] = [];
      for (const [i, cells] of file.rows.entries()) {
        const { data, errors } = await checkValues(entity, mappedValues(cells, mapping));
        const source = Object.fromEntries(file.headers.map((h, c) => [h, cells[c] ?? ""]));
        rows.push({ line: i + 2, source, data, errors });
      }
      const created = (await call("create_import_job", {
        p_entity: entity,
        p_file_name: file.name,
        p_columns: file.headers,
      })) as { id: string };
      setStaging(created.id);
      for (let from = 0; from < rows.length; from += CHUNK) {
        setBusy(tx("sending", { sent: from, total: rows.length }));
        const chunk = rows.slice(from, from + CHUNK).map((r) => ({
          line: r.line,
          source: r.source,
          data: r.data,
          error: r.errors.join(" ; ") || undefined,
        }));
        await call("stage_import_rows", { p_job_id: created.id, p_rows: chunk });
      }
      setBusy(tx("checking"));
      const found = (await call("flag_import_duplicates", { p_job_id: created.id })) as Array<{
        line: number;
        message: string;
      }>;
      setChecked(withDuplicates(rows, found));
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const valid = useMemo(() => (checked ?? []).filter((r) => r.errors.length === 0).length, [checked]);

  const start = async () => {
    if (!staging) return;
    setProblem(null);
    try {
      await call("start_import", { p_job_id: staging });
      setJobId(staging);
      setStaging(null);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  const downloadErrors = async () => {
    if (!jobId || !file) return;
    try {
      const rows = (await call("import_errors", { p_job_id: jobId })) as Array<{
        source: Record<string, unknown>;
        error: string;
      }>;
      saveBlob(
        await toCsv(errorFileRows(file.headers, rows)),
        tx("errorFile", { name: file.name.replace(/\.\w+$/, "") }),
      );
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  const missing = file ? missingFields(mapping, entity) : [];
  const fieldOptions = [
    { value: "", label: tx("mapping.ignore") },
    ...IMPORT_FIELDS[entity].fields.map((f) => ({ value: f, label: tx(`fields.${f}` as Key) })),
  ];
  const finished = job?.status === "done" || job?.status === "failed";
  const processed = (job?.done_count ?? 0) + (job?.error_count ?? 0);

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{t("routes.dataImport")}</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>{tx("intro")}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}

      {!jobId && (
        <Card size="small">
          <Space direction="vertical" style={{ width: "100%" }}>
            <Typography.Text strong id="import-entity">
              {tx("entity")}
            </Typography.Text>
            <Radio.Group
              aria-labelledby="import-entity"
              value={entity}
              onChange={(e) => chooseEntity(e.target.value as ImportEntity)}
              optionType="button"
              options={ENTITIES.map((value) => ({ value, label: tx(`entities.${value}` as Key) }))}
            />
            <Typography.Text type="secondary">{tx(`entityHints.${entity}` as Key)}</Typography.Text>
            {!file ? (
              <Upload.Dragger
                accept=".csv,.txt,.xlsx"
                multiple={false}
                showUploadList={false}
                beforeUpload={(picked) => {
                  void read(picked);
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined aria-hidden />
                </p>
                <p className="ant-upload-text">{tx("drop")}</p>
                <p className="ant-upload-hint">{tx("dropHint")}</p>
              </Upload.Dragger>
            ) : (
              <Flex wrap gap="small" align="center">
                <Typography.Text>
                  {tx("file", { name: file.name, count: file.rows.length, columns: file.headers.length })}
                </Typography.Text>
                <Button onClick={reset}>{tx("changeFile")}</Button>
              </Flex>
            )}
          </Space>
        </Card>
      )}

      {busy && <Alert type="info" showIcon message={busy} role="status" />}

      {file && !jobId && (
        <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{tx("mapping.title")}</h3>}>
          <Typography.Paragraph type="secondary">{tx("mapping.hint")}</Typography.Paragraph>
          <Table
            size="small"
            rowKey="index"
            pagination={false}
            scroll={{ x: true }}
            dataSource={file.headers.map((header, index) => ({
              index,
              header,
              sample: file.rows.find((r) => (r[index] ?? "").trim())?.[index] ?? "",
            }))}
            columns={[
              { title: tx("mapping.column"), dataIndex: "header", width: 200 },
              { title: tx("mapping.sample"), dataIndex: "sample", width: 220, ellipsis: true },
              {
                title: tx("mapping.field"),
                key: "field",
                width: 240,
                render: (_: unknown, row: { index: number; header: string }) => (
                  <Select
                    aria-label={tx("mapping.fieldOf", { column: row.header })}
                    style={{ width: 220 }}
                    value={mapping[row.index] ?? ""}
                    options={fieldOptions}
                    onChange={(value: string) => {
                      setChecked(null);
                      void dropStaging(staging);
                      setStaging(null);
                      setMapping((m) =>
                        m.map((f, i) => (i === row.index ? ((value || null) as ImportField | null) : f)),
                      );
                    }}
                  />
                ),
              },
            ]}
          />
          {missing.length > 0 && (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={tx("mapping.missing", { fields: missing.map((f) => tx(`fields.${f}` as Key)).join(", ") })}
            />
          )}
          <Button
            style={{ marginTop: 12 }}
            type="primary"
            disabled={missing.length > 0 || !!busy}
            onClick={() => void check()}
          >
            {tx("mapping.check")}
          </Button>
        </Card>
      )}

      {checked && !jobId && file && (
        <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{tx("preview.title")}</h3>}>
          <Flex wrap gap="middle" align="center" justify="space-between" style={{ marginBottom: 12 }}>
            <Typography.Text strong>
              {tx("preview.summary", { valid, invalid: checked.length - valid, total: checked.length })}
            </Typography.Text>
            <label>
              <Space>
                <Switch size="small" checked={onlyErrors} onChange={setOnlyErrors} />
                {tx("preview.onlyErrors")}
              </Space>
            </label>
          </Flex>
          <Table
            size="small"
            rowKey="line"
            scroll={{ x: true }}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            dataSource={onlyErrors ? checked.filter((r) => r.errors.length) : checked}
            locale={{ emptyText: <Empty description={tx("preview.none")} /> }}
            columns={[
              { title: tx("preview.line"), dataIndex: "line", width: 70 },
              {
                title: tx("preview.values"),
                key: "values",
                width: 320,
                render: (_: unknown, row: CheckedRow) =>
                  IMPORT_FIELDS[entity].fields
                    .map((f) => row.data[f])
                    .filter(Boolean)
                    .slice(0, 4)
                    .join(" · "),
              },
              {
                title: tx("preview.status"),
                key: "status",
                render: (_: unknown, row: CheckedRow) =>
                  row.errors.length === 0 ? (
                    <Tag color="green">{tx("preview.ok")}</Tag>
                  ) : (
                    <ul
                      aria-label={tx("preview.errors")}
                      style={{ margin: 0, paddingInlineStart: 18, color: "#a8071a" }}
                    >
                      {row.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
          <Button type="primary" disabled={valid === 0 || !!busy} onClick={() => void start()}>
            {valid === 0 ? tx("startNone") : tx("start", { count: valid })}
          </Button>
        </Card>
      )}

      {jobId && (
        <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{tx("progress.title")}</h3>}>
          <Progress
            percent={job?.total ? Math.floor((processed * 100) / job.total) : 0}
            status={job?.status === "failed" ? "exception" : finished ? "success" : "active"}
            aria-label={tx("progress.label", { done: processed, total: job?.total ?? 0 })}
          />
          <Typography.Paragraph role="status">
            {job ? tx("progress.label", { done: processed, total: job.total }) : tx("progress.pending")}
          </Typography.Paragraph>
          {finished && job && (
            <Result
              status={job.status === "failed" ? "warning" : job.error_count ? "info" : "success"}
              title={
                job.status === "failed"
                  ? tx("progress.failed", { error: job.last_error ?? "" })
                  : tx("progress.done", { done: job.done_count, errors: job.error_count })
              }
              extra={
                <Flex wrap gap="small" justify="center">
                  {job.error_count > 0 && (
                    <Button type="primary" onClick={() => void downloadErrors()}>
                      {tx("downloadErrors")}
                    </Button>
                  )}
                  <Button onClick={reset}>{tx("another")}</Button>
                </Flex>
              }
            />
          )}
        </Card>
      )}
    </Space>
  );
};
