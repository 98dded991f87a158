// /sign/contract?token=… — the public page where the talent signs the contrat de mission, the
// client's signatory the contrat de mise à disposition or the client's commercial conditions, from
// the single-use link of their e-mail. Outside the layout and without a session: the database
// answers through two RPCs (the session, the signature, whatever the document); the PDF and its
// sealed copy come from the contract-documents function.
import { useCustom, useCustomMutation } from "@refinedev/core";
import { Card, Descriptions, Result, Spin, Typography } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { invokeFunction } from "../../../providers/client-calls.ts";
import { useOptionalRuntimeConfig } from "../../../src/config/runtime-config-context.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import {
  documentOf,
  documentTexts,
  documentUrl,
  linkStateOf,
  refusalTexts,
  tokenOf,
  type ConditionSession,
  type ContractSession,
  type LinkState,
  type SignatureSession,
} from "./session.ts";
import { SignForm, type SignValues } from "./sign-form.tsx";

const P = "resources.contractSignature.page" as const;

const Shell = ({ children }: { children: React.ReactNode }) => (
  <main style={{ maxWidth: 520, margin: "0 auto", padding: "16px 12px" }}>{children}</main>
);

const Refused = ({ state, error }: { state: LinkState; error?: unknown }) => {
  const texts = refusalTexts(state, error);
  return (
    <Shell>
      <Result
        status={state === "used" ? "success" : "warning"}
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(`${P}.${texts.title}`)}</h1>}
        subTitle={t(`${P}.${texts.text}`)}
      />
    </Shell>
  );
};

/** The contract's facts: its number, job, period, talent and client. */
const ContractFacts = ({ session }: { session: ContractSession }) => (
  <Descriptions column={1} size="small">
    <Descriptions.Item label={t(`${P}.contract`)}>{session.contract_key}</Descriptions.Item>
    <Descriptions.Item label={t(`${P}.job`)}>{session.job_name ?? "—"}</Descriptions.Item>
    <Descriptions.Item label={t(`${P}.period`)}>
      {t(`${P}.periodValue`, {
        start: formatDate(session.start_date),
        end: session.end_date ? formatDate(session.end_date) : "—",
      })}
    </Descriptions.Item>
    <Descriptions.Item label={t(`${P}.talent`)}>{session.talent_name}</Descriptions.Item>
    <Descriptions.Item label={t(`${P}.company`)}>{session.company_name ?? "—"}</Descriptions.Item>
  </Descriptions>
);

/** The conditions' facts: their version, validity and client (a company or a group). */
const ConditionFacts = ({ session }: { session: ConditionSession }) => (
  <Descriptions column={1} size="small">
    <Descriptions.Item label={t(`${P}.conditions`)}>
      {t(`${P}.conditionsVersion`, { version: session.version })}
    </Descriptions.Item>
    <Descriptions.Item label={t(`${P}.validity`)}>
      {session.valid_to
        ? t(`${P}.validityValue`, { start: formatDate(session.valid_from), end: formatDate(session.valid_to) })
        : t(`${P}.validityOpen`, { start: formatDate(session.valid_from) })}
    </Descriptions.Item>
    <Descriptions.Item label={t(`${P}.client`)}>{session.company_name ?? "—"}</Descriptions.Item>
  </Descriptions>
);

export const ContractSignPage = () => {
  const token = tokenOf(useLocation().search);
  const config = useOptionalRuntimeConfig();
  const [signedAt, setSignedAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { result, query } = useCustom<SignatureSession>({
    url: "rpc/contract_signature_session",
    method: "post",
    config: { query: { p_token: token ?? "" } },
    queryOptions: { enabled: !!token, retry: false, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const { mutateAsync: sign, mutation } = useCustomMutation<{ signed_at: string }>();

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
  if (refused) return <Refused state={refused} error={query.error} />;
  const session = result.data as SignatureSession | undefined;
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
        />
      </Shell>
    );
  }

  const submit = async ({ name, image, consent }: SignValues) => {
    setError(null);
    try {
      const { data } = await sign({
        url: "rpc/sign_contract",
        method: "post",
        values: {
          p_token: token,
          p_signer_name: name,
          p_signature_image: image,
          p_document_sha256: session.document_sha256,
          p_consent: consent,
        },
        successNotification: false,
        errorNotification: false,
      });
      // The sealed copy (document + evidence page) is the function's to make; a failure here
      // leaves the signature valid and the agency's panel seals it later.
      await invokeFunction("contract-documents", { token }).catch(() => undefined);
      setSignedAt(data.signed_at);
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
      <Typography.Paragraph>
        {session.document === "commercial_condition"
          ? t(`${P}.conditionsIntro`, { workspace: session.workspace_name })
          : t(`${P}.intro`, {
              workspace: session.workspace_name,
              document: session.party === "talent" ? t(`${P}.missionDocument`) : t(`${P}.madDocument`),
            })}
      </Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
        {session.document === "commercial_condition" ? (
          <ConditionFacts session={session} />
        ) : (
          <ContractFacts session={session} />
        )}
        {config ? (
          <a href={documentUrl(config.supabaseUrl, token)} target="_blank" rel="noreferrer">
            {signed === "contract" ? t(`${P}.read`) : t(`${P}.readDocument`)}
          </a>
        ) : null}
      </Card>
      <SignForm
        document={signed}
        defaultName={session.signer_name}
        submitting={mutation.isPending}
        error={error}
        onSign={(v) => void submit(v)}
      />
    </Shell>
  );
};
