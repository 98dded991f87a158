// @vitest-environment happy-dom
// The public signing page: a contract's link keeps the contract's page; a link of commercial
// conditions shows their version, validity and client, asks the conditions' consent, signs
// through the same RPC and seals with the same function; a refused link of conditions does not
// speak of a contract. An amendment's link is signed as an amendment (issue #46 item 7): its
// number, type, effective date and what it changes (the billed price to the client only), its
// own consent and button; once signed, and from a used link, the page reads the signed document.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initSupabaseClient } from "../../../providers/supabase-client.ts";
import { RuntimeConfigProvider } from "../../../src/config/runtime-config-context.tsx";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { TEST_RUNTIME_CONFIG } from "../../../src/test/session.ts";
import { ContractSignPage } from "./sign-page.tsx";

// A request to the contract-documents function other than a read would be the browser asking
// for a document: recorded at fetch, and expected never to happen.
let sealed: unknown[] = [];
beforeEach(() => {
  sealed = [];
  initSupabaseClient(TEST_RUNTIME_CONFIG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith("/functions/v1/contract-documents") && typeof init?.body === "string")
        sealed.push(JSON.parse(init.body));
      return Response.json({ ok: true });
    }),
  );
});
// jsdom draws nothing: a pad that always holds a signature
vi.mock("signature_pad", () => ({
  default: class {
    addEventListener() {}
    off() {}
    clear() {}
    isEmpty() {
      return false;
    }
    toDataURL() {
      return "data:image/png;base64,iVBORw0KGgo=";
    }
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
configure({ asyncUtilTimeout: 20_000 });

const TOKEN = "t".repeat(43);

const CONDITIONS = {
  document: "commercial_condition",
  party: "client",
  signer_name: "Sonia Martin",
  signer_email: "sonia@client.test",
  expires_at: "2099-12-10T09:00:00Z",
  version: 3,
  valid_from: "2027-01-01",
  valid_to: null,
  company_name: "Bâtir Rhône SAS",
  workspace_name: "Renfort Lyon",
  document_sha256: "a".repeat(64),
};

const CONTRACT = {
  document: "contract",
  party: "client",
  signer_name: "Sonia Martin",
  signer_email: "sonia@client.test",
  expires_at: "2099-12-10T09:00:00Z",
  contract_key: "CT-2026-0042",
  job_name: "Maçon",
  start_date: "2026-12-07",
  end_date: "2026-12-18",
  talent_name: "Karim Benali",
  company_name: "Bâtir Rhône SAS",
  workspace_name: "Renfort Lyon",
  document_sha256: "b".repeat(64),
};

const AMENDMENT = {
  ...CONTRACT,
  party: "talent",
  signer_name: "Karim Benali",
  start_date: "2027-01-04",
  end_date: "2027-03-26",
  is_amendment: true,
  amendment_number: 1,
  amendment_type: "renewal",
  effective_date: "2027-01-04",
  contract_start_date: "2026-12-07",
  changes: [
    { field: "end_date", old: "2027-02-26", new: "2027-03-26" },
    { field: "hourly_wage", old: 14.5, new: 16 },
    { field: "bonuses", old: [], new: [{ type: "dirt" }] },
  ],
};

const PDF = `http://localhost:54321/functions/v1/contract-documents?token=${TOKEN}`;

const renderPage = (session: object | (() => never), extra = "") => {
  const { dataProvider } = memoryDataProvider();
  const custom = vi.fn(async ({ url }: { url: string }) => {
    if (url === "rpc/contract_signature_session") {
      return { data: typeof session === "function" ? session() : session };
    }
    return {
      data: { status: "signed", signed_at: "2026-12-05T10:00:00Z", party: "client", commercial_condition_id: "cc1" },
    };
  });
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <ContractSignPage />
    </RuntimeConfigProvider>,
    { path: `/sign/contract?token=${TOKEN}${extra}`, dataProvider: { ...dataProvider, custom } as never },
  );
  return custom;
};

describe("the signing page", () => {
  it("shows commercial conditions and signs them with their consent; their sealed copy is the server's", async () => {
    const custom = renderPage(CONDITIONS);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Signature des conditions commerciales" })).toBeInTheDocument();
    expect(
      screen.getByText("Renfort Lyon vous invite à signer électroniquement ses conditions commerciales."),
    ).toBeInTheDocument();
    expect(screen.getByText("Version 3")).toBeInTheDocument();
    expect(screen.getByText("à partir du 01/01/2027, sans date de fin")).toBeInTheDocument();
    expect(screen.getByText("Bâtir Rhône SAS")).toBeInTheDocument();
    expect(screen.queryByText(/Salarié temporaire|CT-2026/)).toBeNull();
    expect(screen.getByRole("link", { name: "Lire le document" })).toHaveAttribute(
      "href",
      `http://localhost:54321/functions/v1/contract-documents?token=${TOKEN}`,
    );
    const consent = screen.getByRole("checkbox", {
      name: "J'ai lu les conditions commerciales et je les signe électroniquement au nom de l'entreprise",
    });

    await user.click(screen.getByRole("button", { name: "Signer les conditions commerciales" }));
    expect(
      await screen.findByText("Cochez la case pour confirmer que vous avez lu les conditions commerciales"),
    ).toBeInTheDocument();
    await user.click(consent);
    await user.click(screen.getByRole("button", { name: "Signer les conditions commerciales" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({
          url: "rpc/sign_contract",
          payload: expect.objectContaining({
            p_token: TOKEN,
            p_signer_name: "Sonia Martin",
            p_document_sha256: "a".repeat(64),
            p_consent: true,
          }),
        }),
      ),
    );
    expect(await screen.findByRole("heading", { name: "Conditions commerciales signées" })).toBeInTheDocument();
    // the signature's transaction queued it (docs/rules/documents.md): the page asks for nothing
    expect(sealed).toEqual([]);
  });

  it("leads back to the client's space it was opened from, before and once signed (return=/client/…)", async () => {
    renderPage(CONDITIONS, "&return=%2Fclient%2Fdocuments");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("checkbox", {
        name: "J'ai lu les conditions commerciales et je les signe électroniquement au nom de l'entreprise",
      }),
    );
    expect(screen.getByRole("link", { name: "Retour à mon espace" })).toHaveAttribute("href", "/client/documents");
    await user.click(screen.getByRole("button", { name: "Signer les conditions commerciales" }));
    expect(await screen.findByRole("heading", { name: "Conditions commerciales signées" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à mon espace" })).toHaveAttribute("href", "/client/documents");
  });

  it("shows a bounded validity", async () => {
    renderPage({ ...CONDITIONS, valid_to: "2027-12-31" });
    expect(await screen.findByText("du 01/01/2027 au 31/12/2027")).toBeInTheDocument();
  });

  it("keeps the contract's page for a contract's link", async () => {
    renderPage(CONTRACT);
    expect(await screen.findByRole("heading", { name: "Signature du contrat" })).toBeInTheDocument();
    expect(screen.getByText("CT-2026-0042")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lire le contrat (PDF)" })).toBeInTheDocument();
    expect(
      screen.getByRole("checkbox", { name: "J'ai lu le contrat et je le signe électroniquement." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Signer le contrat" })).toBeInTheDocument();
  });

  it("gives an imprecise term's start and minimum duration instead of an end", async () => {
    renderPage({ ...CONTRACT, end_date: null, minimum_duration_days: 26 });
    expect(
      await screen.findByText("à partir du 07/12/2026, terme imprécis (durée minimale : 26 jours)"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/au —/)).toBeNull();
  });

  it("shows the talent an amendment to their contract, what it changes, and the signed amendment once signed", async () => {
    const custom = renderPage(AMENDMENT);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Signature de l'avenant" })).toBeInTheDocument();
    expect(
      screen.getByText("Renfort Lyon vous invite à signer l'avenant n° 1 à votre contrat de mission."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/signer votre contrat de mission|Signature du contrat/)).toBeNull();
    expect(screen.getByText("n° 1 au contrat CT-2026-0042")).toBeInTheDocument();
    expect(screen.getByText("Renouvellement")).toBeInTheDocument();
    expect(screen.getByText("04/01/2027")).toBeInTheDocument();
    expect(screen.getByText("du 07/12/2026 au 26/03/2027")).toBeInTheDocument();
    const changes = screen.getByRole("region", { name: "Ce que l'avenant change" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((li) => li.textContent?.replace(/\s+/g, " ")),
    ).toEqual([
      "Date de fin : 26/03/2027 (au lieu de 26/02/2027)",
      "Salaire horaire brut : 16,00 € (au lieu de 14,50 €)",
      "Autres conditions modifiées : 1, détaillées dans l'avenant.",
    ]);
    expect(screen.queryByText(/Prix de la prestation/)).toBeNull();
    expect(screen.getByRole("link", { name: "Lire l'avenant (PDF)" })).toHaveAttribute("href", PDF);

    await user.click(screen.getByRole("button", { name: "Signer l'avenant" }));
    expect(await screen.findByText("Cochez la case pour confirmer que vous avez lu l'avenant")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "J'ai lu l'avenant et je le signe électroniquement." }));
    await user.click(screen.getByRole("button", { name: "Signer l'avenant" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({ url: "rpc/sign_contract", payload: expect.objectContaining({ p_token: TOKEN }) }),
      ),
    );
    expect(await screen.findByRole("heading", { name: "Avenant signé" })).toBeInTheDocument();
    expect(screen.getByText(/Vous recevrez par e-mail une copie de l'avenant signé\.$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lire l'avenant signé (PDF)" })).toHaveAttribute("href", PDF);
    // its sealed copy is the server's document queue's, recorded by the signature: nothing asked
    expect(sealed).toEqual([]);
  });

  it("shows the client's signatory the amendment to the contrat de mise à disposition and its billed price", async () => {
    renderPage({ ...AMENDMENT, party: "client", billing_rate: { old: 29, new: 33.6 } });
    expect(
      await screen.findByText("Renfort Lyon vous invite à signer l'avenant n° 1 au contrat de mise à disposition."),
    ).toBeInTheDocument();
    expect(
      screen.getByText((_, el) =>
        el?.tagName === "LI"
          ? el.textContent?.replace(/\s+/g, " ") ===
            "Prix de la prestation (HT, de l'heure) : 33,60 € (au lieu de 29,00 €)"
          : false,
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      { message: "Cet avenant a déjà été signé avec ce lien", hint: "used" },
      "Avenant déjà signé",
      "Lire l'avenant signé (PDF)",
    ],
    [
      { message: "Ce contrat a déjà été signé avec ce lien", hint: "used" },
      "Contrat déjà signé",
      "Lire le contrat signé (PDF)",
    ],
  ])("lets a used link %j read what it signed", async (error, title, read) => {
    renderPage(() => {
      throw { ...error, statusCode: 410 };
    });
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: read })).toHaveAttribute("href", PDF);
  });

  it.each([
    [{ message: "Cet avenant n'attend plus de signature", hint: "closed" }, "Cet avenant n'attend plus de signature."],
    [
      { message: "Ces conditions n'attendent plus de signature", hint: "closed" },
      "Ce document n'attend plus de signature.",
    ],
    [{ message: "Ce contrat n'attend plus de signature", hint: "closed" }, "Ce contrat n'attend plus de signature."],
    [
      { message: "Ces conditions ont déjà été signées avec ce lien", hint: "used" },
      "Ce lien a déjà servi à signer le document. Il ne peut être utilisé qu'une fois.",
    ],
  ])("refuses %j", async (error, text) => {
    renderPage(() => {
      throw { ...error, statusCode: 410 };
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
