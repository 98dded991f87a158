// Suivi de paie (docs/rules/pay.md#pay-tracking): the list per talent and period and the detail of a line.
import { AccountBookOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { PAY_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const payTracking = listAndDetail({
  name: "pay_tracking",
  route: "pay-tracking",
  label: "payTracking",
  detailTitle: "payTrackingDetail",
  icon: AccountBookOutlined,
  group: "contracts",
  subject: "pay_tracking",
  listRead: PAY_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "PayTrackingList"),
  showPage: lazyPage(() => import("./show.tsx"), "PayTrackingShow"),
});
