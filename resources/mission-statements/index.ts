// Relevés mensuels des contrats de mission (Contrats et temps): one per client establishment and
// month (public.mission_statement, supabase/schemas/39_mission_statement.sql), prepared, checked,
// exported and dated by accounting; read by the roles that read the pay.
import { FileDoneOutlined } from "@ant-design/icons";
import { listAndDetail } from "../helpers.ts";
import { MISSION_STATEMENT_LIST_READ } from "./list-read.ts";
import { lazyPage } from "../lazy-page.ts";

export const missionStatements = listAndDetail({
  name: "mission_statement",
  route: "mission-statements",
  label: "missionStatements",
  detailTitle: "missionStatementDetail",
  icon: FileDoneOutlined,
  group: "contracts",
  subject: "pay_tracking",
  listRead: MISSION_STATEMENT_LIST_READ,
  listPage: lazyPage(() => import("./list.tsx"), "MissionStatementList"),
  showPage: lazyPage(() => import("./show.tsx"), "MissionStatementShow"),
});
