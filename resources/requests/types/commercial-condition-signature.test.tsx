// @vitest-environment happy-dom
// The conditions' « Signature du client » card: validated conditions get their PDF from the
// server's document queue (the card follows the job, never asks a function to make it) and go to
// the chosen signatory through the database function (with the app's origin); sent ones show
// their link and get a new one; signed ones show the evidence and the sealed copy, or its
// production while it is missing; accounting only reads. The drawer leaves the move to
// « Envoyées en signature » to the card.
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initSupabaseClient } from "../../../providers/supabase-client.ts";
import { toastStore } from "../../../src/lib/toast/toast-store.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs, signedInAs, TEST_RUNTIME_CONFIG } from "../../../src/test/session.ts";
import { transitionRows } from "../../../src/test/transitions.ts";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import type { RequestRow } from "../definition.ts";
import { RequestDetail } from "../detail.tsx";
import { commercialCondition } from "./commercial-condition.ts";
import { CommercialConditionSignature } from "./commercial-condition-signature.tsx";

// The PDF function and the storage's signed URLs are the browser's requests, answered at fetch
// (a vi.mock of providers/client-calls.ts would miss a card another file of the worker loaded
// first, through the definition).
let requests: { url: string; body: unknown }[] = [];
const functionCalls = () =>
  requests.filter((r) => r.url.endsWith("/functions/v1/contract-documents")).map((r) => r.body);
const SIGNED = "http://localhost:54321/storage/v1/object/sign/documents/";

beforeEach(() => {
  requests = [];
  initSupabaseClient(TEST_RUNTIME_CONFIG);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      requests.push({ url, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      const signed = /\/storage\/v1\/object\/sign\/documents\/(.+)$/.exec(url);
      if (signed) return Response.json({ signedURL: `/object/sign/documents/${signed[1]}` });
      if (url.endsWith("/functions/v1/contract-documents")) return Response.json({ ok: true });
      return Response.json({ message: "Inattendu" }, { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
configure({ asyncUtilTimeout: 20_000 });

const CSM: AppRole[] = ["csm_team_member"];
const ACC: AppRole[] = ["accounting_team_member"];

const condition = (values: Partial<RequestRow> = {}): RequestRow => ({
  id: "cc1",
  status: "validated",
  workspace_id: "w1",
  company_id: "c1",
  company_group_id: null,
  generated_file: null,
  signed_file: null,
  signer_contact_id: null,
  ...values,
});

const signatory = (id: string, first: string, last: string, values: object = {}) => ({
  id,
  civility: null,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@client.test`,
  roles: ["contract_signatory"],
  status: "active",
  ...values,
});

const ROWS = {
  status_transition: transitionRows("commercial_condition"),
  contact: [
    signatory("k1", "Sonia", "Martin"),
    signatory("k2", "Bernard", "Leroy"),
    // not a signatory: never offered, whatever the read answered
    signatory("k3", "Hugo", "Petit", { roles: ["hr"] }),
  ],
  contract_signature_link: [
    {
      id: "l1",
      signer_name: "Sonia Martin",
      signer_email: "sonia@client.test",
      sent_at: "2026-12-01T08:00:00Z",
      expires_at: "2026-12-08T08:00:00Z",
      used_at: null,
      revoked_at: "2026-12-03T09:00:00Z",
      expired_at: null,
    },
    {
      id: "l2",
      signer_name: "Sonia Martin",
      signer_email: "sonia@client.test",
      sent_at: "2026-12-03T09:00:00Z",
      expires_at: "2099-12-10T09:00:00Z",
      used_at: null,
      revoked_at: null,
      expired_at: null,
    },
  ],
  contract_signature: [
    {
      id: "e1",
      signer_name: "Sonia Martin",
      signer_email: "sonia@client.test",
      signed_at: "2026-12-04T10:30:00Z",
      ip: "203.0.113.9",
      channel: "email_link",
    },
  ],
};

const renderCard = (
  row: RequestRow,
  roles: AppRole[] = CSM,
  answer: (url: string) => Promise<unknown> = async () => ({ status: "sent_for_signature", email: "x@client.test" }),
  jobs: object[] = [],
) => {
  const { dataProvider } = memoryDataProvider({ ...ROWS, document_job: jobs } as never);
  const custom = vi.fn(async ({ url }: { url: string }) => ({ data: await answer(url) }));
  const refetch = vi.fn();
  renderInApp(<CommercialConditionSignature row={row} refetch={refetch} />, {
    dataProvider: { ...dataProvider, custom } as never,
    authProvider: signedInAs(roles),
  });
  return { custom, refetch };
};

const card = async () => (await screen.findByText("Signature du client")).closest(".ant-card") as HTMLElement;
const toasts = () => toastStore.getSnapshot().flatMap((toast) => toast.description);
/** waits for the rules and the roles to be read (the buttons come with them) */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const job = (kind: string, status: string, last_error: string | null = null) => ({
  id: `j-${kind}`,
  kind,
  record_id: "cc1",
  status,
  attempts: 1,
  last_error,
});

describe("the conditions' signature card, validated", () => {
  it("follows the server's production of the document; nothing to send before it exists — R:FILE-SCREEN-CONDITIONS", async () => {
    renderCard(condition(), CSM, undefined, [job("commercial_condition", "running")]);
    expect(await screen.findByText("Document en cours de production")).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole("button", { name: "Envoyer pour signature" })).toBeNull();
    expect(functionCalls()).toEqual([]);
  });

  it("shows why the document failed; « Relancer » puts its job back in the queue — R:FILE-SCREEN-CONDITIONS", async () => {
    const { custom } = renderCard(condition(), CSM, async () => ({}), [
      job("commercial_condition", "failed", "Stockage : HTTP 503"),
    ]);
    const user = userEvent.setup();
    expect(await screen.findByText("Échec : Stockage : HTTP 503")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Relancer" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({ url: "rpc/retry_document_job", payload: { p_job_id: "j-commercial_condition" } }),
      ),
    );
  });

  it("sends to the chosen signatory with the app's origin; the row's signer preselected", async () => {
    const { custom, refetch } = renderCard(
      condition({ generated_file: "w1/requests/commercial_condition/cc1/v1.pdf", signer_contact_id: "k1" }),
      CSM,
      async () => ({ status: "sent_for_signature", email: "bernard@client.test" }),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole("link", { name: "Ouvrir le document (PDF)" })).toHaveAttribute(
      "href",
      `${SIGNED}w1/requests/commercial_condition/cc1/v1.pdf`,
    );
    const select = screen.getByRole("combobox", { name: "Signataire" });
    await waitFor(() =>
      expect(within(select.closest(".ant-select") as HTMLElement).getByText("Sonia Martin")).toBeInTheDocument(),
    );
    await user.click(select);
    expect(screen.queryByTitle("Hugo Petit")).toBeNull();
    await user.click(await screen.findByTitle("Bernard Leroy"));
    await user.click(await screen.findByRole("button", { name: "Envoyer pour signature" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({
          url: "rpc/send_commercial_condition_for_signature",
          method: "post",
          payload: {
            p_commercial_condition_id: "cc1",
            p_signer_contact_id: "k2",
            p_base_url: window.location.origin,
          },
        }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain("Conditions envoyées pour signature à bernard@client.test"));
    expect(refetch).toHaveBeenCalled();
  });

  it("keeps the chosen signer when the database refuses, its French message toasted", async () => {
    const { refetch } = renderCard(
      condition({ generated_file: "w1/requests/commercial_condition/cc1/v1.pdf" }),
      CSM,
      async () => {
        throw { message: "Le signataire doit être un contact actif du client", statusCode: 400 };
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox", { name: "Signataire" }));
    await user.click(await screen.findByTitle("Bernard Leroy"));
    await user.click(await screen.findByRole("button", { name: "Envoyer pour signature" }));
    await waitFor(() => expect(toasts()).toContain("Le signataire doit être un contact actif du client"));
    const select = screen.getByRole("combobox", { name: "Signataire" }).closest(".ant-select") as HTMLElement;
    expect(within(select).getByText("Bernard Leroy")).toBeInTheDocument();
    expect(refetch).not.toHaveBeenCalled();
    // the loading icon leaves with a motion jsdom never ends: its label stays in the name
    expect(screen.getByRole("button", { name: /Envoyer pour signature$/ })).toBeEnabled();
  });

  it("offers accounting no action: the document and the signer only", async () => {
    renderCard(condition({ generated_file: "w1/requests/commercial_condition/cc1/v1.pdf" }), ACC);
    const within_ = within(await card());
    expect(await within_.findByRole("link", { name: "Ouvrir le document (PDF)" })).toBeInTheDocument();
    await settle();
    expect(within_.queryAllByRole("button")).toHaveLength(0);
    expect(within_.getByRole("combobox", { name: "Signataire" })).toBeDisabled();
  });
});

describe("the conditions' signature card, sent", () => {
  it("shows the last link and renews it", async () => {
    const { custom } = renderCard(condition({ status: "sent_for_signature" }), CSM, async () => ({
      expires_at: "2099-12-20T09:00:00Z",
      email: "sonia@client.test",
    }));
    const user = userEvent.setup();
    expect(await screen.findByText("Sonia Martin (sonia@client.test)")).toBeInTheDocument();
    expect(screen.getByText(/^03\/12\/2026 /)).toBeInTheDocument();
    expect(screen.getByText("En attente de signature")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Renvoyer le lien" }));
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(
        expect.objectContaining({
          url: "rpc/renew_commercial_condition_signature_link",
          payload: { p_commercial_condition_id: "cc1", p_base_url: window.location.origin },
        }),
      ),
    );
    await waitFor(() => expect(toasts()).toContain("Nouveau lien de signature envoyé à sonia@client.test"));
  });

  it("offers accounting no new link", async () => {
    renderCard(condition({ status: "sent_for_signature" }), ACC);
    expect(await screen.findByText("Sonia Martin (sonia@client.test)")).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole("button", { name: "Renvoyer le lien" })).toBeNull();
  });
});

describe("the conditions' signature card, signed", () => {
  it("shows the evidence and the sealed copy's production while it is missing", async () => {
    renderCard(condition({ status: "signed", generated_file: "w1/x/v1.pdf" }), CSM, undefined, [
      job("commercial_condition_signed", "pending"),
    ]);
    expect(await screen.findByText("Sonia Martin (sonia@client.test)")).toBeInTheDocument();
    expect(screen.getByText("203.0.113.9")).toBeInTheDocument();
    expect(screen.getByText("lien personnel à usage unique reçu par e-mail")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Document signé" })).toBeNull();
    expect(await screen.findByText("Document en cours de production")).toBeInTheDocument();
    expect(functionCalls()).toEqual([]);
  });

  it.each(["signed", "superseded", "expired"])("opens the sealed copy of %s conditions", async (status) => {
    renderCard(condition({ status, signed_file: "w1/x/v1-signe.pdf" }));
    expect(await screen.findByRole("link", { name: "Document signé" })).toHaveAttribute(
      "href",
      `${SIGNED}w1/x/v1-signe.pdf`,
    );
    expect(screen.queryByText("Document en cours de production")).toBeNull();
  });

  it("shows nothing before accounting validated", async () => {
    renderCard(condition({ status: "pending_validation" }));
    await settle();
    expect(screen.queryByText("Signature du client")).toBeNull();
  });
});

describe("the conditions' drawer", () => {
  it("leaves « Envoyées en signature » to the signature card", async () => {
    const { dataProvider } = memoryDataProvider({
      ...ROWS,
      commercial_condition: [
        {
          ...condition({ generated_file: "w1/requests/commercial_condition/cc1/v1.pdf" }),
          version: 2,
          valid_from: "2026-12-01",
          coefficient_grid: [],
          company: { id: "c1", name: "Bâtir Rhône SAS" },
          created_at: "2026-11-20T09:00:00Z",
        },
      ],
      request_type: [
        {
          entity: "commercial_condition",
          label: "Conditions commerciales",
          status_enum: "commercial_condition_status",
          initial_status: "draft",
          terminal_statuses: ["signed", "rejected_by_client", "expired", "superseded", "canceled"],
          editable_statuses: ["draft"],
        },
      ],
      enum_label: [
        { value: "validated", label: "Validées" },
        { value: "sent_for_signature", label: "Envoyées en signature" },
      ],
      status_history: [],
      file_link: [],
    } as never);
    renderInApp(<RequestDetail definition={commercialCondition} id="cc1" />, {
      dataProvider,
      authProvider: signedInAs(CSM),
      accessControlProvider: accessAs(CSM),
    });
    expect(await screen.findByRole("button", { name: "Envoyer pour signature" })).toBeInTheDocument();
    expect(screen.getByText("Aucun changement de statut possible avec vos droits")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Envoyées en signature" })).toBeNull();
  });
});
