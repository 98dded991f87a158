// The kbar command palette: its header button, its search combobox and its result options.
import { expect, type Page } from "@playwright/test";

export class CommandPalette {
  constructor(readonly page: Page) {}

  readonly button = () => this.page.getByRole("button", { name: /^Rechercher une page/ });
  readonly search = () => this.page.getByRole("combobox", { name: "Aller à une page…" });
  /** A result by its whole name, whatever its case (the talents list shows last names in capitals, the palette does not). */
  readonly option = (name: string) =>
    this.page.getByRole("option", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i") });

  /** Opens the palette with its keyboard shortcut (Ctrl K; ⌘ K on a Mac) and waits for the focused search. */
  async openWithShortcut() {
    await expect(this.button()).toBeVisible();
    await this.page.keyboard.press("ControlOrMeta+k");
    await expect(this.search()).toBeFocused();
    return this.search();
  }
}
