// The warning of the order and contract screens when the chosen client is « Bloqué (impayés /
// hors encours) »: the database does not refuse the order or the contract (no rule reads the
// company's status), so the screen says it before the consultant commits.
import { Alert } from "antd";
import { t } from "../../i18n/index.ts";
import { useOne } from "@refinedev/core";
import type { Tables } from "../../database.types.ts";

/** The status of a company chosen in another screen's form (nothing read without one). */
const useCompanyStatus = (companyId: string | null | undefined) =>
  useOne<Pick<Tables<"company">, "id" | "status">>({
    liveMode: "off",
    resource: "company",
    id: companyId ?? "",
    meta: { select: "id, status" },
    queryOptions: { enabled: !!companyId },
  }).result?.status;

export const CompanyBlockedAlert = ({ companyId }: { companyId: string | null | undefined }) =>
  useCompanyStatus(companyId) === "blocked" ? (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={t("resources.companies.status.blockedClient")}
      description={t("resources.companies.status.blockedClientHint")}
    />
  ) : null;
