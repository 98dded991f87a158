// Client invoices, from a validated week to a paid invoice: a consultant fills a week and sends it
// for signature, the client signs it from the mailed link (no account), accounting validates it
// — as agency-chain.spec.ts does on its own placement — then, on « Préparer la facturation » opened
// on the week's client and dates as the action centre links to it, prepares the drafts, opens the
// week's draft, issues it, records a partial payment, then imports the bank statement that pays
// the rest: « Payée ». axe checks the list, the prepare page, the statement and the detail.
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { ClientInvoicesPage } from "./pages/client-invoices-page.ts";
import { phoneOn, TimesheetSignaturePage } from "./pages/signature-pages.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { apiAs } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { mailedLinks } from "./support/mailbox.ts";

test.use({ account: "consultant" });

type Api = Awaited<ReturnType<typeof apiAs>>;
type DraftWeek = {
  id: string;
  week_start: string;
  company_id: string;
  contract_id: string;
  talent: { first_name: string };
  company: { name: string; status: string };
  contract: { signer: { status: string } | null };
};

/**
 * A draft week the consultant can send (an active signer) of a client not blocked, whose
 * contract has its billing coefficient (accounting reads it): the draft can be built.
 */
async function billableDraftWeek(consultant: Api, accounting: Api): Promise<DraftWeek> {
  const { rows } = await consultant.get<DraftWeek[]>(
    "/rest/v1/timesheet_week?select=id,week_start,company_id,contract_id,talent:talent_id(first_name),company:company_id(name,status),contract:contract_id(signer:timesheet_signer_contact_id(status))&status=eq.draft&order=week_start.desc,id&limit=300",
  );
  const sendable = rows.filter((w) => w.contract.signer?.status === "active" && w.company.status === "active");
  const { rows: priced } = await accounting.get<Array<{ contract_id: string }>>(
    `/rest/v1/contract_pricing?select=contract_id&coefficient=not.is.null&contract_id=in.(${[...new Set(sendable.map((w) => w.contract_id))].join(",")})`,
  );
  const week = sendable.find((w) => priced.some((p) => p.contract_id === w.contract_id));
  expect(week, `a billable draft week among ${sendable.length}`).toBeTruthy();
  return week!;
}

const sunday = (monday: string) => {
  const day = new Date(`${monday}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
};

test("a validated week is billed: drafts prepared, one issued, paid in two payments", async ({
  page,
  shell,
  browser,
  asAccount,
  request,
}) => {
  test.setTimeout(240_000);
  const accountingApi = await apiAs(request, "accounting");
  const week = await billableDraftWeek(await apiAs(request, "consultant"), accountingApi);

  // 1. The consultant types two days and sends the week for signature.
  const timesheets = new TimesheetsPage(page);
  const drawer = await timesheets.openWeek(week.id);
  await drawer.getByRole("button", { name: "Vider la semaine" }).click();
  await timesheets.hoursCells(drawer).first().click();
  await page.keyboard.type("7");
  await page.keyboard.press("Tab");
  await page.keyboard.type("8");
  await page.keyboard.press("Enter");
  await shell.expectToast("Relevé enregistré");
  const email = await timesheets.sendWeek(drawer);

  // 2. The client signs it from the mailed link, on a phone.
  const [link] = await mailedLinks(request, email, new RegExp(`^Relevé d'heures à signer — ${week.talent.first_name}`));
  const phone = await phoneOn(browser, link);
  const signature = new TimesheetSignaturePage(phone);
  await signature.expectWeek("15");
  await signature.sign("Sophie Martin");
  await phone.context().close();

  // 3. Accounting validates the week, then bills it.
  const accounting = await asAccount("accounting");
  await new TimesheetsPage(accounting).validateWeek(week.id);
  const invoices = new ClientInvoicesPage(accounting);
  await invoices.gotoList();
  await expectNoSeriousA11yViolations(accounting, "/client-invoices");

  await invoices.gotoPrepare(week.week_start, sunday(week.week_start), week.company_id);
  const row = invoices.backlogRow(week.company.name);
  await expect(row).toContainText("15 h", { timeout: 30_000 });
  await expectNoSeriousA11yViolations(accounting, "/client-invoices/prepare");
  await invoices.prepareAll();
  const { rows: billed } = await accountingApi.get<Array<{ invoice_id: string }>>(
    `/rest/v1/client_invoice_week?select=invoice_id&timesheet_week_id=eq.${week.id}&released_at=is.null`,
  );
  expect(billed).toHaveLength(1);
  await invoices.openDraft(billed[0].invoice_id);
  await expect(accounting.getByRole("link", { name: /^Relevé de la semaine du / }).first()).toHaveAttribute(
    "href",
    `/timesheets?open=${week.id}`,
  );
  await expectNoSeriousA11yViolations(accounting, "/client-invoices/:id (brouillon)");

  await invoices.issue();
  await new AppShell(accounting).expectToast("Facture émise");
  await expect(accounting.getByRole("heading", { name: /^Facture FA-\d{4}-\d{6}$/ })).toBeVisible({ timeout: 30_000 });
  await invoices.expectStatus("Émise");

  await invoices.recordPayment("100,00");
  await invoices.expectStatus("Partiellement payée");
  await expect(invoices.payments()).toHaveCount(1);
  // The rest arrives on the bank statement, whose label cites the invoice's number.
  const heading = await accounting.getByRole("heading", { name: /^Facture FA-\d{4}-\d{6}$/ }).textContent();
  const number = heading!.replace("Facture ", "");
  const rest = await invoices.figure("Reste à payer");
  const detailUrl = accounting.url();
  await invoices.gotoList();
  await accounting.locator('input[type="file"][accept=".csv,text/csv"]').setInputFiles({
    name: "releve.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `Date;Libellé;Débit;Crédit\r\n${frToday()};VIR SEPA ${week.company.name} ${number};;${rest.replace(" €", "")}\r\n`,
    ),
  });
  const statement = accounting.getByRole("dialog", { name: "Relevé bancaire : paiements reconnus" });
  await expect(statement.getByRole("row").filter({ hasText: number })).toContainText("numéro cité");
  await expectNoSeriousA11yViolations(accounting, "/client-invoices (relevé bancaire)");
  await statement.getByRole("button", { name: "Enregistrer 1 paiement(s)" }).click();
  await new AppShell(accounting).expectToast("1 paiement(s) enregistré(s)");
  await accounting.goto(detailUrl);
  await invoices.expectStatus("Payée");
  await expect(invoices.payments()).toHaveCount(2);
  expect(await invoices.figure("Reste à payer")).toBe("0,00 €");
  await expectNoSeriousA11yViolations(accounting, "/client-invoices/:id (payée)");
});

/** Today in Paris as a French bank writes it (« 24/11/2026 »). */
const frToday = (): string =>
  new Intl.DateTimeFormat("fr-FR", {
    timeZone: "Europe/Paris",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());
