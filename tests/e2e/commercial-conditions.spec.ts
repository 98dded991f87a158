// Commercial conditions under the agency's floor, from a blank record, each step by the role that
// does it: a consultant drafts them from the company's page (a default coefficient under the floor,
// a grid line typed the French way) and submits them; the direction grants the derogation;
// accounting validates. Their signature by the client's signatory on a phone, and an order that
// starts from the signed grid, are the first steps of agency-chain.spec.ts. The database's refusals
// (break-even, L1251-44, validation without derogation) are tested in
// supabase/tests/requests/commercial-terms.test.ts.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { CommercialConditionsPage } from "./pages/commercial-conditions-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

type Condition = { id: string; status: string; default_coefficient: number; coefficient_grid: unknown[] };

test("conditions under the floor: drafted by a consultant, the derogation by the direction, validated by accounting", async ({
  page,
  request,
  asAccount,
}) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, "consultant");
  const { rows: companies } = await api.get<Array<{ id: string }>>(
    "/rest/v1/company?select=id&status=eq.active&siren=not.is.null&company_group_id=is.null&order=id&limit=1",
  );
  const company = companies[0];
  expect(company, "an active client with a SIREN").toBeTruthy();

  await page.goto(`/companies/${company.id}`);
  const conditions = new CommercialConditionsPage(page);
  await conditions.draftFromCompany(
    {
      validFrom: "01/12/2026",
      defaultCoefficient: "1,46",
      grid: [{ job: "Maçon", coefficient: "1,8", minPay: "13,5" }],
    },
    { checkA11y: true },
  );

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
  await conditions.move("En validation interne");

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
  await new CommercialConditionsPage(accounting).move("Validées");
  await expect
    .poll(
      async () =>
        (await api.get<Condition[]>(`/rest/v1/commercial_condition?select=status&id=eq.${created[0].id}`)).rows[0]
          ?.status,
    )
    .toBe("validated");
});
