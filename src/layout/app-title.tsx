// The sider's title: the product name and its mark (a bundled SVG, no icon service).
import { ThemedTitle } from "@refinedev/antd";
import type { TitleProps } from "@refinedev/core";
import { t } from "../i18n/index.ts";

const Mark = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <rect width="24" height="24" rx="6" fill="#d4380d" />
    <path d="M7 18V6h5.5a3.5 3.5 0 0 1 0.6 6.95L17 18h-2.6l-3.6-5H9.3v5z M9.3 11h3a1.5 1.5 0 0 0 0-3h-3z" fill="#fff" />
  </svg>
);

export const AppTitle = ({ collapsed }: TitleProps) => (
  <ThemedTitle collapsed={collapsed} text={t("app.name")} icon={<Mark />} />
);
