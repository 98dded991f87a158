// The substitute bench as consultant@renfort.test: the bench lists today's needs with ranked
// candidates and the reasons of their score; « Remplacer » on a running contract opens the bench
// for that contract, and « Préparer le contrat » opens the normal contract form pre-filled for the
// replacement (motif « Remplacement d'un salarié absent », the replaced person, the same order),
// which the consultant saves: a draft that follows the usual validation flow. axe on the screen.
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiAs } from "./support-api.ts";

test.use({ account: "consultant" });

type BenchRow = {
  need_kind: string;
  contract_id: string | null;
  mission_id: string | null;
  need_reference: string;
  replaced_first_name: string | null;
  replaced_last_name: string | null;
  talent_id: string | null;
  first_name: string | null;
  last_name: string | null;
  score: number | null;
};

test("ranks substitutes for today's needs and prepares a replacement's contract", async ({ page, request }) => {
  test.setTimeout(180_000);
  // what the screen shows by default (the function's defaults) and, for « Remplacer », a running
  // contract of the consultant's workspace with at least one free, qualified talent near it
  const api = await apiAs(request, "consultant");
  const shown = (await api.rpc<BenchRow[]>("substitute_bench", { p_needs: 20 })).find((r) => r.talent_id);
  expect(shown, "a need with a candidate in the demo data").toBeTruthy();
  const rows = await api.rpc<BenchRow[]>("substitute_bench", { p_needs: 100 });
  const need = rows.find((r) => r.need_kind === "contract" && r.talent_id && r.contract_id);
  expect(need, "a running contract with a candidate in the demo data").toBeTruthy();
  const { contract_id: contractId, need_reference: contractKey } = need!;
  const candidate = `${need!.first_name} ${need!.last_name}`;

  await page.goto("/talents/substitute-bench");
  await expect(page.getByRole("heading", { name: "Banc de remplaçants" })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole("table", { name: `Remplaçants proposés pour ${shown!.need_reference}` });
  await expect(table).toBeVisible();
  const first = table.getByRole("row").nth(1);
  await expect(first).toContainText(`${shown!.score} / 100`);
  await expect(first.getByText(/^Qualifications \d+ %$/)).toBeVisible();
  await expect(first.getByText(/ km$|^Distance inconnue$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // « Remplacer » from the running contract: the bench for that contract
  await page.goto(`/contracts/${contractId}`);
  await page.getByRole("button", { name: "Remplacer" }).click();
  await expect(page).toHaveURL(new RegExp(`/talents/substitute-bench\\?contract=${contractId}`));
  await expect(page.getByText(`Remplaçants pour le contrat ${contractKey}`)).toBeVisible();
  const mine = page.getByRole("table", { name: `Remplaçants proposés pour ${contractKey}` });
  await expect(mine.getByRole("row").nth(1)).toContainText(`${need!.score} / 100`);
  await page.getByRole("button", { name: `Préparer le contrat de remplacement avec ${candidate}` }).click();

  const dialog = page.getByRole("dialog", { name: "Nouveau contrat" });
  await expect(dialog.getByText(/Contrat de remplacement de .* préparé pour/)).toBeVisible({ timeout: 30_000 });
  const form = dialog.getByRole("form", { name: "Nouveau contrat" });
  await expect(form.getByText("Remplacement d'un salarié absent")).toBeVisible();
  const replaced = `${need!.replaced_first_name} ${need!.replaced_last_name}`;
  // by its id: the contract page seen before stays mounted (hidden) with a form of the same name,
  // whose field of the same id takes the label's `for`
  await expect(form.locator('textarea[id$="contract_reason_justification"]')).toHaveValue(
    new RegExp(`^Remplacement de ${replaced}`),
  );
  await expect(form.getByLabel("Personne remplacée", { exact: true })).toHaveValue(replaced);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();

  // the saved draft: same order, the replacement motif, the chosen talent
  await expect(page).toHaveURL(new RegExp(`/contracts/(?!${contractId})[0-9a-f-]{36}$`), { timeout: 30_000 });
  // the contract page seen before stays mounted, hidden (kept-alive pages): the shown one is the new draft
  await expect(page.getByTestId("contract-status").filter({ visible: true })).toHaveText("Brouillon");
  const id = page.url().split("/").pop()!;
  const { rows: saved } = await api.get<
    Array<{ mission_id: string; talent_id: string; contract_reason: string; replaced_employee: string }>
  >(`/rest/v1/contract?id=eq.${id}&select=mission_id,talent_id,contract_reason,replaced_employee`);
  expect(saved[0]).toEqual({
    mission_id: need!.mission_id,
    talent_id: need!.talent_id,
    contract_reason: "replacement_absence",
    replaced_employee: replaced,
  });
});
