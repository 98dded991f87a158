// Opens the command palette (also with its shortcut, announced to assistive technologies),
// loading it the first time (palette-launcher.ts).
import { SearchOutlined } from "@ant-design/icons";
import { Button, Typography } from "antd";
import { t } from "../../i18n/index.ts";
import { paletteLauncher } from "./palette-launcher.ts";
import { paletteKeyShortcut } from "./shortcut.ts";

const KEY_SHORTCUT = paletteKeyShortcut(typeof navigator === "object" ? navigator.platform : "");

export const PaletteButton = () => (
  <Button icon={<SearchOutlined aria-hidden />} aria-keyshortcuts={KEY_SHORTCUT} onClick={paletteLauncher.toggle}>
    {t("layout.palette.open")}{" "}
    <Typography.Text keyboard>
      {t(KEY_SHORTCUT === "Meta+K" ? "layout.palette.shortcutApple" : "layout.palette.shortcut")}
    </Typography.Text>
  </Button>
);
