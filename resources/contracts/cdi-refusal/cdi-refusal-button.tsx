// « Formulaire de refus de CDI » in a contract's actions: when the temp refuses the CDI the client
// offers for the same job, the client tells France Travail within one month (C. trav. L1251-33-1,
// décret 2023-1307). The cdi-refusal-form function makes the form pre-filled from the contract
// (read as the user: who reads the contract gets it) and the browser saves it; « Envoyer au
// signataire client » has the server mail it to the client's signatory through the outbox.
import { FilePdfOutlined, MailOutlined } from "@ant-design/icons";
import { Button, Popconfirm } from "antd";
import { useState } from "react";
import { invokeFunction } from "../../../providers/client-calls.ts";
import { t } from "../../../src/i18n/index.ts";
import { errorMessage } from "../../../src/lib/errors/error-message.ts";
import { saveBlob } from "../../../src/lib/export/save-blob.ts";
import { toast } from "../../../src/lib/toast/toast-store.ts";
import type { ContractRow } from "../types.ts";

type Key = keyof typeof import("../i18n.fr.ts").contractsFr.cdiRefusal;
const c = (key: Key, vars?: Record<string, string>) => t(`resources.contracts.cdiRefusal.${key}`, vars);

/** The statuses where the temp is, was or is about to be on the mission. */
const OFFERED = new Set<ContractRow["status"]>([
  "sent_for_signature",
  "partially_signed",
  "signed",
  "active",
  "ended",
  "terminated_early",
]);

export const hasCdiRefusalForm = (contract: Pick<ContractRow, "status">) => OFFERED.has(contract.status);

const fetchForm = (contractId: string) => invokeFunction<Blob>("cdi-refusal-form", { contract_id: contractId });
const sendForm = (contractId: string) =>
  invokeFunction<{ recipient: string }>("cdi-refusal-form", { contract_id: contractId, send: true });

export const CdiRefusalButtons = ({
  contract,
  fetchPdf = fetchForm,
  send = sendForm,
  save = saveBlob,
}: {
  contract: Pick<ContractRow, "id" | "contract_key" | "status">;
  /** the server's calls and the browser's download, unless a test gives its own */
  fetchPdf?: (contractId: string) => Promise<Blob>;
  send?: (contractId: string) => Promise<{ recipient: string }>;
  save?: (pdf: Blob, name: string) => void;
}) => {
  const [busy, setBusy] = useState<"download" | "send" | null>(null);
  if (!hasCdiRefusalForm(contract)) return null;
  const run = async (what: "download" | "send") => {
    setBusy(what);
    try {
      if (what === "download") save(await fetchPdf(contract.id), `refus-cdi-${contract.contract_key}.pdf`);
      else toast({ type: "success", description: c("sent", { recipient: (await send(contract.id)).recipient }) });
    } catch (error) {
      toast({ type: "error", title: c("failed"), description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button icon={<FilePdfOutlined aria-hidden />} loading={busy === "download"} onClick={() => void run("download")}>
        {c("download")}
      </Button>
      <Popconfirm
        title={c("sendConfirm")}
        okText={c("send")}
        cancelText={t("components.form.cancel")}
        onConfirm={() => void run("send")}
      >
        <Button icon={<MailOutlined aria-hidden />} loading={busy === "send"}>
          {c("send")}
        </Button>
      </Popconfirm>
    </>
  );
};
