// Opens the command palette (also Ctrl/⌘ K).
import { SearchOutlined } from "@ant-design/icons";
import { useKBar } from "@refinedev/kbar";
import { Button, Typography } from "antd";
import { t } from "../../i18n/index.ts";

export const PaletteButton = () => {
  const { query } = useKBar();
  return (
    <Button icon={<SearchOutlined aria-hidden />} onClick={() => query.toggle()}>
      {t("layout.palette.open")} <Typography.Text keyboard>{t("layout.palette.shortcut")}</Typography.Text>
    </Button>
  );
};
