// Organigram (docs/rules/companies-contacts.md#organigram): client and internal views.
import { ApartmentOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const organigram = screen({
  name: "organigram",
  label: "organigram",
  icon: ApartmentOutlined,
  group: "pilotage",
  subject: "organigram",
  path: "organigram",
  page: lazyPage(() => import("./organigram-page.tsx"), "OrganigramPage"),
});
