// Companies and contacts as consultant@renfort.test: a wrong SIREN is refused in French, a
// right one is accepted, then a contact is added from the company's page.
import { expect, test } from "./fixtures.ts";

/** 8 random digits and the Luhn key: a valid SIREN no seed holds. */
const randomSiren = (): string => {
  const body = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join("");
  for (let key = 0; key < 10; key += 1) {
    const digits = `${body}${key}`;
    const sum = [...digits].reverse().reduce((s, d, i) => {
      const n = Number(d) * (i % 2 ? 2 : 1);
      return s + (n > 9 ? n - 9 : n);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error("unreachable");
};

test("a consultant creates a company (SIREN checked in French) and adds a contact", async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  const name = `Bâtiments Élan ${Date.now().toString().slice(-6)}`;
  await signedInAs("consultant");
  await page.goto("/companies");
  await expect(page.getByRole("heading", { name: "Entreprises" })).toBeVisible();
  await page.getByRole("button", { name: "Nouvelle entreprise" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle entreprise" });
  await dialog.getByLabel("Raison sociale").fill(name);
  await dialog.getByLabel("SIREN").fill("732829321");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Le SIREN est invalide (9 chiffres et clé de contrôle)")).toBeVisible();

  await dialog.getByLabel("SIREN").fill(randomSiren());
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  await page.getByRole("tab", { name: "Contacts" }).click();
  await page.getByRole("button", { name: "Nouveau contact" }).click();
  const contact = page.getByRole("dialog", { name: "Nouveau contact" });
  await contact.getByLabel("Prénom").fill("Hélène");
  await contact.getByLabel("Nom de famille").fill("Garnier");
  await contact.getByLabel("Poste").fill("Conductrice de travaux");
  await contact.getByRole("button", { name: "Enregistrer" }).click();
  await expect(contact.getByText("Un contact doit avoir un e-mail ou un téléphone")).toBeVisible();
  await contact.getByLabel("E-mail").fill("helene.garnier@exemple.fr");
  await contact.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Hélène GARNIER" })).toContainText("Conductrice de travaux");
});

test("the partner agency does not see Renfort's talents", async ({ page, signedInAs }) => {
  const search = async () => {
    await page.goto("/talents/list");
    await expect(page.getByRole("heading", { name: "Talents" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Rechercher" }).fill("nicolas.petit@hotmail.fr");
    await page.getByRole("button", { name: "Filtrer" }).click();
  };
  // a talent of Renfort's demo workspace, found by a consultant of Renfort…
  await signedInAs("consultant");
  await search();
  await expect(page.getByText("Talents trouvés : 1")).toBeVisible();
  // …is absent for the partner agency
  await page.context().clearCookies();
  await signedInAs("partner");
  await search();
  await expect(page.getByText("Talents trouvés : 0")).toBeVisible();
});

test("the command palette finds a talent by name, without accents", async ({ page, signedInAs, shell }) => {
  await signedInAs("consultant");
  const search = await shell.openCommandPalette();
  await search.fill("nicolas petit");
  await page.getByRole("option", { name: /Nicolas Petit/ }).first().click();
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/qualification$/);
  await expect(page.getByRole("heading", { name: "Nicolas PETIT" })).toBeVisible();
});
