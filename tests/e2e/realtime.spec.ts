// Realtime between two browsers: a note the manager adds on a talent appears within 2 s on the
// consultant's open Notes tab, without reloading; the partner agency's open page receives no
// frame about it (the protocol-level RLS check is supabase/tests/realtime.test.ts).
import { expect, test } from "./fixtures.ts";

test("a note added by one member appears live for another, never for another workspace", async ({ asAccount }) => {
  test.setTimeout(180_000);
  const content = `Note en direct ${Date.now()}`;

  const consultant = await asAccount("consultant");
  await consultant.goto("/talents/list");
  await consultant.getByRole("row").nth(1).getByRole("link").first().click({ timeout: 30_000 });
  await expect(consultant).toHaveURL(/\/talents\/[0-9a-f-]{36}/);
  const talentUrl = consultant.url().replace(/^(.*\/talents\/[0-9a-f-]{36}).*$/, "$1/notes");
  await consultant.goto(talentUrl);
  await expect(consultant.getByRole("tab", { name: "Notes", selected: true })).toBeVisible({ timeout: 30_000 });

  const partner = await asAccount("partner");
  const partnerFrames: string[] = [];
  partner.on("websocket", (ws) => ws.on("framereceived", (f) => partnerFrames.push(String(f.payload))));
  await partner.goto("/talents/list");
  await expect(partner.getByRole("heading", { name: "Talents" })).toBeVisible({ timeout: 30_000 });

  const manager = await asAccount("manager");
  await manager.goto(talentUrl);
  await expect(manager.getByRole("tab", { name: "Notes", selected: true })).toBeVisible({ timeout: 30_000 });
  await manager.getByRole("button", { name: "Nouvelle note" }).click();
  const dialog = manager.getByRole("dialog", { name: "Nouvelle note" });
  await dialog.getByLabel("Note", { exact: true }).fill(content);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(manager.getByText(content)).toBeVisible();

  await expect(consultant.getByText(content)).toBeVisible({ timeout: 2_000 });
  expect(partnerFrames.length).toBeGreaterThan(0);
  expect(partnerFrames.filter((f) => f.includes(content))).toEqual([]);
});
