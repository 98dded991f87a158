// The contract page's "Documents et signature" card: the two PDFs (and their signed copies) to
// download — made by the server's document queue from the validation and each signature
// (docs/rules/documents.md), followed here while they are made, « Relancer » when one failed —,
// "Envoyer pour signature" from `validated` once both exist, each party's state with its evidence,
// a new link for a party that has not signed, and a start late for L1251-17 (late-start.tsx) beside
// the sending. Actions show to roles that may update contracts,
// the sending to those the transition table lets move a contract from Validé to Envoyé pour
// signature (public.send_contract_for_signature runs as the caller); the database decides again
// (RLS, transition table).
import { useCan, useInvalidate, useList } from "@refinedev/core";
import { Button, Card, Descriptions, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useSignedUrl } from "../../../providers/client-calls.ts";
import { useRpcCall } from "../../../providers/rpc.ts";
import { DocumentProduction } from "../../../src/components/document-job/document-production.tsx";
import { useStatusTransitions } from "../../../src/components/status/use-status-transitions.ts";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { mayDo } from "../../../src/lib/permissions/action-rights.ts";
import { mayMove } from "../../../src/lib/permissions/transitions.ts";
import { useRoles } from "../../../src/session/use-status-choices.ts";
import { LateStartAlert, lateStartAtSignature } from "../late-start.tsx";
import { SIGNATURE_PROVIDER } from "./provider.ts";
import {
  canRenew,
  canSend,
  documentBucket,
  partyStates,
  pendingDocuments,
  type EvidenceRow,
  type LinkRow,
  type PartyState,
} from "./panel.utils.ts";
import { channelLabel } from "../../../src/domain/contracts/signature-channel.ts";

const P = "resources.contractSignature.panel" as const;
const DATE_TIME = "DD/MM/YYYY HH:mm";

const FileLink = ({ path, label }: { path: string | null; label: string }) => {
  const url = useSignedUrl(path ? documentBucket(path) : "contracts", path, 300);
  if (!path) return null;
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer">
      {label}
    </a>
  ) : (
    <Typography.Text>{label}</Typography.Text>
  );
};

const PartyLine = ({ state }: { state: PartyState }) => {
  if (state.kind === "signed") {
    const e = state.evidence;
    return (
      <Space direction="vertical" size={0}>
        <Tag color="green">{t(`${P}.signedBy`, { name: e.signer_name, date: formatDate(e.signed_at, DATE_TIME) })}</Tag>
        <Typography.Text type="secondary" style={{ wordBreak: "break-all" }}>
          {t(`${P}.evidence`, { ip: e.ip ?? "—", channel: channelLabel(e.channel), hash: e.document_sha256 })}
        </Typography.Text>
      </Space>
    );
  }
  if (state.kind === "not_sent") return <Typography.Text type="secondary">{t(`${P}.notSent`)}</Typography.Text>;
  return (
    <Tag color={state.expired ? "red" : "gold"}>
      {t(`${P}.waiting`, {
        email: state.link.signer_email,
        date: formatDate(state.link.sent_at, DATE_TIME),
        expires: formatDate(state.link.expires_at, DATE_TIME),
      })}
    </Tag>
  );
};

export const ContractSignaturePanel = ({ contract }: { contract: Tables<"contract"> }) => {
  const { data: canEdit } = useCan({ resource: "contract", action: "edit", params: { id: contract.id } });
  const maySend = mayMove(useStatusTransitions("contract"), "validated", "sent_for_signature", useRoles());
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<string | null>(null);
  const filter = [{ field: "contract_id", operator: "eq" as const, value: contract.id }];
  const links = useList<LinkRow>({ resource: "contract_signature_link", filters: filter, pagination: { mode: "off" } });
  const evidence = useList<EvidenceRow>({
    resource: "contract_signature",
    filters: filter,
    pagination: { mode: "off" },
    meta: { select: "id,party,signer_name,signed_at,ip,channel,document_sha256" },
  });
  const rpc = useRpcCall();
  const states = partyStates(links.result.data ?? [], evidence.result.data ?? []);

  const run = async (key: string, job: () => Promise<unknown>, success?: string) => {
    setBusy(key);
    try {
      await job();
      if (success) toast({ type: "success", description: success });
    } catch (error) {
      toast({ type: "error", description: errorMessage(error) });
    } finally {
      setBusy(null);
      await invalidate({ resource: "contract", id: contract.id, invalidates: ["detail", "list"] });
      await invalidate({ resource: "contract_signature_link", invalidates: ["list"] });
      await invalidate({ resource: "contract_signature", invalidates: ["list"] });
    }
  };

  const generated = !!contract.generated_file && !!contract.generated_mad_file;
  const roles = useRoles();
  const reload = () => void invalidate({ resource: "contract", id: contract.id, invalidates: ["detail", "list"] });
  const pending = pendingDocuments(contract, evidence.result.data ?? []);
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t(`${P}.title`)}</h2>} size="small">
      {lateStartAtSignature(contract.status) ? (
        <div style={{ marginBottom: 12 }}>
          <LateStartAlert contract={contract} />
        </div>
      ) : null}
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t(`${P}.documents`)}>
          {generated ? (
            <Space direction="vertical" size={2}>
              <FileLink path={contract.generated_file} label={t(`${P}.missionDocument`)} />
              <FileLink path={contract.generated_mad_file} label={t(`${P}.madDocument`)} />
              <FileLink path={contract.signed_file} label={t(`${P}.missionDocument`) + t(`${P}.signedSuffix`)} />
              <FileLink path={contract.signed_mad_file} label={t(`${P}.madDocument`) + t(`${P}.signedSuffix`)} />
              {contract.documents_generated_at ? (
                <Typography.Text type="secondary">
                  {t(`${P}.generated`, { date: formatDate(contract.documents_generated_at, DATE_TIME) })}
                </Typography.Text>
              ) : null}
            </Space>
          ) : pending.length === 0 ? (
            <Typography.Text type="secondary">{t(`${P}.notGenerated`)}</Typography.Text>
          ) : null}
          {pending.map(({ kind, label }) => (
            <Space key={kind} size={8} align="start">
              <Typography.Text>{t(`${P}.${label}`)} :</Typography.Text>
              <DocumentProduction
                recordId={contract.id}
                kind={kind}
                mayRetry={mayDo(roles, "contract.retry_document")}
                onDone={reload}
              />
            </Space>
          ))}
        </Descriptions.Item>
        {states.map((state) => (
          <Descriptions.Item key={state.party} label={t(`${P}.${state.party}`)}>
            <Space wrap>
              <PartyLine state={state} />
              {canEdit?.can && canRenew(contract.status, state) ? (
                <Button
                  size="small"
                  loading={busy === `renew-${state.party}`}
                  onClick={() =>
                    void run(
                      `renew-${state.party}`,
                      () => SIGNATURE_PROVIDER.renew(rpc, contract.id, state.party, window.location.origin),
                      t(`${P}.renewed`, { email: state.kind === "waiting" ? state.link.signer_email : "" }),
                    )
                  }
                >
                  {t(`${P}.renew`)}
                </Button>
              ) : null}
            </Space>
          </Descriptions.Item>
        ))}
      </Descriptions>
      {canEdit?.can ? (
        <Space wrap style={{ marginTop: 12 }}>
          {maySend && canSend(contract) ? (
            <Button
              type="primary"
              loading={busy === "send"}
              onClick={() =>
                void run(
                  "send",
                  () => SIGNATURE_PROVIDER.send(rpc, contract.id, window.location.origin),
                  t(`${P}.sent`),
                )
              }
            >
              {t(`${P}.send`)}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </Card>
  );
};
