// Super-search as consultant@renfort.test: a seeded talent living in Lyon is found by its name
// typed without accents within 10 km of Lyon, the count is shown and kept in the URL (reload);
// the same name within 10 km of Marseille leaves that talent out.
import { expect, test } from "./fixtures.ts";
import { SuperSearchPage, seededTalentIn, withoutAccents } from "./pages/super-search.ts";

test.use({ account: "consultant" });

const LYON = { typed: "lyon", option: "Lyon (69001)" };
const MARSEILLE = { typed: "marseille", option: "Marseille (13001)" };

test("a consultant finds a talent by name without accents around a city", async ({ page, request }) => {
  test.setTimeout(90_000);
  const talent = await seededTalentIn(request, "consultant", "Lyon");
  const typed = withoutAccents(`${talent.first_name} ${talent.last_name}`);
  expect(typed).not.toBe(`${talent.first_name} ${talent.last_name}`.toLowerCase());
  const search = new SuperSearchPage(page);
  const rowOf = () => search.row(talent.last_name.toUpperCase()).filter({ hasText: talent.first_name });

  // around Marseille: the search runs (a count is shown) but this Lyon talent is not in it
  await search.goto();
  await search.search({ text: typed, city: MARSEILLE, radiusKm: 10 });
  await expect(page).toHaveURL(/[?&]city=13\d{3}/);
  await expect(search.count()).toBeVisible();
  await expect(rowOf().filter({ hasText: "Lyon" })).toHaveCount(0);

  // around Lyon: found, with its distance, and counted
  await search.goto();
  await search.search({ text: typed, city: LYON, radiusKm: 10 });
  await expect(page).toHaveURL(/[?&]city=69123.*radius=10/);
  await expect(rowOf().first()).toBeVisible();
  await expect(rowOf().first()).toContainText("km");
  const count = await search.shownCount();
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(
    rowOf()
      .first()
      .getByRole("link", { name: new RegExp(talent.first_name) }),
  ).toHaveAttribute("href", `/talents/${talent.id}`);

  // the criteria live in the URL: a reload gives the same search and count
  await page.reload();
  await expect(rowOf().first()).toBeVisible();
  expect(await search.shownCount()).toBe(count);
});
