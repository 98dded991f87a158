// An amendment goes through signature as an amendment (docs/rules/contracts.md#amendments, issue #46
// item 7): its mails and its page say « Avenant n° N », the page names what changes, a renewal's
// sealed copies are recorded once it is signed (the client's was refused: the renewal rule ran
// again on the signed amendment, whose contract had taken its term), a used link still reads the
// document it signed, and each signer is mailed their signed copy once it is sealed — a contract's
// signers too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempt, testDatabase, type Query, type TestDatabase } from "../support/db.ts";
import { asSystem, one } from "../support/fixtures.ts";
import {
  amendmentOf,
  asAnon,
  mailsOf,
  reachableContract,
  sentForSignature,
  signedContract,
  signThroughLinks,
  tokenOf,
} from "./amendment-links.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  if (db?.kind === "pglite") await db.close();
});

/** A renewal to 26 March 2027 at 16,00 €/h (from 14,50 €), effective 4 January, coefficient 2,1: sent for signature. */
async function sentRenewal(q: Query) {
  const contract = await signedContract(q);
  const id = await amendmentOf(q, contract.id, "renewal", {
    start_date: "2027-01-04",
    end_date: "2027-03-26",
    hourly_wage: 16,
  });
  await q("update public.contract_pricing set coefficient = 2.1 where contract_id = $1", [id]);
  await sentForSignature(q, id);
  return { contract, id };
}

/**
 * What the server's document worker does with a party's sealed copy, queued by its signature:
 * completes its job (as the system) with the file it stored, <workspace>/<contract>/<party>-signe.pdf.
 */
async function recordSealed(q: Query, id: string, party: string) {
  await asSystem(q);
  const job = await one<{ id: string; path: string }>(
    q,
    `select j.id, c.workspace_id || '/' || c.id || '/' || $2 || '-signe.pdf' as path
     from public.document_job j join public.contract c on c.id = j.record_id
     where j.record_id = $1 and j.kind = 'contract_signed_' || $2`,
    [id, party],
  );
  const r = await attempt(q, () =>
    q("select public.complete_document_job($1, $2, $3)", [job.id, job.path, "a".repeat(64)]),
  );
  await asSystem(q);
  return r.ok ? null : r.error.message;
}

const sealedPath = (id: string, party: string) => expect.stringMatching(new RegExp(`/${id}/${party}-signe\\.pdf$`));

describe("an amendment sent for signature", () => {
  it("mails the talent and the client's signatory an amendment to sign, each in their words — R:CTR-AMEND-SIGNING", async () => {
    await db.system(async (q) => {
      const { contract, id } = await sentRenewal(q);
      const mails = await mailsOf(q, id, "contract_signature");
      expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
        [contract.talentEmail, `Avenant n° 1 au contrat de mission ${contract.key} à signer`],
        [contract.signerEmail, `Avenant n° 1 au contrat de mise à disposition ${contract.key} à signer`],
      ]);
      expect(mails[0]!.body).toContain(
        `vous invite à signer électroniquement l'avenant n° 1 à votre contrat de mission ${contract.key} (renouvellement, à compter du 04/01/2027, fin le 26/03/2027).`,
      );
      expect(mails[1]!.body).toContain(
        `vous invite à signer électroniquement l'avenant n° 1 au contrat de mise à disposition ${contract.key} (renouvellement, à compter du 04/01/2027, fin le 26/03/2027).`,
      );
      expect(mails.map((m) => m.body).join()).not.toContain("mission du");
    });
  });

  it("shows each signer the amendment, its effective date and what it changes; the billed rate to the client only — R:CTR-AMEND-SIGNING", async () => {
    await db.system(async (q) => {
      const { contract, id } = await sentRenewal(q);
      const [talent, client] = await mailsOf(q, id, "contract_signature");
      await asAnon(q);
      const session = async (link: string | null) =>
        (
          await one<{ s: Record<string, unknown> }>(q, "select public.contract_signature_session($1) as s", [
            tokenOf(link),
          ])
        ).s;
      const forTalent = await session(talent!.link);
      expect(forTalent).toMatchObject({
        document: "contract",
        party: "talent",
        contract_key: contract.key,
        is_amendment: true,
        amendment_number: 1,
        amendment_type: "renewal",
        effective_date: "2027-01-04",
        contract_start_date: "2026-12-07",
        start_date: "2027-01-04",
        end_date: "2027-03-26",
        changes: [
          { field: "end_date", old: "2027-02-26", new: "2027-03-26" },
          { field: "hourly_wage", old: 14.5, new: 16 },
        ],
      });
      expect(forTalent).not.toHaveProperty("billing_rate");
      expect(await session(client!.link)).toMatchObject({
        party: "client",
        is_amendment: true,
        billing_rate: { old: 29, new: 33.6 },
      });
    });
  });
});

describe("a signed amendment", () => {
  it("records each party's sealed copy, the client's after the renewal was applied", async () => {
    await db.system(async (q) => {
      const { contract, id } = await sentRenewal(q);
      await signThroughLinks(q, id);
      expect(
        await one(q, "select status::text, end_date::text from public.contract where id = $1", [contract.id]),
      ).toEqual({ status: "signed", end_date: "2027-03-26" });
      expect(await recordSealed(q, id, "talent")).toBeNull();
      expect(await recordSealed(q, id, "client")).toBeNull();
      expect(
        await one(
          q,
          "select status::text, signed_file is not null as t, signed_mad_file is not null as c from public.contract where id = $1",
          [id],
        ),
      ).toEqual({ status: "signed", t: true, c: true });
    });
  });

  it("mails each signer their signed copy once, attached, when it is sealed", async () => {
    await db.system(async (q) => {
      const { contract, id } = await sentRenewal(q);
      await signThroughLinks(q, id);
      await recordSealed(q, id, "talent");
      await recordSealed(q, id, "client");
      // the same copy recorded again (a worker that died after recording): no second mail
      await recordSealed(q, id, "client");
      const copies = await mailsOf(q, id, "contract_signed_copy");
      expect(copies.map((m) => [m.recipient, m.subject, m.attachments])).toEqual([
        [
          contract.talentEmail,
          `Avenant n° 1 au contrat de mission ${contract.key} signé`,
          [
            {
              bucket: "contracts",
              path: sealedPath(id, "talent"),
              filename: `avenant-1-contrat-de-mission-${contract.key}-signe.pdf`,
            },
          ],
        ],
        [
          contract.signerEmail,
          `Avenant n° 1 au contrat de mise à disposition ${contract.key} signé`,
          [
            {
              bucket: "contracts",
              path: sealedPath(id, "client"),
              filename: `avenant-1-contrat-de-mise-a-disposition-${contract.key}-signe.pdf`,
            },
          ],
        ],
      ]);
      expect(copies[0]!.body).toContain(
        `Vous trouverez ci-joint l'avenant n° 1 à votre contrat de mission ${contract.key}, signé électroniquement`,
      );
    });
  });

  it("lets a used link read the document it signed, and refuses a second signature as an amendment's — R:CTR-SIGN-USED-LINK", async () => {
    await db.system(async (q) => {
      const { id } = await sentRenewal(q);
      const [talent] = await mailsOf(q, id, "contract_signature");
      await signThroughLinks(q, id);
      const byToken = async () => {
        await q("set local role service_role", []);
        const r = await one<{ l: Record<string, unknown> }>(
          q,
          "select public.contract_signature_link_by_token($1) as l",
          [tokenOf(talent!.link)],
        );
        await asSystem(q);
        return r.l;
      };
      expect(await byToken()).toMatchObject({
        signed_path: expect.stringMatching(/\/m\.pdf$/),
        is_amendment: true,
        amendment_number: 1,
      });
      await recordSealed(q, id, "talent");
      expect((await byToken()).signed_path).toEqual(sealedPath(id, "talent"));
      await asAnon(q);
      const again = await attempt(q, () => q("select public.contract_signature_session($1)", [tokenOf(talent!.link)]));
      expect(again.ok ? null : [again.error.message, again.error.hint]).toEqual([
        "Cet avenant a déjà été signé avec ce lien",
        "used",
      ]);
    });
  });

  it("keeps the signer's consent in the amendment's words — R:CTR-AMEND-SIGNING", async () => {
    await db.system(async (q) => {
      const { id } = await sentRenewal(q);
      await signThroughLinks(q, id);
      const consents = await q<{ party: string; consent_text: string }>(
        "select party::text, consent_text from public.contract_signature where contract_id = $1 order by party",
        [id],
      );
      expect(consents.rows).toEqual([
        {
          party: "client",
          consent_text:
            "J'ai lu l'avenant n° 1 au contrat de mise à disposition et je le signe électroniquement au nom de l'entreprise utilisatrice.",
        },
        {
          party: "talent",
          consent_text: "J'ai lu l'avenant n° 1 à mon contrat de mission et je le signe électroniquement.",
        },
      ]);
    });
  });
});

describe("a signed contract", () => {
  it("mails each signer their signed copy once it is sealed, as the signing page promises — R:CTR-SIGN-SEALED", async () => {
    await db.system(async (q) => {
      const contract = await reachableContract(q);
      await sentForSignature(q, contract.id);
      await signThroughLinks(q, contract.id);
      await recordSealed(q, contract.id, "talent");
      await recordSealed(q, contract.id, "client");
      const copies = await mailsOf(q, contract.id, "contract_signed_copy");
      expect(copies.map((m) => [m.recipient, m.subject])).toEqual([
        [contract.talentEmail, `Votre contrat de mission ${contract.key} signé`],
        [contract.signerEmail, `Contrat de mise à disposition ${contract.key} signé`],
      ]);
      expect(copies.map((m) => (m.attachments[0] as { filename: string }).filename)).toEqual([
        `contrat-de-mission-${contract.key}-signe.pdf`,
        `contrat-de-mise-a-disposition-${contract.key}-signe.pdf`,
      ]);
    });
  });
});
