// What a newcomer meets first: a seeded CV opens a real file, the workspace switch narrows the
// lists, a record out of reach says so in French, the blacklist reason is on the record,
// Mon compte refuses a phone that is not one, a country manager renames the workspace.
import { expect, test } from "./fixtures.ts";
import { apiAs, totalOf } from "./support-api.ts";

test.use({ account: "consultant" });

const CABINET_MARTIN = "0e000000-0000-4000-8000-000000000002";

test("« Aperçu » of a seeded CV opens a real PDF", async ({ page, request }) => {
  test.setTimeout(60_000);
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ talent_id: string }>>(
    "/rest/v1/resume?select=talent_id&is_anonymized=eq.false&order=created_at&limit=1",
  );
  await page.goto(`/talents/${rows[0].talent_id}/resume`);
  // the signed URL's GET in the new tab (the POST before it only signs)
  const file = page
    .context()
    .waitForEvent(
      "response",
      (r) => r.url().includes("/storage/v1/object/sign/resumes/") && r.request().method() === "GET",
    );
  // the file's name is the preview's button ("Aperçu")
  await page
    .getByRole("row")
    .filter({ hasText: "Non" })
    .getByRole("button", { name: /^CV .+\.pdf$/ })
    .first()
    .click();
  const response = await file;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  // the tab hands the bytes to Chromium's PDF viewer: read them again from the same signed URL
  const bytes = await (await request.get(response.url())).body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test.describe(() => {
  test.use({ account: "developer" });

  test("the developer switches to Cabinet Martin: the talents count becomes Cabinet Martin's", async ({
    page,
    shell,
    request,
  }) => {
    test.setTimeout(120_000);
    const dev = await apiAs(request, "developer"); // on "Tous mes workspaces" (seed)
    const expected = totalOf(
      (await dev.get(`/rest/v1/talent?select=id&workspace_id=eq.${CABINET_MARTIN}&limit=1`, { Prefer: "count=exact" }))
        .headers,
    );
    expect(expected).toBeGreaterThan(0);
    await page.goto("/talents/list");
    await expect(shell.workspaceSwitcher()).toHaveAccessibleName(
      "Workspace : Tous mes workspaces, changer de workspace",
      {
        timeout: 30_000,
      },
    );
    const count = page.getByText(/^Talents trouvés : \d+$/);
    await expect(count).toBeVisible({ timeout: 30_000 });
    const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(expected);
    try {
      await shell.switchWorkspace("Cabinet Martin");
      await expect(page.getByText(`Talents trouvés : ${expected}`, { exact: true })).toBeVisible();
      await shell.switchWorkspace("Renfort");
      await expect(page.getByText(`Talents trouvés : ${before - expected}`, { exact: true })).toBeVisible();
    } finally {
      await shell.switchWorkspace("Tous mes workspaces");
    }
    await expect(page.getByText(`Talents trouvés : ${before}`, { exact: true })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ account: "partner" });

  test("a partner opening a Renfort talent's page is told, in French, it is out of reach", async ({
    page,
    request,
  }) => {
    const renfort = await apiAs(request, "consultant");
    const { rows } = await renfort.get<Array<{ id: string }>>("/rest/v1/talent?select=id&limit=1");
    await page.goto(`/talents/${rows[0].id}/qualification`);
    await expect(page.getByText("Fiche introuvable")).toBeVisible();
    await expect(page.getByText("Cette fiche n'existe pas ou n'est pas visible avec vos droits.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à la liste des talents" })).toBeVisible();
  });
});

test("a blacklisted talent's record shows the reason", async ({ page, request }) => {
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string; blacklist_reason: string }>>(
    "/rest/v1/talent?select=id,blacklist_reason&blacklisted_at=not.is.null&blacklist_reason=not.is.null&limit=1",
  );
  await page.goto(`/talents/${rows[0].id}/qualification`);
  await expect(page.getByText(`Motif : ${rows[0].blacklist_reason}`)).toBeVisible();
});

test("Mon compte refuses a phone that is not one, in French", async ({ page }) => {
  await page.goto("/settings/account");
  const phone = page.getByLabel("Téléphone");
  await phone.fill("abc");
  await phone.blur();
  await expect(page.getByText("Le téléphone est invalide")).toBeVisible();
  await phone.fill("06 12 34 56 78");
  await phone.blur();
  await expect(page.getByText("Le téléphone est invalide")).toHaveCount(0);
});

test.describe(() => {
  test.use({ account: "board" });

  test("a country manager renames the workspace", async ({ page }) => {
    await page.goto("/settings/workspace");
    const name = page.getByRole("textbox", { name: /Nom du workspace/ });
    await expect(name).toBeEditable();
    // the workspace's own form (the agency's legal identity has its own, further down)
    const save = page.getByRole("button", { name: "Enregistrer" }).first();
    await name.fill("Renfort Direction");
    await save.click();
    await expect(page.getByText("Renfort Direction").first()).toBeVisible();
    await name.fill("Renfort");
    await save.click();
    await expect(name).toHaveValue("Renfort");
  });
});
