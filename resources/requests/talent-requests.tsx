// "Demandes" on a talent's page: the talent's requests of every type, and the types created
// from a talent, pre-filled with it (the company's and the contract's: record-requests.tsx).
import { t } from "../../src/i18n/index.ts";
import { LinkedRequestsCard } from "./linked-requests.tsx";

export const TalentRequestsCard = ({ talentId }: { talentId: string }) => (
  <LinkedRequestsCard
    scope={{
      column: "talent_id",
      ids: [talentId],
      from: "fromTalent",
      prefill: { talent_id: talentId },
      empty: t("resources.requests.talentCard.empty"),
    }}
  />
);
