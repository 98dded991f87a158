// Registre unique du personnel (Contrats et temps): every hiring of the workspace in the order of
// the hirings, with the mentions of C. trav. D1221-23 (public.personnel_register_entry,
// supabase/schemas/36_personnel_register.sql), for the roles that read contracts.
import { BookOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { PERSONNEL_REGISTER_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const personnelRegister = listAndDetail({
  name: "personnel_register_entry",
  route: "personnel-register",
  label: "personnelRegister",
  icon: BookOutlined,
  group: "contracts",
  subject: "contract",
  listRead: PERSONNEL_REGISTER_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "PersonnelRegisterList"),
});
