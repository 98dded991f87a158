// The contract page's « Relevés d'heures » card: the period a week may cover (souplesse
// included, as the database computes it) and « Créer un relevé » for a signed, running or ended
// contract, for the roles that create weeks; the new week opens in the timesheets list's drawer.
import { useCan } from "@refinedev/core";
import { Card, Typography } from "antd";
import { useNavigate } from "react-router";
import { t } from "../../../src/i18n/index.ts";
import { WEEK_CONTRACT_STATUSES } from "../constants.ts";
import { CreateWeekButton, periodText } from "../create-week.tsx";
import { useContractPeriod } from "../hooks.ts";

type Contract = { id: string; contract_key: string; status: string };
const OPEN_TO_WEEKS: readonly string[] = WEEK_CONTRACT_STATUSES;

export const ContractTimesheetsCard = ({ contract }: { contract: Contract }) => {
  const navigate = useNavigate();
  const { data: canCreate } = useCan({ resource: "timesheet_week", action: "create" });
  const open = OPEN_TO_WEEKS.includes(contract.status);
  const { period } = useContractPeriod(open ? contract.id : null);
  if (!open) return null;
  return (
    // a named region: the card is found by its title (assistive technologies, tests)
    <section aria-label={t("resources.timesheets.create.cardTitle")}>
      <Card
        title={t("resources.timesheets.create.cardTitle")}
        extra={
          canCreate?.can ? (
            <CreateWeekButton contract={contract} onCreated={(week) => void navigate(`/timesheets?open=${week.id}`)} />
          ) : null
        }
      >
        <Typography.Paragraph style={{ margin: 0 }}>{t("resources.timesheets.create.cardHelp")}</Typography.Paragraph>
        {period ? <Typography.Paragraph style={{ margin: 0 }}>{periodText(period)}</Typography.Paragraph> : null}
      </Card>
    </section>
  );
};
