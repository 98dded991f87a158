// The first screen of a fresh load of /talents/list on the production build: antd's styles come
// from the stylesheet extracted at build time (src/app/antd-static-style.node.tsx), so nothing
// is generated in the browser — a component added to a first screen and missing from that
// file's COMPONENTS list shows up here; and a list's rows are read once: by the server into the
// page (server/http/first-read.ts), or prefetched at boot into the query cache under the page's
// own query key (AppRoute.firstQuery, src/app/first-read.ts), shown by the page's first render;
// and the boot asks the API for the user's context once at most.
import { expect, test } from "./fixtures.ts";

test.use({ account: "consultant" });

test("the talents list loads antd's first-screen chunk only, styled by the build's stylesheet, nothing generated at runtime", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/talents/list");
  // a cold first load (the session comes from cookies) can take long on a loaded machine
  await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  // antd's parts for the shell and the lists, not those of the detail and form screens
  // (src/app/chunk-groups.node.ts)
  const firstScreen = [...scripts];
  expect(firstScreen.filter((file) => /\/assets\/antd-[A-Za-z0-9_-]{8}\.js$/.test(file))).toHaveLength(1);
  expect(firstScreen.filter((file) => file.includes("/assets/antd-screens-"))).toEqual([]);
  await expect(page.getByRole("button", { name: "Nouveau talent" })).toHaveCSS("background-color", "rgb(184, 54, 11)");
  await expect(page.getByRole("complementary")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(page.getByRole("columnheader").first()).toHaveCSS("font-weight", "600");
  const generated = await page.evaluate(() =>
    [...document.querySelectorAll("style[data-css-hash]")].map((style) => (style.textContent ?? "").slice(0, 120)),
  );
  expect(generated).toEqual([]);
  // a record's tabs are of the other screens: their chunk comes with them
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("tab", { name: "Détails", exact: true })).toBeVisible();
  expect(scripts.some((file) => file.includes("/assets/antd-screens-"))).toBe(true);
});

test("the pattern's record pages and tabs need no runtime style either", async ({ page }) => {
  await page.goto("/");
  const generated = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("style[data-css-hash]")]
        .map((style) => (style.textContent ?? "").slice(0, 120))
        .filter(Boolean),
    );
  // each tab once its content is there: nothing left busy on screen (antd's spinners say
  // aria-busy; a loaded machine takes seconds to read a tab; a tab left before its reads answered
  // stays hidden, kept alive, as it was)
  const settled = () =>
    expect(page.getByRole("main").locator("[aria-busy=true]:visible")).toHaveCount(0, { timeout: 30_000 });
  test.setTimeout(90_000);
  await page.goto("/talents/list");
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  for (const tab of ["Détails", "Documents", "CV", "Notes", "Candidatures", "Contrats"]) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
    await settled();
  }
  await page.goto("/companies");
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  for (const tab of ["Établissements", "Contacts", "Missions"]) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
    await settled();
  }
  expect(await generated()).toEqual([]);
});

for (const [path, table, column, order] of [
  ["/talents/list", "talent", "qualification_status", "created_at.desc"],
  ["/companies", "company", "siren", "name.asc"],
  ["/contacts", "contact", "job_title", "last_name.asc"],
] as const)
  test(`a fresh load of ${path} reads its rows once, prefetched at boot under the page's query key`, async ({
    page,
  }) => {
    // "/" is the action centre, with reads of its own (and the bell's, once idle): done before
    // this page's count starts
    const dashboardReads = Promise.all(
      ["action_centre", "action_centre_figures", "notification_unread_count", "unread_service_notes"].map((fn) =>
        page.waitForResponse((r) => new URL(r.url()).pathname === `/rest/v1/rpc/${fn}`),
      ),
    );
    await page.goto("/");
    await dashboardReads;
    const reads: string[] = [];
    const boot: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/rest/v1/${table}` && url.searchParams.get("select")?.includes(column))
        reads.push(url.search);
      else if (/^\/(rest|auth)\/v1\//.test(url.pathname) && !reads.length) boot.push(url.pathname);
    });
    test.setTimeout(60_000);
    const response = await page.goto(path);
    await expect(page.getByRole("row").nth(1).getByRole("link").first()).toBeVisible({ timeout: 30_000 });
    const atRows = [...boot];
    await expect(page).toHaveURL(/currentPage=1/);
    await expect(page.getByRole("main").locator("[aria-busy=true]")).toHaveCount(0);
    // The server read the rows and the user's context into the page (first-read.spec.ts), or,
    // past its time budget, left them to the boot: then one read of the rows, prefetched, and
    // the user's whole context in one call, nothing else before it
    const embedded = (await response?.text())?.includes('<script id="renfort-first-read"') ?? false;
    expect(reads).toHaveLength(embedded ? 0 : 1);
    if (embedded) expect(atRows).not.toContain("/rest/v1/rpc/current_user_context");
    else {
      expect(reads[0]).toContain(`order=${order}`);
      expect(boot.filter((p) => p !== "/rest/v1/rpc/current_user_context")).toEqual([]);
    }

    // another order is the page's own read
    // a sortable column's header is focusable (antd gives it tabindex and its title as name)
    await page.getByRole("columnheader").and(page.locator("[tabindex='0']")).first().click();
    await expect.poll(() => reads.length).toBe(embedded ? 1 : 2);
  });
