// Commercial conditions from a blank record, each step by the role that does it: a consultant
// drafts them from the company's page (a default coefficient under the agency's floor, a grid
// line typed the French way) and submits them; the direction grants the derogation; accounting
// validates; the consultant generates the PDF and sends it to the client's signatory, who signs on
// a phone from the link of their e-mail (the contracts' page, with the keyboard), and the version is
// in force with its sealed copy. The database's refusals (break-even, L1251-44, validation without
// derogation) are tested in supabase/tests/requests/commercial-terms.test.ts.
import type { Page } from "@playwright/test";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

type Condition = { id: string; status: string; default_coefficient: number; coefficient_grid: unknown[] };

const pick = async (page: Page, option: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option }).first().click();

/** Moves the open request to `status` through its button and the confirmation modal. */
const move = async (page: Page, status: string) => {
  await page.getByRole("button", { name: status, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Passer au statut « ${status} »` });
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(dialog).toBeHidden();
};

test("conditions under the floor: drafted by a consultant, the derogation by the direction, validated by accounting, signed by the client", async ({
  page,
  request,
  asAccount,
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, "consultant");
  // a client whose contacts hold a contract signatory with an e-mail (the one who will sign)
  const { rows: signers } = await api.get<
    Array<{ id: string; email: string; first_name: string; last_name: string; company: { id: string; name: string } }>
  >(
    "/rest/v1/contact?select=id,email,first_name,last_name,company:company_id!inner(id,name)&status=eq.active&email=not.is.null" +
      "&roles=cs.{contract_signatory}&company.status=eq.active&company.siren=not.is.null&company.company_group_id=is.null&order=company_id&limit=1",
  );
  const signer = signers[0];
  expect(signer, "an active client with a SIREN and a contract signatory").toBeTruthy();
  const company = signer.company;

  await page.goto(`/companies/${company.id}`);
  await page.getByRole("tab", { name: "Demandes" }).click();
  const card = page.locator(".ant-card").filter({ has: page.getByRole("button", { name: "Créer" }) });
  await card.getByRole("combobox", { name: "Type" }).click();
  await pick(page, "Conditions commerciales");
  await card.getByRole("button", { name: "Créer" }).click();

  await expect(page).toHaveURL(/\/commercial-conditions/);
  const create = page.getByRole("dialog", { name: "Nouvelle demande" });
  await expect(create).toBeVisible({ timeout: 30_000 });
  await create.getByLabel("En vigueur du").fill("01/12/2026");
  await create.getByText("Nouvelle demande").click();
  await create.getByLabel("Coefficient par défaut").fill("1,46");
  await create.getByRole("button", { name: /Ajouter une ligne à la grille/ }).click();
  const line = create.getByRole("group", { name: "Ligne 1" });
  await line.getByLabel("Métier ou qualification").fill("Maçon");
  await line.getByLabel("Coefficient").fill("1,8");
  await line.getByLabel("Taux horaire minimum").fill("13,5");
  await expectNoSeriousA11yViolations(page, "the commercial conditions' create form");
  await create.getByRole("button", { name: "Enregistrer" }).click();
  await expect(create).toBeHidden({ timeout: 30_000 });

  const { rows: created } = await api.get<Condition[]>(
    `/rest/v1/commercial_condition?select=id,status,default_coefficient,coefficient_grid&company_id=eq.${company.id}&order=created_at.desc&limit=1`,
  );
  expect(created[0]).toMatchObject({
    status: "draft",
    default_coefficient: 1.46,
    coefficient_grid: [{ job: "Maçon", coefficient: 1.8, min_pay_rate: 13.5 }],
  });
  const path = `/commercial-conditions?open=${created[0].id}`;

  await page.goto(path);
  const policy = page.getByRole("status", { name: "Politique de coefficient" });
  await expect(policy).toContainText("sous le plancher", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Accorder la dérogation" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "commercial conditions, the drawer");
  await move(page, "En validation interne");

  const direction = await asAccount("board");
  await direction.goto(path);
  await direction.getByRole("button", { name: "Accorder la dérogation" }).click();
  await direction.getByRole("button", { name: "Confirmer" }).click();
  await expect(direction.getByRole("status", { name: "Politique de coefficient" })).toContainText(
    /Dérogation accordée par Claire Dubois le \d{2}\/\d{2}\/\d{4}\./,
  );

  const accounting = await asAccount("accounting");
  await accounting.goto(path);
  await expect(accounting.getByRole("status", { name: "Politique de coefficient" })).toContainText(
    "Dérogation accordée",
  );
  await move(accounting, "Validées");
  await expect
    .poll(
      async () =>
        (await api.get<Condition[]>(`/rest/v1/commercial_condition?select=status&id=eq.${created[0].id}`)).rows[0]
          ?.status,
    )
    .toBe("validated");

  // The consultant has the document made and sends it to the client's signatory.
  await page.goto(path);
  const signature = page.locator(".ant-card").filter({ hasText: "Signature du client" });
  await signature.getByRole("button", { name: "Générer le document" }).click();
  await expect(signature.getByRole("link", { name: "Ouvrir le document (PDF)" })).toBeVisible({ timeout: 30_000 });
  // the client's only signatory comes preselected; otherwise it is picked
  const signerName = `${signer.first_name} ${signer.last_name}`;
  const chosen = signature.locator(".ant-select-selection-item", { hasText: signerName });
  if ((await chosen.count()) === 0) {
    await signature.getByRole("combobox", { name: "Signataire" }).click({ force: true });
    await pick(page, signerName);
  }
  await expect(chosen).toBeVisible();
  await expectNoSeriousA11yViolations(page, "commercial conditions, the signature card");
  await signature.getByRole("button", { name: "Envoyer pour signature" }).click();
  await expect(signature.getByRole("button", { name: "Renvoyer le lien" })).toBeVisible({ timeout: 30_000 });

  // The signatory opens the link of their e-mail on a phone and signs with the keyboard.
  const mail = await request.get(`/_dev/mail.json?to=${encodeURIComponent(signer.email.toLowerCase())}`);
  const [sent] = (await mail.json()) as Array<{ link: string; subject: string }>;
  expect(sent.subject).toMatch(/^Conditions commerciales \(version \d+\) à signer$/);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const client = await phone.newPage();
  await client.goto(sent.link);
  await expect(client.getByRole("heading", { name: "Signature des conditions commerciales" })).toBeVisible();
  await expectNoSeriousA11yViolations(client, "/sign/contract, commercial conditions");
  await client.getByRole("button", { name: "Signer avec mon nom (clavier)" }).click();
  await client
    .getByRole("checkbox", {
      name: "J'ai lu les conditions commerciales et je les signe électroniquement au nom de l'entreprise",
    })
    .check();
  await client.getByRole("button", { name: "Signer les conditions commerciales" }).click();
  await expect(client.getByRole("heading", { name: "Conditions commerciales signées" })).toBeVisible({
    timeout: 30_000,
  });
  await phone.close();

  await expect
    .poll(
      async () =>
        (
          await api.get<Array<{ status: string; signed_file: string | null }>>(
            `/rest/v1/commercial_condition?select=status,signed_file&id=eq.${created[0].id}`,
          )
        ).rows[0],
      { timeout: 30_000 },
    )
    .toMatchObject({ status: "signed", signed_file: expect.stringMatching(/-signees\.pdf$/) });
  await page.reload();
  await expect(page.locator(".ant-card").filter({ hasText: "Signature du client" })).toContainText(signerName, {
    timeout: 30_000,
  });
});

test("an order for a client with signed conditions starts from the job's grid coefficient, and says when it departs from it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "accounting");
  const today = new Date().toISOString().slice(0, 10);
  type Signed = {
    company_id: string;
    coefficient_grid: Array<{ job: string; coefficient: number }>;
    company: { name: string };
  };
  const { rows } = await api.get<Signed[]>(
    "/rest/v1/commercial_condition?select=company_id,coefficient_grid,company:company_id(name)" +
      `&status=eq.signed&scope_type=eq.company&valid_from=lte.${today}&or=(valid_to.is.null,valid_to.gte.${today})` +
      "&order=company_id&limit=50",
  );
  // a client the consultant can read (accounting reads every workspace it belongs to)
  const withGrid = rows.filter((r) => r.coefficient_grid.length > 0);
  const consultant = await apiAs(request, "consultant");
  const { rows: readable } = await consultant.get<Array<{ id: string }>>(
    `/rest/v1/company?select=id&id=in.(${withGrid.map((r) => r.company_id).join(",")})`,
  );
  const signed = withGrid.find((r) => readable.some((c) => c.id === r.company_id));
  expect(signed, "a client of the demo data with signed conditions and a grid").toBeTruthy();
  const line = signed!.coefficient_grid[0];
  const shown = String(line.coefficient).replace(".", ",");

  await page.goto("/missions/client-order");
  await page.getByRole("button", { name: "Nouvelle mission" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle commande client" });
  const company = dialog.getByRole("combobox", { name: "Entreprise" });
  await company.fill(signed!.company.name);
  await expect(page.getByRole("option", { name: signed!.company.name }).first()).toBeAttached();
  await company.press("Enter");
  await dialog.getByLabel("Intitulé du poste").fill(line.job);
  await expect(dialog.getByText(new RegExp(`coefficient ${shown} pour « ${line.job} »`))).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog.getByLabel("Coefficient")).toHaveValue(shown);

  await dialog.getByLabel("Coefficient").fill("2,4");
  await expect(dialog.getByText(`Le coefficient saisi (2,4) s'écarte des conditions signées (${shown})`)).toBeVisible();
  await dialog.getByRole("button", { name: `Appliquer ${shown}` }).click();
  await expect(dialog.getByLabel("Coefficient")).toHaveValue(shown);
  await expectNoSeriousA11yViolations(page, "the order form with the client's signed conditions");
});
