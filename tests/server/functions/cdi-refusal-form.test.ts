// The CDI-refusal form through the real server (public.cdi_refusal_form_source and the
// cdi-refusal-form function): the PDF carries what the contract knows — the client and its SIRET,
// the temp, the job, the place, the mission's dates — and labelled blanks for the rest (the CDI's
// pay, the dates of the offer and of the refusal); a role that does not read the contract gets
// nothing; « send » mails it to the client's signatory with the PDF attached.
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../../supabase/functions/_shared/invoice-pdf/extract-text.ts";
import { frShortDate } from "../../../supabase/functions/_shared/invoice-pdf/format.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { raw } from "../helpers.ts";

type Source = {
  contract_key: string;
  client: { name: string };
  talent: { first_name: string; last_name: string };
  job: string | null;
  start_date: string;
  signatory: { email: string | null } | null;
};

const post = (token: string, body: Record<string, unknown>) =>
  raw("/functions/v1/cdi-refusal-form", {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("CDI-refusal form", () => {
  it("pre-fills the form from the contract, leaves the unknown fields blank, and mails it on request", async () => {
    const [contract] = (
      await serviceRest(
        "GET",
        "contract",
        "company_id=not.is.null&client_signer_contact_id=not.is.null&is_amendment=eq.false&select=id&order=id&limit=1",
      )
    ).rows as Array<{ id: string }>;
    const csm = await signIn(account("csm"));
    const read = await rest(csm, "POST", "rpc/cdi_refusal_form_source", "", { body: { p_contract_id: contract!.id } });
    expect(read.error).toBeNull();
    const source = read.rows[0] as unknown as Source;

    const res = await post(csm, { contract_id: contract!.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = (await extractPdfText(new Uint8Array(await res.arrayBuffer()))).join("\n");
    expect(text).toContain("Refus d'un CDI par un salarié temporaire");
    expect(text).toContain("Information de France Travail");
    expect(text).toContain("décret n° 2023-1307");
    expect(text).toContain(source.client.name);
    expect(text).toContain(`${source.talent.first_name} ${source.talent.last_name}`);
    expect(text).toContain(source.contract_key);
    expect(text).toContain(`du ${frShortDate(source.start_date)}`);
    if (source.job) expect(text).toContain(source.job);
    for (const blank of [
      "Rémunération proposée",
      "Date de la proposition",
      "Date du refus (ou de l'absence de réponse)",
    ])
      expect(text).toContain(blank);

    // a role that does not read contracts: nothing
    const marketing = await signIn(account("marketing"));
    expect((await post(marketing, { contract_id: contract!.id })).status).toBe(404);
    expect((await post(csm, { contract_id: "x" })).status).toBe(400);

    // sent to the client's signatory, the PDF attached
    const sent = await post(csm, { contract_id: contract!.id, send: true });
    expect(sent.status).toBe(200);
    const { recipient } = (await sent.json()) as { recipient: string };
    expect(recipient).toBe(source.signatory?.email?.toLowerCase());
    const mails = (
      await serviceRest(
        "GET",
        "mail_outbox",
        `kind=eq.cdi_refusal_form&entity_id=eq.${contract!.id}&select=recipient,attachments`,
      )
    ).rows as Array<{ recipient: string; attachments: Array<{ bucket: string; path: string }> }>;
    expect(mails.at(-1)?.recipient).toBe(recipient);
    expect(mails.at(-1)?.attachments[0]?.bucket).toBe("generated");
  });
});
