// « Signer » / « Approuver ou contester » from the space: public.client_space_signing_link checks
// that the item waits for the signed-in contact and gives a fresh token of the e-mailed link's
// kind; the browser then opens the same public signing page, told where to come back (return).
import { callSpace } from "../../portal/api.ts";
import type { PortalClient } from "../../portal/client.ts";
import { documentTexts as t } from "./texts.ts";
import type { SignKind, SigningLink } from "./types.ts";

/** The space's screen the signing page leads back to. */
export const RETURN_PATH = "/client/documents";

/** The signing page's address for a token path ("/sign/contract?token=…"), with the way back. */
export const withReturn = (path: string, back: string = RETURN_PATH): string =>
  `${path}${path.includes("?") ? "&" : "?"}return=${encodeURIComponent(back)}`;

export async function signingPage(client: PortalClient, kind: SignKind, id: string, origin: string): Promise<string> {
  const link = (await callSpace(
    client,
    "client_space_signing_link",
    { p_kind: kind, p_id: id, p_base_url: origin },
    { network: t.network, failed: t.failed },
  )) as SigningLink;
  return withReturn(link.path);
}
