// The certificat de travail of a processed end of mission (L1234-19), in the `contracts` bucket
// under <workspace>/<contract>/, made from public.end_certificate_data and dated at the day the
// end was processed, so that making it twice gives the same bytes. Stored once.
import { endCertificate, type EndCertificateData } from "../_shared/contract-pdf/end-certificate.ts";
import { renderContractPdf } from "../_shared/contract-pdf/render.ts";
import { rpc, type Project } from "../contract-documents/api.ts";
import { FinalError, type Produced } from "./jobs.ts";
import { keepOnce } from "./store.ts";

export const produceEndCertificate = async (p: Project, requestId: string): Promise<Produced> => {
  const data = await rpc<EndCertificateData | null>(p, "service", "end_certificate_data", {
    p_request_id: requestId,
  });
  if (!data?.contract_id) throw new FinalError("Fin de mission introuvable");
  if (data.status !== "processed") throw new FinalError("La fin de mission n'est plus « Traitée »");
  const processedAt = new Date(data.processed_at ?? 0);
  const pdf = await renderContractPdf(endCertificate(data), processedAt);
  const path = `${data.workspace_id}/${data.contract_id}/certificat-de-travail-${data.request_id}.pdf`;
  const { sha256 } = await keepOnce(p, "contracts", path, pdf);
  return { file: path, sha256, profile: null };
};
