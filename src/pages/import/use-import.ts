// The import's state and steps: the file read and its mapping guessed, « Vérifier les lignes »
// (each row checked with the forms' rules, every row staged 1 000 a request — the refused ones
// with their reasons — and the duplicates of the whole file found by the database on the staged
// rows), « Importer » (the staged job handed to the server's queue, followed until it is done)
// and the error file. A staging job given up (another entity, mapping or file) is deleted.
import { useDelete, useOne } from "@refinedev/core";
import { useMemo, useState } from "react";
import { useRpcCall } from "../../../providers/rpc.ts";
import { saveBlob } from "../../lib/export/save-blob.ts";
import { guessMapping, missingFields, type ImportEntity, type ImportField } from "./mapping.ts";
import { isCsv, isXlsx, readImportFile, toCsv, type ReadFile } from "./read-file.ts";
import { checkValues, errorFileRows } from "./rows.ts";
import { tx } from "./texts.ts";
import { mappedValues, withDuplicates, type CheckedRow } from "./values.ts";
import { IMPORT_JOB_COLUMNS, isFinished, validCount, type ImportJob } from "./view.ts";

const MAX_ROWS = 20_000;
const CHUNK = 1_000;

export type ImportFile = ReadFile & { name: string };

const errorText = (e: unknown) => (e instanceof Error ? e.message : String((e as { message?: unknown })?.message ?? e));

export function useImport() {
  const call = useRpcCall();
  const [entity, setEntity] = useState<ImportEntity>("talent");
  const [file, setFile] = useState<ImportFile | null>(null);
  const [mapping, setMapping] = useState<Array<ImportField | null>>([]);
  const [checked, setChecked] = useState<CheckedRow[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** the preview shows only the refused rows */
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  /** the job whose rows are staged for the preview, until « Importer » starts it */
  const [staging, setStaging] = useState<string | null>(null);
  const { mutateAsync: deleteJob } = useDelete();

  const { result: job } = useOne<ImportJob>({
    resource: "import_job",
    id: jobId ?? "",
    meta: { select: IMPORT_JOB_COLUMNS },
    liveMode: "off",
    queryOptions: {
      enabled: !!jobId,
      refetchInterval: (q) => (isFinished((q.state.data?.data as ImportJob | undefined)?.status) ? false : 1000),
    },
  });

  /** A staging job given up (another mapping, another file): removed with its rows. */
  const dropStaging = async (id: string | null) => {
    if (id)
      await deleteJob({ resource: "import_job", id, successNotification: false, errorNotification: false }).catch(
        () => undefined,
      );
  };

  /** The preview and its staged rows given up: the file must be checked again. */
  const forgetCheck = () => {
    setChecked(null);
    void dropStaging(staging);
    setStaging(null);
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
    forgetCheck();
    if (file) setMapping(guessMapping(file.headers, next));
  };

  const mapColumn = (index: number, field: ImportField | null) => {
    forgetCheck();
    setMapping((m) => m.map((f, i) => (i === index ? field : f)));
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

  const valid = useMemo(() => validCount(checked ?? []), [checked]);

  return {
    entity,
    file,
    mapping,
    /** the required fields no column gives */
    missing: file ? missingFields(mapping, entity) : [],
    checked,
    /** the rows without an error, the ones « Importer » sends */
    valid,
    onlyErrors,
    setOnlyErrors,
    busy,
    problem,
    jobId,
    job,
    reset,
    chooseEntity,
    mapColumn,
    read,
    check,
    start,
    downloadErrors,
  };
}

export type ImportState = ReturnType<typeof useImport>;
