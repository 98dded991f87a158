// Step 4: the server's job followed to its end, then its outcome, the error file and « Importer un
// autre fichier ».
import { Button, Card, Flex, Progress, Result, Typography } from "antd";
import { StepTitle } from "./step-title.tsx";
import { tx } from "./texts.ts";
import {
  isFinished,
  processedCount,
  progressPercent,
  progressStatus,
  resultStatus,
  resultTitle,
  type ImportJob,
} from "./view.ts";

type Props = {
  job: ImportJob | undefined;
  onDownloadErrors: () => void;
  onAnother: () => void;
};

export function ProgressStep({ job, onDownloadErrors, onAnother }: Props) {
  const processed = processedCount(job);
  return (
    <Card size="small" title={<StepTitle>{tx("progress.title")}</StepTitle>}>
      <Progress
        percent={progressPercent(job)}
        status={progressStatus(job)}
        aria-label={tx("progress.label", { done: processed, total: job?.total ?? 0 })}
      />
      <Typography.Paragraph role="status">
        {job ? tx("progress.label", { done: processed, total: job.total }) : tx("progress.pending")}
      </Typography.Paragraph>
      {job && isFinished(job.status) && (
        <Result
          status={resultStatus(job)}
          title={resultTitle(job)}
          extra={
            <Flex wrap gap="small" justify="center">
              {job.error_count > 0 && (
                <Button type="primary" onClick={onDownloadErrors}>
                  {tx("downloadErrors")}
                </Button>
              )}
              <Button onClick={onAnother}>{tx("another")}</Button>
            </Flex>
          }
        />
      )}
    </Card>
  );
}
