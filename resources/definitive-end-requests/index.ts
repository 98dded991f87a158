// Fins de mission anticipées ou définitives (domain §5.6).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { StopOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const definitiveEndRequests = listAndDetail({
  name: "definitive_end_request",
  route: "definitive-end-requests",
  label: "definitiveEndRequests",
  icon: StopOutlined,
  group: "contracts",
  subject: "definitive_end_request",
});
