// The database's refusals read in French where the consultant meets them: a second talent with
// an e-mail already taken, and a social security number (NIR) already another talent's. The
// REST API answers PostgreSQL's English ("duplicate key value violates unique constraint…");
// the toast says which field, in French, and the form keeps what was typed. The first talent and
// its NIR are saved through the API, as the create form and the « Données sensibles » card save
// them (talents.spec.ts walks both): the refusals are the subject.
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { TalentsPage } from "./pages/talents-page.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveNewTalent } from "./support/new-talent.ts";

test.use({ account: "consultant" });

const unique = Date.now().toString().slice(-6);
// in the 06 1x mobile ranges, all allocated (06 39, drawn from the clock, is not: refused as invalid)
const phone = (n: number) => `06 1${n} ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`;
/** A valid NIR (man born in May 1985 in Yvelines), its order number from this run: key = 97 − (N mod 97). */
const nir = () => {
  const body = `18505780${unique.slice(0, 5)}`;
  return `${body}${String(97 - Number(BigInt(body) % 97n)).padStart(2, "0")}`;
};

test("a duplicate e-mail or NIR is refused in French, naming the field", async ({ page, request }) => {
  test.setTimeout(180_000);
  const talents = new TalentsPage(page);
  const email = `ines.${unique}@exemple.fr`;
  // the first talent, and its NIR as the card creates its talent_private row (only the key read back)
  const api = await apiAs(request, "consultant");
  const first = await saveNewTalent(api, { firstName: "Inès", lastName: `Marchand${unique}`, email, phone: phone(1) });
  await api.post("talent_private?select=talent_id", {
    social_security_number: nir(),
    birth_place: null,
    birth_country_code: null,
    talent_id: first.id,
  });

  // another talent with the same e-mail: the form warns, the database refuses
  await talents.goto();
  const dialog = await talents.submitNew({ firstName: "Inès", lastName: `Marchal${unique}`, email, phone: phone(2) });
  const refusal = page.getByRole("alert").filter({ hasText: "Oops !" });
  await expect(refusal).toContainText("Un talent avec cet e-mail existe déjà.");
  await expect(refusal).not.toContainText(/duplicate|violates|23505/);
  await expect(dialog.getByLabel("E-mail")).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);

  // the dialog closes on « Annuler » once the unsaved changes are given up
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();

  // a second talent takes the first one's NIR
  await talents.create({
    firstName: "Inès",
    lastName: `Marchal${unique}`,
    email: `ines.m.${unique}@exemple.fr`,
    phone: phone(3),
  });
  await talents.saveNir(nir());
  await expect(
    page.getByRole("alert").filter({ hasText: "Un talent avec ce numéro de sécurité sociale existe déjà." }),
  ).toContainText("Oops !");
  await expect(page.getByLabel("N° de sécurité sociale")).toHaveValue(nir());
});
