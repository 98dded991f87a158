// The chain off the mason's path: an electrician placed by a new client, from a blank record,
// through the cases agency-chain.spec.ts does not take, each written as its own test of one story
// (they share the records the earlier ones made through the screens):
//   (a) a SIR trade: « Électricien bâtiment » requires the « Habilitation électrique » and a post under
//       reinforced medical surveillance; the aptitude is recorded through the medical-visit screens
//       (the visit asked with the post's risk, its appointment fixed then moved, « Avis reçu »);
//   (e) a contract started late: its start was last week, the screens warn at every step
//       (2 working days, L1251-17; no DPAE recorded once the hiring has passed, then one declared
//       late recorded at its true time, L1221-10);
//   (b) an amendment that extends the contract and raises the rate, signed as an amendment (the
//       signing page accessible, its changes listed, the used link reading the signed copy);
//   (c) a week with a public holiday worked and a Sunday, paid per the client's collective
//       agreement (bâtiment de l'Isère, IDCC 2033: +100 % each), and the plain week before it;
//   (d) an acompte asked after the period was computed, paid, then withheld in the exported pay.
// Every figure is asserted against the hand computation written beside it: the pay, the payroll
// file's lines and the invoice's. Reading a mailed link from the local mailbox and reading rows
// through the API are the only calls made outside the screens. Dates: lateAmendedCalendar.
import { expect, test } from "./fixtures.ts";
import { storySteps } from "./support/story-step.ts";
import { AdvancePaymentPage } from "./pages/advance-payment-page.ts";
import { KanbanPage } from "./pages/applications-page.ts";
import { ClientInvoicesPage } from "./pages/client-invoices-page.ts";
import { CompanyPage, randomSiren, randomSiret } from "./pages/companies-page.ts";
import { ContractDpaeBlock } from "./pages/contract-dpae.ts";
import { ContractPage } from "./pages/contracts-page.ts";
import { AmendmentPage, amendmentLinks, signedAmendmentCopies } from "./pages/amendment-page.ts";
import { CentresPage } from "./pages/centres-page.ts";
import { MedicalVisitPage } from "./pages/medical-visit-page.ts";
import { MissionsPage } from "./pages/missions-page.ts";
import { PayTrackingPage } from "./pages/pay-tracking-page.ts";
import { RequestsPage } from "./pages/requests-page.ts";
import { ContractSignaturePage, phoneOn, TimesheetSignaturePage } from "./pages/signature-pages.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { apiAs } from "./support-api.ts";
import { matriculeOf, money, monthBounds, number, payrollLines, shown, talentIdOf, weekDays } from "./support/chain.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { mailedLinks } from "./support/mailbox.ts";
import { dayAndMonth } from "../../src/lib/dates/day-marks.ts";
import { fr, gridDay, lateAmendedCalendar, parisToday, plusDays } from "./support/placement-calendar.ts";

test.use({ account: "consultant", actionTimeout: 30_000, navigationTimeout: 60_000 });
test.describe.configure({ mode: "serial" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const calendar = lateAmendedCalendar(parisToday());
const stamp = Date.now().toString().slice(-6);

const client = {
  name: `Électricité Vernay ${stamp}`,
  // the client's collective agreement: bâtiment de l'Isère, Sunday and public holiday at +100 %
  idcc: "2033",
  site: {
    name: "Siège de Grenoble",
    naf: { typed: "installation electrique", option: "43.21A — Travaux d'installation électrique dans tous locaux" },
    address: { street: "12 rue Félix Poulat", city: "grenoble", option: "Grenoble (38000)" },
  },
  signatory: {
    firstName: "Hélène",
    lastName: "Vernay",
    jobTitle: "Gérante",
    email: `helene.vernay.${stamp}@exemple.fr`,
  },
  validator: {
    firstName: "Marc",
    lastName: "Oudin",
    jobTitle: "Chef de chantier",
    email: `marc.oudin.${stamp}@exemple.fr`,
  },
};

const talent = {
  firstName: "Karim",
  lastName: "Bensaïd",
  email: `karim.bensaid.${stamp}@exemple.fr`,
  phone: `06 22 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4, 6)}`,
  address: { street: "5 place Grenette", city: "grenoble", option: "Grenoble (38000)" },
  jobs: { main: "Électricien bâtiment" },
  iban: "FR7630006000011234567890189",
};
const talentName = `${talent.firstName} ${talent.lastName}`;
const medicalCentre = { name: `Santé au travail du Dauphiné ${stamp}`, street: "3 avenue Alsace-Lorraine" };

const order = {
  job: { typed: "Électricien", option: "Électricien bâtiment" },
  jobName: "Électricien bâtiment",
  reason: "Accroissement temporaire d'activité",
  justification: "Mise aux normes électriques de la résidence Les Érables",
  start: calendar.start,
  end: calendar.end,
  street: client.site.address.street,
  city: { typed: client.site.address.city, option: client.site.address.option },
  wage: "16",
  coefficient: "2",
  schedule: "8h–12h / 13h–16h, lun–ven",
};
/** The amendment's raised rate, from the renewal's first day. */
const RAISED_WAGE = 18;
const ACOMPTE = 300;

// What the stories share: the records the earlier ones made through the screens.
let companyPath = "";
let missionPath = "";
let contractPath = "";
let talentId = "";

test("(a) a SIR trade: the electrician's clearance and medical aptitude, recorded through the screens, let him be placed", async ({
  page,
  asAccount,
}) => {
  test.setTimeout(600_000);
  const step = storySteps(page);
  const company = new CompanyPage(page);
  const talents = new TalentsPage(page);
  const missions = new MissionsPage(page);

  await step(
    "the consultant creates the client: SIREN, collective agreement, head office with its address, contacts",
    async () => {
      const siren = randomSiren();
      companyPath = (await company.create(client.name, siren)).path;
      await company.setIdcc(client.idcc);
      await company.openAgencies();
      const site = await company.fillAgency({ ...client.site, siret: randomSiret(siren), headOffice: true });
      await company.save(site);
      await expect(site).toBeHidden();
      await company.openContacts();
      await company.addContact({ ...client.signatory, roles: ["Signataire contrats", "Destinataire factures"] });
      await company.addContact({ ...client.validator, roles: ["Valideur relevés d'heures"] });
    },
  );

  await step(
    "the consultant registers the electrician with his clearance, and asks his SIR aptitude visit",
    async () => {
      await talents.goto();
      await talents.create(talent);
      await talents.saveIban(talent.iban);
      await talents.openTab("Documents");
      await talents.addDocument({
        type: "Habilitation électrique",
        expiry: plusDays(calendar.amendedEnd, 365),
        file: { name: "habilitation-karim-bensaid.pdf", buffer: PDF },
      });
      await talents.verifyDocument("habilitation-karim-bensaid.pdf");
      await talents.qualify();
      talentId = await talentIdOf(page.request, talent.email);
    },
  );

  const csm = await asAccount("csm");
  const visits = new MedicalVisitPage(csm);
  // the appointment is fixed in the future (the database refuses a past one), at the picker's next
  // whole minute, and the notice recorded once it has passed: the order and the pipeline are
  // taken meanwhile
  let appointment = new Date();
  await step(
    "the consultant asks the SIR visit with the post's risk; the CSM, who adds the occupational health centre, fixes the appointment",
    async () => {
      const visitId = await new MedicalVisitPage(page).requestSirVisit(talentId, {
        risks: ["Habilitation électrique"],
      });
      await csm.goto("/medical-centers");
      await csm.getByRole("button", { name: "Nouveau centre médical" }).click();
      const dialog = csm.getByRole("dialog", { name: "Nouveau centre médical" });
      await new CentresPage(csm).fillMedicalCentre(dialog, {
        ...medicalCentre,
        city: "grenoble",
        option: "Grenoble (38000)",
      });
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await expect(dialog).toBeHidden();
      await visits.open(visitId);
      // fixed at a later minute, then brought forward with « Modifier le rendez-vous »
      const nextMinute = (ahead: number) => new Date(Math.ceil((Date.now() + ahead) / 60_000) * 60_000);
      await visits.fixAppointment({ center: medicalCentre.name, at: nextMinute(90_000) });
      appointment = nextMinute(15_000);
      await visits.changeAppointment({ at: appointment });
    },
  );

  await step("the consultant takes the order: it starts last week", async () => {
    await page.goto(companyPath);
    await expect(page.getByRole("heading", { name: client.name })).toBeVisible({ timeout: 30_000 });
    const dialog = await missions.fillOrder(order);
    await missions.save(dialog);
    await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}\/details$/, { timeout: 30_000 });
    missionPath = new URL(page.url()).pathname.replace(/\/details$/, "");
    await missions.moveTo("Ouverte");
    await page.goto(`${missionPath}/find-talents`);
    await missions.addCandidate(talentName);
    const kanban = new KanbanPage(page);
    await kanban.goto(missionPath.split("/").pop() as string);
    await kanban.moveToRetained(talentName);
  });

  await step(
    "the CSM records the doctor's notice « Apte » once the appointment has passed: the visit closes",
    async () => {
      await visits.recordNotice({
        result: "Apte",
        validUntil: new Date(Date.now() + 2 * 365 * 86_400_000),
        file: { name: "avis-aptitude-karim-bensaid.pdf", buffer: PDF },
        appointment,
      });
      // the notice opens through the logged path only
      expect(await visits.openNotice()).toMatchObject({ status: 200, contentType: "application/pdf" });
      await csm.context().close();
    },
  );

  await step("the contract form finds the SIR aptitude: the electrician can be placed", async () => {
    const contract = new ContractPage(page);
    const dialog = await contract.openFromPipeline(talentName);
    await contract.fill(dialog, { start: calendar.start, end: calendar.end, schedule: order.schedule, wage: "16" });
    await dialog.getByLabel("Justification du motif").fill(order.justification);
    await expect(dialog.getByText(/suivi individuel renforcé \(SIR\) : le talent n'a pas/)).toHaveCount(0);
    contractPath = await contract.saveNew(dialog);
    await contract.expectStatus("Brouillon");
  });
});

test("(e) a contract started late: warned at validation, signature and DPAE, then running", async ({
  page,
  browser,
  asAccount,
  request,
}) => {
  test.setTimeout(600_000);
  const contract = new ContractPage(page);
  await contract.goto(contractPath);
  // the start was last Monday: 2 working days later the contract had to be signed and handed over
  await expect(page.getByText("Contrat hors délai").first()).toBeVisible({ timeout: 30_000 });
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
  await expect(csm.page.getByText("Contrat hors délai").first()).toBeVisible({ timeout: 30_000 });
  await csm.act("Valider le contrat");
  await csm.expectStatus("Validé");
  await csm.goto(contractPath);
  await csm.expectDocuments();
  await csm.sendForSignature();

  const [talentLink] = await mailedLinks(page.request, talent.email, /^Votre contrat de mission CTR-/);
  const talentPhone = await phoneOn(browser, talentLink!);
  await new ContractSignaturePage(talentPhone).sign({ draw: true });
  await talentPhone.context().close();
  const [clientLink] = await mailedLinks(page.request, client.signatory.email, /^Contrat de mise à disposition CTR-/);
  const clientPhone = await phoneOn(browser, clientLink!);
  await new ContractSignaturePage(clientPhone).sign({ name: "Hélène Vernay" });
  await clientPhone.context().close();
  await csm.goto(contractPath);
  await csm.expectStatus("Signé");

  // the hiring (last Monday) has passed with no DPAE recorded: said to be late; the agency declares
  // it only now (an hour ago), and records it at that true time: the contract may start, its
  // DPAE still said late (L1221-10)
  const dpae = new ContractDpaeBlock(csm.page);
  await expect(dpae.region().getByText("DPAE tardive")).toBeVisible({ timeout: 30_000 });
  const submittedAt = new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000);
  await dpae.record({ submittedAt, reference: `DPAE-${stamp}` });
  await dpae.expectRecorded({ submittedAt, reference: `DPAE-${stamp}` });
  await expect(dpae.region().getByText("DPAE tardive")).toBeVisible();
  await expect(dpae.region().getByText(/^Déclarée le .*, après l'embauche du /)).toBeVisible();
  const tick = await request.post("/_dev/time-moves");
  expect(tick.ok(), await tick.text()).toBe(true);
  await csm.page.reload();
  await csm.expectStatus("En cours");
  await csm.page.context().close();
});

test("(b) an amendment extends the contract by the holiday week and raises the rate; it is signed as an amendment", async ({
  page,
  browser,
  asAccount,
  request,
}) => {
  test.setTimeout(600_000);
  const consultant = new AmendmentPage(page);
  const path = await consultant.createAmendment(contractPath, {
    type: "Renouvellement",
    effective: calendar.holidayWeek,
    end: calendar.amendedEnd,
    wage: String(RAISED_WAGE),
    reason: "Prolongation du chantier d'une semaine, taux de l'échelon supérieur",
  });
  const manager = await asAccount("manager");
  await new AmendmentPage(manager).validateAsManager(path);
  await manager.context().close();
  await consultant.submit(path);
  const csmPage = await asAccount("csm");
  const csm = new AmendmentPage(csmPage);
  await csm.validate(path);
  await csm.sendForSignature(path);

  const contractKey = ((await page.getByRole("heading", { name: /CTR-/ }).first().textContent()) ?? "").match(
    /CTR-[A-Z0-9-]+/,
  )![0];
  const links = await amendmentLinks(request, { talent: talent.email, client: client.signatory.email }, 1, contractKey);
  const changes = [fr(calendar.amendedEnd), `Salaire horaire brut : ${money(RAISED_WAGE)} (au lieu de ${money(16)})`];
  const talentPhone = new ContractSignaturePage(await phoneOn(browser, links.talent));
  await expect(talentPhone.page.getByRole("region", { name: "Ce que l'avenant change" })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(talentPhone.page, "/sign/contract (avenant)");
  await talentPhone.signAmendment(1, { draw: true }, changes);
  await talentPhone.expectSignedDocument();

  // the client's page asks the documents function nothing it refuses, and logs no error
  const clientPage = await phoneOn(browser, links.client);
  const refused: string[] = [];
  clientPage.on("response", (r) => {
    if (r.url().includes("/functions/v1/contract-documents") && r.status() >= 400)
      refused.push(`${r.status()} ${r.url()}`);
  });
  clientPage.on("console", (m) => {
    if (m.type() === "error") refused.push(m.text());
  });
  const clientPhone = new ContractSignaturePage(clientPage);
  await clientPhone.signAmendment(1, { name: "Hélène Vernay" }, changes);
  await clientPhone.expectSignedDocument();
  expect(refused).toEqual([]);
  await clientPage.context().close();

  // the talent's link again: used, it still reads the signed amendment
  await talentPhone.page.goto(new URL(links.talent).pathname + new URL(links.talent).search);
  await expect(talentPhone.page.getByRole("heading", { name: "Avenant déjà signé" })).toBeVisible();
  await talentPhone.expectSignedDocument();
  await talentPhone.page.context().close();
  await csm.expectSigned(path);
  expect(await signedAmendmentCopies(request, talent.email, 1, contractKey)).toEqual([
    `Avenant n° 1 au contrat de mission ${contractKey} signé`,
  ]);
  expect(await signedAmendmentCopies(request, client.signatory.email, 1, contractKey)).toEqual([
    `Avenant n° 1 au contrat de mise à disposition ${contractKey} signé`,
  ]);
  await csmPage.context().close();
});

test("(c) the plain week and the week with a public holiday worked and a Sunday, signed by the client", async ({
  page,
  browser,
  asAccount,
}) => {
  test.setTimeout(600_000);
  const contract = new ContractPage(page);
  const timesheets = new TimesheetsPage(page);
  await contract.goto(contractPath);
  const plainWeekId = await contract.createWeek(calendar.plainWeek);
  await contract.goto(contractPath);
  const holidayWeekId = await contract.createWeek(calendar.holidayWeek);

  const plain = weekDays(calendar.plainWeek);
  let drawer = await timesheets.openWeek(plainWeekId);
  await timesheets.typeHours(drawer, Object.fromEntries(plain.slice(0, 5).map((day) => [gridDay(day), "7"])));
  await timesheets.expectSplit(drawer, { total: 35, normal: 35, ot25: 0, ot50: 0 });
  await timesheets.saveWeek(drawer);
  await timesheets.sendWeek(drawer);

  const holidayWeek = weekDays(calendar.holidayWeek);
  drawer = await timesheets.openWeek(holidayWeekId);
  const header = (day: string) => drawer.getByRole("columnheader").filter({ hasText: gridDay(day).split(" ")[1]! });
  await expect(header(calendar.holiday)).toContainText(`Férié — ${dayAndMonth(calendar.holiday)}`);
  await expect(header(calendar.sunday)).toContainText("Dimanche");
  const hours: Record<string, string> = Object.fromEntries(holidayWeek.slice(0, 5).map((day) => [gridDay(day), "8"]));
  hours[gridDay(calendar.sunday)] = "6";
  await timesheets.typeHours(drawer, hours);
  // 5 × 8 h (the holiday worked) + 6 h on Sunday: 35 h normal, 8 h at +25 %, 3 h at +50 %
  await timesheets.expectSplit(drawer, { total: 46, normal: 35, ot25: 8, ot50: 3 });
  await timesheets.saveWeek(drawer);
  expect(await timesheets.sendWeek(drawer)).toBe(client.validator.email);

  const subject = /^Relevé d'heures à signer — Karim Bensaïd/;
  const links = await mailedLinks(page.request, client.validator.email, subject);
  expect(links).toHaveLength(2);
  // newest first: the holiday week, then the plain week
  for (const [link, total] of [
    [links[1]!, "35"],
    [links[0]!, "46"],
  ] as const) {
    const validator = new TimesheetSignaturePage(await phoneOn(browser, link));
    await validator.expectWeek(total);
    if (total === "46") {
      await expect(validator.page.getByText(`Férié — ${dayAndMonth(calendar.holiday)}`)).toBeVisible();
      await expect(validator.page.getByText("Dimanche").first()).toBeVisible();
    }
    await validator.sign("Marc Oudin");
    await validator.page.context().close();
  }
  const csmPage = await asAccount("csm");
  const csm = new TimesheetsPage(csmPage);
  await csm.validateWeek(plainWeekId);
  await csm.validateWeek(holidayWeekId);
  await csmPage.context().close();
});

test("(d) accounting computes the period; an acompte asked after it is paid, then withheld in the exported pay, and the month is billed", async ({
  page,
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

  // the acompte comes after the computation: the pay must still withhold it
  const advance = new AdvancePaymentPage(page);
  await advance.openFor(talentId);
  await advance.chooseMonth(calendar.month);
  const { ceiling } = await advance.figures();
  expect(ceiling).toBeGreaterThanOrEqual(ACOMPTE);
  await advance.submit(String(ACOMPTE));
  await expect(page.getByText("Succès !").first()).toBeVisible({ timeout: 30_000 });
  const api = await apiAs(request, "consultant");
  const { rows } = await api.get<Array<{ id: string }>>(
    `/rest/v1/advance_payment_request?select=id&talent_id=eq.${talentId}&order=created_at.desc&limit=1`,
  );
  const acompte = `/advance-payment-requests/${rows[0]!.id}`;
  const csm = await asAccount("csm");
  const csmRequests = new RequestsPage(csm);
  await csmRequests.openDetail(acompte, /Demande d'acompte/);
  await csmRequests.move("Acceptée", { "Montant accordé": String(ACOMPTE) });
  await expect(csm.getByText("Acceptée").first()).toBeVisible({ timeout: 20_000 });
  await csm.close();
  const accountingRequests = new RequestsPage(accounting);
  await accountingRequests.openDetail(acompte, /Demande d'acompte/);
  await accountingRequests.move("Versée", { "Référence du paiement": `VIR-${stamp}` });
  await expect(accounting.getByText("Versée").first()).toBeVisible({ timeout: 20_000 });

  await pay.goto();
  await pay.openPeriod(calendar.month, talentName);
  await pay.openLine(talentName);
  // By hand. The plain week at 16,00 € (initial contract), the holiday week at 18,00 € (renewal):
  //   normal hours   35 h × 16,00 €                                   =   560,00 €
  //                  35 h × 18,00 €                                   =   630,00 €
  //   +25 % (36th–43rd of the holiday week)  8 h × 22,50 € (18 × 1,25) =   180,00 €
  //   +50 % (44th–46th)                      3 h × 27,00 € (18 × 1,5)  =    81,00 €
  //   Sunday, +100 % (IDCC 2033)             6 h × 18,00 €             =   108,00 €
  //   public holiday worked, +100 % (IDCC 2033) 8 h × 18,00 €          =   144,00 €
  //   gross pay                                                         = 1 703,00 €
  //   IFM, 10 % of the gross pay (L1251-32)                             =   170,30 €
  //   ICCP, 10 % of the gross pay and the IFM (L1251-19): 1 873,30 × 10 % = 187,33 €
  //   gross total                                                       = 2 060,63 €
  //   acompte paid for the month, withheld                              =   300,00 €
  expect(await pay.element("HS25")).toMatchObject({ quantity: "8", amount: money(180) });
  expect(await pay.element("HS50")).toMatchObject({ quantity: "3", amount: money(81) });
  expect(await pay.element("MAJ_DIMANCHE")).toMatchObject({ quantity: "6", amount: money(108) });
  expect(await pay.element("MAJ_FERIE")).toMatchObject({ quantity: "8", amount: money(144) });
  expect(await pay.element("IFM")).toMatchObject({ quantity: number(1703), amount: money(170.3) });
  expect(await pay.element("ICCP")).toMatchObject({ quantity: number(1873.3), amount: money(187.33) });
  expect(await pay.element("ACOMPTE")).toMatchObject({ amount: `− ${money(ACOMPTE)}` });
  await expect(pay.totalsCard()).toContainText(money(2060.63));

  await pay.moveTo("À contrôler");
  await pay.moveTo("Contrôlée", "1350");
  await accounting.goBack();
  const exported = await pay.exportPeriod();
  const lines = await payrollLines(await exported.download, calendar.month, await matriculeOf(page.request, talentId));
  expect(lines).toEqual([
    ["HN", "GAIN", 35, 16, 560],
    ["HN", "GAIN", 35, 18, 630],
    ["HS25", "GAIN", 8, 22.5, 180],
    ["HS50", "GAIN", 3, 27, 81],
    ["MAJ_DIMANCHE", "GAIN", 6, 18, 108],
    ["MAJ_FERIE", "GAIN", 8, 18, 144],
    ["IFM", "GAIN", 1703, 0.1, 170.3],
    ["ICCP", "GAIN", 1873.3, 0.1, 187.33],
    ["ACOMPTE", "RETENUE", 1, null, ACOMPTE],
  ]);

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
  // By hand, billed at the day's pay rate × 2 (the order's coefficient):
  //   normal hours   35 h × 32,00 € + 35 h × 36,00 €                   = 2 380,00 €
  //   +25 %           8 h × 45,00 € (22,50 × 2)                        =   360,00 €
  //   +50 %           3 h × 54,00 € (27,00 × 2)                        =   162,00 €
  //   Sunday          6 h × 36,00 € (18,00 × 2)                        =   216,00 €
  //   public holiday  8 h × 36,00 €                                    =   288,00 €
  //   total HT 3 406,00 € · VAT 20 % 681,20 € · TTC 4 087,20 €
  await invoices.expectFigure("Total HT", shown(3406));
  await invoices.expectFigure("TVA", shown(681.2));
  await invoices.expectFigure("Total TTC", shown(4087.2));
  await invoices.issue();
  await invoices.expectStatus("Émise");
  // the client's address is its head office's, frozen on the invoice at the issue
  await expect(accounting.getByText(client.site.address.street).first()).toBeVisible();
  await expect(accounting.getByText("adresse non renseignée")).toHaveCount(0);
  await accounting.close();
});
