// Every mention the law asks of the documents the agency issues, read back from the PDFs the real
// functions produce through the server (issue #46, « What to build » 4): an invoice and its credit
// note (document-worker, Factur-X), and a contract's two copies (document-worker too). Each
// mention is asserted with the article that requires it, and with the value it must carry (read
// from the records, not from the document's own data), so that a mention printed empty or
// « non renseigné » fails. The invoice's client has no address of its own, as a client created
// through the screens: its address is its head office's (issue #46, item 4).
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO_PASSWORD, WORKSPACES } from "../../../supabase/seed/accounts.ts";
import { extractPdfText as contractText } from "../../../supabase/functions/_shared/contract-pdf/extract-text.ts";
import {
  extractAttachedFiles,
  extractPdfText as invoiceText,
} from "../../../supabase/functions/_shared/invoice-pdf/extract-text.ts";
import { account } from "../../../supabase/tests/support/db.ts";
import { rest, serviceRest, signIn } from "../../../supabase/tests/support/http.ts";
import { anonKey, documentJobOf, raw, runDocumentJob, serverUrl, serviceClient } from "../helpers.ts";

const RENFORT = WORKSPACES.renfort.id;

/** One line of text, the way a reader searches it: plain spaces and apostrophes. */
const plain = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/’/g, "'")
    .replace(/\s+/g, " ");
const pdfText = (pages: string[]) => plain(pages.join(" "));
const euros = (n: number) => plain(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(n));
const frDate = (iso: string) => iso.slice(0, 10).split("-").reverse().join("/");
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Each [article, mention] found in the text; the missing ones listed with their article. */
const missing = (text: string, mentions: Array<[string, string]>) =>
  mentions
    .filter(([, mention]) => !text.includes(plain(mention)))
    .map(([article, mention]) => `${article} : ${mention}`);

type Identity = { legal_name: string; street: string; postal_code: string; city: string; siret: string };
type Address = { street1: string | null; street2: string | null; postal_code: string; city: string };

const identity = async () =>
  (await serviceRest("GET", "workspace_identity", `workspace_id=eq.${RENFORT}&select=*`)).rows[0] as Identity &
    Record<string, string>;

describe("the invoice and its credit note", () => {
  let accountant: string;
  let company: { id: string; name: string; siren: string; vat_number: string; address_id: string | null };
  let headOffice: Address;
  let invoiceId: string;
  let creditNoteId: string;

  beforeAll(async () => {
    accountant = await signIn(account("comptable"));
    const from = isoDay(new Date(Date.now() - 90 * 86_400_000));
    const to = isoDay(new Date());
    const backlog = await rest(accountant, "POST", "rpc/client_billing_backlog", "", {
      body: { p_period_start: from, p_period_end: to },
    });
    // the purchase order's number is given at the issue: the invoice must then carry it (L441-9)
    const client = backlog.rows.find((r) => r.company_status !== "blocked") as { company_id: string };
    expect(client).toBeDefined();
    company = (
      await serviceRest("GET", "company", `id=eq.${client.company_id}&select=id,name,siren,vat_number,address_id`)
    ).rows[0] as typeof company;
    headOffice = (
      await serviceRest(
        "GET",
        "agency",
        `company_id=eq.${company.id}&is_head_office=eq.true&select=address:address_id(street1,street2,postal_code,city)`,
      )
    ).rows[0]!.address as Address;
    expect(headOffice.city).toBeTruthy();
    // a client created through the screens: no address of its own, its head office's only
    await serviceRest("PATCH", "company", `id=eq.${company.id}`, { body: { address_id: null } });

    const drafts = await rest(accountant, "POST", "rpc/prepare_client_invoices", "", {
      body: { p_period_start: from, p_period_end: to, p_company_id: company.id },
    });
    expect(drafts.error).toBeNull();
    invoiceId = drafts.rows[0]!.id as string;
    const issued = await rest(accountant, "POST", "rpc/issue_client_invoice", "", {
      body: { p_invoice_id: invoiceId, p_po_number: "BC-MENTIONS-1" },
    });
    expect(issued.error).toBeNull();
    const credit = await rest(accountant, "POST", "rpc/credit_client_invoice", "", {
      body: { p_invoice_id: invoiceId, p_reason: "Heures contestées par le client" },
    });
    expect(credit.error).toBeNull();
    creditNoteId = credit.rows[0]!.id as string;
  });

  afterAll(async () => {
    if (company?.address_id)
      await serviceRest("PATCH", "company", `id=eq.${company.id}`, { body: { address_id: company.address_id } });
  });

  /** The document the server's queue made (document-worker), read back: its text, its Factur-X XML and its row. */
  const produced = async (id: string) => {
    expect(await runDocumentJob(id)).toMatchObject({ claimed: 1, done: 1 });
    const { file: pdf_file } = (await documentJobOf(id))!;
    const file = await raw(`/storage/v1/object/invoices/${pdf_file}`, { token: accountant });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const row = (
      await serviceRest(
        "GET",
        "client_invoice",
        `id=eq.${id}&select=number,issued_at,due_date,period_start,period_end,po_number,total_ht,total_tva,total_ttc`,
      )
    ).rows[0] as Record<string, string>;
    const lines = (
      await serviceRest("GET", "client_invoice_line", `invoice_id=eq.${id}&select=label,amount_ht&order=position`)
    ).rows as Array<{ label: string; amount_ht: string }>;
    return {
      text: pdfText(await invoiceText(bytes)),
      xml: (await extractAttachedFiles(bytes))["factur-x.xml"] ?? "",
      row,
      lines,
    };
  };

  /** An invoice's payment mentions (C. com. L441-9, L441-10, D441-5). */
  const PAYMENT_MENTIONS = (dueDate: string): Array<[string, string]> => [
    ["C. com. L441-9 : date d'échéance", `Date d'échéance : ${frDate(dueDate)}`],
    ["C. com. L441-9 : conditions d'escompte", "Escompte pour paiement anticipé : néant."],
    [
      "C. com. L441-10 : taux des pénalités de retard",
      "Pénalités de retard (L441-10 C. com.) : trois fois le taux d'intérêt légal",
    ],
    [
      "C. com. L441-10, D441-5 : indemnité forfaitaire de 40 €",
      `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : ${euros(40)}`,
    ],
  ];

  /** What both documents must say (CGI ann. II art. 242 nonies A), an invoice its payment's too. */
  const mentions = async (d: Awaited<ReturnType<typeof produced>>, title: "Facture" | "Avoir") => {
    const me = await identity();
    const street = [headOffice.street1, headOffice.street2].filter(Boolean).join(" ");
    return [
      ["CGI 242 nonies A : numéro unique", `${title} n° : ${d.row.number}`],
      ["CGI 242 nonies A : date d'émission", `Date d'émission : ${frDate(d.row.issued_at)}`],
      ["CGI 242 nonies A : nom du vendeur", me.legal_name],
      ["CGI 242 nonies A : adresse du vendeur", `${me.street}, ${me.postal_code} ${me.city}`],
      ["CGI 242 nonies A, C. com. R123-237 : SIREN du vendeur", `SIREN : ${me.siret.slice(0, 9)}`],
      ["CGI 242 nonies A : n° de TVA du vendeur", "N° TVA intracommunautaire : FR"],
      ["CGI 242 nonies A : nom du client", company.name],
      [
        "CGI 242 nonies A, C. com. L441-9 : adresse du client",
        `${street}, ${headOffice.postal_code} ${headOffice.city}`,
      ],
      ["CGI 242 nonies A : SIREN du client", `SIREN : ${company.siren}`],
      ["CGI 242 nonies A : n° de TVA du client", `N° TVA intracommunautaire : ${company.vat_number}`],
      [
        "CGI 242 nonies A : date de la prestation",
        `Période de la prestation : du ${frDate(d.row.period_start)} au ${frDate(d.row.period_end)}`,
      ],
      ["CGI 242 nonies A : catégorie de l'opération", "Catégorie de l'opération : Prestation de services"],
      ...d.lines.map((l): [string, string] => ["CGI 242 nonies A : désignation et montant de chaque ligne", l.label]),
      ...d.lines.map((l): [string, string] => [
        "CGI 242 nonies A : montant HT de chaque ligne",
        euros(Number(l.amount_ht)),
      ]),
      ["CGI 242 nonies A : total HT", `Total HT ${euros(Number(d.row.total_ht))}`],
      [
        "CGI 242 nonies A : TVA par taux",
        `TVA 20 % sur ${euros(Number(d.row.total_ht))} ${euros(Number(d.row.total_tva))}`,
      ],
      ["CGI 242 nonies A : total TTC", `Total TTC ${euros(Number(d.row.total_ttc))}`],
      ["C. com. L441-9 : n° du bon de commande", `Bon de commande n° : ${d.row.po_number}`],
      // what the client owes by an invoice; a credit note owes him nothing (its settlement instead)
      ...(title === "Facture" ? PAYMENT_MENTIONS(d.row.due_date) : []),
    ] as Array<[string, string]>;
  };

  it("the invoice says every mention, its client at its head office's address, in the PDF and the Factur-X — R:BIL-MENTIONS", async () => {
    const d = await produced(invoiceId);
    expect(d.row.po_number).toBe("BC-MENTIONS-1");
    expect(missing(d.text, await mentions(d, "Facture"))).toEqual([]);
    expect(d.text).not.toMatch(/non renseigné/);
    // the Factur-X buyer (BG-8): line one, post code, city and country (EN 16931 BT-50, BT-53, BT-52, BT-55)
    const buyer = d.xml.slice(d.xml.indexOf("<ram:BuyerTradeParty>"), d.xml.indexOf("</ram:BuyerTradeParty>"));
    const street = [headOffice.street1, headOffice.street2].filter(Boolean).join(" ");
    for (const part of [
      `<ram:PostcodeCode>${headOffice.postal_code}</ram:PostcodeCode>`,
      `<ram:LineOne>${street}</ram:LineOne>`,
      `<ram:CityName>${headOffice.city}</ram:CityName>`,
      "<ram:CountryID>FR</ram:CountryID>",
    ])
      expect(buyer).toContain(part);
  });

  it("the credit note says them too, titled « Avoir », and names the invoice it credits (CGI 242 nonies A) — R:BIL-MENTIONS", async () => {
    const invoice = (await serviceRest("GET", "client_invoice", `id=eq.${invoiceId}&select=number,issued_at`))
      .rows[0] as { number: string; issued_at: string };
    const d = await produced(creditNoteId);
    expect(missing(d.text, await mentions(d, "Avoir"))).toEqual([]);
    expect(
      missing(d.text, [
        [
          "CGI 242 nonies A : référence de la facture rectifiée",
          `Avoir sur la facture n° ${invoice.number} du ${frDate(invoice.issued_at)}`,
        ],
        ["motif de l'avoir", "Motif de l'avoir : Heures contestées par le client"],
        ["imputation de l'avoir", `Avoir imputé sur la facture n° ${invoice.number} du ${frDate(invoice.issued_at)}`],
      ]),
    ).toEqual([]);
    expect(d.text).not.toMatch(/Facture n°|non renseigné|jours nets|Pénalités de retard|Date d'échéance/);
    expect(d.xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(d.xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
  });
});

describe("the contract's two copies (C. trav. L1251-16, L1251-43)", () => {
  const tag = randomUUID().slice(0, 8);
  let contract: Record<string, unknown>;
  let company: { name: string; siren: string };
  let talent: { first_name: string; last_name: string };
  let workplace: Address;
  let mission = "";
  let mad = "";

  beforeAll(async () => {
    const sb = serviceClient();
    const { data: t } = await sb
      .from("talent")
      .select("id, first_name, last_name")
      .eq("workspace_id", RENFORT)
      .eq("qualification_status", "qualified")
      .is("blacklisted_at", null)
      .not("address_id", "is", null)
      // not the talent other files take (the first one), nor their dates: two contracts at once
      // would pass the talent's weekly maximum and be refused
      .order("id", { ascending: false })
      .limit(1)
      .single();
    talent = t as typeof talent;
    const { data: co } = await sb
      .from("company")
      .select("id, name, siren")
      .eq("workspace_id", RENFORT)
      .not("address_id", "is", null)
      .not("siren", "is", null)
      .limit(1)
      .single();
    company = co as typeof company;
    const { data: address } = await sb
      .from("address")
      .insert({ workspace_id: RENFORT, street1: `${tag} rue des Mentions`, postal_code: "69007", city: "Lyon" })
      .select("id, street1, street2, postal_code, city")
      .single();
    workplace = address as Address;
    const { data, error } = await sb
      .from("contract")
      .insert({
        workspace_id: RENFORT,
        contract_key: `MENTIONS-${tag}`,
        talent_id: t!.id,
        company_id: co!.id,
        address_id: address!.id,
        job_name: "Coffreur bancheur",
        qualification_level: "N2P2",
        // months away from the contracts other files date in 2028 (weeks-rest, probes-rest): a
        // company taken with limit 1 may be theirs, and the carence between them would refuse one
        start_date: "2028-10-02",
        end_date: "2028-10-27",
        working_hours: 35,
        working_days: [1, 2, 3, 4, 5],
        schedule: "8 h – 12 h, 13 h – 16 h",
        hourly_wage: 14.5,
        contract_reason: "activity_increase",
        contract_reason_justification: "Surcroît de commandes du chantier Mentions",
        job_risks: ["noise"],
        ppe_by_agency: ["safety_shoes", "helmet"],
        ppe_by_client: ["harness"],
        status: "validated",
      })
      .select("*")
      .single();
    expect(error).toBeNull();
    contract = data as Record<string, unknown>;
    await sb.from("contract_pricing").insert({ contract_id: contract.id, workspace_id: RENFORT, coefficient: 2 });

    const csm = createClient(serverUrl(), anonKey(), {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
    await csm.auth.signInWithPassword({ email: "csm@renfort.test", password: DEMO_PASSWORD });
    // its validation queued its two copies: the server's document worker makes them
    for (const kind of ["contract_mission", "contract_mad"])
      expect(await runDocumentJob(contract.id as string, kind)).toEqual({ claimed: 1, done: 1, failed: [] });
    const { data: row } = await sb
      .from("contract")
      .select("generated_file, generated_mad_file")
      .eq("id", contract.id as string)
      .single();
    const read = async (path: string) =>
      pdfText(
        await contractText(
          new Uint8Array(await (await csm.storage.from("contracts").download(path)).data!.arrayBuffer()),
        ),
      );
    mission = await read(row!.generated_file as string);
    mad = await read(row!.generated_mad_file as string);
  });

  /** L1251-43: what the contrat de mise à disposition states, reproduced in the contrat de mission (L1251-16, 1°). */
  const l1251_43 = (): Array<[string, string]> => [
    ["L1251-43 1° : motif de recours", "Motif : Accroissement temporaire d'activité."],
    ["L1251-43 1° : justification précise", "Justification précise : « Surcroît de commandes du chantier Mentions »"],
    ["L1251-43 2° : terme de la mission", "Mission du 02 octobre 2028 au 27 octobre 2028 (terme précis)."],
    ["L1251-43 3° : clause de souplesse", "Souplesse (L1251-30) : le terme peut être avancé ou reporté"],
    ["L1251-43 4° : qualification professionnelle exigée", "Qualification professionnelle exigée : N2P2."],
    [
      "L1251-43 4° : lieu de la mission",
      `Lieu de la mission : ${workplace.street1}, ${workplace.postal_code} ${workplace.city}`,
    ],
    ["L1251-43 4° : horaire", "Horaire : 35 h par semaine"],
    ["L1251-43 4° : caractéristiques particulières du poste", "Risques du poste : Bruit."],
    [
      "L1251-43 5° : EPI fournis par l'entreprise de travail temporaire",
      "EPI fournis par l'entreprise de travail temporaire : Chaussures de sécurité",
    ],
    ["L1251-43 5° : EPI fournis par l'entreprise utilisatrice", "EPI fournis par l'entreprise utilisatrice : Harnais"],
    [
      "L1251-43 6° : rémunération de référence",
      `Rémunération de référence (L1251-43, 6°) : ${euros(14.5)} brut de l'heure`,
    ],
    ["L1251-43 6° : primes et accessoires", "Primes et accessoires :"],
  ];

  it("the contrat de mise à disposition states the user company and every L1251-43 mention", async () => {
    const me = await identity();
    expect(mad).toContain("Contrat de mise à disposition");
    expect(
      missing(mad, [
        ...l1251_43(),
        ["L1251-42 : l'entreprise de travail temporaire", me.legal_name],
        [
          "L1251-49 (garantie financière, citée par le document)",
          `Garant financier (L1251-49) : ${me.financial_guarantor}`,
        ],
        [
          "L1251-42 : l'entreprise utilisatrice",
          `Et l'entreprise utilisatrice : ${company.name}, SIREN ${company.siren}`,
        ],
      ]),
    ).toEqual([]);
    expect(mad).not.toMatch(/non renseign/);
  });

  it("the contrat de mission reproduces them and adds every L1251-16 mention", async () => {
    const me = await identity();
    expect(mission).toContain("Contrat de mission");
    expect(
      missing(mission, [
        ...l1251_43(),
        [
          "L1251-16 : le salarié temporaire",
          `Et le salarié temporaire : ${talent.first_name} ${talent.last_name}, demeurant`,
        ],
        ["L1251-16 2° : qualification du salarié", "Qualification professionnelle exigée : N2P2."],
        ["L1251-16 3° : rémunération du salarié", `Salaire horaire brut du salarié temporaire : ${euros(14.5)}`],
        ["L1251-16 3°, L1251-32 : indemnité de fin de mission", "Indemnité de fin de mission (IFM, L1251-32) : 10 %"],
        [
          "L1251-16 3°, L1251-19 : indemnité compensatrice de congés payés",
          "Indemnité compensatrice de congés payés (ICCP, L1251-19)",
        ],
        ["L1251-16 4°, L1251-14 : période d'essai", "Période d'essai : "],
        ["L1251-16 6° : caisse de retraite complémentaire", `Caisse de retraite complémentaire : ${me.pension_body}`],
        ["L1251-16 6° : organisme de prévoyance", `Organisme de prévoyance : ${me.prevoyance_body}`],
        [
          "L1251-16 7° : embauche non interdite",
          "L'embauche du salarié par l'entreprise utilisatrice à l'issue de la mission n'est pas interdite",
        ],
        [
          "L1251-49 (garantie financière, citée par le document)",
          `Garant financier (L1251-49) : ${me.financial_guarantor}`,
        ],
      ]),
    ).toEqual([]);
    expect(mission).not.toMatch(/non renseign/);
    // the billing rate is the client's business, not the temp's
    expect(mission).not.toContain("Prix de la prestation");
  });
});
