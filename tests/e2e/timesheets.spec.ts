// Timesheets (#18, back office) as consultant@renfort.test: a filled draft week is emptied,
// typed again with the keyboard (hours, Tab to the next day), saved through one call, sent for
// signature; the link reaches the signer's mailbox (the local outbox) and the week then waits
// for the client's signature in its tab. axe on the list and the grid.
import { expect, test } from "./fixtures.ts";
import { TimesheetsPage } from "./pages/timesheets-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";

test.use({ account: "consultant" });

test("a consultant fills a week with the keyboard and sends it for signature; the link is mailed", async ({
  page,
  shell,
}) => {
  test.setTimeout(180_000);
  const timesheets = new TimesheetsPage(page);
  await timesheets.goto();
  await timesheets.tab(/^À envoyer \(\d+\)$/);
  await expect(page).toHaveURL(/filters/);
  await expectNoSeriousA11yViolations(page, "/timesheets");

  const drawer = await timesheets.openFirstWeek();
  const title = (await drawer.getByRole("heading", { level: 4 }).textContent()) ?? "";
  const talent = /^Relevé de (.+) — semaine/.exec(title)?.[1] ?? "";
  expect(talent).not.toBe("");
  await expectNoSeriousA11yViolations(page, "the week's grid");

  await drawer.getByRole("button", { name: "Vider la semaine" }).click();
  await expect(drawer.getByText(/^Total 0 h/)).toBeVisible();
  const cells = timesheets.hoursCells(drawer);
  await cells.first().click();
  await page.keyboard.type("7,5");
  await page.keyboard.press("Tab");
  await page.keyboard.type("8");
  await expect(drawer.getByText("Total 15,5 h · normales 15,5 h · +25 % 0 h · +50 % 0 h")).toBeVisible();
  await page.keyboard.press("Enter");
  await shell.expectToast("Relevé enregistré");

  await drawer.getByRole("button", { name: "Envoyer en signature" }).click();
  await expect(drawer.getByText("En attente de signature client").first()).toBeVisible({ timeout: 30_000 });
  const sent = (await drawer.getByText(/^Envoyé à .+@.+ le /).textContent()) ?? "";
  const email = /^Envoyé à (\S+@\S+) le /.exec(sent)?.[1] ?? "";
  expect(email).not.toBe("");

  const mails = (await (await page.request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
    link: string | null;
  }[];
  const mail = mails.find(
    (m) => m.subject.startsWith("Relevé d'heures à signer") && m.subject.includes(talent.split(" ")[0]),
  );
  expect(mail?.link).toMatch(/\/customer\/timesheets\/signature\?token=[A-Za-z0-9_-]{43}$/);

  await drawer.getByRole("button", { name: "Fermer" }).click();
  await expect(drawer).toBeHidden();
  await timesheets.tab(/^En attente de signature \(\d+\)$/);
  await expect(
    timesheets
      .list()
      .getByRole("button", { name: new RegExp(`, ouvrir le relevé de ${talent}$`) })
      .first(),
  ).toBeVisible();
});
