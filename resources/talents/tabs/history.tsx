// Historique: every change of the talent, its private data (NIR, IBAN… masked for the roles that
// may not read them) and its medical visits, and every read of those values.
import { RecordHistory } from "../../../src/components/history/record-history.tsx";
import { useTalent } from "../show.tsx";

export const TalentHistoryTab = () => {
  const { talent } = useTalent();
  return <RecordHistory entity="talent" id={talent.id} />;
};
