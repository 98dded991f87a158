// Which antd modules the build puts in the first screen's chunk (vite.config.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANTD_MODULE, isFirstScreenAntd } from "./chunk-groups.node.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dep = (file: string) => path.join(ROOT, "node_modules", file);

describe("antd's chunk groups", () => {
  it("puts what the shell and the lists render in the first screen's chunk", () => {
    for (const file of [
      "antd/es/table/Table.js",
      "antd/es/menu/index.js",
      "antd/es/form/Form.js",
      "antd/es/select/index.js",
      "rc-table/es/index.js",
      "rc-select/es/index.js",
      "@ant-design/cssinjs/es/index.js",
      "@ant-design/icons/es/icons/UserOutlined.js",
      "dayjs/dayjs.min.js",
    ])
      expect(isFirstScreenAntd(dep(file)), file).toBe(true);
  });

  it("leaves the detail and form screens' components to the other chunk", () => {
    for (const file of [
      "antd/es/date-picker/index.js",
      "rc-picker/es/index.js",
      "antd/es/upload/Upload.js",
      "antd/es/tabs/index.js",
      "antd/es/result/index.js",
      "antd/es/descriptions/index.js",
    ]) {
      expect(ANTD_MODULE.test(dep(file)), file).toBe(true);
      expect(isFirstScreenAntd(dep(file)), file).toBe(false);
    }
  });

  it("keeps antd's index, which re-exports every component, out of the first screen's chunk", () => {
    expect(isFirstScreenAntd(dep("antd/es/index.js"))).toBe(false);
  });

  it("leaves the app's own code and other packages to the default chunking", () => {
    expect(isFirstScreenAntd(path.join(ROOT, "src/components/table/list-page.tsx"))).toBe(false);
    expect(ANTD_MODULE.test(dep("@refinedev/antd/dist/index.mjs"))).toBe(false);
  });
});
