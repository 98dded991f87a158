// Centres de formation (docs/rules/requests.md#qualification-centers): /qualification-centers and
// /qualification-centers/:id.
import { BankOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { QUALIFICATION_CENTER_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const qualificationCenters = listAndDetail({
  name: "qualification_center",
  route: "qualification-centers",
  label: "qualificationCenters",
  detailTitle: "qualificationCenter",
  icon: BankOutlined,
  group: "referentials",
  subject: "qualification_center",
  listRead: QUALIFICATION_CENTER_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "QualificationCenterList"),
  showPage: lazyPage(() => import("./show.tsx"), "QualificationCenterShow"),
});
