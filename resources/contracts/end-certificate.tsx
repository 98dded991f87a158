// A processed end's certificat de travail (L1234-19) on the contract's « Fins de mission » card:
// its PDF once the server made it (the `contracts` bucket), until then what the queue says —
// « Document en cours de production », or the failure with « Relancer » for the roles that may
// retry a contract's documents.
import { useSignedUrl } from "../../providers/client-calls.ts";
import { DocumentProduction } from "../../src/components/document-job/document-production.tsx";
import { t } from "../../src/i18n/index.ts";
import { mayDo } from "../../src/lib/permissions/action-rights.ts";
import { useCurrentUser } from "../../src/session/use-current-user.ts";

const URL_TTL_S = 300;

const Link = ({ path }: { path: string }) => {
  const url = useSignedUrl("contracts", path, URL_TTL_S);
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer">
      {t("resources.contracts.definitiveEnd.certificate")}
    </a>
  ) : null;
};

export const EndCertificate = ({
  requestId,
  path,
  onDone,
}: {
  requestId: string;
  path: string | null;
  onDone: () => void;
}) => {
  const { user } = useCurrentUser();
  return path ? (
    <Link path={path} />
  ) : (
    <DocumentProduction
      recordId={requestId}
      kind="end_certificate"
      mayRetry={mayDo(user?.roles ?? [], "contract.retry_document")}
      onDone={onDone}
    />
  );
};
