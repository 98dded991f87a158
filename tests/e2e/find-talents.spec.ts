// Matching and job posting (issue 16): a consultant fills an order's pipeline from the ranked
// talents, marketing publishes an ad (a discriminatory wording is refused first), and a
// talent's find-missions tab lists open missions ranked for them.
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });
import { apiAs } from "./support-api.ts";
import { findTalentsArgs } from "../../src/domain/matching/args.ts";
import { matchTotal } from "../../src/domain/matching/total.ts";

type Ref = { id: string; reference?: string; address?: { city: string } };

test("a consultant adds three ranked talents to an order's pipeline", async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "consultant");
  const { rows: orders } = await api.get<Ref[]>(
    "/rest/v1/mission?select=id,reference,address:address_id!inner(city)&is_client_order=eq.true&status=eq.open&address.latitude=not.is.null&order=reference&limit=1",
  );
  const order = orders[0];
  await page.goto(`/missions/${order.id}/find-talents`);
  const table = page.getByRole("table");
  const picks = table.getByRole("checkbox", { name: /^Sélectionner / });
  await expect(picks.nth(2)).toBeVisible({ timeout: 30_000 });
  // the total as the ranking gives it: exact, or « environ » when it stopped reading early
  const ranked = await api.rpc<Array<{ total_count: number; total_is_estimate: boolean }>>(
    "mission_candidates",
    findTalentsArgs(order.id, {}, 1),
  );
  await expect(page.getByText(matchTotal(ranked, "talents").label, { exact: true })).toBeVisible();
  // the talents of the first three rows, by their links
  const links = table.getByRole("link");
  const ids = (await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? "")))
    .map((href) => /^\/talents\/([0-9a-f-]{36})\//.exec(href)?.[1])
    .filter((id): id is string => !!id)
    .slice(0, 3);
  expect(ids).toHaveLength(3);
  for (let i = 0; i < 3; i++) await picks.nth(i).check();
  await page.getByRole("button", { name: "Ajouter la sélection au pipeline (3)" }).click();
  await expect(page.getByText("3 talent(s) ajouté(s) au pipeline")).toBeVisible();

  const { rows: added } = await api.get<Array<{ talent_id: string; stage: string; source: string }>>(
    `/rest/v1/application?select=talent_id,stage,source&mission_id=eq.${order.id}&talent_id=in.(${ids.join(",")})`,
  );
  expect(added.map((a) => a.talent_id).sort()).toEqual([...ids].sort());
  expect(new Set(added.map((a) => `${a.stage}/${a.source}`))).toEqual(new Set(["new/manual"]));
  // they leave the ranked list once it is read again (the old rows stay shown until then)
  await expect(async () => {
    const after = await table.getByRole("link").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""));
    expect(after.length).toBeGreaterThan(0);
    for (const id of ids) expect(after.some((href) => href.includes(id))).toBe(false);
  }).toPass({ timeout: 15_000 });
});

test.describe(() => {
  test.use({ account: "marketing" });

  test("marketing publishes a job posting once its wording is not discriminatory", async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = await apiAs(request, "marketing");
    const { rows } = await api.get<Ref[]>(
      "/rest/v1/mission?select=id,reference&job_posting_status=eq.draft&status=eq.open&order=reference&limit=1",
    );
    await page.goto(`/missions/${rows[0].id}/job-posting`);
    const form = page.getByRole("form", { name: "Annonce" });
    await form.getByLabel("Titre de l'annonce").fill("Maçon coffreur H/F");
    await form.getByLabel("Texte de l'annonce").fill("Hommes uniquement, âge maximum 35 ans.");
    await expect(form.getByText("Critère discriminatoire interdit : l'âge, le sexe")).toBeVisible();
    await expect(form.getByRole("button", { name: "Publier" })).toBeDisabled();

    await form
      .getByLabel("Texte de l'annonce")
      .fill("Chantier de logements collectifs. Coffrage, ferraillage et coulage. 3 ans d'expérience.");
    // the form re-renders the group after the click (the text's checks run on every change):
    // the state is awaited, not read at once as check() does
    const indeed = form.getByRole("checkbox", { name: "Indeed" });
    await indeed.click();
    await expect(indeed).toBeChecked();
    await form.getByRole("button", { name: "Publier" }).click();
    await expect(page.getByText("Publiée", { exact: true })).toBeVisible();
    const preview = page.getByRole("article", { name: "Aperçu candidat" });
    await expect(preview.getByRole("heading", { name: "Maçon coffreur H/F" })).toBeVisible();

    const { rows: saved } = await api.get<Array<{ job_posting_status: string; job_posting_channels: string[] }>>(
      `/rest/v1/mission?select=job_posting_status,job_posting_channels&id=eq.${rows[0].id}`,
    );
    expect(saved[0]).toEqual({ job_posting_status: "published", job_posting_channels: ["indeed"] });
  });
});

test("a talent's find-missions tab lists open missions ranked for them", async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, "consultant");
  const { rows: missions } = await api.get<Ref[]>(
    "/rest/v1/mission?select=id,address:address_id!inner(city)&status=eq.open&order=reference&limit=1",
  );
  const city = missions[0].address!.city;
  const { rows: talents } = await api.get<Ref[]>(
    `/rest/v1/talent?select=id,address:address_id!inner(city)&address.city=eq.${encodeURIComponent(city)}&blacklisted_at=is.null&qualification_status=neq.anonymized&order=id&limit=1`,
  );
  await page.goto(`/talents/${talents[0].id}/find-missions`);
  await expect(page.getByRole("heading", { name: "Missions correspondantes" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: /^Ajouter au pipeline : / }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("list", { name: /^Pourquoi — / }).first()).toBeVisible();
});
