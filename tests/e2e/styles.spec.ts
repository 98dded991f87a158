// antd's styles on the production build come from the stylesheet extracted at build time
// (src/app/antd-static-style.node.tsx): the first screen is styled in the app's theme without
// antd generating a single style in the browser. A component added to a first screen and
// missing from that file's COMPONENTS list shows up here.
import { expect, test } from "./fixtures.ts";

test("the talents list is styled by the build's antd stylesheet, nothing generated at runtime", async ({ page, signedInAs }) => {
  await signedInAs("consultant");
  await page.goto("/talents/list");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Nouveau talent" })).toHaveCSS("background-color", "rgb(212, 56, 13)");
  await expect(page.locator(".ant-layout-sider")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(page.locator(".ant-table-thead th").first()).toHaveCSS("font-weight", "600");
  const generated = await page.evaluate(() => [...document.querySelectorAll("style[data-css-hash]")].map((style) => (style.textContent ?? "").slice(0, 120)));
  expect(generated).toEqual([]);
});
