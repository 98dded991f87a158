// « Relevé de compte (PDF) » on a client's « Encours »: the account-statement function makes it from
// public.company_account_statement (the database computes every figure), and the browser saves it.
import { FilePdfOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { invokeFunction } from "../../providers/client-calls.ts";
import { toast } from "../../src/lib/toast/toast-store.ts";
import { t } from "../../src/i18n/index.ts";
import { errorMessage } from "../../src/lib/errors/error-message.ts";
import { saveBlob } from "../../src/lib/export/save-blob.ts";
import { todayIso } from "./invoice.utils.ts";

const o = (key: keyof typeof import("./i18n.fr.ts").clientInvoicesFr.outstanding) =>
  t(`resources.clientInvoices.outstanding.${key}`);

const fetchStatement = (companyId: string) => invokeFunction<Blob>("account-statement", { company_id: companyId });

export const AccountStatementButton = ({
  companyId,
  fetchPdf = fetchStatement,
  save = saveBlob,
}: {
  companyId: string;
  /** the server's PDF and how it is saved: the function and the browser's download, unless a test gives its own */
  fetchPdf?: (companyId: string) => Promise<Blob>;
  save?: (pdf: Blob, name: string) => void;
}) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      save(await fetchPdf(companyId), `releve-de-compte-${todayIso()}.pdf`);
    } catch (error) {
      toast({ type: "error", title: o("statementFailed"), description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()}>
      {o("statement")}
    </Button>
  );
};
