// @vitest-environment happy-dom
// Editing a request after its creation, the same for every type: the detail offers "Modifier"
// while the type leaves the status editable (request_type.editable_statuses) and the user may
// edit; the create form's fields come pre-filled, checked by the same zod schema and French
// messages; only those fields are sent; a refusal by the database keeps what was typed.
import type { AuthProvider, BaseRecord } from "@refinedev/core";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { memoryDataProvider, type WriteCall } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import type { AppRoute } from "../types.ts";
import type { RequestDefinition } from "./definition.ts";
import { requestEntry } from "./registry.ts";

// a table the database lacks: the untyped reading the shared screens get
const definition: RequestDefinition = {
  entity: "fake_edit_request",
  route: "fake-edit-requests",
  select: "*",
  subject: (row) => String(row.title),
  subjectLabel: "Objet",
  columns: [],
  sections: [{ title: "Détails", fields: [{ name: "title", label: "Titre", kind: "text" }] }],
  create: {
    schema: z.object({
      title: z.string({ error: "Le titre est obligatoire" }).min(1, "Le titre est obligatoire"),
      amount: z.number({ error: "Le montant doit être positif" }).positive("Le montant doit être positif"),
      needed_by: z.string().nullable().optional(),
    }),
    fields: [
      { name: "title", label: "Titre", kind: "text" },
      { name: "amount", label: "Montant", kind: "money" },
      { name: "needed_by", label: "Date de besoin", kind: "date" },
    ],
  },
};

const entry = requestEntry({
  name: "fake_edit_request",
  route: "fake-edit-requests",
  label: "advancePaymentRequests",
  detailTitle: "advancePaymentRequest",
  icon: () => null,
  subject: "advance_payment_request",
  definition: async () => definition,
});

const row = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Demande ${id}`,
  amount: 120,
  needed_by: "2026-04-10",
  status,
  workspace_id: "w1",
  requester_id: "me",
  due_at: null,
  created_at: "2026-03-01T09:00:00Z",
  updated_at: "2026-03-01T09:00:00Z",
  ...extra,
});

const ROWS: Record<string, BaseRecord[]> = {
  fake_edit_request: [row("r1", "open"), row("r2", "approved")],
  request_type: [
    {
      entity: "fake_edit_request",
      label: "Demande factice",
      plural_label: "Demandes factices",
      route: "fake-edit-requests",
      status_enum: "fake_status",
      initial_status: "open",
      terminal_statuses: ["done"],
      editable_statuses: ["open"],
      content_fields: ["title", "amount", "needed_by"],
      has_amounts: true,
      deadline_rule: null,
      position: 99,
    },
  ],
  enum_label: [
    { value: "open", label: "Ouverte" },
    { value: "approved", label: "Validée" },
  ],
  status_transition: [],
  status_history: [],
  file_link: [],
  request_comment: [],
};

const consultant: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({
    id: "u1",
    email: "consultant@renfort.test",
    name: "Consultant",
    context: { roles: ["consultant_team_member"], team_member: { id: "me" }, managees: [] },
  }),
};

const showPage = async (): Promise<ComponentType> => {
  const route = entry.routes.find((r: AppRoute) => r.path === "fake-edit-requests/:id");
  if (!route?.page) throw new Error("no detail page");
  return route.page();
};

const renderDetail = async (
  id: string,
  write?: (call: WriteCall) => BaseRecord,
  can = true,
): Promise<ReturnType<typeof memoryDataProvider>> => {
  const ShowPage = await showPage();
  const provider = memoryDataProvider(ROWS, write);
  renderInApp(
    <Routes>
      <Route path="/fake-edit-requests/:id" element={<ShowPage />} />
    </Routes>,
    {
      path: `/fake-edit-requests/${id}`,
      dataProvider: provider.dataProvider,
      accessControlProvider: { can: async () => ({ can }) },
      authProvider: consultant,
    },
  );
  await screen.findByRole("heading", { name: new RegExp(`Demande ${id}`) });
  return provider;
};

describe("editing a request after its creation", () => {
  afterEach(cleanup);

  it("opens the create form pre-filled, checks it in French, and sends only its fields", async () => {
    const { calls } = await renderDetail("r1");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier la demande" });
    const title = within(dialog).getByLabelText("Titre") as HTMLInputElement;
    expect(title.value).toBe("Demande r1");
    expect((within(dialog).getByLabelText("Date de besoin") as HTMLInputElement).value).toBe("10/04/2026");
    await user.clear(title);
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le titre est obligatoire")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(title, "Gants");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: "update",
      resource: "fake_edit_request",
      id: "r1",
      variables: { title: "Gants", amount: 120, needed_by: "2026-04-10" },
      meta: expect.anything(),
    });
  }, 30_000);

  it("keeps what was typed and shows the database's French refusal", async () => {
    const refusal = "Au statut « Validée », cette demande ne peut plus être modifiée (le montant demandé)";
    const { calls } = await renderDetail("r1", (call) => {
      if (call.method === "update") throw { message: refusal, statusCode: 400 };
      return { id: "x" };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier la demande" });
    const amount = within(dialog).getByLabelText("Montant") as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, "340");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Modifier la demande" })).toBeTruthy();
    // kept, as the amount field shows it (decimal comma, to the cent)
    expect((within(dialog).getByLabelText("Montant") as HTMLInputElement).value).toBe("340,00");
  });

  it("is not offered once the request left its editable statuses, nor to a user who may not edit", async () => {
    await renderDetail("r2");
    expect(screen.queryByRole("button", { name: "Modifier" })).toBeNull();
    cleanup();
    await renderDetail("r1", undefined, false);
    expect(screen.queryByRole("button", { name: "Modifier" })).toBeNull();
  });
});
