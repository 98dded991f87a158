// Notes everywhere (issue #33, docs/rules/general.md#notes): a consultant writes a note on a
// company, corrects it and finds it again; writes one on a contract and one on a request; a CSM
// publishes a service note that a consultant sees on the action centre until « Marquer comme
// lue ». axe on each screen the notes were added to.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

/** Writes a note through the notes panel of the open page (its « Nouvelle note » dialog). */
const writeNote = async (page: Page, title: string, content: string) => {
  await page.getByRole("button", { name: "Nouvelle note" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle note" });
  await dialog.getByLabel("Titre").fill(title);
  await dialog.getByLabel("Note", { exact: true }).fill(content);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(content)).toBeVisible();
};

test("a consultant writes a note on a company, corrects it and finds it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string; name: string }>>(
    "/rest/v1/company?select=id,name&order=name&limit=1",
  );
  const company = rows[0];
  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole("heading", { name: company.name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page).toHaveURL(/tab=notes/);

  // a sensitive word is flagged while typing, without blocking the save
  await page.getByRole("button", { name: "Nouvelle note" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle note" });
  await dialog.getByLabel("Note", { exact: true }).fill("Le responsable est syndiqué");
  await expect(dialog.getByText(/semble mentionner l'appartenance syndicale/)).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();

  await writeNote(page, "Appel du directeur", "Besoin de trois coffreurs en mars");
  await expectNoSeriousA11yViolations(page, "company notes");

  await page.getByRole("button", { name: "Modifier : Appel du directeur" }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la note" });
  await edit.getByLabel("Note", { exact: true }).fill("Besoin de quatre coffreurs en mars");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Besoin de quatre coffreurs en mars")).toBeVisible();
  await expect(page.getByText("Besoin de trois coffreurs en mars")).toHaveCount(0);

  // found again: after a reload, on the company's Notes tab
  await page.reload();
  await expect(page.getByText("Besoin de quatre coffreurs en mars")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/modifiée/).first()).toBeVisible();
});

test("a consultant writes a note on a contract and on a request", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const contracts = await api.get<Array<{ id: string }>>("/rest/v1/contract?select=id&order=created_at.desc&limit=1");
  await page.goto(`/contracts/${contracts.rows[0].id}`);
  const contractNotes = page.getByRole("region", { name: "Notes" });
  await expect(contractNotes).toBeVisible({ timeout: 30_000 });
  await contractNotes.scrollIntoViewIfNeeded();
  await writeNote(page, "Point avec le client", "Le client prolonge probablement de deux semaines");
  await expectNoSeriousA11yViolations(page, "contract notes");

  const advances = await api.get<Array<{ id: string }>>(
    "/rest/v1/advance_payment_request?select=id&order=created_at.desc&limit=1",
  );
  await page.goto(`/advance-payment-requests/${advances.rows[0].id}`);
  await expect(page.getByRole("region", { name: "Notes" })).toBeVisible({ timeout: 30_000 });
  await writeNote(page, "Appel du talent", "Le talent confirme le montant demandé");
  await expectNoSeriousA11yViolations(page, "request notes");
  await page.reload();
  await expect(page.getByText("Le talent confirme le montant demandé")).toBeVisible({ timeout: 30_000 });
});

/** One second of silence as a 8 kHz mono 8-bit WAV file. */
const silentWav = (): Buffer => {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
};

test("a voice note on a talent: a recording chosen as a file, the transcription typed, played back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string }>>("/rest/v1/talent?select=id&order=created_at.desc&limit=1");
  await page.goto(`/talents/${rows[0].id}/notes`);
  await page.getByRole("button", { name: "Nouvelle note" }).click({ timeout: 30_000 });
  const dialog = page.getByRole("dialog", { name: "Nouvelle note" });
  // by keyboard: the list opens on the selected type (Note interne), « Note vocale » is 3 below
  await dialog.getByRole("combobox", { name: "Type" }).focus();
  await page.keyboard.press("ArrowDown");
  const voice = page.locator(".ant-select-dropdown .ant-select-item-option", { hasText: "Note vocale" });
  await expect(voice).toBeVisible();
  await voice.click();
  await expect(dialog.getByText(/Transcription non configurée/)).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "dictee.wav", mimeType: "audio/wav", buffer: silentWav() });
  await expect(dialog.getByText("Enregistrement de 00:01")).toBeVisible();
  await dialog.getByLabel("Titre").fill("Débrief téléphonique");
  await dialog.getByLabel("Transcription").fill("Le talent est disponible dès lundi.");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Le talent est disponible dès lundi.")).toBeVisible();
  // the recording is played from the private bucket with a signed URL
  const player = page.getByLabel("Écouter la note vocale");
  await expect(player).toBeVisible();
  const src = await player.getAttribute("src");
  expect((await request.get(src ?? "")).status()).toBe(200);
  await expectNoSeriousA11yViolations(page, "talent notes");
});

test("an application's drawer shows its notes", async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string }>>("/rest/v1/application?select=id&order=created_at.desc&limit=1");
  await page.goto(`/applications?open=${rows[0].id}`);
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes).toBeVisible({ timeout: 30_000 });
  await writeNote(page, "Entretien", "Motivé, disponible tout de suite");
  await expectNoSeriousA11yViolations(page, "application notes");
});

test("a CSM publishes a service note; a consultant sees it until read", async ({ page, asAccount }) => {
  test.setTimeout(120_000);
  const csm = await asAccount("csm");
  await csm.goto("/dashboard/action-center");
  const card = csm.getByRole("region", { name: "Notes de service" }).filter({ hasText: "Nouvelle note de service" });
  await card.getByRole("button", { name: "Nouvelle note de service" }).click({ timeout: 30_000 });
  const dialog = csm.getByRole("dialog", { name: "Nouvelle note de service" });
  await dialog.getByLabel("Titre").fill("Fermeture le 24 décembre");
  await dialog.getByLabel("Note", { exact: true }).fill("L'agence ferme à midi la veille de Noël.");
  await dialog.getByRole("button", { name: "Publier" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Fermeture le 24 décembre")).toBeVisible();
  await expectNoSeriousA11yViolations(csm, "service notes");

  await page.goto("/dashboard/action-center");
  const banner = page.getByRole("region", { name: "Notes de service" });
  await expect(banner.getByText("Note de service : Fermeture le 24 décembre")).toBeVisible({ timeout: 30_000 });
  await banner.getByRole("button", { name: "Marquer comme lue : Fermeture le 24 décembre" }).click();
  await expect(banner.getByText("Note de service : Fermeture le 24 décembre")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Note de service : Fermeture le 24 décembre")).toHaveCount(0);
});
