// Formations et habilitations (domain §4.2).
// Its screens arrive with their issue; until then the routes show labelled placeholders.
import { ReadOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";

export const qualificationTrainingRequests = listAndDetail({
  name: "qualification_training_request",
  route: "qualification-training-requests",
  label: "qualificationTrainingRequests",
  detailTitle: "qualificationTrainingRequest",
  icon: ReadOutlined,
  group: "requests",
  subject: "qualification_training_request",
});
