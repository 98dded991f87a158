// Centres de formation (docs/rules/requests.md#qualification-centers): /qualification-centers and
// /qualification-centers/:id.
import { BankOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { QUALIFICATION_CENTER_LIST_READ } from "./list-read.ts";

export const qualificationCenters = listAndDetail({
  name: "qualification_center",
  route: "qualification-centers",
  label: "qualificationCenters",
  detailTitle: "qualificationCenter",
  icon: BankOutlined,
  group: "referentials",
  subject: "qualification_center",
  listRead: QUALIFICATION_CENTER_LIST_READ,
  listPage: () => import("./list.tsx").then((m) => m.QualificationCenterList),
  showPage: () => import("./show.tsx").then((m) => m.QualificationCenterShow),
});
