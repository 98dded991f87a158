// @vitest-environment happy-dom
// Adding a request type is one definition file: a fake type, registered through requestEntry,
// gets a working list and detail from the in-memory data provider — statuses from enum_label,
// moves from status_transition by the user's roles, a required field asked before the move,
// the history, and a refused move keeping the modal and its values.
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
const fakeDefinition: RequestDefinition = {
  entity: "fake_request",
  route: "fake-requests",
  select: "*",
  subject: (row) => String(row.title),
  subjectLabel: "Objet",
  columns: [{ name: "amount", label: "Montant", kind: "money" }],
  sections: [{ title: "Détails", fields: [{ name: "title", label: "Titre", kind: "text" }] }],
  transitionFields: [{ name: "score", label: "Note", kind: "number" }],
  create: {
    schema: z.object({ title: z.string().min(1, "Le titre est obligatoire") }),
    fields: [{ name: "title", label: "Titre", kind: "text" }],
  },
};

const entry = requestEntry({
  name: "fake_request",
  route: "fake-requests",
  label: "advancePaymentRequests",
  detailTitle: "advancePaymentRequest",
  icon: () => null,
  subject: "advance_payment_request",
  definition: async () => fakeDefinition,
});

const pageOf = async (path: string): Promise<ComponentType> => {
  const route = entry.routes.find((r: AppRoute) => r.path === path);
  if (!route?.page) throw new Error(`no page at ${path}`);
  return route.page();
};

const ROWS: Record<string, BaseRecord[]> = {
  fake_request: [
    {
      id: "r1",
      title: "Première",
      amount: 120,
      status: "open",
      workspace_id: "w1",
      requester_id: "someone",
      due_at: null,
      created_at: "2026-03-01T09:00:00Z",
    },
    {
      id: "r2",
      title: "Seconde",
      amount: 80,
      status: "done",
      workspace_id: "w1",
      requester_id: "someone",
      closed_at: "2026-03-02T09:00:00Z",
      due_at: null,
      created_at: "2026-03-01T10:00:00Z",
    },
  ],
  request_type: [
    {
      entity: "fake_request",
      label: "Demande factice",
      plural_label: "Demandes factices",
      route: "fake-requests",
      status_enum: "fake_status",
      initial_status: "open",
      terminal_statuses: ["done", "rejected"],
      has_amounts: true,
      deadline_rule: null,
      position: 99,
    },
  ],
  enum_label: [
    { value: "open", label: "Ouverte" },
    { value: "approved", label: "Validée" },
    { value: "rejected", label: "Refusée" },
    { value: "done", label: "Clôturée" },
  ],
  status_transition: [
    {
      id: "t1",
      from_status: "open",
      to_status: "approved",
      roles: ["csm_team_member"],
      requester_only_roles: [],
      required_fields: ["score"],
      requires_comment: false,
    },
    {
      id: "t2",
      from_status: "open",
      to_status: "rejected",
      roles: ["csm_team_member"],
      requester_only_roles: [],
      required_fields: [],
      requires_comment: true,
    },
    {
      id: "t3",
      from_status: "open",
      to_status: "done",
      roles: ["accounting_team_member"],
      requester_only_roles: [],
      required_fields: [],
      requires_comment: false,
    },
    {
      id: "t4",
      from_status: "open",
      to_status: "canceled",
      roles: ["csm_team_member"],
      requester_only_roles: ["csm_team_member"],
      required_fields: [],
      requires_comment: false,
    },
  ],
  status_history: [
    {
      id: "h1",
      from_status: null,
      to_status: "open",
      changed_at: "2026-03-01T09:00:00Z",
      comment: "créée par import",
      is_forced: false,
    },
  ],
  file_link: [],
};

const csm: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({
    id: "u1",
    email: "csm@renfort.test",
    name: "CSM",
    context: {
      user_id: "u1",
      email: null,
      user_metadata: {},
      profile: null,
      roles: ["csm_team_member"],
      team_member: { id: "me" },
      workspace: null,
      invited_workspace_ids: [],
      main_workspace_id: null,
      managees: [],
    },
  }),
};

const canAll = { can: async () => ({ can: true }) };

describe("a request type from one definition file", () => {
  afterEach(cleanup);

  it("lists the type's rows with its columns, the statuses' French labels and links to the detail", async () => {
    const ListPage = await pageOf("fake-requests");
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(<ListPage />, { dataProvider, accessControlProvider: canAll });
    const first = await screen.findByRole("row", { name: /Première/ });
    expect(within(first).getByRole("link", { name: "Première" }).getAttribute("href")).toBe("/fake-requests/r1");
    expect(within(first).getByText("120,00 €")).toBeTruthy();
    await waitFor(() => expect(within(first).getByText("Ouverte")).toBeTruthy());
    expect(within(screen.getByRole("row", { name: /Seconde/ })).getByText("Clôturée")).toBeTruthy();
    expect(screen.getByText("Demandes trouvées : 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Nouvelle demande" })).toBeTruthy();
  });

  it("shows the detail with only the moves the user's roles allow (requester-only rule applied)", async () => {
    const ShowPage = await pageOf("fake-requests/:id");
    const { dataProvider } = memoryDataProvider(ROWS);
    renderInApp(
      <Routes>
        <Route path="/fake-requests/:id" element={<ShowPage />} />
      </Routes>,
      { path: "/fake-requests/r1", dataProvider, accessControlProvider: canAll, authProvider: csm },
    );
    expect(await screen.findByRole("heading", { name: /Demande factice — Première/ })).toBeTruthy();
    const moves = await screen.findByRole("button", { name: "Validée" });
    const card = moves.closest(".ant-card") as HTMLElement;
    expect(within(card).getByRole("button", { name: "Refusée" })).toBeTruthy();
    // accounting's move and the CSM's requester-only cancel on someone else's request are not offered
    expect(within(card).queryByRole("button", { name: "Clôturée" })).toBeNull();
    expect(within(card).queryByRole("button", { name: /Annul/ })).toBeNull();
    expect(screen.getByText("créée par import")).toBeTruthy();
  });

  it("asks the move's required field and comment before the move, in one update", async () => {
    const ShowPage = await pageOf("fake-requests/:id");
    const { dataProvider, calls } = memoryDataProvider(ROWS);
    const user = userEvent.setup();
    renderInApp(
      <Routes>
        <Route path="/fake-requests/:id" element={<ShowPage />} />
      </Routes>,
      { path: "/fake-requests/r1", dataProvider, accessControlProvider: canAll, authProvider: csm },
    );
    await user.click(await screen.findByRole("button", { name: "Validée" }));
    const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Validée »" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    expect(await within(dialog).findByText("Ce champ est obligatoire pour ce changement de statut")).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Note"), "4");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: "fake_request",
      id: "r1",
      variables: { score: 4, status: "approved", status_comment: null },
    });
  });

  it("keeps the modal and its values when the database refuses the move", async () => {
    const ShowPage = await pageOf("fake-requests/:id");
    const refuse = (call: WriteCall): BaseRecord => {
      if (call.method === "update")
        throw { message: "Pour passer au statut « Refusée », renseignez : le motif", statusCode: 400 };
      return { id: "x" };
    };
    const { dataProvider, calls } = memoryDataProvider(ROWS, refuse);
    const user = userEvent.setup();
    renderInApp(
      <Routes>
        <Route path="/fake-requests/:id" element={<ShowPage />} />
      </Routes>,
      { path: "/fake-requests/r1", dataProvider, accessControlProvider: canAll, authProvider: csm },
    );
    await user.click(await screen.findByRole("button", { name: "Refusée" }));
    const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Refusée »" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    expect(await within(dialog).findByText("Un commentaire est obligatoire pour ce changement")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Commentaire"), "Hors politique");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({ status: "rejected", status_comment: "Hors politique" });
    expect(screen.getByRole("dialog", { name: "Passer au statut « Refusée »" })).toBeTruthy();
    expect((within(dialog).getByLabelText("Commentaire") as HTMLTextAreaElement).value).toBe("Hors politique");
  });
});
