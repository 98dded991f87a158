// Deep research from a blank record: consultant@ creates a talent through the UI and uploads a
// CV (a PDF made here with pdf-lib) on its documents tab, which reads it at once; then
// the screens — the question, /refine (a term removed), /results (the talent first, the passage
// that matched marked) — and « Ajouter à un vivier » from its row, by the consultant once the board
// manager has granted the access they asked for. axe on the three screens, the results at 375 px too.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, test } from "./fixtures.ts";
import { FeatureAccessPage, REQUEST_ACCESS } from "./pages/feature-access-page.ts";
import { HiringPoolsPage } from "./pages/hiring-pools-page.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

/** A one-page CV whose words the search must find (accents and plurals as a resume writes them). */
const resumePdf = async (name: string): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    name,
    "Coffreur bancheur — 12 ans d'expérience",
    "2019-2025 : coffreur sur la centrale nucléaire de Flamanville pour EDF,",
    "voiles en béton précontraint avec les équipes Freyssinet.",
    "2013-2019 : banchage de murs et réglage des banches à Caen.",
    "Habilitations : travaux en zone contrôlée, SST.",
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 22, size: 12, font }));
  return Buffer.from(await pdf.save());
};

test("a consultant's new talent is found by what their CV says, with the reason, and added to a pool", async ({
  page,
  request,
  asAccount,
}) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString().slice(-6);
  const lastName = `Recherchin${tag}`;
  const poolName = `Nucléaire ${tag}`;
  const talents = new TalentsPage(page);

  // the talent, created by the consultant through the UI, and its CV uploaded on its documents tab
  await talents.goto();
  await talents.create({
    firstName: "Gaëtan",
    lastName,
    email: `gaetan.${tag}@exemple.fr`,
    phone: `06 31 ${tag.slice(0, 2)} ${tag.slice(2, 4)} ${tag.slice(4, 6)}`,
    jobs: { main: "Coffreur-bancheur" },
  });
  const talentId = /\/talents\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;
  await talents.openTab("Documents");
  await talents.addDocument({
    type: "CV",
    file: { name: `cv-${tag}.pdf`, buffer: await resumePdf(`Gaëtan ${lastName}`) },
  });

  // the documents tab reads it at once (the resume pipeline): the talent's resume text is there,
  // as the consultant reads it
  const consultant = await apiAs(request, "consultant");
  await expect
    .poll(
      async () =>
        (await consultant.get<unknown[]>(`/rest/v1/talent_resume_text?talent_id=eq.${talentId}&select=talent_id`)).rows
          .length,
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(1);

  // the consultant asks for the deep research; the board manager grants it in Paramètres › Membres
  const access = new FeatureAccessPage(page);
  await page.goto("/talents/deep-research");
  await expect(page).toHaveURL(REQUEST_ACCESS, { timeout: 30_000 });
  await access.ask("Je cherche des coffreurs bancheurs passés par le nucléaire.");
  await expect(page.getByText("Demande en attente")).toBeVisible({ timeout: 15_000 });
  const board = await asAccount("board");
  await board.goto("/settings/members#acces-fonctionnalites");
  const section = new FeatureAccessPage(board).section();
  await section.getByRole("button", { name: "Accorder : Sarah Benali" }).click();
  await expect(section.getByRole("button", { name: "Retirer : Sarah Benali" })).toBeVisible({ timeout: 15_000 });

  // the screens, as the consultant (a pool of theirs to add the talent to)
  const researcher = page;
  const pools = new HiringPoolsPage(researcher);
  await pools.goto();
  await pools.create(poolName, "Coffreurs passés par le nucléaire");

  await researcher.goto("/talents/deep-research");
  const sentence = researcher.getByLabel("Phrase ou mots-clés");
  await expect(sentence).toBeVisible({ timeout: 30_000 });
  await expect(
    researcher.getByText(
      "Recherche lexicale : les mots des CV, leurs synonymes et les fautes proches (sans embeddings)",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(researcher, "the deep research's question");
  await sentence.fill(
    "coffreur bancheur qui a fait du nucléaire et du béton précontraint Freyssinet, dispo lundi, autour de Caen 30 km, CACES R482",
  );
  await researcher.getByRole("button", { name: "Analyser" }).click();

  // /refine: what was read — the job, the card, the city, and the terms with their variants
  await expect(researcher).toHaveURL(/\/talents\/deep-research\/refine\?.*read=1/, { timeout: 30_000 });
  const terms = researcher.getByRole("list", { name: "Termes cherchés dans les CV" });
  for (const term of ["nucléaire", "béton", "précontraint", "Freyssinet", "R482"])
    await expect(terms.getByRole("listitem").filter({ hasText: term }).first()).toBeVisible();
  await expect(researcher.getByRole("combobox", { name: "Variantes de « R482 »" })).toBeAttached();
  await expect(terms.getByText("engins de chantier")).toBeVisible();
  await expect(researcher.getByTitle("Coffreur-bancheur")).toBeVisible();
  await expect(researcher.getByTitle("CACES", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(researcher, "the deep research's refine screen");
  // the synonym dictionary: a new entry, then a term added with its synonym
  await researcher.getByRole("button", { name: "Dictionnaire des synonymes" }).click();
  const dictionary = researcher.getByRole("dialog", { name: "Dictionnaire des synonymes" });
  await dictionary.getByRole("button", { name: "Nouvelle entrée" }).click();
  await dictionary.getByLabel("Terme", { exact: true }).fill("banchage");
  await dictionary.getByRole("combobox", { name: "Synonymes" }).fill("banches");
  await dictionary.getByRole("combobox", { name: "Synonymes" }).press("Enter");
  await dictionary.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dictionary.getByRole("row").filter({ hasText: "banchage" })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(researcher, "the synonym dictionary");
  await dictionary.getByRole("button", { name: "Fermer", exact: true }).last().click();
  await expect(dictionary).toBeHidden();
  await researcher.getByLabel("Ajouter un terme").fill("banchage");
  await researcher.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(terms.getByRole("listitem").filter({ hasText: "banchage" }).getByText("banches")).toBeVisible();

  await researcher.getByRole("button", { name: "Retirer le terme « R482 »" }).click();
  await expect(terms.getByRole("listitem").filter({ hasText: "R482" })).toHaveCount(0);
  // a criterion changed here goes to the link at once
  await researcher.getByRole("spinbutton", { name: "Rayon (km)" }).filter({ visible: true }).fill("40");
  await expect(researcher).toHaveURL(/radius=40/);
  await researcher.getByRole("button", { name: "Lancer la recherche" }).click();

  // /results: the talent first, why, and the passage that matched
  await expect(researcher).toHaveURL(/\/talents\/deep-research\/results\?/, { timeout: 30_000 });
  expect(new URL(researcher.url()).searchParams.getAll("term").join()).not.toContain("R482");
  const first = researcher.locator(".ant-table-tbody tr.ant-table-row").first();
  await expect(first).toContainText(lastName.toUpperCase(), { timeout: 30_000 });
  await expect(
    first
      .locator("mark")
      .filter({ hasText: /^nucléaire$/ })
      .first(),
  ).toBeVisible();
  await expect(first.locator("mark").filter({ hasText: /^Freyssinet$/ })).toBeVisible();
  await expect(first.getByText("Termes trouvés :")).toBeVisible();
  await expect(researcher.getByText("Caen, 40 km", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(researcher, "the deep research's results");

  // the link is the state: reloaded as is, the same talent comes first
  await researcher.reload();
  await expect(first).toContainText(lastName.toUpperCase(), { timeout: 30_000 });

  // on a phone: the page does not scroll sideways
  await researcher.setViewportSize({ width: 375, height: 812 });
  await expect(first).toContainText(lastName.toUpperCase());
  await expect
    .poll(() => researcher.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(researcher, "the deep research's results at 375 px");
  await researcher.setViewportSize({ width: 1280, height: 800 });

  // « Ajouter à un vivier » from the talent's row
  await first.getByRole("button", { name: `Ajouter à un vivier : Gaëtan ${lastName}` }).click();
  const dialog = researcher.getByRole("dialog", { name: /^Ajouter à un vivier/ });
  await dialog.getByRole("combobox", { name: "Vivier" }).fill(poolName);
  await researcher.locator(".ant-select-item-option").getByText(poolName, { exact: true }).click();
  await dialog.getByRole("button", { name: "Ajouter" }).click();
  await expect(dialog).toBeHidden();
  await pools.goto();
  await pools.row(poolName).filter({ visible: true }).getByRole("link", { name: poolName }).click();
  await expect(pools.memberRow(lastName)).toBeVisible({ timeout: 30_000 });
});
