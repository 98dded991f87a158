// The talent space's own entry (talent.html, served at /talent and below): plain React, the
// spaces' small stylesheet and supabase-js, none of the back office's antd or Refine; and the
// service worker that lets it open without network (offline/register.ts).
import { startSpace } from "../portal/start.tsx";
import { talentHomeCache } from "./offline/home-cache.ts";
import { registerTalentWorker } from "./offline/register.ts";
import { TalentSpace } from "./screens.tsx";
import { talentTexts } from "./texts.ts";
import type { TalentHome as Home } from "./types.ts";

startSpace<Home>(
  "talent",
  talentTexts.title,
  "talent_space_home",
  (home, space) => <TalentSpace home={home} space={space} />,
  talentHomeCache,
);

registerTalentWorker();
