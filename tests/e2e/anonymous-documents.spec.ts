// The anonymous bio and resume (issue #33 item 2), as a consultant and from a blank record: a
// talent with its job and address, a CACES stored and verified (all three through the API, as
// their screens save them: talents.spec.ts walks the form, documents the upload); the
// « Bio anonyme » tab proposes a paragraph from the job and the card, the consultant edits it and
// generates the document; the history shows the version with its author, the download link
// serves the PDF, whose text holds the edit, the job, the card and the département but neither
// the name, the e-mail nor the city. The « CV anonyme » tab lists what the resume will hold.
// Both tabs: no serious accessibility violation, nothing wider than a 375 px phone.
import { extractPdfText } from "../../supabase/functions/_shared/contract-pdf/extract-text.ts";
import { documentPath } from "../../resources/talents/documents.utils.ts";
import { apiAs } from "./support-api.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { saveNewTalent } from "./support/new-talent.ts";

test.use({ account: "consultant" });

const unique = Date.now().toString().slice(-6);
const talent = {
  firstName: "Apolline",
  lastName: `Anonyme${unique}`,
  email: `apolline.${unique}@exemple.fr`,
  phone: `06 15 ${unique.slice(0, 2)} ${unique.slice(2, 4)} ${unique.slice(4, 6)}`,
  // « Saint-Genis-Laval (69230) » as the city picker offers it (src/lib/geo/communes.ts's data)
  address: {
    street: "8 avenue Georges Clemenceau",
    commune: {
      code: "69204",
      name: "Saint-Genis-Laval",
      postalCodes: ["69230"],
      departmentCode: "69",
      departmentName: "Rhône",
      regionName: "Auvergne-Rhône-Alpes",
      latitude: 45.6954,
      longitude: 4.7932,
    },
  },
  mainJob: "Coffreur-bancheur",
};
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const fitsPhone = async (page: import("@playwright/test").Page) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // the tabs and the preview frame relayout after the resize: measured once at rest (an overflow
  // that stays fails after the poll's timeout)
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("a consultant edits, generates and downloads a talent's anonymous bio", async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiAs(request, "consultant");
  const saved = await saveNewTalent(api, talent);
  const base = `/talents/${saved.id}`;

  // the CACES as the documents tab stores it (the file, then its row), then « Valider »'s update
  const id = crypto.randomUUID();
  const fileName = `caces-${unique}.pdf`;
  const stored = documentPath(saved.workspace_id, saved.id, fileName, id);
  await api.upload("documents", stored, { buffer: PDF, mimeType: "application/pdf" });
  await api.post("document", {
    id,
    type: "caces",
    name: fileName,
    category: null,
    issued_at: null,
    expiry_date: "2030-03-05",
    talent_id: saved.id,
    file: stored,
    file_name: fileName,
    mime_type: "application/pdf",
  });
  await api.patch(`/rest/v1/document?id=eq.${id}`, { status: "valid" });

  await page.goto(`${base}/anonymous-bio`);
  await expect(page.getByRole("tab", { name: "Bio anonyme", selected: true })).toBeVisible();
  const paragraph = page.getByRole("textbox", { name: "Paragraphe de présentation" });
  await expect(paragraph).toHaveValue(/^Coffreur-bancheur.*CACES valide jusqu'en 2030/, { timeout: 30_000 });
  await expect(page.getByText("Aucun document n'a encore été généré.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fitsPhone(page);

  await paragraph.fill(`${await paragraph.inputValue()} Très autonome sur les banches.`);
  await page.getByRole("button", { name: "Générer le document" }).click();
  await expect(page.getByText("Le document anonyme est généré.")).toBeVisible({ timeout: 30_000 });

  const history = page.locator(".ant-card").filter({ has: page.getByRole("heading", { name: "Versions figées" }) });
  await expect(history.getByRole("row").filter({ hasText: "Très autonome sur les banches." })).toBeVisible();
  await expect(history.getByRole("row").filter({ hasText: "Très autonome" })).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );

  const download = page.getByRole("link", { name: "Télécharger" });
  await expect(download).toHaveAttribute("href", /\/storage\/v1\/object\/sign\/anonymous-documents\//);
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  const text = (await extractPdfText(new Uint8Array(await file.body()))).join("\n").replace(/’/g, "'");
  for (const shown of ["Profil anonyme", "Coffreur-bancheur", "Très autonome sur les banches.", "CACES", "(69)"])
    expect(text).toContain(shown);
  for (const hidden of [talent.firstName, talent.lastName, talent.email, "Saint-Genis", "69230", "Clemenceau"])
    expect(text).not.toContain(hidden);

  await page.goto(`${base}/anonymous-resume`);
  await expect(page.getByRole("tab", { name: "CV anonyme", selected: true })).toBeVisible();
  const included = page.locator(".ant-card").filter({
    has: page.getByRole("heading", { name: "Ce que contiendra le document" }),
  });
  await expect(included.getByText("Coffreur-bancheur (métier principal)")).toBeVisible({ timeout: 30_000 });
  await expect(included.getByText(/^CACES — valide jusqu'au 05 mars 2030$/)).toBeVisible();
  // each kind has its own frozen versions: none for the resume yet
  await expect(page.getByText("Aucun document n'a encore été généré.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fitsPhone(page);
});
