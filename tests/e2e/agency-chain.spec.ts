// The chain: the story of ONE placement through the screens, from an empty client file to the
// payroll export and the paid invoice, with no seeded business row — only the demo accounts and
// the reference lists (jobs, NAF codes, communes). Each step is done by the role that does it:
//   the consultant opens the client's file (SIRET, site address, contacts and their roles) and
//   drafts its commercial conditions, which accounting validates and the client's signatory signs
//   on a phone; the consultant registers the talent with the documents the job needs and what his
//   DPAE declares (sex, birth date and place, nationality, NIR), takes the order, matches and moves
//   the talent through the pipeline and drafts the contract; the manager validates it for the
//   non-autonomous consultant; the CSM reviews it, has the two PDFs generated and sends them;
//   the talent and the client sign from their mailbox on a 375 px phone; the CSM sends the DPAE
//   through the URSSAF adapter (the server's simulator), its acknowledgement becomes the
//   contract's DPAE, and the contract starts — the scheduled pass sends the client the agency's
//   vigilance attestations, and the hiring is the talent's entry in the registre unique du
//   personnel; two weeks are filled — one with a public holiday
//   and hours beyond 43 h, one with a day contested by the client then corrected —, signed by
//   the client and validated; an acompte is asked, granted and paid; accounting computes the
//   period, checks the pay to the cent against the figures computed by hand below, controls it
//   and exports it: the payroll file's lines, and the acompte deducted; it prepares, checks and
//   exports the month's relevé mensuel des contrats de mission; accounting then bills the
//   month: the invoice to the cent, issued with its Factur-X PDF, sent to the client's invoice
//   recipient, deposited at the plateforme agréée, paid, and « Encaissée » sent to the platform.
// Reading a mailed link from the local mailbox (/_dev/mail.json) and reading rows through the
// API to assert are the only calls made outside the screens: every row is written by a screen.
// The dates are explained in support/placement-calendar.ts.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { storySteps } from "./support/story-step.ts";
import { AdvancePaymentPage } from "./pages/advance-payment-page.ts";
import { ClientInvoicesPage } from "./pages/client-invoices-page.ts";
import { KanbanPage } from "./pages/applications-page.ts";
import { CommercialConditionsPage, signConditions } from "./pages/commercial-conditions-page.ts";
import { CompanyPage, randomSiren, randomSiret } from "./pages/companies-page.ts";
import { ContractDpaeBlock } from "./pages/contract-dpae.ts";
import { ContractPage } from "./pages/contracts-page.ts";
import { MissionsPage } from "./pages/missions-page.ts";
import { PayTrackingPage } from "./pages/pay-tracking-page.ts";
import { RequestsPage } from "./pages/requests-page.ts";
import { ContractSignaturePage, TimesheetSignaturePage } from "./pages/signature-pages.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { backToClientSpace, inviteToSpace, openFromClientSpace, spacePhone } from "./pages/space-phones.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { apiAs } from "./support-api.ts";
import {
  money,
  monthBounds,
  number,
  payrollLines,
  payrollMissions,
  shown,
  statementLines,
  talentIdOf,
  matriculeOf,
  nir,
  weekDays,
} from "./support/chain.ts";
import { mailedLinks, mailedSubjects, pathOf } from "./support/mailbox.ts";
import { fr, gridDay, parisToday, placementCalendar, plusDays } from "./support/placement-calendar.ts";

// a click that cannot happen fails within the minute, not at the story's end
test.use({ account: "consultant", actionTimeout: 30_000, navigationTimeout: 60_000 });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

const calendar = placementCalendar(parisToday());
const stamp = Date.now().toString().slice(-6);

const client = {
  name: `Constructions Ribeyre ${stamp}`,
  site: {
    name: "Agence de Chaponost",
    naf: { typed: "maconnerie generale", option: "43.99C — Travaux de maçonnerie générale et gros œuvre de bâtiment" },
    address: { street: "14 avenue Maréchal Joffre", city: "chaponost", option: "Chaponost (69630)" },
  },
  signatory: {
    firstName: "Claire",
    lastName: "Ribeyre",
    jobTitle: "Gérante",
    email: `claire.ribeyre.${stamp}@exemple.fr`,
  },
  validator: {
    firstName: "Julien",
    lastName: "Faure",
    jobTitle: "Conducteur de travaux",
    email: `julien.faure.${stamp}@exemple.fr`,
  },
};

const talent = {
  firstName: "Noé",
  lastName: "Abadie",
  email: `noe.abadie.${stamp}@exemple.fr`,
  phone: `06 14 ${stamp.slice(0, 2)} ${stamp.slice(2, 4)} ${stamp.slice(4, 6)}`,
  // at the worksite's commune: first of the ranking (distance 0 km)
  address: { street: "3 rue de la Mairie", city: "chaponost", option: "Chaponost (69630)" },
  jobs: { main: "Chef d'équipe gros œuvre" },
  iban: "FR7630006000011234567890189",
  // what his DPAE declares beside his name (R1221-1): born a man on 17 April 1992 in Givors (Rhône)
  civility: "M." as const,
  birthDate: "1992-04-17",
  nationality: "France",
  birthPlace: "Givors",
  birthCountry: "France",
  // the order number this run's: the NIR is unique among the talents
  nir: nir("1", "1992-04-17", "69091", Number(stamp.slice(3))),
};
const talentName = `${talent.firstName} ${talent.lastName}`;

/** The order: « Chef d'équipe gros œuvre » requires the SST (reference list of jobs). */
const order = {
  job: { typed: "Chef d'équipe", option: "Chef d'équipe gros œuvre" },
  jobName: "Chef d'équipe gros œuvre",
  // the consultant takes charge of it: their contracts then go through their manager
  owner: { typed: "Sarah", option: "Sarah Benali" },
  reason: "Accroissement temporaire d'activité",
  justification: "Gros œuvre du groupe scolaire de Chaponost",
  start: calendar.start,
  end: calendar.end,
  street: client.site.address.street,
  city: { typed: client.site.address.city, option: client.site.address.option },
  wage: "16",
  coefficient: "1,9",
  schedule: "8h–12h / 13h–16h, lun–ven",
};

test("one placement, from a new client to the payroll export and the paid invoice", async ({
  page,
  browser,
  baseURL,
  asAccount,
  request,
}) => {
  // about 4 min alone on a 2-core machine, much more beside other suites: some forty screens,
  // five accounts and three phones
  test.setTimeout(1_200_000);
  const step = storySteps(page);
  const company = new CompanyPage(page);
  const talents = new TalentsPage(page);
  const missions = new MissionsPage(page);
  const kanban = new KanbanPage(page);
  const contract = new ContractPage(page);
  let companyPath = "";
  let siteSiret = "";
  let missionPath = "";
  let contractPath = "";

  await step(
    "the consultant creates the client: SIREN, site with its SIRET and address, contacts with roles",
    async () => {
      const siren = randomSiren();
      const created = await company.create(client.name, siren);
      companyPath = created.path;
      await company.openAgencies();
      const siret = randomSiret(siren);
      siteSiret = siret;
      const site = await company.fillAgency({ ...client.site, siret, headOffice: true });
      await company.save(site);
      await expect(site).toBeHidden();
      await expect(company.agencyRow(client.site.name)).toContainText("69630 Chaponost");
      await company.openContacts();
      await company.addContact({ ...client.signatory, roles: ["Signataire contrats", "Destinataire factures"] });
      await company.addContact({ ...client.validator, roles: ["Valideur relevés d'heures"] });
      await expect(company.contactRow("Claire RIBEYRE")).toContainText("Signataire contrats");
      await expect(company.contactRow("Julien FAURE")).toContainText("Valideur relevés d'heures");
    },
  );

  // The client's signatory and its site manager, each on their phone, signed in once to the
  // client's space for the whole walk.
  let signatory: Page;
  let siteManager: Page;
  await step(
    "the consultant opens the client's space to its two contacts from the company's page; each signs in once on their phone",
    async () => {
      for (const [row, person] of [
        ["Claire RIBEYRE", client.signatory],
        ["Julien FAURE", client.validator],
      ] as const) {
        await company.contactRow(row).getByRole("button", { name: "Inviter" }).click();
        await expect(page.getByText(`Invitation envoyée à ${person.email}`)).toBeVisible({ timeout: 20_000 });
        await expect(company.contactRow(row).getByText(/^Invité le /)).toBeVisible();
      }
      signatory = await spacePhone(browser, baseURL, request, "client", client.signatory);
      siteManager = await spacePhone(browser, baseURL, request, "client", client.validator);
    },
  );

  await step(
    "the client signs its commercial conditions before its first order: drafted by the consultant, validated by accounting, signed by its signatory on a 375 px phone",
    async () => {
      const conditions = new CommercialConditionsPage(page);
      await conditions.draftFromCompany({
        validFrom: fr(calendar.start),
        defaultCoefficient: "1,8",
        grid: [{ job: order.jobName, coefficient: order.coefficient, minPay: "14" }],
      });
      const api = await apiAs(request, "consultant");
      const { rows } = await api.get<Array<{ id: string }>>(
        `/rest/v1/commercial_condition?select=id&company_id=eq.${companyPath.split("/").pop()}`,
      );
      expect(rows).toHaveLength(1);
      const path = `/commercial-conditions?open=${rows[0]!.id}`;
      await page.goto(path);
      await conditions.move("En validation interne");
      const accounting = await asAccount("accounting");
      await accounting.goto(path);
      await new CommercialConditionsPage(accounting).move("Validées");
      await accounting.close();

      await page.goto(path);
      await conditions.generateAndSend(/Claire Ribeyre/i, { checkA11y: true });
      // the signatory finds them in her space's « À signer », signs, and comes back
      await openFromClientSpace(signatory, "Conditions commerciales", /version 1/i);
      await signConditions(signatory, { checkA11y: true });
      await backToClientSpace(signatory);
      await page.reload();
      await expect(conditions.signatureCard()).toContainText(/Claire Ribeyre/i, { timeout: 30_000 });
      await expect(page.getByRole("dialog").getByText("Signées").first()).toBeVisible();
    },
  );

  await step(
    "the consultant registers and qualifies the talent, with the SST the job requires, an IBAN and what his DPAE declares",
    async () => {
      await talents.goto();
      // civility, birth date and nationality on the talent's form; NIR, IBAN, birth place and
      // country in his « Données sensibles »
      await talents.create(talent);
      await talents.savePrivateData(talent);
      await expect(page.getByText("Succès !").first()).toBeVisible();
      await talents.openTab("Documents");
      await talents.addDocument({
        type: "SST",
        expiry: plusDays(calendar.end, 365),
        file: { name: "sst-noe-abadie.pdf", buffer: PDF },
      });
      await talents.verifyDocument("sst-noe-abadie.pdf");
      // qualified after the interview: a talent is presented to a client only once qualified
      await talents.qualify();
    },
  );

  // The temp, on his phone, signed in once to the talent's space for the whole walk.
  let talentPhone: Page;
  await step("the consultant opens the talent's space to him; he signs in once on his phone", async () => {
    await talents.openTab("Détails");
    await inviteToSpace(page, "talent", talent.email);
    talentPhone = await spacePhone(browser, baseURL, request, "talent", talent);
  });

  await step("the consultant takes the order from the client's page and opens it", async () => {
    await page.goto(companyPath);
    await expect(page.getByRole("heading", { name: client.name })).toBeVisible({ timeout: 30_000 });
    const dialog = await missions.fillOrder({ ...order, coefficient: "2,4" });
    await expect(missions.clientRolesWarning(dialog)).toHaveCount(0);
    // the signed grid's line for the job, and a typed coefficient that departs from it brought back
    await expect(dialog.getByText(`coefficient ${order.coefficient} pour « ${order.jobName} »`)).toBeVisible();
    await expect(
      dialog.getByText(`Le coefficient saisi (2,4) s'écarte des conditions signées (${order.coefficient})`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: `Appliquer ${order.coefficient}` }).click();
    await expect(dialog.getByLabel("Coefficient")).toHaveValue("1,90");
    await missions.save(dialog);
    await expect(page).toHaveURL(/\/missions\/[0-9a-f-]{36}\/details$/, { timeout: 30_000 });
    missionPath = new URL(page.url()).pathname.replace(/\/details$/, "");
    await missions.moveTo("Ouverte");
  });

  await step("the consultant finds the talent in the order's ranking and adds them to the pipeline", async () => {
    await page.goto(`${missionPath}/find-talents`);
    await missions.addCandidate(talentName);
  });

  await step("the consultant moves the application to « Retenu(e) par le client »", async () => {
    await kanban.goto(missionPath.split("/").pop() as string);
    await kanban.moveToRetained(talentName);
  });

  await step("the consultant drafts the contract from the pipeline card", async () => {
    const dialog = await contract.openFromPipeline(talentName);
    await contract.fill(dialog, { start: calendar.start, end: calendar.end, schedule: order.schedule, wage: "16" });
    await dialog.getByLabel("Justification du motif").fill(order.justification);
    // 16,00 € × 1,9 = 30,40 € billed an hour
    await expect(dialog.getByTestId("contract-preview")).toContainText("30,40");
    contractPath = await contract.saveNew(dialog);
    await contract.expectStatus("Brouillon");
  });

  await step("the manager validates the non-autonomous consultant's draft; the consultant submits it", async () => {
    const manager = new ContractPage(await asAccount("manager"));
    await manager.goto(contractPath);
    await manager.act("Valider en tant que manager");
    await manager.expectManagerValidated();
    await manager.page.context().close();
    await contract.goto(contractPath);
    await contract.act("Soumettre en revue");
    await contract.expectStatus("En revue administrative");
  });

  const csm = new ContractPage(await asAccount("csm"));
  await step("the CSM validates the contract: the two PDFs are generated, then sent for signature", async () => {
    await csm.goto(`${contractPath}/review`);
    await csm.act("Valider le contrat");
    await csm.expectStatus("Validé");
    await csm.goto(contractPath);
    await csm.expectDocuments();
    await csm.sendForSignature();
  });

  await step("the talent, then the client's signatory, sign from their mailbox on a 375 px phone", async () => {
    // the temp, from his space: « Signer mon contrat » on the home, then on the contract's screen
    await talentPhone.goto("/talent");
    await talentPhone.getByRole("link", { name: "Signer mon contrat" }).first().click();
    await talentPhone.getByRole("button", { name: "Signer mon contrat" }).click();
    await expect(talentPhone).toHaveURL(/\/sign\/contract\?token=/, { timeout: 20_000 });
    await new ContractSignaturePage(talentPhone).sign({ draw: true });
    await talentPhone.getByRole("link", { name: /^Retour à mon espace/ }).click();
    await expect(talentPhone).toHaveURL(/\/talent\/contracts\/[0-9a-f-]{36}$/);
    // the client's signatory, from « À signer » in her space
    await openFromClientSpace(signatory, "Contrats à signer", /CTR-/);
    await new ContractSignaturePage(signatory).sign({ name: "Claire Ribeyre" });
    await backToClientSpace(signatory);
    await csm.goto(contractPath);
    await csm.expectStatus("Signé");
    await csm.expectDocuments(true);
  });

  await step(
    "the CSM sends the DPAE through the URSSAF adapter; its acknowledgement is on the contract; the contract starts on its date",
    async () => {
      const dpae = new ContractDpaeBlock(csm.page);
      // the talent was registered with all the declaration needs: nothing is missing
      await expect(dpae.sendButton()).toBeVisible({ timeout: 20_000 });
      await expect(dpae.missingFields()).toHaveCount(0);
      // sent now, on the contract's first day (support/placement-calendar.ts); the URSSAF's
      // simulator acknowledges it at once
      await dpae.send();
      await dpae.expectAcknowledged();
      // the scheduler's tick, on demand (SCHEDULED_JOBS_INTERVAL=0 in the e2e server)
      const tick = await request.post("/_dev/time-moves");
      expect(tick.ok(), await tick.text()).toBe(true);
      await csm.page.reload();
      await csm.expectStatus("En cours");
    },
  );

  await step(
    "the same pass sent the client, which now has a running contract, the agency's vigilance attestations (L8222-1, D8222-5)",
    async () => {
      await mailedSubjects(request, client.signatory.email, /^Attestations de vigilance et de garantie financière — /);
      await csm.page.goto(companyPath);
      const card = csm.page.getByRole("region", { name: "Attestations de vigilance envoyées" });
      await expect(card.getByText("Envoi semestriel").first()).toBeVisible({ timeout: 30_000 });
    },
  );

  await step(
    "the signed contract is the talent's entry in the registre unique du personnel, with the client's name",
    async () => {
      await csm.page.goto("/personnel-register");
      await csm.page.getByLabel("Nom", { exact: true }).fill(talent.lastName);
      await csm.page.getByLabel("Nom", { exact: true }).press("Enter");
      const row = csm.page.getByRole("row", {
        name: new RegExp(`${talent.lastName.toUpperCase()} ${talent.firstName}`),
      });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(client.name);
      await expect(row).toContainText(/CTR-/);
      // the register as the labour inspector asks for it: a PDF of the filtered entries
      await csm.page.getByRole("button", { name: "Exporter", exact: true }).hover();
      const [download] = await Promise.all([
        csm.page.waitForEvent("download"),
        csm.page.getByRole("menuitem", { name: "Exporter en PDF" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^registre-du-personnel-\d{4}-\d{2}-\d{2}\.pdf$/);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    },
  );

  // The two weeks as typed on the consultant's grid (days named as the grid names them).
  const plain = weekDays(calendar.plainWeek);
  const holidayWeek = weekDays(calendar.holidayWeek);
  const contested = plain[2]!; // the Wednesday
  const timesheets = new TimesheetsPage(page);
  let plainWeekId = "";
  let holidayWeekId = "";

  await step("the consultant creates the two weeks from the running contract", async () => {
    await contract.goto(contractPath);
    plainWeekId = await contract.createWeek(calendar.plainWeek);
    await contract.goto(contractPath);
    holidayWeekId = await contract.createWeek(calendar.holidayWeek);
  });

  await step("the holiday week: the holiday marked, 45 h worked (Saturday included), sent and signed", async () => {
    const drawer = await timesheets.openWeek(holidayWeekId);
    const hours: Record<string, string> = {};
    for (const day of holidayWeek.slice(0, 5)) if (day !== calendar.holiday) hours[gridDay(day)] = "10";
    hours[gridDay(holidayWeek[5]!)] = "5";
    await timesheets.typeHours(drawer, hours);
    await timesheets.setAbsence(drawer, gridDay(calendar.holiday), "Jour férié");
    // 4 × 10 h + 5 h: 35 h normal, 8 h at +25 % (36th to 43rd), 2 h at +50 % (beyond 43)
    await timesheets.expectSplit(drawer, { total: 45, normal: 35, ot25: 8, ot50: 2 });
    await timesheets.saveWeek(drawer);
    expect(await timesheets.sendWeek(drawer)).toBe(client.validator.email);
    // the site manager, from « À signer » in his space
    await openFromClientSpace(siteManager, "Relevés d'heures à valider", `Semaine du ${fr(calendar.holidayWeek)}`);
    const validator = new TimesheetSignaturePage(siteManager);
    await validator.expectWeek("45");
    await validator.sign("Julien Faure");
    await backToClientSpace(siteManager);
  });

  await step(
    "the plain week: 5 × 8 h sent; the client contests Wednesday; corrected to 7 h, sent again and signed",
    async () => {
      let drawer = await timesheets.openWeek(plainWeekId);
      await timesheets.typeHours(drawer, Object.fromEntries(plain.slice(0, 5).map((day) => [gridDay(day), "8"])));
      await timesheets.expectSplit(drawer, { total: 40, normal: 35, ot25: 5, ot50: 0 });
      await timesheets.saveWeek(drawer);
      await timesheets.sendWeek(drawer);
      const week = `Semaine du ${fr(calendar.plainWeek)}`;
      await openFromClientSpace(siteManager, "Relevés d'heures à valider", week);
      const first = new TimesheetSignaturePage(siteManager);
      await first.expectWeek("40");
      await first.contest([{ day: gridDay(contested), reason: "Parti à 15 h : 7 h, pas 8 h" }], "Julien Faure");

      drawer = await timesheets.openWeek(plainWeekId);
      await expect(drawer.getByText("Parti à 15 h : 7 h, pas 8 h", { exact: false }).first()).toBeVisible({
        timeout: 30_000,
      });
      await timesheets.typeHours(drawer, { [gridDay(contested)]: "7" });
      await timesheets.saveWeek(drawer);
      await timesheets.expectSplit(drawer, { total: 39, normal: 35, ot25: 4, ot50: 0 });
      await timesheets.sendWeek(drawer);
      // sent again: back in his « À signer »
      await openFromClientSpace(siteManager, "Relevés d'heures à valider", week);
      const second = new TimesheetSignaturePage(siteManager);
      await second.expectWeek("39");
      await second.sign("Julien Faure");
      await backToClientSpace(siteManager);
    },
  );

  await step("the CSM validates both signed weeks", async () => {
    const csmTimesheets = new TimesheetsPage(csm.page);
    await csmTimesheets.validateWeek(plainWeekId);
    await csmTimesheets.validateWeek(holidayWeekId);
  });

  const talentId = await talentIdOf(request, talent.email);
  let acompte = "";
  await step(
    "the consultant asks an acompte on the month's net already earned; the CSM grants it, accounting pays it",
    async () => {
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
      acompte = `/advance-payment-requests/${rows[0]!.id}`;

      const csmRequests = new RequestsPage(csm.page);
      await csmRequests.openDetail(acompte, /Demande d'acompte/);
      await csmRequests.move("Acceptée", { "Montant accordé": String(ACOMPTE) });
      await expect(csm.page.getByText("Acceptée").first()).toBeVisible({ timeout: 20_000 });

      const accounting = await asAccount("accounting");
      const accountingRequests = new RequestsPage(accounting);
      await accountingRequests.openDetail(acompte, /Demande d'acompte/);
      await accountingRequests.move("Versée", { "Référence du paiement": `VIR-${stamp}` });
      await expect(accounting.getByText("Versée").first()).toBeVisible({ timeout: 20_000 });
      await accounting.close();
    },
  );

  const accounting = await asAccount("accounting");
  const pay = new PayTrackingPage(accounting);
  await step("accounting computes the period and finds the pay the law gives, to the cent", async () => {
    await pay.goto();
    await pay.openPeriod(calendar.month, talentName);
    await accounting.getByRole("button", { name: "Calculer la période" }).click();
    await expect(pay.row(talentName).first()).toContainText("En cours", { timeout: 30_000 });
    await pay.openLine(talentName);
    // By hand, at 16,00 € an hour (35 h a week, Monday to Friday: 7 h a day):
    //   normal hours        35 h + 35 h = 70 h × 16,00 €               = 1 120,00 €
    //   +25 % (36th–43rd)    4 h +  8 h = 12 h × 20,00 € (16 × 1,25)   =   240,00 €
    //   +50 % (beyond 43)           2 h × 24,00 € (16 × 1,5)           =    48,00 €
    //   public holiday off, paid at the day's hours: 7 h × 16,00 €     =   112,00 €
    //   gross pay                                                       = 1 520,00 €
    //   IFM, 10 % of the gross pay (L1251-32)                           =   152,00 €
    //   ICCP, 10 % of the gross pay and the IFM (L1251-19): 1 672 × 10 % =  167,20 €
    //   gross total                                                     = 1 839,20 €
    //   acompte paid for the month, deducted                            =   300,00 €
    // a rate reads in euros (to its 4th decimal), the IFM's and the ICCP's as a share of their base
    const tenPercent = (0.1).toLocaleString("fr-FR", { style: "percent" });
    expect(await pay.element("HN")).toMatchObject({ quantity: "70", rate: money(16), amount: money(1120) });
    expect(await pay.element("HS25")).toMatchObject({ quantity: "12", rate: money(20), amount: money(240) });
    expect(await pay.element("HS50")).toMatchObject({ quantity: "2", rate: money(24), amount: money(48) });
    expect(await pay.element("FERIE_CHOME")).toMatchObject({ quantity: "7", rate: money(16), amount: money(112) });
    expect(await pay.element("IFM")).toMatchObject({ quantity: number(1520), rate: tenPercent, amount: money(152) });
    expect(await pay.element("ICCP")).toMatchObject({ quantity: number(1672), rate: tenPercent, amount: money(167.2) });
    expect(await pay.element("ACOMPTE")).toMatchObject({ amount: `− ${money(300)}` });
    await expect(pay.totalsCard()).toContainText(money(1839.2));
    await expect(pay.totalsCard()).toContainText(money(300));
  });

  await step("accounting controls the pay and exports the period: the payroll file's lines", async () => {
    await pay.moveTo("À contrôler");
    // the net to pay comes from the payroll software, outside the product: any net covering the acompte
    await pay.moveTo("Contrôlée", "1250");
    await accounting.goBack();
    await expect(pay.row(talentName).first()).toContainText("Contrôlée", { timeout: 30_000 });
    const exported = await pay.exportPeriod();
    const download = await exported.download;
    expect(download.suggestedFilename()).toBe(`paie-${calendar.month}.xlsx`);
    // code_element, sens, quantite, taux, montant (docs/payroll-export.md)
    const matricule = await matriculeOf(request, talentId);
    const lines = await payrollLines(download, calendar.month, matricule);
    expect(lines).toEqual([
      ["HN", "GAIN", 70, 16, 1120],
      ["HS25", "GAIN", 12, 20, 240],
      ["HS50", "GAIN", 2, 24, 48],
      ["FERIE_CHOME", "GAIN", 7, 16, 112],
      ["IFM", "GAIN", 1520, 0.1, 152],
      ["ICCP", "GAIN", 1672, 0.1, 167.2],
      ["ACOMPTE", "RETENUE", 1, null, 300],
    ]);
    // the mission as the DSN's contract block and end-of-contract event need it: 84 h worked
    // (70 + 12 + 2), the gross without the indemnities 1 520 € (the paid holiday included), the
    // IFM and the ICCP, the client's establishment, the job's PCS-ESE code, the end at its term
    expect(await payrollMissions(download, calendar.month, matricule)).toEqual([
      expect.objectContaining({
        contrat: expect.stringMatching(/^CTR-/),
        nature_contrat: "mission",
        date_debut: calendar.start,
        date_fin_prevue: calendar.end,
        motif_recours_libelle: order.reason,
        emploi: order.jobName,
        code_pcs_ese: "621a",
        siret_etablissement_utilisateur: siteSiret,
        heures: 84,
        brut: 1520,
        ifm: 152,
        iccp: 167.2,
        date_fin_contrat: calendar.end,
        motif_fin: "term_reached",
      }),
    ]);
    await expect(pay.row(talentName).first()).toContainText("Exportée", { timeout: 30_000 });
  });

  await step(
    "accounting prepares the month's relevé mensuel: the client's establishment lists the temp with the exported gross, checked, exported with his NIR, not sendable before the month is over",
    async () => {
      await accounting.goto("/mission-statements");
      await accounting.getByRole("textbox", { name: "Mois du relevé" }).fill(calendar.month);
      await accounting.getByRole("button", { name: "Préparer le mois" }).click();
      await expect(accounting.getByRole("search").getByRole("textbox", { name: /^Mois/ })).toHaveValue(calendar.month);
      const row = accounting.locator("tbody tr", { hasText: siteSiret });
      await expect(row).toHaveCount(1, { timeout: 30_000 });
      await row.getByRole("link").first().click();
      // R1251-8: the establishment's activity and address, the temp, his mission and the month's
      // gross (1 520 € + IFM 152 € + ICCP 167,20 €): nothing lacks, since he was registered whole
      await expect(accounting.getByText("Rien ne manque : le relevé peut être vérifié.")).toBeVisible({
        timeout: 30_000,
      });
      const line = accounting.locator("tbody tr", { hasText: `${talent.lastName.toUpperCase()} ${talent.firstName}` });
      await expect(line).toContainText(shown(1839.2));
      await expect(line).toContainText(fr(calendar.start));
      await accounting.getByRole("button", { name: "Marquer comme vérifié" }).click();
      await expect(accounting.getByText("Vérifié", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
      await accounting.getByRole("button", { name: "Exporter le relevé" }).click();
      const [download] = await Promise.all([
        accounting.waitForEvent("download"),
        accounting.getByRole("menuitem", { name: "Classeur (XLSX)" }).click(),
      ]);
      expect(await statementLines(download)).toEqual([
        [talent.lastName.toUpperCase(), talent.firstName, talent.nir, "69630", "France"],
      ]);
      // sent from the 1st of the next month only: the dialog says so and keeps the date typed
      await accounting.getByRole("button", { name: "Marquer comme envoyé" }).click();
      const dialog = accounting.getByRole("dialog");
      await dialog.getByRole("button", { name: "Marquer comme envoyé" }).click();
      await expect(
        accounting.getByText("Le relevé d'un mois s'envoie à partir du 1er du mois suivant").first(),
      ).toBeVisible();
      await expect(dialog.getByLabel("Date d'envoi")).not.toHaveValue("");
      await dialog.getByRole("button", { name: "Annuler" }).click();
    },
  );

  await step("the temp reads his pay in his space: the gross to the cent and the acompte withheld", async () => {
    await talentPhone.goto("/talent");
    await talentPhone
      .getByRole("region", { name: "Ma paie" })
      .getByRole("link", { name: "Détail de la paie" })
      .first()
      .click();
    await expect(talentPhone.getByRole("heading", { level: 2, name: /^Ma paie : / })).toBeVisible({ timeout: 20_000 });
    await expect(talentPhone.getByText(shown(1839.2)).first()).toBeVisible();
    await expect(talentPhone.getByText(shown(300)).first()).toBeVisible();
    await talentPhone.context().close();
  });

  await step("the export marked the acompte deducted from the pay", async () => {
    const requests = new RequestsPage(accounting);
    await requests.openDetail(acompte, /Demande d'acompte/);
    await expect(accounting.getByText("Déduite sur paie").first()).toBeVisible({ timeout: 20_000 });
  });

  await step(
    "accounting bills the month: one invoice to the cent, issued with its Factur-X, sent, deposited, paid, encaissée",
    async () => {
      const invoices = new ClientInvoicesPage(accounting);
      const companyId = companyPath.split("/").pop()!;
      const { from, to } = monthBounds(calendar.month);
      await invoices.gotoPrepare(from, to, companyId);
      await invoices.prepareAll();
      const api = await apiAs(request, "accounting");
      const { rows } = await api.get<Array<{ id: string }>>(
        `/rest/v1/client_invoice?select=id&company_id=eq.${companyId}&status=eq.draft`,
      );
      expect(rows).toHaveLength(1);
      await invoices.openDraft(rows[0]!.id);
      // By hand, billed at 16,00 € × 1,9 = 30,40 € an hour (docs/rules/billing.md#montants):
      //   normal hours   70 h × 30,40 €                         = 2 128,00 €
      //   +25 %          12 h × 38,00 € (20,00 × 1,9)            =   456,00 €
      //   +50 %           2 h × 45,60 € (24,00 × 1,9)            =    91,20 €
      //   public holiday off, paid: 7 h × 30,40 €                 =   212,80 €
      //   total HT 2 888,00 € · VAT 20 % 577,60 € · TTC 3 465,60 € (IFM and ICCP are in the coefficient)
      await invoices.expectFigure("Total HT", shown(2888));
      await invoices.expectFigure("TVA", shown(577.6));
      await invoices.expectFigure("Total TTC", shown(3465.6));
      await invoices.issue();
      await invoices.expectStatus("Émise");
      await expect(accounting.getByRole("link", { name: "Ouvrir le PDF" })).toBeVisible({ timeout: 60_000 });
      await accounting.getByRole("button", { name: "Envoyer", exact: true }).click();
      await invoices.expectStatus("Envoyée");
      const mails = await request.get(`/_dev/mail.json?to=${encodeURIComponent(client.signatory.email)}`);
      expect(((await mails.json()) as Array<{ subject: string }>).map((m) => m.subject)).toContainEqual(
        expect.stringMatching(/^Facture FA-\d{4}-\d{6} — /),
      );
      // deposited at the plateforme agréée by the server once its document exists, then made
      // available to the client by its platform
      const platform = accounting.locator(".ant-card").filter({ hasText: "Plateforme agréée" });
      await expect(platform.getByText("Déposée", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expect(platform.getByText("Mise à disposition", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await invoices.recordPayment();
      await invoices.expectStatus("Payée");
      await invoices.expectFigure("Reste à payer", shown(0));
      // paid in full: the agency tells the platform « Encaissée » (VAT on services is due on payment)
      await expect(platform.getByText("Encaissée", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
      await expect(platform.getByText(/ · Agence$/)).toBeVisible();
    },
  );

  await step("the client's signatory opens the invoice from its mail in her space: paid, and its PDF", async () => {
    const [link] = await mailedLinks(request, client.signatory.email, /^Facture FA-\d{4}-\d{6} — /);
    expect(pathOf(link!)).toMatch(/^\/client\/invoices\/[0-9a-f-]{36}$/);
    await signatory.goto(pathOf(link!));
    await expect(signatory.getByRole("heading", { level: 2, name: /^Facture FA-/ })).toBeVisible({ timeout: 20_000 });
    const amounts = signatory.getByRole("region", { name: "Montants" });
    await expect(amounts).toContainText(shown(3465.6));
    await expect(amounts).toContainText("Reste à payer");
    await expect(signatory.getByText("Payée").first()).toBeVisible();
    // the PDF opens in a new tab of her browser: its response is the context's, not the page's
    const [pdf] = await Promise.all([
      signatory.context().waitForEvent("response", (r) => r.url().includes("/storage/v1/object/sign/invoices/")),
      signatory.getByRole("button", { name: "Télécharger la facture (PDF)" }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    await signatory.context().close();
    await siteManager.context().close();
  });
});

/** The acompte asked (€): within the ceiling of 80 % of the net earned on 84 hours. */
const ACOMPTE = 300;
