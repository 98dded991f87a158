// The calendar and mail connection callback: no provider is configured yet, so the page
// says so in French instead of pretending to connect.
import { LinkOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";

export const nylasCallback = screen({
  name: "nylas-oauth-callback",
  label: "nylasCallback",
  icon: LinkOutlined,
  subject: "calendar_connection",
  path: "nylas-oauth/callback",
  page: () => import("./nylas-callback-page.tsx").then((m) => m.NylasCallbackPage),
});
