// Accidents du travail (domain §5.7).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { AlertOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const workAccidentRequests = listAndDetail({
  name: "work_accident_request",
  route: "work-accident-requests",
  label: "workAccidentRequests",
  detailTitle: "workAccidentRequest",
  icon: AlertOutlined,
  group: "requests",
  subject: "work_accident_request",
});
