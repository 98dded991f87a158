// axe-core on every working screen (the registry's routes that have a page, not the "Écran à
// venir" placeholders): 0 serious or critical violations. Main-area screens as dev@renfort.test,
// who sees them all; records are the first ones the lists show. A new screen joins by adding
// its path here (or calling expectNoSeriousA11yViolations in its own spec).
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations, seriousA11yViolations, type A11yViolation } from "./support/axe.ts";
import type { Page } from "@playwright/test";
import { DEMO_SIGNATURE_TOKEN } from "../../supabase/seed/accounts.ts";
import { apiAs } from "./support-api.ts";

// Pages that only a team member not yet onboarded reaches.
const NEWCOMER_PAGES = ["/onboarding"];

const PUBLIC_PAGES = [
  "/login",
  "/403",
  "/auth/recovery",
  "/auth/confirmation",
  "/auth/default",
  // the contract signature page on an unknown link (the signing form is checked in contract-signature.spec.ts)
  `/sign/contract?token=${"x".repeat(43)}`,
];

const TALENT_TABS = [
  "qualification",
  "details",
  "documents",
  "resume",
  "notes",
  "applications",
  "contracts",
  "anonymous-bio",
  "anonymous-resume",
  "find-missions",
  "new-page",
];

const MISSION_TABS = ["details", "applications", "find-talents", "job-posting", "notes"];

const STATIC_MAIN_PAGES = [
  "/dashboard/action-center",
  "/talents/list",
  "/talents/super-search",
  "/talents/substitute-bench",
  "/talents/hiring-pools",
  "/contacts",
  "/companies",
  "/missions/client-order",
  "/missions/talent-pooling",
  "/applications",
  "/timesheets",
  "/personnel-register",
  "/settings/account",
  "/settings/managees",
  "/settings/members",
  "/settings/workspace",
  "/playground",
  "/nylas-oauth/callback",
];

// The request family's screens (resources/requests): every list, and a detail of each type
// that has its own page (the others open a drawer on their list).
const REQUEST_LISTS = [
  "/advance-payment-requests/list",
  "/company-insurance-requests",
  "/definitive-end-requests",
  "/expense-claim-requests",
  "/independent-payment-requests",
  "/meal-card-requests",
  "/medical-checkup-requests",
  "/ppe-requests",
  "/professional-card-requests",
  "/qualification-training-requests",
  "/recruitment-office-invoice-requests",
  "/work-accident-requests",
  "/commercial-conditions",
  "/cooptation",
  "/reference-checks",
];
const REQUEST_DETAILS = [
  ["/advance-payment-requests/list", "/advance-payment-requests"],
  ["/expense-claim-requests", "/expense-claim-requests"],
  ["/independent-payment-requests", "/independent-payment-requests"],
  ["/medical-checkup-requests", "/medical-checkup-requests"],
  ["/professional-card-requests", "/professional-card-requests"],
  ["/qualification-training-requests", "/qualification-training-requests"],
  ["/recruitment-office-invoice-requests", "/recruitment-office-invoice-requests"],
  ["/work-accident-requests", "/work-accident-requests"],
];

/** The path of the first link to a record (/<prefix>/<uuid>) in the page's table. */
const firstRecordPath = async (page: Page, prefix: string): Promise<string> => {
  const links = page.getByRole("table").locator(`a[href^="${prefix}/"]`);
  await expect(links.first()).toBeVisible({ timeout: 30_000 });
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
  const path = hrefs.map((href) => href.match(new RegExp(`^${prefix}/[0-9a-f-]{36}`))?.[0]).find(Boolean);
  expect(path, `a record link under ${prefix}`).toBeTruthy();
  return path ?? "";
};

/** Opens a path and waits for its content: a heading, then nothing busy (antd's spinners say
 * aria-busy while a table or a section loads). */
const open = async (page: Page, path: string) => {
  // a tab of the record already shown opens as a user opens it, by its tab (the app's own
  // navigation, without reloading the app: ≈ 1 s less a screen on a loaded machine)
  const tab = path.match(/^(\/(?:talents|missions)\/[0-9a-f-]{36})\/([a-z-]+)$/);
  const here = new URL(page.url()).pathname;
  // the record's tab (the first of that key: a tab may hold tabs of its own), if the bar shows
  // it whole — one half hidden under the bar's « … » is opened by its address
  const recordTab =
    tab && here.startsWith(`${tab[1]}/`) ? page.locator(`.ant-tabs-tab[data-node-key="${tab[2]}"]`).first() : undefined;
  const whole = await recordTab
    ?.evaluate((node) => {
      const bar = node.closest(".ant-tabs-nav-wrap")?.getBoundingClientRect();
      const box = node.getBoundingClientRect();
      return !!bar && box.width > 0 && box.left >= bar.left && box.right <= bar.right;
    })
    .catch(() => false);
  const inApp =
    !!recordTab &&
    !!whole &&
    (await recordTab
      .click({ timeout: 5_000 })
      .then(() => page.waitForURL(new RegExp(`${path}$`), { timeout: 10_000 }))
      .then(
        () => true,
        () => false,
      ));
  if (!inApp) await page.goto(path);
  // the first screen can take long on a loaded machine
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
  // the playground shows a list's loading state on purpose: it stays busy
  if (path !== "/playground") await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
};

const report = (figures: Array<{ path: string; violations: A11yViolation[] }>) => {
  const rules = figures.flatMap((f) => f.violations.map((v) => `${v.impact} ${v.rule}`));
  const elements = figures.reduce((n, f) => n + f.violations.reduce((m, v) => m + v.targets.length, 0), 0);
  console.log(`axe: ${figures.length} pages, ${rules.length} serious/critical rule violations on ${elements} elements`);
  for (const f of figures)
    if (f.violations.length)
      console.log(`  ${f.path}: ${f.violations.map((v) => `${v.rule} (${v.impact}, ${v.targets.length})`).join(", ")}`);
};

// The checker itself: a button without a name and an image without a text alternative, added to a
// page, are reported (a check configured to see nothing would pass every test below).
test("the axe check reports a serious violation it is shown", async ({ page }) => {
  await open(page, "/login");
  await page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    main.insertAdjacentHTML(
      "beforeend",
      '<button type="button" id="unnamed"></button><img id="unlabelled" src="data:,">',
    );
  });
  const rules = (await seriousA11yViolations(page)).map((v) => `${v.rule} ${v.targets.join(" ")}`);
  expect(rules).toEqual(expect.arrayContaining(["button-name #unnamed", "image-alt #unlabelled"]));
});

test("the pages outside the layout have no serious or critical axe violation", async ({ page }) => {
  test.setTimeout(90_000);
  const figures = [];
  for (const path of PUBLIC_PAGES) {
    await open(page, path);
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  }
  report(figures);
});

test("the customer signature page (its own entry) has no serious or critical axe violation", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 760 });
  const figures: Array<{ path: string; violations: A11yViolation[] }> = [];
  const check = async (path: string) =>
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
  await open(page, `/customer/timesheets/signature?token=${DEMO_SIGNATURE_TOKEN}`);
  await expect(page.getByRole("table", { name: "Heures de la semaine" })).toBeVisible();
  await check("signature: the week");
  await page.getByRole("button", { name: "Approuver et signer" }).click();
  await page.getByRole("button", { name: "Signer le relevé" }).click();
  await check("signature: sign, with errors");
  await page.getByRole("button", { name: "Retour" }).click();
  await page.getByRole("button", { name: "Contester des jours" }).click();
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Envoyer la contestation" }).click();
  await check("signature: contest, with errors");
  await open(page, `/customer/timesheets/signature?token=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Lien de signature inconnu" })).toBeVisible();
  await check("signature: unknown link");
  report(figures);
});

test.describe(() => {
  test.use({ account: "developer" });

  test("every working screen of the main area has no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(480_000);
    // the records come from the lists, read while each list is open for its own check
    const records: Record<string, string> = {};
    const RECORDS: Record<string, Array<[string, string]>> = {
      "/talents/list": [["talent", "/talents"]],
      "/contacts": [["contact", "/contacts"]],
      "/companies": [
        ["company", "/companies"],
        ["group", "/company-groups"],
      ],
      "/missions/client-order": [["mission", "/missions"]],
    };
    const figures = [];
    for (const path of STATIC_MAIN_PAGES) {
      await open(page, path);
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
      for (const [name, prefix] of RECORDS[path] ?? []) records[name] = await firstRecordPath(page, prefix);
    }
    const paths = [
      ...TALENT_TABS.map((tab) => `${records.talent}/${tab}`),
      ...MISSION_TABS.map((tab) => `${records.mission}/${tab}`),
      records.contact!,
      records.company!,
      // the company's notes tab (the contact's notes are on its page; contracts', requests' and
      // applications' in notes.spec.ts)
      `${records.company}?tab=notes`,
      records.group!,
    ];
    for (const path of paths) {
      await open(page, path);
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    }
    report(figures);
  });
});

// The contract screens (#17): both lists, a contract's detail and its four review screens, the
// create modal. Added as their own test, so that the main-area sweep above keeps its duration.
test.describe(() => {
  test.use({ account: "developer" });

  test("the contract screens have no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(240_000);
    // the list, its create modal and its first record, from one visit
    await open(page, "/contracts");
    const figures = [{ path: "/contracts", violations: await expectNoSeriousA11yViolations(page, "/contracts") }];
    const contract = await firstRecordPath(page, "/contracts");
    await page.getByRole("button", { name: "Nouveau contrat" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau contrat" });
    await expect(dialog.getByLabel("Poste", { exact: true })).toBeVisible();
    figures.push({
      path: "/contracts: Nouveau contrat",
      violations: await expectNoSeriousA11yViolations(page, "the contract create modal"),
    });
    const screens = ["", "/review", "/admin-modification-requested", "/modification", "/consultant-review"];
    for (const path of ["/amendments", ...screens.map((screen) => `${contract}${screen}`)]) {
      await open(page, path);
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    }
    // a partially signed contract whose client signer no longer has the role: the form item's
    // warning help (antd writes it in colorWarning, 1.9:1 until the theme's Form token)
    const api = await apiAs(page.request, "developer");
    const { rows } = await api.get<Array<{ id: string }>>(
      "/rest/v1/contract?select=id&status=eq.partially_signed&is_amendment=eq.false&order=created_at&limit=1",
    );
    const partiallySigned = `/contracts/${rows[0]?.id}`;
    await open(page, partiallySigned);
    await expect(page.locator(".ant-form-item-explain-warning").first()).toBeVisible();
    figures.push({ path: partiallySigned, violations: await expectNoSeriousA11yViolations(page, partiallySigned) });
    report(figures);
  });
});

test.describe(() => {
  test.use({ account: "newcomer" });

  test("the onboarding page of a newcomer has no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/");
    const figures = [];
    for (const path of NEWCOMER_PAGES) {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    }
    report(figures);
  });
});

test.describe(() => {
  test.use({ account: "consultant" });

  test("the talent and company create modals and the user menu have no serious or critical axe violation", async ({
    page,
    shell,
  }) => {
    test.setTimeout(120_000);
    await open(page, "/talents/list");
    const figures = [];

    await page.getByRole("button", { name: "Nouveau talent" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau talent" });
    await expect(dialog.getByLabel("Prénom")).toBeVisible();
    figures.push({
      path: "/talents/list: Nouveau talent",
      violations: await expectNoSeriousA11yViolations(page, "the talent create modal"),
    });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await open(page, "/companies");
    await page.getByRole("button", { name: "Nouvelle entreprise" }).click();
    const company = page.getByRole("dialog", { name: "Nouvelle entreprise" });
    await expect(company.getByLabel("SIRET du siège")).toBeVisible();
    await expect(company.getByLabel("Adresse du siège")).toBeVisible();
    figures.push({
      path: "/companies: Nouvelle entreprise",
      violations: await expectNoSeriousA11yViolations(page, "the company create modal, with its head office"),
    });
    await page.keyboard.press("Escape");
    await expect(company).toBeHidden();

    await shell.userMenu().click();
    await expect(page.getByRole("menuitem", { name: "Se déconnecter" })).toBeVisible();
    figures.push({
      path: "/talents/list: Menu utilisateur",
      violations: await expectNoSeriousA11yViolations(page, "the user menu"),
    });
    report(figures);
  });
});

test.describe(() => {
  test.use({ account: "developer" });

  test("the centre screens have no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(180_000);
    await open(page, "/qualification-centers");
    const centre = await firstRecordPath(page, "/qualification-centers");
    const figures = [];
    for (const path of ["/medical-centers", "/qualification-centers", centre, `${centre}#prices`]) {
      await open(page, path);
      if (path.endsWith("#prices")) await page.getByRole("tab", { name: "Formations et tarifs" }).click();
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    }
    // the ranked list near a talent, and the create modal with its address field
    await open(page, "/medical-centers");
    const talent = page.getByRole("combobox", { name: "Talent" });
    await talent.fill("a");
    await expect(page.getByRole("option").first()).toBeAttached({ timeout: 15_000 });
    await talent.press("Enter");
    await expect(page.getByRole("table", { name: "Centres les plus proches" }).getByRole("row").nth(1)).toContainText(
      "km",
    );
    figures.push({
      path: "/medical-centers (centres proches)",
      violations: await expectNoSeriousA11yViolations(page, "near"),
    });
    await page.getByRole("button", { name: "Nouveau centre médical" }).click();
    await expect(page.getByRole("dialog", { name: "Nouveau centre médical" })).toBeVisible();
    figures.push({
      path: "/medical-centers (création)",
      violations: await expectNoSeriousA11yViolations(page, "create"),
    });
    report(figures);
  });
});

// The calculator screens once their figures are shown: each tab of /calculators (switched in
// the page, so the pay engine, parsed on first use, loads once), the conversion toolbox, and
// the invoice simulator with one line.
const CALCULATOR = "/calculators?rate=14%2C50&coefficient=2&hours=39&atmp=3%2C5&tax=0&date=2026-03-02&ifm=1";
const CALCULATOR_TABS: Array<{ tab: string; ready: string }> = [
  { tab: "Coefficient", ready: "billing-rate" },
  { tab: "Taux horaire / salaire", ready: "pay-net" },
  { tab: "Coût employeur", ready: "cost-table" },
  { tab: "IFM / ICCP", ready: "ifm-total" },
];

test.describe(() => {
  test.use({ account: "consultant" });

  test("the calculator screens, with their figures, have no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(300_000);
    const figures: Array<{ path: string; violations: A11yViolation[] }> = [];
    const check = async (path: string, ready: string) => {
      await expect(page.getByTestId(ready)).toBeVisible({ timeout: 30_000 });
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    };
    await open(page, CALCULATOR);
    for (const { tab, ready } of CALCULATOR_TABS) {
      await page.getByRole("tab", { name: tab }).click();
      await check(`/calculators: ${tab}`, ready);
    }
    await open(page, "/convert");
    await check("/convert", "cv-net");
    await open(page, "/invoice-simulator?start=2026-05-04&weeks=1&weekly=35&tdays=30&tmode=net");
    await page.getByLabel("Poste").fill("Maçon");
    await page.getByLabel("Taux horaire brut (€)").fill("14,50");
    await page.getByRole("textbox", { name: "Coefficient", exact: true }).fill("2");
    await check("/invoice-simulator", "total-ht");
    report(figures);
  });
});

test.describe(() => {
  test.use({ account: "developer" });

  test("every request screen has no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(900_000);
    const figures = [];
    // each list's first record is read while the list is open: no second visit to find it
    const details: string[] = [];
    for (const path of REQUEST_LISTS) {
      await open(page, path);
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
      const detail = REQUEST_DETAILS.find(([list]) => list === path);
      if (detail) details.push(await firstRecordPath(page, detail[1]));
    }
    expect(details).toHaveLength(REQUEST_DETAILS.length);
    for (const path of details) {
      await open(page, path);
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    }
    await open(page, "/ppe-requests");
    await page
      .getByRole("button", { name: /^Ouvrir / })
      .first()
      .click();
    await expect(page.getByRole("dialog").getByText("Équipements").first()).toBeVisible({ timeout: 30_000 });
    figures.push({
      path: "/ppe-requests: drawer",
      violations: await expectNoSeriousA11yViolations(page, "the PPE drawer"),
    });
    report(figures);
  });
});

test.describe(() => {
  test.use({ account: "developer" });

  test("the planning and team screens have no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(420_000);
    const figures = [];
    for (const path of ["/planning", "/team-members", "/users", "/organigram"]) {
      await open(page, path);
      figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    }
    // the unavailability dialog of /planning
    await open(page, "/planning");
    await page.getByRole("button", { name: "Ajouter une indisponibilité" }).click();
    await expect(page.getByRole("dialog", { name: "Nouvelle indisponibilité" })).toBeVisible();
    figures.push({
      path: "/planning: unavailability dialog",
      violations: await expectNoSeriousA11yViolations(page, "the unavailability dialog"),
    });
    // a contract's planning, reached from the timeline's first shift
    await open(page, "/planning");
    await page
      .getByRole("grid")
      .getByRole("gridcell", { name: /contrat / })
      .first()
      .dblclick();
    await expect(page.getByRole("heading", { name: /Planning du contrat/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
    figures.push({
      path: page.url(),
      violations: await expectNoSeriousA11yViolations(page, "/planning/:contract_key"),
    });
    // the organigram's client view with a group chosen
    await open(page, "/organigram");
    await page.getByRole("tab", { name: "Vue client" }).click();
    await page.getByLabel("Groupe d'entreprises").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option").first().click();
    await expect(page.getByRole("tree", { name: /Organigramme client/ })).toBeVisible();
    figures.push({
      path: "/organigram (vue client)",
      violations: await expectNoSeriousA11yViolations(page, "/organigram client"),
    });
    report(figures);
  });
});

test.describe(() => {
  test.use({ account: "accounting" });

  test("the pay-tracking screens have no serious or critical axe violation", async ({ page }) => {
    test.setTimeout(240_000);
    const figures = [];
    await open(page, "/pay-tracking");
    figures.push({ path: "/pay-tracking", violations: await expectNoSeriousA11yViolations(page, "/pay-tracking") });
    // a line being prepared
    await page
      .getByRole("radiogroup", { name: "Filtrer par statut" })
      .getByText(/^En cours \(/)
      .click();
    const path = await firstRecordPath(page, "/pay-tracking");
    await open(page, path);
    await expect(page.getByText("Éléments de paie")).toBeVisible();
    figures.push({ path, violations: await expectNoSeriousA11yViolations(page, path) });
    // computed now (the seed computes only the lines without a net), then traced to its days
    await page.getByRole("button", { name: "Recalculer" }).click();
    const trace = page.getByRole("button", { name: /^Voir les \d+ ligne\(s\) de relevé de HN · / }).first();
    await trace.click();
    await expect(page.getByRole("dialog", { name: /^Lignes de relevé : / })).toBeVisible();
    figures.push({
      path: `${path}: origine d'un élément`,
      violations: await expectNoSeriousA11yViolations(page, "the trace drawer"),
    });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Passer à « Anomalie »/ }).click();
    await expect(page.getByRole("dialog", { name: "Passer la paie à « Anomalie »" })).toBeVisible();
    figures.push({
      path: `${path}: anomalie`,
      violations: await expectNoSeriousA11yViolations(page, "the anomaly modal"),
    });
    report(figures);
  });

  // the states of a document that left, or could not leave, the agency: an invoice refused by the
  // client at the plateforme agréée (its lifecycle, « Corrigez-la par un avoir ») and the demo's
  // credit note whose document failed (« Échec : … », « Relancer »)
  test("an invoice refused at the platform and a document that failed have no serious axe violation", async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, "accounting");
    const { rows: refused } = await api.get<Array<{ id: string }>>(
      "/rest/v1/client_invoice?select=id&platform_status=eq.refused&limit=1",
    );
    const { rows: failed } = await api.get<Array<{ record_id: string }>>(
      "/rest/v1/document_job?select=record_id&status=eq.failed&kind=eq.credit_note&limit=1",
    );
    expect(refused).toHaveLength(1);
    expect(failed).toHaveLength(1);
    const figures = [];
    const invoice = `/client-invoices/${refused[0]!.id}`;
    await open(page, invoice);
    await expect(page.getByText("Corrigez-la par un avoir, puis émettez une nouvelle facture.")).toBeVisible();
    await expect(page.getByText("Refusée", { exact: true }).first()).toBeVisible();
    figures.push({ path: invoice, violations: await expectNoSeriousA11yViolations(page, "an invoice refused") });
    const note = `/client-invoices/${failed[0]!.record_id}`;
    await open(page, note);
    await expect(page.getByRole("button", { name: "Relancer" })).toBeVisible();
    figures.push({ path: note, violations: await expectNoSeriousA11yViolations(page, "a document that failed") });
    report(figures);
  });
});
