// Avenants (domain §3.2): contracts flagged is_amendment.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { FileSyncOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const amendments = listAndDetail({
  name: "contract",
  identifier: "amendment",
  route: "amendments",
  label: "amendments",
  detailTitle: "amendment",
  icon: FileSyncOutlined,
  group: "contracts",
  subject: "contract",
});
