// An amendment signed as an amendment (issue #46, items 7 and 13): created by the CSM from a running
// contract's page (« Modification de rémunération », a higher wage from tomorrow, the contract's
// coefficient), submitted by the external CSM, validated and sent by the CSM; the talent and the client's signatory get « Avenant
// n° N au contrat … à signer », each page invites them to sign the amendment and lists what it
// changes; once signed the page (and the used link) still reads the signed amendment, the client's
// page asks contract-documents nothing it refuses, and each signer is mailed their signed copy.
import { expect, test } from "./fixtures.ts";
import { AmendmentPage, amendmentLinks, signedAmendmentCopies } from "./pages/amendment-page.ts";
import { ContractSignaturePage, phoneOn } from "./pages/signature-pages.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiAs } from "./support-api.ts";

test.use({ account: "externalCsm" });

type Running = {
  id: string;
  contract_key: string;
  company_id: string;
  start_date: string;
  end_date: string;
  hourly_wage: number;
  talent: { email: string | null } | null;
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
const euros = (n: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(n);

test("the talent and the client sign an amendment as an amendment, and read it once signed", async ({
  page,
  browser,
  asAccount,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, "csm");
  const tomorrow = iso(new Date(Date.now() + 86_400_000));
  const inTwoWeeks = iso(new Date(Date.now() + 14 * 86_400_000));
  // A running contract of the seed, its talent and its client's signatory reachable, no amendment yet.
  const { rows: running } = await api.get<Running[]>(
    `/rest/v1/contract?status=in.(signed,active)&is_amendment=eq.false&contract_type=eq.mission&end_date=gte.${inTwoWeeks}` +
      "&select=id,contract_key,company_id,start_date,end_date,hourly_wage,talent:talent_id(email)&order=end_date.asc&limit=50",
  );
  let contract: Running | undefined;
  for (const c of running) {
    if (!c.talent?.email || c.start_date > tomorrow) continue;
    const { rows: amendments } = await api.get<unknown[]>(
      `/rest/v1/contract?contract_key=eq.${c.contract_key}&is_amendment=eq.true&select=id`,
    );
    const { rows: signers } = await api.get<unknown[]>(
      `/rest/v1/contact?company_id=eq.${c.company_id}&status=eq.active&email=not.is.null&roles=cs.{contract_signatory}&select=id&limit=1`,
    );
    if (amendments.length || !signers.length) continue;
    contract = c;
    break;
  }
  if (!contract)
    throw new Error("aucun contrat en cours avec un talent joignable, un signataire client et sans avenant");
  const wage = Number(contract.hourly_wage);
  const raised = Math.floor(wage) + 1;

  const csm = new AmendmentPage(await asAccount("csm"));
  const path = await csm.createAmendment(`/contracts/${contract.id}`, {
    type: "Modification de rémunération",
    effective: tomorrow,
    wage: String(raised),
  });
  await new AmendmentPage(page).submit(path);
  await csm.validate(path);
  await csm.sendForSignature(path);

  // the client's signatory the sending chose (the contract's)
  const { rows: sent } = await api.get<{ signer_email: string }[]>(
    `/rest/v1/contract_signature_link?contract_id=eq.${path.split("/").pop()}&party=eq.client&select=signer_email`,
  );
  const signerEmail = sent[0]!.signer_email;
  const links = await amendmentLinks(
    request,
    { talent: contract.talent!.email!, client: signerEmail },
    1,
    contract.contract_key,
  );
  const changes = [`Salaire horaire brut : ${euros(raised)} (au lieu de ${euros(wage)})`];

  const talent = new ContractSignaturePage(await phoneOn(browser, links.talent));
  await expect(talent.page.getByRole("region", { name: "Ce que l'avenant change" })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(talent.page, "/sign/contract (avenant)");
  await talent.signAmendment(1, { draw: true }, changes);
  await talent.expectSignedDocument();

  const clientPhone = await phoneOn(browser, links.client);
  const refused: string[] = [];
  clientPhone.on("response", (r) => {
    if (r.url().includes("/functions/v1/contract-documents") && r.status() >= 400)
      refused.push(`${r.status()} ${r.url()}`);
  });
  clientPhone.on("console", (m) => {
    if (m.type() === "error") refused.push(m.text());
  });
  const client = new ContractSignaturePage(clientPhone);
  await client.signAmendment(1, { name: "Signataire Client" }, changes);
  await client.expectSignedDocument();
  expect(refused).toEqual([]);

  // The talent's link again: used, and still reads the signed amendment.
  await talent.page.goto(new URL(links.talent).pathname + new URL(links.talent).search);
  await expect(talent.page.getByRole("heading", { name: "Avenant déjà signé" })).toBeVisible();
  await talent.expectSignedDocument();

  expect(await signedAmendmentCopies(request, contract.talent!.email!, 1, contract.contract_key)).toEqual([
    `Avenant n° 1 au contrat de mission ${contract.contract_key} signé`,
  ]);
  expect(await signedAmendmentCopies(request, signerEmail, 1, contract.contract_key)).toEqual([
    `Avenant n° 1 au contrat de mise à disposition ${contract.contract_key} signé`,
  ]);
});
