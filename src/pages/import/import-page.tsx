// /import: choose what to import, drop a CSV or XLSX, map its columns, preview each row's errors
// (the forms' rules) and its likely duplicates (public.import_duplicates), then « Importer les N
// lignes valides »: every row is staged in chunks of 1 000 (the refused ones with their reason),
// the server's queue applies the valid ones (supabase/schemas/30_import.sql) while a progress bar
// follows the job, and the rejected rows come back as an error file. The steps' state and calls:
// use-import.ts; what they show: view.ts.
import { Alert, Space, Typography } from "antd";
import { PageTitle } from "../../components/page-title.tsx";
import { t } from "../../i18n/index.ts";
import { MappingStep } from "./mapping-step.tsx";
import { PreviewStep } from "./preview-step.tsx";
import { ProgressStep } from "./progress-step.tsx";
import { tx } from "./texts.ts";
import { UploadStep } from "./upload-step.tsx";
import { useImport } from "./use-import.ts";

export const ImportPage = () => {
  const state = useImport();
  const { entity, file, checked, busy, problem, jobId } = state;

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <PageTitle>{t("routes.dataImport")}</PageTitle>
      <Typography.Paragraph style={{ margin: 0 }}>{tx("intro")}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon message={problem} role="alert" />}

      {!jobId && (
        <UploadStep
          entity={entity}
          file={file}
          onEntity={state.chooseEntity}
          onFile={(picked) => void state.read(picked)}
          onChangeFile={state.reset}
        />
      )}

      {busy && <Alert type="info" showIcon message={busy} role="status" />}

      {file && !jobId && (
        <MappingStep
          entity={entity}
          file={file}
          mapping={state.mapping}
          missing={state.missing}
          busy={!!busy}
          onMap={state.mapColumn}
          onCheck={() => void state.check()}
        />
      )}

      {checked && !jobId && file && (
        <PreviewStep
          entity={entity}
          rows={checked}
          valid={state.valid}
          onlyErrors={state.onlyErrors}
          busy={!!busy}
          onOnlyErrors={state.setOnlyErrors}
          onStart={() => void state.start()}
        />
      )}

      {jobId && (
        <ProgressStep job={state.job} onDownloadErrors={() => void state.downloadErrors()} onAnother={state.reset} />
      )}
    </Space>
  );
};
