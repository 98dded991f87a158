// @vitest-environment happy-dom
// A PPE request delivered to the site or by post: the create form asks for the delivery address
// (the database refuses the request without one: private.validate_ppe_request), says so in
// French before sending, and sends it; a pick-up at the agency asks for none and sends none. Its
// « Contrat » picker offers only the chosen talent's contracts. Its items: the size and the unit
// price HT typed while the request is open (a negative price refused in French), both still shown,
// as text, once the request is « Remise ».
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fill } from "../../../src/test/fill.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import type { RequestRow } from "../definition.ts";
import { PpeItems } from "./ppe-items.tsx";
import { ppeRequest } from "./ppe-request.ts";

const ROWS = {
  talent: [{ id: "t1", first_name: "Léa", last_name: "Roux" }],
  company: [{ id: "c1", name: "BTP Sud" }],
  contract: [],
  enum_label: [
    { value: "agency", label: "Retrait agence" },
    { value: "worksite", label: "Livraison chantier" },
    { value: "shipping", label: "Envoi" },
  ],
};

const openForm = () => {
  const provider = memoryDataProvider(ROWS, () => ({ id: "p1" }));
  renderInApp(
    <CreateRequestModal
      definition={ppeRequest}
      prefill={{ talent_id: "t1", company_id: "c1" }}
      redirectToShow={false}
      openRequests={1}
    />,
    { dataProvider: provider.dataProvider },
  );
  return provider;
};

const chooseMode = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string) => {
  await user.click(within(dialog).getByRole("combobox", { name: "Livraison" }));
  await user.click(await screen.findByTitle(label));
};

describe("the PPE request's create form", () => {
  afterEach(cleanup);

  it("asks for the delivery address of a delivery to the site, in French, and sends it", async () => {
    const { calls } = openForm();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await fill(within(dialog).getByLabelText("Nécessaire le"), "10/04/2026", user);
    // (Enter would submit the form: SubmitOnEnter) the title takes the focus, the picker closes
    await user.click(within(dialog).getByText("Nouvelle demande"));
    // a pick-up at the agency by default: no address asked
    expect(within(dialog).queryByLabelText("Adresse de livraison")).toBeNull();
    await chooseMode(user, dialog, "Livraison chantier");
    const address = await within(dialog).findByLabelText("Adresse de livraison");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText("L'adresse de livraison est obligatoire hors retrait en agence"),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    await fill(address, "Chantier de la gare, 12 rue Garibaldi, 69003 Lyon", user);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({
      talent_id: "t1",
      company_id: "c1",
      needed_by: "2026-04-10",
      delivery_mode: "worksite",
      delivery_address: "Chantier de la gare, 12 rue Garibaldi, 69003 Lyon",
    });
  }, 60_000);

  it("sends no address for a pick-up at the agency, even one typed before the mode changed", async () => {
    const { calls } = openForm();
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await fill(within(dialog).getByLabelText("Nécessaire le"), "10/04/2026", user);
    // (Enter would submit the form: SubmitOnEnter) the title takes the focus, the picker closes
    await user.click(within(dialog).getByText("Nouvelle demande"));
    await chooseMode(user, dialog, "Envoi");
    await fill(await within(dialog).findByLabelText("Adresse de livraison"), "3 place Bellecour, Lyon", user);
    await chooseMode(user, dialog, "Retrait agence");
    await waitFor(() => expect(within(dialog).queryByLabelText("Adresse de livraison")).toBeNull());
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({ delivery_mode: "agency", delivery_address: null });
  }, 60_000);
});

describe("the PPE request's contract picker", () => {
  afterEach(cleanup);

  const CONTRACTS: BaseRecord[] = [
    { id: "k1", talent_id: "t1", contract_key: "CTR-2026-000101", job_name: "Grutier" },
    { id: "k2", talent_id: "t2", contract_key: "CTR-2026-000102", job_name: "Maçon" },
  ];
  const matches = (row: BaseRecord, f: CrudFilter) =>
    !("field" in f) ||
    (f.operator === "eq" ? row[f.field] === f.value : f.operator === "null" ? row[f.field] == null : true);

  const open = (prefill: Record<string, string>) => {
    const reads: Array<{ resource: string; filters: CrudFilter[] }> = [];
    const memory = memoryDataProvider({ ...ROWS, contract: CONTRACTS });
    const dataProvider: DataProvider = {
      ...memory.dataProvider,
      getList: async ({ resource, filters = [] }) => {
        reads.push({ resource, filters });
        const rows = resource === "contract" ? CONTRACTS : ((ROWS as Record<string, BaseRecord[]>)[resource] ?? []);
        const data = rows.filter((row) => filters.every((f) => matches(row, f)));
        return { data: data as never[], total: data.length };
      },
    };
    renderInApp(
      <CreateRequestModal definition={ppeRequest} prefill={prefill} redirectToShow={false} openRequests={1} />,
      { dataProvider },
    );
    return reads;
  };

  it("offers only the chosen talent's contracts", { timeout: 60_000 }, async () => {
    const reads = open({ talent_id: "t1", company_id: "c1" });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.click(within(dialog).getByLabelText("Contrat"));
    expect(await screen.findByTitle("CTR-2026-000101 — Grutier")).toBeTruthy();
    expect(screen.queryByTitle("CTR-2026-000102 — Maçon")).toBeNull();
    const contractReads = reads.filter((r) => r.resource === "contract");
    expect(contractReads.length).toBeGreaterThan(0);
    expect(
      contractReads.every((r) => r.filters.some((f) => "field" in f && f.field === "talent_id" && f.value === "t1")),
    ).toBe(true);
  });

  it("offers no contract before a talent is chosen", { timeout: 60_000 }, async () => {
    const reads = open({ company_id: "c1" });
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await user.click(within(dialog).getByLabelText("Contrat"));
    await waitFor(() => expect(reads.some((r) => r.resource === "contract")).toBe(true));
    expect(screen.queryByTitle("CTR-2026-000101 — Grutier")).toBeNull();
    expect(screen.queryByTitle("CTR-2026-000102 — Maçon")).toBeNull();
  });
});

describe("a PPE request's items", () => {
  afterEach(cleanup);

  const ITEMS = [
    {
      id: "i1",
      item_type: "safety_shoes",
      label: null,
      attribute: "43",
      quantity: 1,
      is_canceled: false,
      canceled_reason: null,
      unit_cost_ht: "54.90",
    },
    {
      id: "i2",
      item_type: "workwear",
      label: null,
      attribute: "XL",
      quantity: 2,
      is_canceled: false,
      canceled_reason: null,
      unit_cost_ht: 0,
    },
  ];
  const LABELS = [
    { value: "safety_shoes", label: "Chaussures de sécurité" },
    { value: "workwear", label: "Vêtements de travail" },
  ];

  const show = (status: string) => {
    const provider = memoryDataProvider({ ppe_request_item: ITEMS, enum_label: LABELS });
    const row = { id: "p1", workspace_id: "ws1", status } as unknown as RequestRow;
    renderInApp(<PpeItems row={row} refetch={() => undefined} />, {
      dataProvider: provider.dataProvider,
      accessControlProvider: { can: async () => ({ can: true }) },
    });
    return provider;
  };

  it("shows the sizes and unit prices, as text, once the request is « Remise »", async () => {
    show("delivered");
    const table = await screen.findByRole("table");
    await waitFor(() => expect(within(table).getByText("43")).toBeInTheDocument());
    expect(within(table).getByText("XL")).toBeInTheDocument();
    expect(within(table).getByText(/54,90\s€/)).toBeInTheDocument();
    expect(within(table).queryByRole("textbox")).toBeNull();
    expect(within(table).queryByRole("spinbutton")).toBeNull();
  });

  it("records an item's unit price HT while the request is open, and refuses a negative one in French", async () => {
    const { calls } = show("requested");
    const user = userEvent.setup();
    const price = await screen.findByLabelText("Prix unitaire HT — Vêtements de travail");
    await user.clear(price);
    await user.type(price, "-5");
    expect(await screen.findByText("Le prix unitaire HT d'un équipement ne peut être négatif")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enregistrer le prix unitaire — Vêtements de travail" })).toBeDisabled();
    await user.clear(price);
    await user.type(price, "12,50");
    await user.click(screen.getByRole("button", { name: "Enregistrer le prix unitaire — Vêtements de travail" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: "ppe_request_item",
      id: "i2",
      variables: { unit_cost_ht: 12.5 },
    });
  });
});
