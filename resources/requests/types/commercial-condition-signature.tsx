// The conditions' « Signature du client » card: validated conditions get their PDF from the
// server's document queue (recorded by their validation, docs/rules/documents.md) and go to one
// of the client's signatories through the same single-use e-mailed links, evidence and public page
// as contracts (/sign/contract); then the link's state and a new link while the client has not
// signed; then the evidence and the sealed copy, which the signature's own transaction queued.
// Until a document exists the card follows its job (« Document en cours de production », or the
// failure and « Relancer »). The actions show to the roles that may send (the rules are in the
// .utils file); the database checks each again and its French refusal is toasted unchanged.
import { useInvalidate, useList } from "@refinedev/core";
import { Button, Card, Descriptions, Form, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { type RpcArgs, useRpcMutation } from "../../../providers/rpc.ts";
import { useSignedUrl } from "../../../providers/client-calls.ts";
import { DocumentProduction } from "../../../src/components/document-job/document-production.tsx";
import { useStatusTransitions } from "../../../src/components/status/use-status-transitions.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";
import { mayDo } from "../../../src/lib/permissions/action-rights.ts";
import { useRoles } from "../../../src/session/use-status-choices.ts";
import { channelLabel } from "../../../src/domain/contracts/signature-channel.ts";
import type { RequestRow } from "../definition.ts";
import {
  EVIDENCE_SELECT,
  LINK_SELECT,
  canRenew,
  conditionFacts,
  defaultSigner,
  latestLink,
  linkState,
  maySendConditions,
  needsSeal,
  signatureStage,
  signerContactsRead,
  signerOptions,
  type ConditionEvidenceRow,
  type ConditionFacts,
  type ConditionLinkRow,
  type LinkState,
  type SignerContact,
} from "./commercial-condition-signature.utils.ts";

type Key = keyof typeof import("../i18n.fr.ts").requestsFr.conditionSignature;
const s = (key: Key, vars?: Record<string, string>) => t(`resources.requests.conditionSignature.${key}`, vars);

const DATE_TIME = "DD/MM/YYYY HH:mm";
const BUCKET = "documents";
const LINK_TEXT: Record<LinkState, { key: Key; color: string }> = {
  waiting: { key: "linkWaiting", color: "gold" },
  used: { key: "linkUsed", color: "green" },
  revoked: { key: "linkRevoked", color: "default" },
  expired: { key: "linkExpired", color: "red" },
};

type Action = "send" | "renew";
type SignatureFunction = "send_commercial_condition_for_signature" | "renew_commercial_condition_signature_link";
type Props = { facts: ConditionFacts; canAct: boolean; refetch: () => void };

/**
 * The card's calls: the database functions through Refine (toasted by its notifications). Only a
 * success reads the row again: a failure keeps what the user chose.
 */
const useSignatureCalls = (refetch: () => void) => {
  const { mutateAsync } = useRpcMutation();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<Action | null>(null);
  const done = async () => {
    refetch();
    await invalidate({ resource: "contract_signature_link", invalidates: ["list"] });
    await invalidate({ resource: "contract_signature", invalidates: ["list"] });
  };
  const run = async (action: Action, job: () => Promise<unknown>) => {
    setBusy(action);
    try {
      await job();
      await done();
    } catch {
      // already toasted (Refine's error notification)
    } finally {
      setBusy(null);
    }
  };
  const rpc = <F extends SignatureFunction>(action: Action, name: F, values: RpcArgs<F>, success: Key) =>
    run(action, () =>
      mutateAsync(name, values, {
        // a JSON object naming the address the link went to
        successNotification: (answer) => ({
          type: "success",
          message: t("toasts.successTitle"),
          description: s(success, { email: (answer as { email?: string } | null)?.email ?? "" }),
        }),
      }),
    );
  return { busy, rpc };
};

/** A PDF of the `documents` bucket, opened through a short-lived signed URL. */
const DocumentLink = ({ path, label }: { path: string; label: string }) => {
  const url = useSignedUrl(BUCKET, path, 300);
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer">
      {label}
    </a>
  ) : (
    <Typography.Text>{label}</Typography.Text>
  );
};

/** The server's production of one of the conditions' documents, followed until it exists. */
const Production = ({ facts, kind, refetch }: { facts: ConditionFacts; kind: string; refetch: () => void }) => (
  <DocumentProduction
    recordId={facts.id}
    kind={kind}
    mayRetry={mayDo(useRoles(), "commercial_condition.retry_document")}
    onDone={refetch}
  />
);

/** Validated: the PDF the server made, choose the client's signatory, send. */
const Prepare = ({ facts, canAct, refetch }: Props) => {
  const { busy, rpc } = useSignatureCalls(refetch);
  const group = !!facts.companyGroupId;
  const { result, query } = useList<SignerContact>(signerContactsRead(facts));
  const options = signerOptions(result.data, group);
  const [chosen, setChosen] = useState<string | undefined>();
  const signer = chosen ?? defaultSigner(options, facts.signerContactId);
  const selectId = `commercial-condition-${facts.id}-signer`;
  const noSigner = query.isSuccess && !options.length;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={s("document")}>
          {facts.generatedFile ? (
            <DocumentLink path={facts.generatedFile} label={s("open")} />
          ) : (
            <Production facts={facts} kind="commercial_condition" refetch={refetch} />
          )}
        </Descriptions.Item>
      </Descriptions>
      {facts.generatedFile ? (
        <Form layout="vertical" component="div">
          <Form.Item
            label={s("signer")}
            htmlFor={selectId}
            validateStatus={noSigner ? "warning" : undefined}
            help={noSigner ? s("noSigner") : undefined}
            style={{ marginBottom: 0 }}
          >
            <Select
              id={selectId}
              value={signer}
              options={options}
              loading={query.isLoading}
              disabled={!canAct || busy !== null}
              placeholder={s("signerPlaceholder")}
              showSearch
              optionFilterProp="label"
              style={{ width: "100%", maxWidth: 420 }}
              onChange={(value: string) => setChosen(value)}
            />
          </Form.Item>
        </Form>
      ) : null}
      {canAct && facts.generatedFile ? (
        <Space wrap>
          <Button
            type="primary"
            loading={busy === "send"}
            disabled={!signer || (busy !== null && busy !== "send")}
            onClick={() =>
              signer &&
              void rpc(
                "send",
                "send_commercial_condition_for_signature",
                {
                  p_commercial_condition_id: facts.id,
                  p_signer_contact_id: signer,
                  p_base_url: window.location.origin,
                },
                "sent",
              )
            }
          >
            {s("send")}
          </Button>
        </Space>
      ) : null}
    </Space>
  );
};

/** Sent: to whom the last link went, until when, where it stands; a new link. */
const Sent = ({ facts, canAct, refetch }: Props) => {
  const { busy, rpc } = useSignatureCalls(refetch);
  const { result } = useList<ConditionLinkRow>({
    resource: "contract_signature_link",
    filters: [{ field: "commercial_condition_id", operator: "eq", value: facts.id }],
    sorters: [{ field: "sent_at", order: "desc" }],
    pagination: { mode: "off" },
    meta: { select: LINK_SELECT },
  });
  const link = latestLink(result.data);
  const state = link ? LINK_TEXT[linkState(link)] : null;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {link && state ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={s("recipient")}>
            {s("recipientValue", { name: link.signer_name, email: link.signer_email })}
          </Descriptions.Item>
          <Descriptions.Item label={s("sentAt")}>{formatDate(link.sent_at, DATE_TIME)}</Descriptions.Item>
          <Descriptions.Item label={s("expiresAt")}>{formatDate(link.expires_at, DATE_TIME)}</Descriptions.Item>
          <Descriptions.Item label={s("linkState")}>
            <Tag color={state.color}>{s(state.key)}</Tag>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{s("noLink")}</Typography.Text>
      )}
      {canAct && canRenew(facts.status) ? (
        <Button
          loading={busy === "renew"}
          onClick={() =>
            void rpc(
              "renew",
              "renew_commercial_condition_signature_link",
              { p_commercial_condition_id: facts.id, p_base_url: window.location.origin },
              "renewed",
            )
          }
        >
          {s("renew")}
        </Button>
      ) : null}
    </Space>
  );
};

/** Signed (then superseded or expired): the evidence and the sealed copy. */
const Signed = ({ facts, refetch }: Props) => {
  const { result } = useList<ConditionEvidenceRow>({
    resource: "contract_signature",
    filters: [{ field: "commercial_condition_id", operator: "eq", value: facts.id }],
    pagination: { mode: "off" },
    meta: { select: EVIDENCE_SELECT },
  });
  const evidence = result.data[0];
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {evidence ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={s("signerName")}>
            {s("recipientValue", { name: evidence.signer_name, email: evidence.signer_email })}
          </Descriptions.Item>
          <Descriptions.Item label={s("signedAt")}>{formatDate(evidence.signed_at, DATE_TIME)}</Descriptions.Item>
          <Descriptions.Item label={s("ip")}>{evidence.ip ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={s("channel")}>{channelLabel(evidence.channel)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{s("noEvidence")}</Typography.Text>
      )}
      {facts.signedFile ? (
        <DocumentLink path={facts.signedFile} label={s("signedDocument")} />
      ) : needsSeal(facts, result.data.length) ? (
        <Production facts={facts} kind="commercial_condition_signed" refetch={refetch} />
      ) : (
        <Typography.Text type="secondary">{s("notSealed")}</Typography.Text>
      )}
    </Space>
  );
};

const STAGES = { prepare: Prepare, sent: Sent, signed: Signed } as const;

export const CommercialConditionSignature = ({ row, refetch }: { row: RequestRow; refetch: () => void }) => {
  const canAct = maySendConditions(useStatusTransitions("commercial_condition"), useRoles());
  const facts = conditionFacts(row);
  const stage = signatureStage(facts.status);
  if (!stage) return null;
  const Stage = STAGES[stage];
  return (
    <Card title={s("title")} size="small">
      <Stage facts={facts} canAct={canAct} refetch={refetch} />
    </Card>
  );
};
