// /sign/contract?token=… — the public page where the talent signs the contrat de mission and the
// client's signatory the contrat de mise à disposition, from the single-use link of their e-mail.
// Outside the layout and without a session: the database answers through two RPCs (the session,
// the signature); the PDF and its sealed copy come from the contract-documents function.
import { useCustom, useCustomMutation } from "@refinedev/core";
import { Card, Descriptions, Result, Spin, Typography } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { invokeFunction } from "../../../providers/client-calls.ts";
import { useOptionalRuntimeConfig } from "../../../src/config/runtime-config-context.tsx";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { documentUrl, linkStateOf, tokenOf, type LinkState, type SignatureSession } from "./session.ts";
import { SignForm, type SignValues } from "./sign-form.tsx";

const P = "resources.contractSignature.page" as const;

const Shell = ({ children }: { children: React.ReactNode }) => (
  <main style={{ maxWidth: 520, margin: "0 auto", padding: "16px 12px" }}>{children}</main>
);

const Refused = ({ state }: { state: LinkState }) => (
  <Shell>
    <Result
      status={state === "used" ? "success" : "warning"}
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(`${P}.${state}Title`)}</h1>}
      subTitle={t(`${P}.${state}Text`)}
    />
  </Shell>
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
  if (refused) return <Refused state={refused} />;
  const session = result.data as SignatureSession | undefined;
  if (!session || !session.party) return <Refused state="unknown" />;

  if (signedAt) {
    return (
      <Shell>
        <Result
          status="success"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t(`${P}.doneTitle`)}</h1>}
          subTitle={t(`${P}.doneText`, { date: formatDate(signedAt) })}
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
      if (state) setError(t(`${P}.${state}Text`));
      else setError(errorMessage(e) ?? t(`${P}.errorTitle`));
    }
  };

  const document = session.party === "talent" ? t(`${P}.missionDocument`) : t(`${P}.madDocument`);
  return (
    <Shell>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t(`${P}.title`)}
      </Typography.Title>
      <Typography.Paragraph>{t(`${P}.intro`, { workspace: session.workspace_name, document })}</Typography.Paragraph>
      <Card size="small" style={{ marginBottom: 16 }}>
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
        {config ? (
          <a href={documentUrl(config.supabaseUrl, token)} target="_blank" rel="noreferrer">
            {t(`${P}.read`)}
          </a>
        ) : null}
      </Card>
      <SignForm
        defaultName={session.signer_name}
        submitting={mutation.isPending}
        error={error}
        onSign={(v) => void submit(v)}
      />
    </Shell>
  );
};
