// /talents/:id/anonymous-resume: the talent's one-page anonymous resume (resources/talents/anonymous/panel.tsx).
import { AnonymousDocumentPanel } from "../anonymous/panel.tsx";
import { useTalent } from "../show.tsx";

export const TalentAnonymousResumeTab = () => {
  const { talent, refetch } = useTalent();
  return <AnonymousDocumentPanel talent={talent} kind="resume" onFrozen={refetch} />;
};
