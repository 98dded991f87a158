// @vitest-environment happy-dom
// The space's PDF link opens in a new tab and leaves the page as it was.
import { describe, expect, it, vi } from "vitest";
import { openInNewTab } from "./open-file.ts";

describe("a file opened from a space", () => {
  it("opens in a new tab, without replacing the page, and leaves no link behind", () => {
    const clicked: Array<{ href: string; target: string; rel: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, target: this.target, rel: this.rel });
    });
    const before = window.location.href;
    openInNewTab("https://x.test/storage/v1/object/sign/invoices/a.pdf?token=t");
    expect(clicked).toEqual([
      { href: "https://x.test/storage/v1/object/sign/invoices/a.pdf?token=t", target: "_blank", rel: "noopener" },
    ]);
    expect(window.location.href).toBe(before);
    expect(document.querySelectorAll("a")).toHaveLength(0);
    click.mockRestore();
  });
});
