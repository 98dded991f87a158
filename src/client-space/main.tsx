// The client space's own entry (client.html, served at /client and below): plain React, the
// spaces' small stylesheet and supabase-js, none of the back office's antd or Refine.
import { startSpace } from "../portal/start.tsx";
import { ClientSpace } from "./screens.tsx";
import { clientTexts } from "./texts.ts";
import type { ClientHome as Home } from "./types.ts";

startSpace<Home>("client", clientTexts.title, "client_space_home", (home, space) => (
  <ClientSpace home={home} space={space} />
));
