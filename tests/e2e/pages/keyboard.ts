// Keyboard-only moves: Tab until an element is focused, and what the focused element shows.
import { expect, type Page } from "@playwright/test";

export type Focused = { tag: string; name: string; inRow: boolean; visibleFocus: boolean; href: string | null };

export class Keyboard {
  constructor(readonly page: Page) {}

  /** The focused element: its accessible-ish name, whether it sits in a table body row, and whether its focus is drawn. */
  focused(): Promise<Focused> {
    return this.page.evaluate(async () => {
      // antd fades its focus shadows in (CSS transitions): read the styles once they have run.
      const settled = Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      );
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 600))]);
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { tag: "body", name: "", inRow: false, visibleFocus: false, href: null };
      // antd draws an input's or a select's focus on its wrapper (border colour and shadow).
      const drawn = [
        el,
        el.closest(".ant-input-affix-wrapper, .ant-select-selector, .ant-picker, .ant-input-number"),
      ].filter((node): node is Element => !!node);
      const styles = drawn.map((node) => getComputedStyle(node));
      const outline = styles.some((style) => style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0);
      const ring = styles.some((style) => style.boxShadow !== "none" && style.boxShadow !== "");
      const name =
        el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "";
      return {
        tag: el.tagName.toLowerCase(),
        name: name.trim(),
        inRow: !!el.closest("tbody tr"),
        visibleFocus: outline || ring,
        href: el.getAttribute("href"),
      };
    });
  }

  /** The focused element once its focus ring had time to be drawn (a busy page delays antd's transitions). */
  async focusedSettled(tries = 4): Promise<Focused> {
    let f = await this.focused();
    for (let i = 1; i < tries && !f.visibleFocus && f.tag !== "body"; i += 1) f = await this.focused();
    return f;
  }

  /** Presses Tab until `match` holds for the focused element (at most `max` times); returns the path taken. */
  async tabUntil(match: (f: Focused) => boolean, max = 40): Promise<Focused[]> {
    const path: Focused[] = [];
    for (let i = 0; i < max; i += 1) {
      await this.page.keyboard.press("Tab");
      const f = await this.focusedSettled();
      path.push(f);
      if (match(f)) return path;
    }
    throw new Error(`not reached with ${max} Tab presses: ${JSON.stringify(path.map((f) => `${f.tag}:${f.name}`))}`);
  }

  async expectVisibleFocus() {
    const f = await this.focusedSettled();
    expect(f.visibleFocus, `focus ring on ${f.tag} « ${f.name} »`).toBe(true);
  }
}
