// « Fiche synthèse » (/talents/:id/new-page), the talent's one-page profile: a consultant creates
// a talent through the form, opens the tab and sees its identity and the sections' empty states
// (a new talent's one next action: qualify it), with no serious accessibility violation and
// nothing wider than a 375 px phone; then a seeded talent under contract shows its contracts,
// each linking to its page, and its mission today, each of the page's reads made once, while
// marketing is told it may not see them; last, documents uploaded on the documents tab show
// their expiry in red and orange and become the talent's next actions, the most urgent first,
// and a note written on the notes tab and a pool the talent joins appear in their sections.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000);
const isoDay = (days: number) => dayOffset(days).toISOString().slice(0, 10);
const frDay = (days: number) => isoDay(days).split("-").reverse().join("/");

const unique = Date.now().toString().slice(-6);
const talent = {
  firstName: "Ilyes",
  lastName: `Synthèse${unique}`,
  email: `ilyes.${unique}@exemple.fr`,
  phone: `06 14 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  jobs: { main: "Coffreur-bancheur" },
};

test("a new talent's profile: identity and empty sections", async ({ page }) => {
  test.setTimeout(120_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create(talent);

  await page.getByRole("tab", { name: "Fiche synthèse" }).click();
  await expect(page).toHaveURL(/\/talents\/[0-9a-f-]{36}\/new-page$/);
  const id = new URL(page.url()).pathname.split("/")[2];

  const identity = page.getByRole("region", { name: "Identité" });
  await expect(identity.getByText(`Ilyes ${talent.lastName.toUpperCase()}`)).toBeVisible({ timeout: 30_000 });
  await expect(identity.getByText("Coffreur-bancheur")).toBeVisible();
  await expect(identity.getByRole("link", { name: talent.email })).toHaveAttribute("href", `mailto:${talent.email}`);
  await expect(identity.getByText("Renfort", { exact: true })).toBeVisible();
  // the consultant reads talent_private: the sensitive data are simply not filled in yet
  await expect(identity.getByRole("link", { name: "À compléter" })).toHaveAttribute("href", `/talents/${id}/details`);

  await expect(page.getByRole("region", { name: "Missions et contrats" }).getByText("Aucun contrat")).toBeVisible();
  await expect(page.getByRole("region", { name: "Viviers" }).getByText("Dans aucun vivier")).toBeVisible();
  await expect(page.getByRole("region", { name: "Dernières notes" }).getByText("Aucune note")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Qualifications et documents" }).getByText("Aucun document déposé"),
  ).toBeVisible();
  const availability = page.getByRole("region", { name: "Disponibilité" });
  await expect(availability.getByText("Rien de prévu")).toBeVisible();
  await expect(availability.getByText("Disponible", { exact: true })).toBeVisible();
  const actions = page.getByRole("region", { name: "Prochaines actions" });
  await expect(actions.getByRole("link", { name: "Terminer la qualification (Nouveau)" })).toHaveAttribute(
    "href",
    `/talents/${id}/qualification`,
  );

  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(identity).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a talent under contract: its latest contracts, linked, and its mission today", async ({
  page,
  request,
  asAccount,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const today = new Date().toISOString().slice(0, 10);
  const { rows } = await api.get<Array<{ id: string; contract_key: string; talent_id: string }>>(
    "/rest/v1/contract?select=id,contract_key,talent_id&status=eq.active&is_amendment=eq.false" +
      `&definitive_end_date=is.null&start_date=lte.${today}&end_date=gte.${today}&order=start_date.desc&limit=1`,
  );
  const running = rows[0];
  expect(running, "a running contract in the demo").toBeDefined();
  if (!running) return;

  // from another tab: the route starts the page's reads once, the cards find them (no second read)
  await page.goto(`/talents/${running.talent_id}/details`);
  await expect(page.getByRole("tab", { name: "Fiche synthèse" })).toBeVisible({ timeout: 30_000 });
  const reads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname.startsWith("/rest/v1/") && url.search.includes(running.talent_id))
      reads.push(url.pathname.slice("/rest/v1/".length));
  });
  await page.getByRole("tab", { name: "Fiche synthèse" }).click();
  const contracts = page.getByRole("region", { name: "Missions et contrats" });
  const link = contracts.getByRole("link", { name: running.contract_key, exact: true });
  await expect(link).toHaveAttribute("href", `/contracts/${running.id}`, { timeout: 30_000 });
  await expect(contracts.getByRole("link", { name: /^Tous les contrats \(\d+\)$/ })).toHaveAttribute(
    "href",
    `/talents/${running.talent_id}/contracts`,
  );
  await expect(
    page.getByRole("region", { name: "Disponibilité" }).getByRole("link", { name: /^En mission/ }),
  ).toBeVisible();

  for (const table of ["document", "contract", "application", "note", "request_summary"])
    expect(
      reads.filter((path) => path === table),
      table,
    ).toHaveLength(1);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${running.id}`));

  // marketing reads neither contracts nor sensitive data: the page says so instead of an empty list
  const marketing = await asAccount("marketing");
  await marketing.goto(`/talents/${running.talent_id}/new-page`);
  const hidden = marketing.getByRole("region", { name: "Missions et contrats" });
  await expect(hidden.getByText("Non visible avec vos droits")).toBeVisible({ timeout: 30_000 });
  await expect(hidden.getByRole("link", { name: running.contract_key, exact: true })).toHaveCount(0);
  await expect(
    marketing.getByRole("region", { name: "Identité" }).getByText("Non visible avec vos droits"),
  ).toBeVisible();
});

test("documents, a note and a pool added to a new talent: its profile shows them", async ({ page, request }) => {
  test.setTimeout(150_000);
  const talents = new TalentsPage(page);
  await talents.goto();
  await talents.create({
    ...talent,
    lastName: `Expiry${unique}`,
    email: `ilyes.expiry.${unique}@exemple.fr`,
    phone: `06 15 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  });
  const id = new URL(page.url()).pathname.split("/")[2];
  await talents.openTab("Documents");
  await talents.addDocument({ type: "CACES", expiry: isoDay(-1), file: { name: "caces-expire.pdf", buffer: PDF } });
  await talents.addDocument({ type: "SST", expiry: isoDay(10), file: { name: "sst-bientot.pdf", buffer: PDF } });
  // a call summary on the notes tab (the shared notes panel)
  await talents.openTab("Notes");
  await page.getByRole("button", { name: "Nouvelle note" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle note" });
  await dialog.getByLabel("Titre").fill("Premier appel");
  await dialog.getByLabel("Note", { exact: true }).fill("Disponible pour un chantier à Lyon");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  // added to one of the workspace's static pools, as the consultant, through the pools' function
  const api = await apiAs(request, "consultant");
  const { rows: pools } = await api.get<Array<{ id: string; name: string }>>(
    "/rest/v1/hiring_pool?select=id,name&is_dynamic=eq.false&status=eq.active&order=name&limit=1",
  );
  const pool = pools[0];
  expect(pool, "a static pool the consultant sees").toBeDefined();
  if (!pool) return;
  await api.rpc("add_talents_to_hiring_pool", { p_pool_id: pool.id, p_talent_ids: [id] });

  await page.getByRole("tab", { name: "Fiche synthèse" }).click();
  const documents = page.getByRole("region", { name: "Qualifications et documents" });
  await expect(documents.locator(".ant-tag-red").filter({ hasText: `Expiré le ${frDay(-1)}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(documents.locator(".ant-tag-orange").filter({ hasText: `Expire le ${frDay(10)}` })).toBeVisible();

  const actions = page.getByRole("region", { name: "Prochaines actions" });
  await expect(actions.getByRole("listitem").first()).toContainText("Urgent");
  await expect(actions.getByRole("listitem").first().getByRole("link")).toHaveText("Document expiré : CACES");
  await expect(
    actions.getByRole("link", { name: `Document à renouveler : SST (expire le ${frDay(10)})` }),
  ).toHaveAttribute("href", `/talents/${id}/documents`);

  const notes = page.getByRole("region", { name: "Dernières notes" });
  await expect(notes.getByText("Premier appel")).toBeVisible();
  await expect(notes.getByText("Disponible pour un chantier à Lyon")).toBeVisible();
  await expect(page.getByRole("region", { name: "Viviers" }).getByRole("link", { name: pool.name })).toHaveAttribute(
    "href",
    `/talents/hiring-pools/${pool.id}/details`,
  );
  await expectNoSeriousA11yViolations(page);
});
