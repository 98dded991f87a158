// /sign/contract?token=… — the public page where the talent signs the contrat de mission, the
// client's signatory the contrat de mise à disposition or the client's commercial conditions, and
// each their copy of an amendment, from the single-use link of their e-mail. Outside the layout and
// without a session: the database answers through two RPCs (the session, the signature, whatever
// the document); the PDF comes from the contract-documents function, which also serves a used
// link the document it signed (its sealed copy once the server's queue made it).
import { Card, Result, Spin, Typography } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { useRpc, useRpcMutation } from "../../../providers/rpc.ts";
import { useOptionalRuntimeConfig } from "../../../src/config/runtime-config-context.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { spaceReturn } from "../../../src/signature/back-to-space.ts";
import {
  documentOf,
  documentTexts,
  documentUrl,
  linkStateOf,
  refusalTexts,
  refusedDocumentOf,
  tokenOf,
  type LinkState,
  type SignatureSession,
} from "./session.ts";
import { AmendmentFacts, ConditionFacts, ContractFacts } from "./sign-facts.tsx";
import { SignForm, type SignValues } from "./sign-form.tsx";

const P = "resources.contractSignature.page" as const;

/** The page; opened from a space, with the way back to it first. */
const Shell = ({ children }: { children: React.ReactNode }) => {
  const back = spaceReturn(useLocation().search);
  return (
    <main style={{ maxWidth: 520, margin: "0 auto", padding: "16px 12px" }}>
      {back && (
        <nav style={{ marginBottom: 12 }}>
          <a href={back} style={{ display: "inline-block", minHeight: 44, padding: "10px 0" }}>
            {t(`${P}.back`)}
          </a>
        </nav>
      )}
      {children}
    </main>
  );
};

/** The link to the PDF of the page's token (what it signs, or once signed what it signed). */
const ReadLink = ({ url, label }: { url: string | null; label: string }) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {label}
    </a>
  ) : null;

/** A refused link; a used one still reads the document it signed. */
const Refused = ({ state, error, url }: { state: LinkState; error?: unknown; url?: string | null }) => {
  const texts = refusalTexts(state, error);
  const read = documentTexts(refusedDocumentOf(error)).readSigned;
  return (
    <Shell>
      <Result
        status={state === "used" ? "success" : "warning"}
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(`${P}.${texts.title}`)}</h1>}
        subTitle={t(`${P}.${texts.text}`)}
        extra={<>{state === "used" && <ReadLink url={url ?? null} label={t(`${P}.${read}`)} />}</>}
      />
    </Shell>
  );
};

/** The invitation above the facts: what is signed, in the signer's words. */
const introOf = (session: SignatureSession): string => {
  if (session.document === "commercial_condition")
    return t(`${P}.conditionsIntro`, { workspace: session.workspace_name });
  if (session.is_amendment)
    return t(session.party === "talent" ? `${P}.amendmentIntroTalent` : `${P}.amendmentIntroClient`, {
      workspace: session.workspace_name,
      number: session.amendment_number,
    });
  return t(`${P}.intro`, {
    workspace: session.workspace_name,
    document: session.party === "talent" ? t(`${P}.missionDocument`) : t(`${P}.madDocument`),
  });
};

export const ContractSignPage = () => {
  const token = tokenOf(useLocation().search);
  const config = useOptionalRuntimeConfig();
  const [signedAt, setSignedAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data, query } = useRpc(
    "contract_signature_session",
    { p_token: token ?? "" },
    { queryOptions: { enabled: !!token, retry: false, refetchOnWindowFocus: false }, errorNotification: false },
  );
  const { mutateAsync: sign, isPending: signing } = useRpcMutation();
  const url = config && token ? documentUrl(config.supabaseUrl, token) : null;

  if (!token) return <Refused state="unknown" />;
  if (query.isLoading) {
    return (
      <Shell>
        <Spin tip={t(`${P}.loading`)} fullscreen={false}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      </Shell>
    );
  }
  const refused = linkStateOf(query.error);
  if (refused) return <Refused state={refused} error={query.error} url={url} />;
  // the session is a JSON object of this shape (public.contract_signature_session)
  const session = data as SignatureSession | null | undefined;
  if (!session || !session.party) return <Refused state="unknown" />;
  const signed = documentOf(session);
  const texts = documentTexts(signed);

  if (signedAt) {
    return (
      <Shell>
        <Result
          status="success"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(`${P}.${texts.doneTitle}`)}</h1>}
          subTitle={t(`${P}.${texts.doneText}`, { date: formatDate(signedAt) })}
          extra={
            <>
              <ReadLink url={url} label={t(`${P}.${texts.readSigned}`)} />
            </>
          }
        />
      </Shell>
    );
  }

  const submit = async ({ name, image, consent }: SignValues) => {
    setError(null);
    try {
      const signature = await sign(
        "sign_contract",
        {
          p_token: token,
          p_signer_name: name,
          p_signature_image: image,
          p_document_sha256: session.document_sha256,
          p_consent: consent,
        },
        { successNotification: false, errorNotification: false },
      );
      // The sealed copy (document + evidence page) is the server's document queue's, recorded by
      // the signature itself (docs/rules/documents.md): a closed tab loses nothing.
      setSignedAt((signature as { signed_at: string }).signed_at);
    } catch (e) {
      const state = linkStateOf(e);
      if (state) setError(t(`${P}.${refusalTexts(state, e, signed).text}`));
      else setError(errorMessage(e) ?? t(`${P}.errorTitle`));
    }
  };

  return (
    <Shell>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t(`${P}.${texts.title}`)}
      </Typography.Title>
      <Typography.Paragraph>{introOf(session)}</Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
        {session.document === "commercial_condition" ? (
          <ConditionFacts session={session} />
        ) : session.is_amendment ? (
          <AmendmentFacts session={session} />
        ) : (
          <ContractFacts session={session} />
        )}
        <ReadLink url={url} label={t(`${P}.${texts.read}`)} />
      </Card>
      <SignForm
        document={signed}
        defaultName={session.signer_name}
        submitting={signing}
        error={error}
        onSign={(v) => void submit(v)}
      />
    </Shell>
  );
};
