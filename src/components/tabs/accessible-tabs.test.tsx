// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { fixTabsAria } from "./accessible-tabs.tsx";

// rc-tabs' markup: the tablist role on the bar that also holds the overflow button, and the
// focused tab's hard-coded English position announcement.
const RC_TABS = `
  <div class="ant-tabs-nav" role="tablist" aria-orientation="horizontal">
    <div class="ant-tabs-nav-wrap"><div class="ant-tabs-nav-list">
      <div class="ant-tabs-tab"><div role="tab" aria-selected="true">Qualification<div aria-live="polite">Tab 1 of 11</div></div></div>
      <div class="ant-tabs-tab"><div role="tab" aria-selected="false">Détails</div></div>
      <div class="ant-tabs-ink-bar"></div>
    </div></div>
    <div class="ant-tabs-nav-operations"><button type="button" class="ant-tabs-nav-more" aria-haspopup="listbox"></button></div>
  </div>`;

describe("fixTabsAria", () => {
  it("moves the tablist role to the list holding only the tabs, and announces the position in French", () => {
    document.body.innerHTML = RC_TABS;
    fixTabsAria(document.body);
    const list = document.querySelector(".ant-tabs-nav-list");
    expect(document.querySelector(".ant-tabs-nav")?.getAttribute("role")).toBeNull();
    expect(list?.getAttribute("role")).toBe("tablist");
    expect(list?.getAttribute("aria-orientation")).toBe("horizontal");
    expect(document.querySelector("[role=tablist] button")).toBeNull();
    expect(document.querySelector("[aria-live]")?.textContent).toBe("Onglet 1 sur 11");
  });

  it("changes nothing a second time", () => {
    document.body.innerHTML = RC_TABS;
    fixTabsAria(document.body);
    const before = document.body.innerHTML;
    fixTabsAria(document.body);
    expect(document.body.innerHTML).toBe(before);
  });
});
