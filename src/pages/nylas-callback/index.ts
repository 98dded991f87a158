// The calendar and mail connection's callback (Nylas v3 hosted OAuth): where the provider sends the
// member back, started from « Mon compte » (docs/configuration.md, « Agenda et messagerie »).
import { LinkOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const nylasCallback = screen({
  name: "nylas-oauth-callback",
  label: "nylasCallback",
  icon: LinkOutlined,
  subject: "calendar_connection",
  path: "nylas-oauth/callback",
  page: lazyPage(() => import("./nylas-callback-page.tsx"), "NylasCallbackPage"),
});
