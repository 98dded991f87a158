// The contract page's DPAE block (déclaration préalable à l'embauche, Code du travail
// L1221-10 and R1221-5), from validation on: the declared date and time, the URSSAF reference,
// the receipt and who recorded it, or the window it must be declared in; « DPAE tardive » once
// the hiring has passed without one, or for one declared after it. The roles of the
// `contract_dpae` right record it once the contract is signed and correct it until it starts
// (the database checks again: private.check_contract_dpae). The action centre's "DPAE
// manquantes" links here (`?section=dpae`): the block scrolls into view and takes the focus.
// Once signed, the block also shows the sending through the adapter (./sending.tsx): its status,
// « Envoyer la DPAE » when the server sends it to the URSSAF, and its history.
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Descriptions, Space, Typography } from "antd";
import { useId, useState } from "react";
import { useSignedUrl } from "../../../providers/client-calls.ts";
import { useSectionFocus } from "../../../src/components/section-focus.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatParisDateTime } from "../../../src/lib/dates/paris-time.ts";
import { displayName } from "../../../src/lib/names/display-name.ts";
import { DpaeLateAlert } from "../late-start.tsx";
import type { ContractRow } from "../types.ts";
import { dpaeBeforeSignature, dpaeEditable, dpaeStarted, dpaeWindow, showsDpaeBlock } from "./dpae.utils.ts";
import { DpaeForm } from "./form.tsx";
import { DpaeSending } from "./sending.tsx";

const d = (key: keyof typeof import("./i18n.fr.ts").contractDpaeFr.block, vars?: Record<string, string>) =>
  t(`resources.contractDpae.block.${key}`, vars);

const Receipt = ({ path }: { path: string | null }) => {
  const url = useSignedUrl("documents", path, 300);
  if (!path) return <Typography.Text type="secondary">{d("receiptNone")}</Typography.Text>;
  return url.data ? (
    <a href={url.data} target="_blank" rel="noreferrer">
      {d("receiptOpen")}
    </a>
  ) : (
    <Typography.Text>{d("receipt")}</Typography.Text>
  );
};

const Recorded = ({ contract, submittedAt }: { contract: ContractRow; submittedAt: string }) => (
  <Descriptions column={1} size="small">
    <Descriptions.Item label={d("submittedAt")}>{formatParisDateTime(new Date(submittedAt))}</Descriptions.Item>
    <Descriptions.Item label={d("reference")}>{contract.dpae_reference}</Descriptions.Item>
    <Descriptions.Item label={d("receipt")}>
      <Receipt path={contract.dpae_receipt_file} />
    </Descriptions.Item>
  </Descriptions>
);

const RecordedBy = ({ contract }: { contract: ContractRow }) =>
  contract.dpae_recorded_at ? (
    <Typography.Text type="secondary">
      {d("recordedBy", {
        name: contract.dpae_recorder ? displayName(contract.dpae_recorder) : "—",
        date: formatParisDateTime(new Date(contract.dpae_recorded_at)),
      })}
    </Typography.Text>
  ) : null;

const Missing = ({ contract }: { contract: ContractRow }) => {
  const { from, to } = dpaeWindow(contract);
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text>{d("missing", { date: formatParisDateTime(to) })}</Typography.Text>
      <Typography.Text type="secondary">
        {d("window", { from: formatParisDateTime(from), to: formatParisDateTime(to) })}
      </Typography.Text>
    </Space>
  );
};

export const ContractDpaeCard = ({ contract, onSaved }: { contract: ContractRow; onSaved: () => void }) => {
  const { data: right } = useCan({ resource: "contract_dpae", action: "edit", params: { id: contract.id } });
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const shown = showsDpaeBlock(contract);
  const { ref } = useSectionFocus<HTMLElement>("dpae", shown);
  if (!shown) return null;
  const submittedAt = contract.dpae_submitted_at;
  const recorded = !!submittedAt;
  const editable = dpaeEditable(contract);
  const canEdit = editable && right?.can === true;
  return (
    <section id="dpae" ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <Card
        size="small"
        title={
          <h2 id={titleId} style={{ fontSize: 16, margin: 0 }}>
            {d("title")}
          </h2>
        }
        extra={
          canEdit && !editing ? (
            <Button onClick={() => setEditing(true)}>{recorded ? d("edit") : d("record")}</Button>
          ) : null
        }
      >
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <DpaeLateAlert contract={contract} />
          {submittedAt ? <Recorded contract={contract} submittedAt={submittedAt} /> : <Missing contract={contract} />}
          <RecordedBy contract={contract} />
          {dpaeBeforeSignature(contract) ? null : (
            <DpaeSending contract={contract} canSend={right?.can === true} onSent={onSaved} />
          )}
          {dpaeBeforeSignature(contract) ? <Alert type="info" showIcon message={d("beforeSigned")} /> : null}
          {recorded && dpaeStarted(contract) ? <Typography.Text type="secondary">{d("locked")}</Typography.Text> : null}
          {editing && canEdit ? (
            <DpaeForm
              contract={contract}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                onSaved();
              }}
            />
          ) : null}
        </Space>
      </Card>
    </section>
  );
};
