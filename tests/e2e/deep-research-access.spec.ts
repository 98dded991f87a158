// The deep research's access flow (docs/rules/talents-documents.md#feature-access), each step by
// the role that does it, from the demo seed (nobody has the access): a consultant opening
// /talents/deep-research is sent to the request page and asks with a reason; the board manager
// (level 4) follows the bell's notification to Paramètres › Membres and grants it; the
// consultant's notification leads to /talents/deep-research, which now opens without a reload.
// axe on the request page and the deciders' section.
import { expect, test } from "./fixtures.ts";
import { FeatureAccessPage, REQUEST_ACCESS } from "./pages/feature-access-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

const REASON = "Je cherche des coffreurs bancheurs qui ont travaillé en centrale nucléaire.";

test("a consultant asks for the deep research, the board manager grants it, the consultant gets in", async ({
  page,
  asAccount,
}) => {
  test.setTimeout(180_000);
  const consultant = new FeatureAccessPage(page);
  await page.goto("/talents/deep-research");
  await expect(page).toHaveURL(REQUEST_ACCESS, { timeout: 30_000 });
  await expect(
    page.getByRole("heading", { name: "Demander l'accès à la recherche approfondie", level: 2 }),
  ).toBeVisible();
  await expect(consultant.reason()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "demande d'accès à la recherche approfondie");

  // too short: the French rule, nothing sent
  await consultant.ask("trop bref");
  await expect(page.getByText("Le motif doit compter de 10 à 1 000 caractères.")).toBeVisible();
  await consultant.ask(REASON);
  await expect(page.getByText("Demande en attente")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Votre motif : ${REASON}`)).toBeVisible();

  // the board manager is notified and decides from Paramètres › Membres
  const board = await asAccount("board");
  await board.goto("/dashboard/action-center");
  const decider = new FeatureAccessPage(board);
  await decider.followNotification("Sarah Benali demande l'accès à la recherche approfondie");
  await expect(board).toHaveURL(/\/settings\/members#acces-fonctionnalites$/);
  const section = decider.section();
  await expect(section.getByRole("row").filter({ hasText: REASON })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(board, "accès aux fonctionnalités (paramètres)");
  await section.getByRole("button", { name: "Accorder : Sarah Benali" }).click();
  await expect(section.getByText("Aucune demande en attente.")).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole("button", { name: "Retirer : Sarah Benali" })).toBeVisible();

  await expectNoSeriousA11yViolations(board, "accès aux fonctionnalités, après la décision");

  // the consultant's page shows the decision at once; the notification leads to the search,
  // which opens without reloading the app
  await expect(page.getByRole("button", { name: "Ouvrir la recherche approfondie" })).toBeVisible({
    timeout: 15_000,
  });
  await consultant.followNotification("Votre accès à la recherche approfondie est accordé");
  await expect(page).toHaveURL("/talents/deep-research");
  await expect(page.getByRole("heading", { name: "Recherche approfondie", level: 2 })).toBeVisible({
    timeout: 30_000,
  });
});

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the request page and the deciders' section fit", async ({ page, asAccount }) => {
    test.setTimeout(90_000);
    await page.goto(REQUEST_ACCESS);
    await expect(
      page.getByRole("heading", { name: "Demander l'accès à la recherche approfondie", level: 2 }),
    ).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const board = await asAccount("board");
    await board.setViewportSize({ width: 375, height: 812 });
    await board.goto("/settings/members#acces-fonctionnalites");
    const section = new FeatureAccessPage(board).section();
    await expect(section.getByRole("heading", { name: "Accès accordés", level: 4 })).toBeVisible({ timeout: 30_000 });
    const box = await section.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  });
});
