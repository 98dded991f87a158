// The generic request screens: a request's page or drawer, its status moves and their modal.
import { expect, type Page } from "@playwright/test";

export class RequestsPage {
  constructor(private readonly page: Page) {}

  readonly moveButton = (status: string) => this.page.getByRole("button", { name: status, exact: true });
  readonly moveDialog = (status: string) => this.page.getByRole("dialog", { name: `Passer au statut « ${status} »` });
  readonly itemRow = (index: number) =>
    this.page
      .getByRole("table")
      .filter({ hasText: "Attribut (taille, pointure…)" })
      .getByRole("row")
      .nth(index + 1);

  async openDetail(path: string, title: RegExp) {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  }

  /** A request of a type without a page of its own, in its list's drawer (`?open=<id>`, as the links to it open it). */
  async openInDrawer(route: string, id: string, title: string) {
    await this.page.goto(`/${route}?open=${id}`);
    await expect(this.page.getByRole("dialog").getByText(title, { exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });
  }

  /** Opens a move's modal, fills its fields by label, confirms. */
  async move(status: string, fields: Record<string, string>) {
    await this.moveButton(status).click();
    const dialog = this.moveDialog(status);
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole("button", { name: "Confirmer" }).click();
    return dialog;
  }
}
