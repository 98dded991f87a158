// The build-time antd stylesheet: production class names, the app's theme, and the map of
// style paths that lets antd skip generating each component's style in the browser.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { extractAntdStyle } from "./antd-static-style.node.tsx";
import { THEME } from "./theme.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const cachePaths = (css: string) => {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? "";
  return map.split(";").map((entry) => entry.split(":")[0].split("|").slice(1).join("|"));
};

describe("extractAntdStyle", () => {
  let css = "";
  beforeAll(() => {
    css = extractAntdStyle(ROOT);
  }, 60_000);

  it("names classes as a production build does, whatever NODE_ENV the build runs under", () => {
    expect(process.env.NODE_ENV).not.toBe("production");
    expect(css).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn/);
    expect(css).not.toContain("css-dev-only-do-not-override");
  });

  it("carries the app's theme (brick-red primary colour)", () => {
    expect(css.toLowerCase()).toContain(String(THEME.token?.colorPrimary).toLowerCase());
  });

  it("maps the style paths of the components on the first screens", () => {
    const paths = cachePaths(css);
    for (const expected of [
      "Shared|ant",
      "Table-Table|ant-table|anticon",
      "Select-Select|ant-select|anticon",
      "Layout-Sider|ant-layout-sider|anticon",
      "Tag-preset|ant-tag|anticon",
      "Form-item-item|ant-form|anticon",
      "Menu-Menu|ant-menu|anticon",
      "Tooltip-Tooltip|ant-tooltip|anticon",
    ])
      expect(paths).toContain(expected);
  });

  it("leaves out the components the app does not use", () => {
    expect(
      cachePaths(css).some((p) => p.startsWith("Calendar") || p.startsWith("ColorPicker") || p.startsWith("Transfer")),
    ).toBe(false);
  });
});
