// The certificat de travail's text (L1234-19, D1234-6), as the document worker renders it: the
// employer, the temp, the dates of entry and exit, the job held, the portability of the prévoyance
// (L911-8 CSS), the place and day it is delivered — R:CTR-END-CERTIFICATE.
import { describe, expect, it } from "vitest";
import { endCertificate, type EndCertificateData } from "./end-certificate.ts";
import { extractPdfText } from "./extract-text.ts";
import { renderContractPdf } from "./render.ts";
import { CONTRACT_DATA } from "./test-data.ts";

const DATA: EndCertificateData = {
  identity: CONTRACT_DATA.identity,
  workspace: CONTRACT_DATA.workspace,
  request_id: "e1",
  workspace_id: "w1",
  contract_id: "c1",
  status: "processed",
  processed_at: "2026-12-10T16:00:00Z",
  contract_key: "CTR-2026-000140",
  start_date: "2026-12-07",
  end_date: "2026-12-10",
  job_name: "Grutier",
  qualification_level: "N3P2",
  employee_status_label: "Ouvrier",
  talent: {
    civility: "mr",
    first_name: "Hugo",
    last_name: "Marchand",
    address: { street1: "3 rue de la Paix", postal_code: "69003", city: "Lyon" },
  },
};

const textOf = async (bytes: Uint8Array) =>
  (await extractPdfText(bytes))
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/[\u00a0\u202f]/g, " ");

describe("the certificat de travail", () => {
  it("says who employed whom, from when to when, in which job, and the portability of the prévoyance", async () => {
    const text = await textOf(await renderContractPdf(endCertificate(DATA), new Date(DATA.processed_at!)));
    for (const mention of [
      "Certificat de travail",
      "M. Hugo MARCHAND, demeurant 3 rue de la Paix, 69003 Lyon",
      "contrat de mission CTR-2026-000140",
      "Date d’entrée : 07 décembre 2026. Date de sortie : 10 décembre 2026.",
      "Emploi occupé du 07 décembre 2026 au 10 décembre 2026 : Grutier, qualification N3P2, statut ouvrier.",
      "L911-8",
      "le 10 décembre 2026",
      "Pour Renfort Intérim : Camille Martin, directrice d’agence.",
    ])
      expect(text).toContain(mention);
    // delivered by the employer alone: no parties' signatures
    expect(text).not.toContain("Signé électroniquement");
  });

  it("gives the same bytes when made twice from the same processed end", async () => {
    const at = new Date(DATA.processed_at!);
    expect(await renderContractPdf(endCertificate(DATA), at)).toEqual(
      await renderContractPdf(endCertificate(DATA), at),
    );
  });
});
