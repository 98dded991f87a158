// Client invoices, from a validated week to a paid invoice: a week filled, sent for signature,
// signed by the client from the mailed link and validated by accounting — through the API, as
// agency-chain.spec.ts does it on the screens for its own placement — then accounting, on
// « Préparer la facturation » opened on the week's client and dates as the action centre links to
// it, prepares the drafts, opens the week's draft, issues it, records a partial payment, then
// imports the bank statement that pays the rest: « Payée ». axe checks the prepare page, the
// draft, the list, the statement and the paid invoice.
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { ClientInvoicesPage } from "./pages/client-invoices-page.ts";
import { gridWeek, toSaveDays } from "../../resources/timesheets/grid.utils.ts";
import { periodAllows, type ContractPeriod } from "../../resources/timesheets/week-span.ts";
import { apiAs, publicRpc } from "./support-api.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { mailedLinks } from "./support/mailbox.ts";

test.use({ account: "accounting" });

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

/** A 1×1 PNG, the drawn signature the client's page sends (sign_timesheet checks a PNG data URL). */
const SIGNATURE_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const sunday = (monday: string) => {
  const day = new Date(`${monday}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
};

test("a validated week is billed: drafts prepared, one issued, paid in two payments", async ({
  page: accounting,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const accountingApi = await apiAs(request, "accounting");
  const consultantApi = await apiAs(request, "consultant");
  const week = await billableDraftWeek(consultantApi, accountingApi);

  // The week filled, sent, signed by the client and validated, through the API as the screens
  // make it (agency-chain.spec.ts walks those screens, timesheet-signature.spec.ts the client's
  // page): 7 h and 8 h on the first two days the contract covers, the grid's own save payload.
  const period = await consultantApi.rpc<ContractPeriod>("contract_timesheet_period", {
    p_contract_id: week.contract_id,
  });
  const days = gridWeek(week.week_start);
  const covered = days.filter((d) => periodAllows(period)(d.date));
  covered[0]!.hours = "7";
  covered[1]!.hours = "8";
  await consultantApi.rpc("save_timesheet_week", {
    p_contract_id: week.contract_id,
    p_week_start: week.week_start,
    p_days: toSaveDays(days),
    p_comment: "",
  });
  const { recipient } = await consultantApi.rpc<{ recipient: string }>("send_timesheet_for_signature", {
    p_week_id: week.id,
    // the app sends its own origin: the signature link is mailed on it
    p_app_url: new URL(baseURL!).origin,
  });
  const [link] = await mailedLinks(
    request,
    recipient,
    new RegExp(`^Relevé d'heures à signer — ${week.talent.first_name}`),
  );
  await publicRpc(request, "sign_timesheet", {
    p_token: new URL(link, "http://localhost").searchParams.get("token"),
    p_signer_name: "Sophie Martin",
    p_signer_email: recipient,
    p_signature_image: SIGNATURE_PNG,
  });
  await accountingApi.rpc("transition_status", {
    p_entity: "timesheet_week",
    p_id: week.id,
    p_status: "validated",
    p_comment: null,
  });

  const invoices = new ClientInvoicesPage(accounting);
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
  await expectNoSeriousA11yViolations(accounting, "/client-invoices");
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
  await invoices.expectFigure("Reste à payer", "0,00 €");
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
