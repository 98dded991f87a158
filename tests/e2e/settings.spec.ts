// Settings: the four sections with the spec's titles, management levels, workspace switching,
// a calendar connected from « Mon compte » through the local provider and disconnected.
import { ACCOUNTS } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "developer" });

const SECTIONS = [
  ["/settings/account", "Mon compte", "Gérer les informations relatives à votre profil."],
  [
    "/settings/managees",
    "Managés",
    "Un managé autonome pourra demander la création d'un contrat sans avoir à passer par votre validation.",
  ],
  ["/settings/members", "Membres", "Gérer les membres de votre workspace."],
  ["/settings/workspace", "Workspace", "Gérer les paramètres de votre workspace."],
] as const;

test.describe(() => {
  test.use({ account: "manager" });

  test("the settings pages show the spec's titles and subtitles", async ({ page, shell }) => {
    await page.goto("/");
    for (const [path, title, subtitle] of SECTIONS) {
      await page.goto(path);
      await expect(shell.heading(title)).toBeVisible();
      await expect(page.getByText(subtitle)).toBeVisible();
    }
  });
});

test.describe(() => {
  test.use({ account: "consultant" });

  test("Mon compte connects a calendar through the provider's page, shows it and disconnects it", async ({
    page,
    shell,
  }) => {
    await page.goto("/settings/account");
    const section = page.getByRole("region", { name: "Agenda et messagerie" });
    await expect(section.getByText("Aucun agenda n'est connecté.")).toBeVisible();
    await section.getByRole("button", { name: "Connecter mon agenda" }).click();
    // the local provider's page (Nylas's hosted page in production)
    await expect(page.getByRole("heading", { name: "Connecter un agenda (fournisseur local)" })).toBeVisible();
    await page.getByLabel("Adresse du compte à connecter").fill("consultant.agenda@exemple.test");
    await page.getByLabel("Fournisseur").selectOption("microsoft");
    await page.getByRole("button", { name: "Autoriser" }).click();
    await expect(page.getByRole("heading", { name: "Votre agenda est connecté" })).toBeVisible();
    await expect(page.getByText("consultant.agenda@exemple.test (Microsoft 365) est connecté")).toBeVisible();
    await expect(page).toHaveURL(/\/nylas-oauth\/callback\?connected=1$/);
    await expectNoSeriousA11yViolations(page, "/nylas-oauth/callback (agenda connecté)");
    await page.getByRole("button", { name: "Retour à Mon compte" }).click();
    await expect(section.getByText("consultant.agenda@exemple.test")).toBeVisible();
    await expect(section.getByText("Microsoft 365", { exact: true })).toBeVisible();
    await section.getByRole("button", { name: "Déconnecter" }).click();
    await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Déconnecter" }).click();
    await shell.expectToast("Votre agenda est déconnecté.");
    await expect(section.getByText("Aucun agenda n'est connecté.")).toBeVisible();
  });
});

test.describe(() => {
  test.use({ account: "manager" });

  test("a manager sees the people they manage", async ({ page }) => {
    await page.goto("/settings/managees");
    await expect(page.getByRole("row").filter({ hasText: ACCOUNTS.consultant })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: ACCOUNTS.independent })).toBeVisible();
  });
});

test("members list only team members of the workspace", async ({ members }) => {
  await members.goto();
  await expect(members.row(ACCOUNTS.consultant)).toBeVisible();
  await expect(members.row(ACCOUNTS.candidate)).toHaveCount(0);
});

test("management level moves one step and stops at 1", async ({ members, shell }) => {
  const email = ACCOUNTS.externalCsm;
  await members.goto();
  await expect(members.level(email)).toHaveText("1");

  await members.step(email, "down");
  await shell.expectToast("Impossible de descendre en dessous de 1");
  await expect(members.level(email)).toHaveText("1");

  await members.step(email, "up");
  await shell.expectToast("Niveau de management mis à jour.");
  await expect(members.level(email)).toHaveText("2");

  await members.step(email, "down");
  await expect(members.level(email)).toHaveText("1");
});

test("roles are added and removed, the developer role only after a warning", async ({ page, members, shell }) => {
  const email = ACCOUNTS.externalCsm;
  await members.goto();

  await members.addRole(email, "Marketing");
  await shell.expectToast("Rôle ajouté.");
  await expect(members.role(email, "Marketing")).toBeVisible();
  await members.removeRole(email, "Marketing");
  await expect(members.role(email, "Marketing")).toHaveCount(0);

  await members.addRole(email, "Développeur");
  await expect(members.role(email, "Développeur")).toBeVisible();
  await members.removeRole(email, "Développeur");
  const warning = page.getByRole("dialog");
  await expect(warning).toContainText(
    "Le rôle développeur ne pourra être rétabli que directement dans la base de données.",
  );
  await warning.getByRole("button", { name: "Retirer" }).click();
  await expect(members.role(email, "Développeur")).toHaveCount(0);
});

test.describe(() => {
  test.use({ account: "accounting" });

  test("a support role switches workspace", async ({ page, shell }) => {
    await page.goto("/");
    // a member of several workspaces starts on all of them (seed), a choice of the switcher
    await expect(shell.workspaceSwitcher()).toHaveAccessibleName(
      "Workspace : Tous mes workspaces, changer de workspace",
    );
    await shell.switchWorkspace("Cabinet Martin");
    await shell.expectToast("Vous travaillez maintenant dans le workspace « Cabinet Martin ».");
    await shell.switchWorkspace("Renfort");
    await shell.expectToast("Vous travaillez maintenant dans le workspace « Renfort ».");
    await shell.switchWorkspace("Tous mes workspaces");
    await shell.expectToast("Vous voyez maintenant les données de tous vos workspaces.");
  });
});

test.describe(() => {
  test.use({ account: "consultant" });

  test("a plain consultant has no workspace switcher", async ({ page, shell }) => {
    await page.goto("/");
    await expect(shell.userMenu()).toBeVisible();
    await expect(shell.workspaceSwitcher()).toHaveCount(0);
  });
});
