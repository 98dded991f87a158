// The request family end to end on three representative types, through the one generic module:
// an advance payment refused above its ceiling (the database's French message, the modal and
// its value kept), a PPE request's items (attribute one, cancel another), a work accident's
// 48-hour declaration countdown — and the screens at 375 px.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";

test.use({ account: "csm" });
import { RequestsPage } from "./pages/requests-page.ts";

type Advance = { id: string; requested_amount: number; max_allowed: number };
type Ppe = { id: string; ppe_request_item: Array<{ id: string; item_type: string; is_canceled: boolean }> };
type Accident = { id: string; declaration_deadline: string };

/** A valid attribute per item type (private.validate_ppe_request_item's rules). */
const ATTRIBUTE: Record<string, string> = {
  safety_shoes: "42",
  gloves: "9",
  workwear: "L",
  hi_vis: "L",
  rain_gear: "L",
};

test("an advance payment: the list, the ceiling, and an approval above it refused in French with the value kept", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "csm");
  const { rows } = await api.get<Advance[]>(
    "/rest/v1/advance_payment_request?select=id,requested_amount,max_allowed&status=eq.requested&order=created_at",
  );
  // above the ceiling when the request is (the ceiling's message), else above the request itself
  const advance = rows.find((r) => Number(r.requested_amount) > Number(r.max_allowed)) ?? rows[0];
  expect(advance, "a requested advance in the seed").toBeTruthy();
  const aboveCeiling = Number(advance.requested_amount) > Number(advance.max_allowed);
  const amount = aboveCeiling ? Number(advance.requested_amount) : Number(advance.requested_amount) + 10;
  await page.goto("/advance-payment-requests");
  await expect(page).toHaveURL(/\/advance-payment-requests\/list/);
  await expect(page.getByText(/Demandes trouvées : \d+/)).toBeVisible({ timeout: 30_000 });

  const requests = new RequestsPage(page);
  await requests.openDetail(`/advance-payment-requests/${advance.id}`, /Demande d'acompte/);
  await expect(page.getByText("Plafond", { exact: true }).first()).toBeVisible();
  const dialog = await requests.move("Acceptée", { "Montant accordé": String(amount) });
  await expect(page.getByText(aboveCeiling ? /dépasse le plafond de/ : /dépasse le montant demandé/)).toBeVisible();
  await expect(dialog).toBeVisible();
  // as the amount field shows it: the decimal comma, to the cent
  await expect(dialog.getByLabel("Montant accordé")).toHaveValue(amount.toFixed(2).replace(".", ","));
});

test("a PPE request: one item gets its size, another is canceled with its reason", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "csm");
  const { rows } = await api.get<Ppe[]>(
    "/rest/v1/ppe_request?select=id,ppe_request_item(id,item_type,is_canceled)&status=eq.requested&order=created_at",
  );
  const ppe = rows.find((r) => r.ppe_request_item.filter((i) => !i.is_canceled).length >= 2);
  expect(ppe, "a requested PPE request with two items").toBeTruthy();
  if (!ppe) return;
  const requests = new RequestsPage(page);
  await page.goto(`/ppe-requests?open=${ppe.id}`);
  const drawer = page.getByRole("dialog").filter({ hasText: "Équipements" });
  await expect(drawer.getByRole("heading", { name: /Demande d'EPI/ })).toBeVisible({ timeout: 30_000 });

  // the rows follow the items' order (creation, then id), canceled ones included
  const items = await api.get<Array<{ id: string; item_type: string; is_canceled: boolean }>>(
    `/rest/v1/ppe_request_item?select=id,item_type,is_canceled&ppe_request_id=eq.${ppe.id}&order=created_at,id`,
  );
  const open = items.rows.flatMap((item, index) => (item.is_canceled ? [] : [{ ...item, index }]));
  const [first, second] = open;
  const firstRow = requests.itemRow(first.index);
  await expect(firstRow).toBeVisible();
  const size = ATTRIBUTE[first.item_type] ?? "Taille unique";
  await firstRow.getByRole("textbox").fill(size);
  await firstRow.getByRole("button", { name: /Enregistrer l'attribut/ }).click();
  await expect(page.getByText("Succès !").first()).toBeVisible();

  const secondRow = requests.itemRow(second.index);
  await secondRow.getByRole("button", { name: /Annuler l'équipement/ }).click();
  const cancel = page.getByRole("dialog", { name: /Annuler l'équipement/ });
  await cancel.getByLabel("Motif de l'annulation").fill("Fourni par le client");
  await cancel.getByRole("button", { name: "Confirmer" }).click();
  await expect(secondRow.getByText("Annulé", { exact: true })).toBeVisible();

  const after = await api.get<
    Array<{ id: string; attribute: string | null; is_canceled: boolean; canceled_reason: string | null }>
  >(`/rest/v1/ppe_request_item?select=id,attribute,is_canceled,canceled_reason&id=in.(${first.id},${second.id})`);
  const byId = new Map(after.rows.map((r) => [r.id, r]));
  expect(byId.get(first.id)?.attribute).toBe(size.toUpperCase());
  expect(byId.get(second.id)).toMatchObject({ is_canceled: true, canceled_reason: "Fourni par le client" });
});

test("a work accident: the 48-hour declaration deadline counted down, usable at 375 px", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "csm");
  const { rows } = await api.get<Accident[]>(
    "/rest/v1/work_accident_request?select=id,declaration_deadline&status=eq.reported&order=declaration_deadline.desc",
  );
  const accident = rows[0];
  expect(accident, "a reported work accident").toBeTruthy();

  await page.setViewportSize({ width: 375, height: 800 });
  const requests = new RequestsPage(page);
  await requests.openDetail(`/work-accident-requests/${accident.id}`, /Accident du travail/);
  const timer = page.getByRole("timer").first();
  await expect(timer).toBeVisible();
  const overdue = new Date(accident.declaration_deadline).getTime() < Date.now();
  await expect(timer).toHaveText(overdue ? /^Dépassée de \d/ : /^Reste \d/);
  await expect(page.getByText("Déclaration avant le").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
