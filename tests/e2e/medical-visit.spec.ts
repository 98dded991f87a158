// The SIR visit through the screens as csm@renfort.test (issue #46): « Examen médical d'aptitude
// (SIR) » asked with the post's risk, the centre asked and the appointment fixed, then moved as the
// centre moves it; and a visit done gets its notice with « Avis reçu », which closes it and shows
// the aptitude; or the notice uploaded in the talent's documents as « SIR – apte » and verified.
// (That the notice then lets a SIR contract through is the database's test:
// supabase/tests/requests/medical-notice.test.ts; the electrician's whole story is the chain's.)
import { expect, test } from "./fixtures.ts";
import { MedicalVisitPage } from "./pages/medical-visit-page.ts";
import { apiAs } from "./support-api.ts";

test.use({ account: "csm" });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const DAY = 86_400_000;
/** An appointment's slot `days` from now, on a 5-minute step (the picker's minutes). */
const slot = (days: number) => new Date(Math.ceil((Date.now() + days * DAY) / 300_000) * 300_000);

test("a CSM asks a SIR visit with its risk, moves its appointment, records a notice, and uploads one", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, "csm");
  const open = await api.get<Array<{ talent_id: string }>>(
    "/rest/v1/medical_checkup_request?select=talent_id&visit_type=eq.sir_initial&status=not.in.(certificate_received,canceled)",
  );
  const busy = new Set(open.rows.map((r) => r.talent_id));
  const talents = await api.get<Array<{ id: string }>>(
    "/rest/v1/talent?select=id&qualification_status=eq.qualified&order=id&limit=100",
  );
  const talent = talents.rows.find((row) => !busy.has(row.id));
  const centers = await api.get<Array<{ name: string }>>(
    "/rest/v1/medical_center?select=name&status=eq.active&order=name&limit=1",
  );
  const done = await api.get<Array<{ id: string }>>(
    "/rest/v1/medical_checkup_request?select=id&status=eq.done&order=id&limit=1",
  );
  expect(talent && centers.rows[0] && done.rows[0]).toBeTruthy();
  const center = centers.rows[0].name;

  const visits = new MedicalVisitPage(page);
  await visits.requestSirVisit(talent!.id, { risks: ["Habilitation électrique"] });
  await expect(page.getByText("Habilitation électrique").first()).toBeVisible();
  await visits.fixAppointment({ center, at: slot(1) });
  await visits.changeAppointment({ at: slot(2) });

  await visits.open(done.rows[0].id);
  await visits.recordNotice({
    result: "Apte",
    validUntil: new Date(Date.now() + 730 * DAY),
    file: { name: "avis-aptitude.pdf", buffer: PDF },
  });
  const card = page.locator(".ant-card").filter({ hasText: "Rendez-vous et avis médical" });
  await expect(card.getByText("Apte", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Avis reçu" })).toHaveCount(0);

  // or the notice in the talent's documents, with the category the SIR check reads
  await page.goto(`/talents/${talent!.id}/documents`);
  const iso = (at: number) => new Date(at).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
  await visits.uploadAptitude({
    category: "SIR – apte",
    issued: iso(Date.now()),
    expiry: iso(Date.now() + 730 * DAY),
    file: { name: "avis-sir-apte.pdf", buffer: PDF },
  });
});
