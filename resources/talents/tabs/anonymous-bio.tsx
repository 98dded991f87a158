// /talents/:id/anonymous-bio: the talent's anonymous bio (resources/talents/anonymous/panel.tsx).
import { AnonymousDocumentPanel } from "../anonymous/panel.tsx";
import { useTalent } from "../show.tsx";

export const TalentAnonymousBioTab = () => {
  const { talent, refetch } = useTalent();
  return <AnonymousDocumentPanel talent={talent} kind="bio" onFrozen={refetch} />;
};
