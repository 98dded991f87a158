// The night-shift story, from a blank record: a tower-crane operator placed by a new
// crane-hire client on night shifts, replacing an absent employee on an imprecise term, whose
// mission the client ends before its minimum duration. Each test is a chapter of one story (they
// share the records the earlier ones made through the screens):
//   (1) the client with its own night majoration (+25 %, its source: L1251-18), the operator with
//       the CACES R487 his job requires and the SIR aptitude his post needs (a medical notice
//       recorded on his documents), what his DPAE declares, and the order with the client's
//       purchase-order number, on an imprecise term;
//   (2) the contract: a replacement naming the person replaced and her qualification (L1251-43),
//       26 days at least, nights « 21h – 5h »; validated, signed by both, its DPAE sent through the
//       URSSAF's simulator (an imprecise term declares its minimum duration), then running;
//   (3) a week of nights 21:00 → 05:00 typed on the agency's grid, each crossing midnight: the
//       grid counts their night hours, the client signs them, the CSM validates them;
//   (4) the client ends the mission after that week: the offer of a new contract (L1251-26) is
//       recorded as refused, the end is processed with its documents, the contract reads « Rompu
//       par anticipation » and the wages to the term are owed, with the night majoration the
//       schedule would have given;
//   (5) accounting computes the month: the pay lines to the cent, and the client's invoice.
// Every figure is asserted against the hand computation written beside it. Reading a mailed link
// from the local mailbox and reading rows through the API are the only calls made outside the
// screens. Dates: nightShiftCalendar (support/placement-calendar.ts) — the week is past, the
// server's clock cannot be moved.
import { expect, test } from "./fixtures.ts";
import { storySteps } from "./support/story-step.ts";
import { KanbanPage } from "./pages/applications-page.ts";
import { ClientInvoicesPage } from "./pages/client-invoices-page.ts";
import { CompanyPage, randomSiren, randomSiret } from "./pages/companies-page.ts";
import { ContractDpaeBlock } from "./pages/contract-dpae.ts";
import { ContractPage } from "./pages/contracts-page.ts";
import { MissionsPage } from "./pages/missions-page.ts";
import { PayTrackingPage } from "./pages/pay-tracking-page.ts";
import { RequestsPage } from "./pages/requests-page.ts";
import { ContractSignaturePage, phoneOn, TimesheetSignaturePage } from "./pages/signature-pages.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { apiAs } from "./support-api.ts";
import { money, monthBounds, nir, number, shown, talentIdOf } from "./support/chain.ts";
import { mailedLinks } from "./support/mailbox.ts";
import { fillDate } from "./support/pickers.ts";
import { gridDay, nightShiftCalendar, parisToday, plusDays } from "./support/placement-calendar.ts";
import { isPublicHoliday } from "../../src/lib/dates/public-holidays.ts";

test.use({ account: "consultant", actionTimeout: 30_000, navigationTimeout: 60_000 });
test.describe.configure({ mode: "serial" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const calendar = nightShiftCalendar(parisToday());
const stamp = Date.now().toString().slice(-6);

/** The contract's hourly wage (€), the client's night majoration (%), the order's coefficient. */
const WAGE = 16.8;
const NIGHT_PCT = 25;
const COEFFICIENT = 2;
const PO = `BC-GRUES-${stamp}`;

const client = {
  name: `Levage Dauphiné Grues ${stamp}`,
  // its own practice for its crane operators' regular night work, which its temps get (L1251-18)
  majorations: { night: NIGHT_PCT, source: "Accord d'entreprise du 12 mars 2024 (travail de nuit régulier), art. 4" },
  site: {
    name: "Dépôt de Grenoble",
    address: { street: "8 rue des Arts et Métiers", city: "grenoble", option: "Grenoble (38000)" },
  },
  signatory: {
    firstName: "Sylvie",
    lastName: "Roux",
    jobTitle: "Directrice d'exploitation",
    email: `sylvie.roux.${stamp}@exemple.fr`,
  },
  validator: {
    firstName: "Bruno",
    lastName: "Charvet",
    jobTitle: "Chef de parc",
    email: `bruno.charvet.${stamp}@exemple.fr`,
  },
};

const talent = {
  firstName: "Yanis",
  lastName: "Morel",
  email: `yanis.morel.${stamp}@exemple.fr`,
  phone: `06 31 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4, 6)}`,
  address: { street: "21 cours Berriat", city: "grenoble", option: "Grenoble (38000)" },
  jobs: { main: "Grutier (grue à tour)" },
  // what his DPAE declares beside his name (R1221-1): born a man on 9 June 1988 in Grenoble
  civility: "M." as const,
  birthDate: "1988-06-09",
  nationality: "France",
  birthPlace: "Grenoble",
  birthCountry: "France",
  nir: nir("1", "1988-06-09", "38185", Number(stamp.slice(3))),
};
const talentName = `${talent.firstName} ${talent.lastName}`;

const replaced = { name: "Marc Dubois", qualification: "Grutier, niveau N3P2" };
const order = {
  job: { typed: "Grutier", option: "Grutier (grue à tour)" },
  jobName: "Grutier (grue à tour)",
  reason: "Remplacement d'un salarié absent",
  justification: `Remplacement de ${replaced.name} (${replaced.qualification.toLowerCase()}), en arrêt maladie`,
  start: calendar.start,
  minimumDays: calendar.minimumDays,
  poNumber: PO,
  street: client.site.address.street,
  city: { typed: client.site.address.city, option: client.site.address.option },
  wage: String(WAGE).replace(".", ","),
  coefficient: String(COEFFICIENT),
  schedule: "21h – 5h",
};

// What the chapters share: the records the earlier ones made through the screens.
let companyPath = "";
let missionId = "";
let contractPath = "";
let talentId = "";
let endRequestId = "";

test("(1) a crane-hire client with its own night majoration, a tower-crane operator, and the order with its purchase order — R:PAY-MAJ-CLIENT", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const step = storySteps(page);
  const company = new CompanyPage(page);
  const talents = new TalentsPage(page);
  const missions = new MissionsPage(page);

  await step("the consultant creates the client, its site and contacts, and records its night majoration", async () => {
    const siren = randomSiren();
    companyPath = (await company.create(client.name, siren)).path;
    await company.setMajorations(client.majorations);
    // the card says the rate, that it is the client's own, and its source
    const night = company.majorationsCard().getByRole("row").filter({ hasText: "Heures de nuit" });
    await expect(night).toContainText("+25 %");
    await expect(night).toContainText("Usage du client");
    await expect(night).toContainText(client.majorations.source);
    await company.openAgencies();
    const site = await company.fillAgency({ ...client.site, siret: randomSiret(siren), headOffice: true });
    await company.save(site);
    await expect(site).toBeHidden();
    await company.openContacts();
    await company.addContact({ ...client.signatory, roles: ["Signataire contrats", "Destinataire factures"] });
    await company.addContact({ ...client.validator, roles: ["Valideur relevés d'heures"] });
  });

  await step(
    "the consultant registers the operator: his DPAE's particulars, the CACES R487 his job requires, his SIR aptitude",
    async () => {
      await talents.goto();
      await talents.create(talent);
      await talents.savePrivateData(talent);
      await expect(page.getByText("Succès !").first()).toBeVisible();
      await talents.openTab("Documents");
      await talents.addDocument({
        type: "CACES",
        category: "R487",
        expiry: plusDays(calendar.term, 5 * 365),
        file: { name: "caces-r487-yanis-morel.pdf", buffer: PDF },
      });
      await talents.verifyDocument("caces-r487-yanis-morel.pdf");
      // a CACES post is under reinforced medical surveillance (R4624-23): the occupational
      // doctor's notice of aptitude, valid two years (the visit's own screens: agency-chain-cases)
      await talents.addDocument({
        type: "Avis médical / attestation de suivi",
        category: "SIR – apte",
        expiry: plusDays(parisToday(), 2 * 365),
        file: { name: "avis-sir-yanis-morel.pdf", buffer: PDF },
      });
      await talents.verifyDocument("avis-sir-yanis-morel.pdf");
      await talents.qualify();
      talentId = await talentIdOf(page.request, talent.email);
    },
  );

  await step("the consultant takes the order: an imprecise term, nights, the client's purchase order", async () => {
    await page.goto(companyPath);
    await expect(page.getByRole("heading", { name: client.name })).toBeVisible({ timeout: 30_000 });
    const dialog = await missions.fillOrder(order);
    // the order shows the temp's night majoration, the client's own (L1251-43)
    await expect(dialog.getByTestId("majorations-hint")).toContainText(
      `Heures de nuit +25 % (${client.majorations.source})`,
    );
    await missions.save(dialog);
    await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}\/details$/, { timeout: 30_000 });
    const missionPath = new URL(page.url()).pathname.replace(/\/details$/, "");
    await missions.moveTo("Ouverte");
    await page.goto(`${missionPath}/find-talents`);
    await missions.addCandidate(talentName);
    missionId = missionPath.split("/").pop() as string;
    const kanban = new KanbanPage(page);
    await kanban.goto(missionId);
    await kanban.moveToRetained(talentName);
  });
});

test("(2) an imprecise term replacing an absent employee: validated, signed, its DPAE sent, running — R:CTR-REPLACED-PERSON", async ({
  page,
  browser,
  asAccount,
  request,
}) => {
  test.setTimeout(600_000);
  const contract = new ContractPage(page);
  await new KanbanPage(page).goto(missionId);
  const dialog = await contract.openFromPipeline(talentName);
  // the order's imprecise term and minimum come with it
  await expect(dialog.getByRole("switch", { name: "Terme précis" })).not.toBeChecked();
  await expect(dialog.getByLabel("Durée minimale (jours)")).toHaveValue(String(calendar.minimumDays));
  await contract.fill(dialog, { start: calendar.start, schedule: order.schedule, replaced });
  contractPath = await contract.saveNew(dialog);
  await contract.expectStatus("Brouillon");

  const manager = new ContractPage(await asAccount("manager"));
  await manager.goto(contractPath);
  await manager.act("Valider en tant que manager");
  await manager.expectManagerValidated();
  await manager.page.context().close();
  await contract.goto(contractPath);
  await contract.act("Soumettre en revue");
  await contract.expectStatus("En revue administrative");
  const csm = new ContractPage(await asAccount("csm"));
  await csm.goto(`${contractPath}/review`);
  await csm.act("Valider le contrat");
  await csm.expectStatus("Validé");
  await csm.goto(contractPath);
  await csm.expectDocuments();
  await csm.sendForSignature();

  const [talentLink] = await mailedLinks(page.request, talent.email, /^Votre contrat de mission CTR-/);
  const talentPhone = await phoneOn(browser, talentLink!);
  // the signing page gives an imprecise term's start and minimum duration
  await expect(talentPhone.getByText(new RegExp(`${calendar.minimumDays} jours`)).first()).toBeVisible({
    timeout: 30_000,
  });
  await new ContractSignaturePage(talentPhone).sign({ draw: true });
  await talentPhone.context().close();
  const [clientLink] = await mailedLinks(page.request, client.signatory.email, /^Contrat de mise à disposition CTR-/);
  const clientPhone = await phoneOn(browser, clientLink!);
  await new ContractSignaturePage(clientPhone).sign({
    name: `${client.signatory.firstName} ${client.signatory.lastName}`,
  });
  await clientPhone.context().close();
  await csm.goto(contractPath);
  await csm.expectStatus("Signé");

  // an imprecise term declares its minimum duration: nothing is missing, the simulator acknowledges it
  const dpae = new ContractDpaeBlock(csm.page);
  await expect(dpae.sendButton()).toBeVisible({ timeout: 20_000 });
  await expect(dpae.missingFields()).toHaveCount(0);
  await dpae.send();
  await dpae.expectAcknowledged();
  const tick = await request.post("/_dev/time-moves");
  expect(tick.ok(), await tick.text()).toBe(true);
  await csm.page.reload();
  await csm.expectStatus("En cours");
  await csm.page.context().close();
});

test("(3) five nights 21:00 → 05:00 crossing midnight on the agency's grid, signed by the client, validated — R:TS-NIGHT-HOURS", async ({
  page,
  browser,
  asAccount,
}) => {
  test.setTimeout(600_000);
  const contract = new ContractPage(page);
  const timesheets = new TimesheetsPage(page);
  await contract.goto(contractPath);
  const weekId = await contract.createWeek(calendar.start);
  const drawer = await timesheets.openWeek(weekId);
  // each night from 21:00 to 05:00 the next morning, an hour's break: 7 h worked, all of them at
  // night (21 h – 6 h, L3122-2; the break taken on the night when no day hour holds it)
  await timesheets.typeTimes(
    drawer,
    Object.fromEntries(
      calendar.nights.map((day) => [gridDay(day), { start: "21:00", end: "05:00", breakMinutes: 60 }]),
    ),
  );
  await expect(timesheets.hoursCell(drawer, gridDay(calendar.nights[0]!))).toHaveValue("7");
  expect((await timesheets.nightRow(drawer)).slice(0, 5)).toEqual(["7 h", "7 h", "7 h", "7 h", "7 h"]);
  await timesheets.expectSplit(drawer, { total: 35, normal: 35, ot25: 0, ot50: 0, night: 35 });
  await timesheets.saveWeek(drawer);
  expect(await timesheets.sendWeek(drawer)).toBe(client.validator.email);

  const [link] = await mailedLinks(
    page.request,
    client.validator.email,
    new RegExp(`^Relevé d'heures à signer — ${talentName}`),
  );
  const validator = new TimesheetSignaturePage(await phoneOn(browser, link!));
  await validator.expectWeek("35");
  await expect(validator.page.getByText(/dont 35 h de nuit/).first()).toBeVisible();
  await validator.sign(`${client.validator.firstName} ${client.validator.lastName}`);
  await validator.page.context().close();
  const csm = await asAccount("csm");
  await new TimesheetsPage(csm).validateWeek(weekId);
  await csm.context().close();
});

/** The working days (Monday to Friday, public holidays aside) after the end, up to the term. */
const daysToTerm = (): number => {
  let days = 0;
  for (let day = plusDays(calendar.end, 1); day <= calendar.term; day = plusDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !isPublicHoliday(day)) days += 1;
  }
  return days;
};
// By hand, the wages owed to the term (L1251-26): each working day left, 7 h (35 h over five
// days) at 16,80 €, all of them night hours of the « 21h – 5h » schedule at the client's +25 %:
// 7 × 16,80 × 1,25 = 147,00 € a day; with the IFM, 10 %: 161,70 € a day.
const OWED = Math.round(daysToTerm() * 161.7 * 100) / 100;

test("(4) the client ends the mission before its minimum: the offer refused, the end processed, the wages to the term owed — R:CTR-END-COMPENSATION, R:CTR-END-OFFER, R:CTR-END-DOCUMENTS, R:CTR-END-STATUS, R:PAY-END-MAJORATIONS", async ({
  page,
  asAccount,
  request,
}) => {
  test.setTimeout(600_000);
  const contract = new ContractPage(page);
  await contract.goto(contractPath);
  await contract.requestEnd({
    initiator: "Client",
    reason: "Rupture à l'initiative de l'entreprise utilisatrice",
    date: calendar.end,
  });
  await expect(contract.endsCard().getByText(`Indemnité de rupture calculée : ${money(OWED)}`)).toBeVisible();
  const { rows } = await (
    await apiAs(request, "consultant")
  ).get<Array<{ id: string }>>(`/rest/v1/definitive_end_request?select=id&talent_id=eq.${talentId}`);
  expect(rows).toHaveLength(1);
  endRequestId = rows[0]!.id;
  const openEnd = (requests: RequestsPage) =>
    requests.openInDrawer("definitive-end-requests", endRequestId, "Fin de mission anticipée");

  const csmPage = await asAccount("csm");
  const csmRequests = new RequestsPage(csmPage);
  await openEnd(csmRequests);
  await csmRequests.moveButton("En examen").click();
  await csmPage
    .getByRole("dialog", { name: "Passer au statut « En examen »" })
    .getByRole("button", { name: "Confirmer" })
    .click();
  await expect(csmPage.getByText("En examen").first()).toBeVisible({ timeout: 20_000 });

  // wages are owed: the approval is accounting's, with the end's effective date
  const accounting = await asAccount("accounting");
  const accountingRequests = new RequestsPage(accounting);
  await openEnd(accountingRequests);
  await accountingRequests.moveButton("Validée").click();
  const approve = accountingRequests.moveDialog("Validée");
  await fillDate(approve.getByLabel("Date de fin effective"), calendar.end);
  await approve.getByRole("button", { name: "Confirmer" }).click();
  await expect(approve).toBeHidden({ timeout: 20_000 });

  // the agency offered an equivalent contract the next working day; the temp refused it
  await contract.goto(contractPath);
  await contract.recordEndOffer({ status: "Refusée par l'intérimaire", on: plusDays(calendar.end, 3) });
  await expect(contract.endsCard().getByText(`Indemnité de rupture calculée : ${money(OWED)}`)).toBeVisible();

  await openEnd(accountingRequests);
  await accountingRequests.moveButton("Traitée").click();
  const process = accountingRequests.moveDialog("Traitée");
  for (const document of [
    "Certificat de travail (L1234-19)",
    "Attestation France Travail (R1234-9)",
    "Reçu pour solde de tout compte (L1234-20)",
  ])
    await process.getByRole("checkbox", { name: document }).check();
  await process.getByRole("button", { name: "Confirmer" }).click();
  await expect(process).toBeHidden({ timeout: 20_000 });
  await accounting.context().close();
  await csmPage.context().close();

  // its date has passed: the contract is ended early at once, before its minimum's last day
  await contract.goto(contractPath);
  await contract.expectStatus("Rompu par anticipation");
  await expect(contract.endsCard().getByText("Traitée", { exact: true })).toBeVisible();
  await expect(contract.endsCard().getByText(`Indemnité de rupture calculée : ${money(OWED)}`)).toBeVisible();
});

test("(5) accounting computes the month: the nights and the wages to the term paid to the cent, the nights billed — R:PAY-NIGHT-MONEY, R:PAY-END-COMPENSATION", async ({
  asAccount,
  request,
}) => {
  test.setTimeout(600_000);
  const accounting = await asAccount("accounting");
  const pay = new PayTrackingPage(accounting);
  await pay.goto();
  await pay.openPeriod(calendar.month, talentName);
  await accounting.getByRole("button", { name: "Calculer la période" }).click();
  await expect(pay.row(talentName).first()).toContainText("En cours", { timeout: 30_000 });
  await pay.openLine(talentName);
  // By hand. Five nights of 7 h at 16,80 €, all night hours, the client's +25 %:
  //   normal hours        35 h × 16,80 €                          =   588,00 €
  //   night majoration    35 h × 4,20 € (16,80 × 25 %)            =   147,00 €
  //   gross pay                                                   =   735,00 €
  //   IFM, 10 % of the gross pay (L1251-32)                       =    73,50 €
  //   ICCP, 10 % of the gross pay and the IFM (L1251-19): 808,50 × 10 % = 80,85 €
  //   wages to the term, IFM included (L1251-26): days × 161,70 € = OWED (see daysToTerm)
  expect(await pay.element("HN")).toMatchObject({ quantity: "35", amount: money(588) });
  expect(await pay.element("MAJ_NUIT")).toMatchObject({ quantity: "35", amount: money(147) });
  expect(await pay.element("IFM")).toMatchObject({ quantity: number(735), amount: money(73.5) });
  expect(await pay.element("ICCP")).toMatchObject({ quantity: number(808.5), amount: money(80.85) });
  expect(await pay.element("IND_RUPTURE_L1251_26")).toMatchObject({ quantity: "1", amount: money(OWED) });
  await expect(pay.totalsCard()).toContainText(money(735 + 73.5 + 80.85 + OWED));

  const invoices = new ClientInvoicesPage(accounting);
  const companyId = companyPath.split("/").pop()!;
  const { from, to } = monthBounds(calendar.month);
  await invoices.gotoPrepare(from, to, companyId);
  await invoices.prepareAll();
  const drafts = await (
    await apiAs(request, "accounting")
  ).get<Array<{ id: string }>>(`/rest/v1/client_invoice?select=id&company_id=eq.${companyId}&status=eq.draft`);
  expect(drafts.rows).toHaveLength(1);
  await invoices.openDraft(drafts.rows[0]!.id);
  // By hand, billed at the pay rates × 2 (the order's coefficient):
  //   normal hours       35 h × 33,60 € (16,80 × 2)              = 1 176,00 €
  //   night majoration   35 h × 8,40 € (4,20 × 2)                =   294,00 €
  //   total HT 1 470,00 € · VAT 20 % 294,00 € · TTC 1 764,00 €
  await invoices.expectFigure("Total HT", shown(1470));
  await invoices.expectFigure("TVA", shown(294));
  await invoices.expectFigure("Total TTC", shown(1764));
  // the order's purchase order is the invoice's (BT-13)
  await expect(accounting.getByText(PO).first()).toBeVisible();
  await accounting.context().close();
});
