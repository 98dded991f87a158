// Push marketing as marketing@renfort.test, from blank records: two new talents, proposed to the
// decision makers of client companies chosen on /talents/push-marketing; « Envoyer maintenant »
// generates the talents' anonymous resumes and sends; each of the three contacts has a mail in
// the local mailbox with the two resumes attached and the one-click links; one follows
// « Je suis intéressé(e) », and the campaign shows « Intéressé ». axe on the list and the composer.
import { expect, test } from "./fixtures.ts";
import { PushMarketingPage } from "./pages/push-marketing-page.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { pathOf } from "./support/mailbox.ts";

test.use({ account: "marketing" });

type Mail = { subject: string; link: string | null; html: string; text: string; type: string };

test("marketing pushes two anonymous profiles to three client contacts and sees who is interested", async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const tag = Date.now().toString().slice(-6);
  const lastName = `Pushlin${tag}`;
  const campaign = `Push ${tag}`;
  const talents = new TalentsPage(page);
  await talents.goto();
  for (const [i, firstName] of ["Camille", "Damien"].entries()) {
    await talents.create({
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${tag}@exemple.fr`,
      phone: `06 22 ${tag.slice(0, 2)} ${tag.slice(2, 4)} 0${i + 1}`,
    });
    await talents.goto();
  }

  const push = new PushMarketingPage(page);
  await push.goto();
  await expectNoSeriousA11yViolations(page, "the push-marketing list");
  await page.getByRole("button", { name: "Nouvelle campagne" }).click();
  await expect(push.composer()).toBeVisible();
  await push.pickTalentsBySearch(lastName, 2);
  await expectNoSeriousA11yViolations(page, "the push composer");
  await push.next();
  const emails = await push.pickContacts(6, 3);
  await push.next();
  const name = push.composer().getByRole("textbox", { name: "Nom" });
  await name.fill(campaign);
  await expect(push.composer().getByText("Aperçu pour le premier destinataire")).toBeVisible();
  await push.next();
  await push.composer().getByRole("button", { name: "Envoyer maintenant" }).click();
  await expect(page.getByText("Campagne envoyée : 3 e-mail(s)")).toBeVisible({ timeout: 90_000 });

  // the campaign's drawer: sent to the three
  const drawer = push.drawer(campaign);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Envoyée", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");

  // three mails, each with the two anonymous resumes and the one-click links
  const links: string[] = [];
  for (const email of emails) {
    let mail: Mail | undefined;
    await expect(async () => {
      const res = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
      mail = ((await res.json()) as Mail[]).find((m) => m.type === "push_campaign");
      expect(mail, `a push mail to ${email}`).toBeTruthy();
    }).toPass({ timeout: 20_000 });
    expect(mail!.html).toContain("Pièces jointes : profil-1.pdf, profil-2.pdf");
    expect(mail!.text).toContain("/functions/v1/push-links/unsubscribe?token=");
    expect(mail!.text).not.toContain(lastName);
    links.push(mail!.link as string);
  }

  // the first contact is interested
  await page.goto(pathOf(links[0]));
  await expect(page.getByRole("heading", { name: "Merci pour votre intérêt" })).toBeVisible();

  await push.goto();
  await page.getByRole("button", { name: `Voir la campagne ${campaign}` }).click();
  await expect(push.drawer(campaign).getByText(/^Intéressé · /)).toBeVisible({ timeout: 20_000 });
});
