// Build plugin: each @ant-design/icons icon (ours and the ones antd renders inside its
// components: pagination arrows, select arrows, clear buttons…) imports its base component
// from "../components/AntdIcon"; that import is pointed at src/app/accessible-icon.tsx, which
// wraps the original. One place fixes every icon's accessible name, antd's own included.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const WRAPPER = fileURLToPath(new URL("./accessible-icon.tsx", import.meta.url));
const ICON_FILE = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/][^\\/]+\.js$/;

/** The resolution hook, shared by the build and the dev server's dependency optimizer. */
export const resolveAccessibleIcon = (source: string, importer: string | undefined): string | null =>
  source === "../components/AntdIcon" && importer && ICON_FILE.test(importer) ? WRAPPER : null;

export const accessibleIconsPlugin = (): Plugin => ({
  name: "renfort-accessible-icons",
  enforce: "pre",
  resolveId: (source, importer) => resolveAccessibleIcon(source, importer),
});
