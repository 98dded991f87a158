// Centres médicaux, SPSTI (docs/rules/requests.md#medical-centers): /medical-centers (no detail route: a
// centre opens in its edit modal).
import { MedicineBoxOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { MEDICAL_CENTER_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const medicalCenters = listAndDetail({
  name: "medical_center",
  route: "medical-centers",
  label: "medicalCenters",
  icon: MedicineBoxOutlined,
  group: "referentials",
  subject: "medical_center",
  listRead: MEDICAL_CENTER_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "MedicalCenterList"),
});
