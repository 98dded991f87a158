// /import (« Importer »): an agency's existing files — talents, companies with their sites,
// contacts — from a CSV or XLSX, through a preview and the server's import queue
// (supabase/schemas/30_import.sql). Its right: the `screen.import` row of public.action_right.
import { ImportOutlined } from "@ant-design/icons";
import { screen } from "../../../resources/helpers.ts";
import { lazyPage } from "../../../resources/lazy-page.ts";

export const dataImport = screen({
  name: "import",
  label: "dataImport",
  icon: ImportOutlined,
  group: "admin",
  subject: "import",
  path: "import",
  page: lazyPage(() => import("./import-page.tsx"), "ImportPage"),
});
