// The documents & signature card of a contract. This minimal version states where the contract
// stands on its way to signature; the e-signature work (documents, links, evidence) replaces
// this file with the real card, keeping its name and its one prop (a contract row).
import { Card, Typography } from "antd";
import type { Tables } from "../../../src/database.types.ts";
import { t } from "../../../src/i18n/index.ts";
import { formatDate } from "../../../src/lib/dates/dayjs.ts";

const s = (key: keyof typeof import("../i18n.fr.ts").contractsFr.signature, vars?: Record<string, string>) =>
  t(`resources.contracts.signature.${key}`, vars);

const BEFORE: readonly string[] = [
  "draft",
  "review",
  "admin_modification_requested",
  "modification",
  "consultant_review",
];

export const signatureText = (contract: Tables<"contract">): string => {
  if (BEFORE.includes(contract.status)) return s("beforeValidation");
  switch (contract.status) {
    case "validated":
      return s("validated");
    case "sent_for_signature":
      return s("sent");
    case "partially_signed":
      return contract.talent_signed_at
        ? s("talentSigned", { date: formatDate(contract.talent_signed_at) })
        : s("clientSigned", { date: formatDate(contract.client_signed_at) });
    case "canceled":
      return s("canceled");
    default:
      return s("signed");
  }
};

export const ContractSignaturePanel = ({ contract }: { contract: Tables<"contract"> }) => (
  <Card title={t("resources.contracts.show.signature")}>
    <Typography.Paragraph>{signatureText(contract)}</Typography.Paragraph>
  </Card>
);
