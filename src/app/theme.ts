// The antd theme: Renfort's brick-red brand colour, otherwise antd defaults.
import type { ThemeConfig } from "antd";

export const THEME: ThemeConfig = {
  token: { colorPrimary: "#d4380d", borderRadius: 6 },
};
