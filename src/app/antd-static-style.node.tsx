// Build-time (Node only) extraction of antd's CSS-in-JS into a static stylesheet, antd's own
// "whole export" technique: every antd component is rendered once with react-dom/server under
// the app's theme, and @ant-design/cssinjs' extractStyle writes their styles plus a map of
// style paths → hashes (`.data-ant-cssinjs-cache-path{content:…}`). In the browser, antd reads
// that map and skips generating, hashing and injecting each component's style on first use —
// otherwise a large share of the first screen's main-thread time. A component or theme the
// map lacks is still styled at runtime as before. Production builds only: the dev server's
// class names (`css-dev-only-do-not-override-…`) differ from the extracted ones.
import { createRequire } from "node:module";
import path from "node:path";
import type { ComponentType, ReactNode } from "react";
import type { Plugin } from "vite";
import { THEME } from "./theme.ts";

export const ANTD_STATIC_STYLE_ID = "virtual:antd-static-style.css";
const RESOLVED_ID = `\0${ANTD_STATIC_STYLE_ID}`;

type AnyComponent = ComponentType<Record<string, unknown>> & Record<string, unknown>;
// The components the app renders (its own imports, @refinedev/antd's, and those they render
// inside: a table's pagination, checkboxes and filter dropdowns…). One missing here is only
// styled at runtime, as before; an unused one would only weigh on the stylesheet.
const COMPONENTS = [
  "Alert",
  "App",
  "AutoComplete",
  "Avatar",
  "Badge",
  "Breadcrumb",
  "Button",
  "Card",
  "Checkbox",
  "Col",
  "DatePicker",
  "Descriptions",
  "Divider",
  "Dropdown",
  "Empty",
  "Flex",
  "Form",
  "Input",
  "InputNumber",
  "Layout",
  "List",
  "Menu",
  "Modal",
  "Pagination",
  "Progress",
  "Radio",
  "Result",
  "Row",
  "Segmented",
  "Select",
  "Skeleton",
  "Space",
  "Spin",
  "Statistic",
  "Switch",
  "Table",
  "Tabs",
  "Tag",
  "Tree",
  "Typography",
  "Upload",
] as const;
// Overlays render into portals, which react-dom/server does not render: each is rendered
// closed around a trigger, and registers its style as it renders (its content does not).
const OVERLAYS = ["Drawer", "Popconfirm", "Popover", "Tooltip"] as const;

/** The stylesheet of the app's antd components under `theme`, as the production build names them. */
export function extractAntdStyle(root: string, theme = THEME): string {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production"; // antd's production class names (`css-…`), read as its modules load
  try {
    const require = createRequire(path.join(root, "package.json"));
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const antd = require("antd") as unknown as Record<string, AnyComponent>;
    // antd's own copy of cssinjs: the cache must be the one its components write to
    const { createCache, extractStyle, StyleProvider } = createRequire(require.resolve("antd"))(
      "@ant-design/cssinjs",
    ) as typeof import("@ant-design/cssinjs");
    const h = React.createElement;
    const custom: Record<string, (C: AnyComponent) => ReactNode> = {
      Badge: (C) => h(C, { count: 1, size: "small" }, h("span")), // the count bubble
      Dropdown: (C) => h(C, { menu: { items: [] } }, h("div")),
      Form: (C) => h(C, null, h(C.Item as AnyComponent, { label: "a" }, h("input"))),
      Input: (C) =>
        h(
          React.Fragment,
          null,
          h(C),
          h(C.TextArea as AnyComponent),
          h(C.Search as AnyComponent),
          h(C.Password as AnyComponent),
        ),
      Layout: (C) => h(C, null, h(C.Sider as AnyComponent), h(C.Header as AnyComponent), h(C.Content as AnyComponent)),
      Menu: (C) => h(C, { items: [{ key: "a", label: "a" }] }),
      Modal: (C) => h(C, { open: true, getContainer: false }), // rendered in place, not in a portal
      // Space.Compact and the compact items it styles (a select and its « Nouveau groupe » button)
      Space: (C) => h(React.Fragment, null, h(C), h(C.Compact as AnyComponent, null, h(antd.Button), h(antd.Select))),
      Tag: (C) => h(React.Fragment, null, h(C), h(C, { color: "blue" }), h(C, { color: "success" })), // preset and status colours
    };
    const nodes: ReactNode[] = COMPONENTS.map((name) =>
      h(React.Fragment, { key: name }, custom[name] ? custom[name](antd[name]) : h(antd[name])),
    );
    for (const name of OVERLAYS) nodes.push(h(antd[name], { key: name, title: "a", open: false }, h("span")));
    const cache = createCache();
    // a ConfigProvider registers the icons' base style under its parent's theme: the nested one,
    // as the app's own nested providers (antd's App, Refine's layout), under the app's theme
    renderToString(
      h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, h(antd.ConfigProvider, null, ...nodes))),
    );
    return extractStyle(cache, { plain: true, types: ["style"] });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

/** `import "virtual:antd-static-style.css"`: the extracted sheet in builds, empty on the dev server. */
export const antdStaticStylePlugin = (): Plugin => {
  let root: string | null = null;
  return {
    name: "renfort-antd-static-style",
    configResolved(config) {
      root = config.command === "build" && !config.build.ssr ? config.root : null;
    },
    resolveId: (id) => (id === ANTD_STATIC_STYLE_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? (root ? extractAntdStyle(root) : "") : null),
  };
};
