// Organigram (docs/rules/companies-contacts.md#organigram): client and internal views.
import { ApartmentOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";

export const organigram = screen({
  name: "organigram",
  label: "organigram",
  icon: ApartmentOutlined,
  group: "pilotage",
  subject: "organigram",
  path: "organigram",
  page: () => import("./organigram-page.tsx").then((m) => m.OrganigramPage),
});
