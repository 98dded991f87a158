// Candidatures (domain §2.2, §2.3): the pipeline.
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { SolutionOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const applications = listAndDetail({
  name: "application",
  route: "applications",
  label: "applications",
  icon: SolutionOutlined,
  group: "talents",
  subject: "application",
});
