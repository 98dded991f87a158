// The developers' demo area (its behaviour is not specified), for the developer role only.
import { BugOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const playground = screen({
  name: "playground",
  label: "playground",
  icon: BugOutlined,
  group: "admin",
  subject: "playground",
  path: "playground",
  page: lazyPage(() => import("./playground-page.tsx"), "PlaygroundPage"),
});
