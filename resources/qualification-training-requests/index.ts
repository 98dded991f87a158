// Formations (docs/rules/requests.md#trainings): list and :id.
import { ReadOutlined } from "@ant-design/icons";
import { requestEntry } from "../requests/registry.ts";

export const qualificationTrainingRequests = requestEntry({
  name: "qualification_training_request",
  route: "qualification-training-requests",
  label: "qualificationTrainingRequests",
  detailTitle: "qualificationTrainingRequest",
  icon: ReadOutlined,
  group: "requests",
  subject: "qualification_training_request",
  fromTalent: true,
  fromContract: true,
  definition: () =>
    import("../requests/types/qualification-training-request.ts").then((m) => m.qualificationTrainingRequest),
});
