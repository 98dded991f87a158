// @vitest-environment happy-dom
// The independent payment request's create form: the talent picker offers independents and
// ported talents only, the invoice picker the chosen talent's invoices past validation (both
// filtered on the server), the amount is pre-filled with what remains to pay on the invoice
// (TTC, minus what was paid and the requests still open), the row sent is the table's; a
// refusal by the database keeps what was typed and shows its French message. « Nouvelle
// demande » is offered to the roles that may create the type only (its insert grant); the
// detail offers the type's moves (status_transition) to their roles, with what each asks.
import type { BaseRecord, CrudFilter, DataProvider, GetListParams } from "@refinedev/core";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createAccessControlProvider } from "../../../providers/access-control-provider.ts";
import { clearToasts, toastStore } from "../../../src/lib/toast/toast-store.ts";
import { dayjs } from "../../../src/lib/dates/dayjs.ts";
import { formatMoney } from "../../../src/lib/money/format.ts";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { memoryDataProvider, type WriteCall } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { signedInAs } from "../../../src/test/session.ts";
import { CreateRequestButton } from "../create.tsx";
import { CreateRequestModal } from "../create-modal.tsx";
import { RequestDetail } from "../detail.tsx";
import { independentPaymentRequest } from "./independent-payment-request.ts";
import { defaultPaymentDate, remainingToPay } from "./independent-payment-remaining.ts";

afterEach(() => {
  cleanup();
  clearToasts();
});
configure({ asyncUtilTimeout: 30_000 });

const LEA = { first_name: "Léa", last_name: "Roux" };
const MARC = { first_name: "Marc", last_name: "Petit" };
const DUE = dayjs().add(12, "day").format("YYYY-MM-DD");

const ROWS: Record<string, BaseRecord[]> = {
  talent: [
    { id: "t1", ...LEA, worker_type: "independent" },
    { id: "t2", ...MARC, worker_type: "portage" },
    { id: "t3", first_name: "Inès", last_name: "Intérim", worker_type: "temp" },
  ],
  independent_monthly_invoice: [
    // 1 200 € HT + 20 % = 1 440 € TTC, 400 € already asked: 1 040 € remain
    {
      id: "i1",
      talent_id: "t1",
      talent: LEA,
      status: "validated",
      invoice_number: "FAC-LEA-10",
      month: "2026-10-01",
      amount_ttc: 1440,
      paid_amount: 0,
      due_date: DUE,
    },
    {
      id: "i2",
      talent_id: "t1",
      talent: LEA,
      status: "draft",
      invoice_number: "FAC-LEA-11",
      month: "2026-11-01",
      amount_ttc: 1800,
      paid_amount: 0,
      due_date: null,
    },
    {
      id: "i3",
      talent_id: "t2",
      talent: MARC,
      status: "validated",
      invoice_number: "FAC-MARC-10",
      month: "2026-10-01",
      amount_ttc: 3000,
      paid_amount: 0,
      due_date: DUE,
    },
    {
      id: "i4",
      talent_id: "t1",
      talent: LEA,
      status: "partially_paid",
      invoice_number: "FAC-LEA-09",
      month: "2026-09-01",
      amount_ttc: 2400,
      paid_amount: 1200,
      due_date: DUE,
    },
  ],
  independent_payment_request: [
    { id: "p1", independent_monthly_invoice_id: "i1", status: "requested", amount: 400 },
    // closed: no longer counts against the invoice
    { id: "p2", independent_monthly_invoice_id: "i1", status: "rejected", amount: 1000 },
  ],
  enum_label: [],
};

/** The equality and membership filters the server applies (a search on `contains` is left to it). */
const keeps = (row: BaseRecord, filters: readonly CrudFilter[]) =>
  filters.every((f) =>
    !("field" in f)
      ? true
      : f.operator === "eq"
        ? row[f.field] === f.value
        : f.operator === "in"
          ? (f.value as unknown[]).includes(row[f.field])
          : true,
  );

/** The memory provider, filtering its lists as PostgREST would and recording what was asked. */
const serverLike = (write?: (call: WriteCall) => BaseRecord) => {
  const memory = memoryDataProvider(ROWS, write);
  const reads: Array<{ resource: string; filters: CrudFilter[] }> = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params: GetListParams) => {
      reads.push({ resource: params.resource, filters: params.filters ?? [] });
      const { data } = await memory.dataProvider.getList(params);
      const kept = data.filter((row) => keeps(row, params.filters ?? []));
      return { data: kept as never[], total: kept.length };
    },
  };
  return { dataProvider, reads, calls: memory.calls };
};

const rolesAccess = (roles: AppRole[]) => createAccessControlProvider(async () => roles);

const openForm = (
  provider: ReturnType<typeof serverLike>,
  roles: AppRole[] = ["team_member_independent_administrator"],
) =>
  renderInApp(
    <CreateRequestModal definition={independentPaymentRequest} prefill={{}} redirectToShow={false} openRequests={1} />,
    { dataProvider: provider.dataProvider, authProvider: signedInAs(roles), accessControlProvider: rolesAccess(roles) },
  );

/** Opens a picker and returns the titles of the options its dropdown shows. */
const openPicker = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) => {
  const combobox = within(dialog).getByRole("combobox", { name });
  await user.click(combobox);
  return () => {
    const dropdown = document.getElementById(`${combobox.id}_list`)?.closest(".ant-select-dropdown");
    return [...(dropdown?.querySelectorAll(".ant-select-item-option") ?? [])].map((o) => o.getAttribute("title"));
  };
};

describe("what remains to pay on an invoice", () => {
  it.each([
    [{ amount_ttc: 1440, paid_amount: 0 }, [{ amount: 400 }], 1040],
    [{ amount_ttc: 2400, paid_amount: 1200 }, [], 1200],
    [{ amount_ttc: 1000, paid_amount: 600 }, [{ amount: 300 }, { amount: "200.00" }], 0],
  ])("%o with open requests %o leaves %d", (invoice, open, remaining) => {
    expect(remainingToPay(invoice, open).remaining).toBe(remaining);
  });

  it("offers the invoice's due date, or today once it has passed", () => {
    const today = dayjs("2026-03-10");
    expect(defaultPaymentDate("2026-03-20", today).format("YYYY-MM-DD")).toBe("2026-03-20");
    expect(defaultPaymentDate("2026-03-01", today).format("YYYY-MM-DD")).toBe("2026-03-10");
    expect(defaultPaymentDate(null, today).format("YYYY-MM-DD")).toBe("2026-03-10");
  });
});

describe("the independent payment request's create form", () => {
  it(
    "lists the chosen independent's validated invoices, pre-fills what remains, keeps the input on a refusal",
    { timeout: 120_000 },
    async () => {
      const refusal = "Le montant (1 040,00 €) dépasse le reste à payer de la facture (640,00 €)";
      let attempts = 0;
      const provider = serverLike((call) => {
        attempts += 1;
        if (attempts === 1) throw { message: refusal, statusCode: 400 };
        return { id: "new-payment", ...(call.variables as object) };
      });
      openForm(provider);
      const user = userEvent.setup();
      const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });

      // independents and ported talents only, asked of the server
      const talents = await openPicker(user, dialog, "Talent");
      await waitFor(() => expect(talents()).toEqual(expect.arrayContaining(["Léa ROUX", "Marc PETIT"])));
      expect(talents()).not.toContain("Inès INTÉRIM");
      expect(provider.reads).toContainEqual({
        resource: "talent",
        filters: [{ field: "worker_type", operator: "in", value: ["independent", "portage"] }],
      });
      await user.click(await screen.findByTitle("Léa ROUX"));

      // her invoices past validation only: not her draft, not Marc's
      const invoices = await openPicker(user, dialog, "Facture mensuelle");
      await waitFor(() => expect(invoices()).toHaveLength(2));
      expect(invoices().join(" | ")).toMatch(/FAC-LEA-10/);
      expect(invoices().join(" | ")).toMatch(/FAC-LEA-09/);
      expect(provider.reads).toContainEqual({
        resource: "independent_monthly_invoice",
        filters: [
          { field: "status", operator: "in", value: ["validated", "booked", "partially_paid"] },
          { field: "talent_id", operator: "eq", value: "t1" },
        ],
      });
      await user.click(await screen.findByTitle(/FAC-LEA-10/));

      // 1 440 € TTC − 0 € paid − 400 € still asked = 1 040 €; the date is the invoice's due date
      await waitFor(() => expect(within(dialog).getByLabelText("Montant")).toHaveValue("1040,00"));
      expect(within(dialog).getByLabelText("Reste à payer sur la facture")).toHaveValue(formatMoney(1040));
      expect(within(dialog).getByLabelText("Date de paiement souhaitée")).toHaveValue(dayjs(DUE).format("DD/MM/YYYY"));
      // no early payment: its fee is not asked
      expect(within(dialog).queryByLabelText("Frais de paiement anticipé")).toBeNull();

      await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(provider.calls).toHaveLength(1));
      expect(provider.calls[0]).toMatchObject({
        method: "create",
        resource: "independent_payment_request",
        variables: {
          talent_id: "t1",
          independent_monthly_invoice_id: "i1",
          amount: 1040,
          requested_payment_date: DUE,
          early_payment: false,
          early_payment_fee: null,
          comment: null,
        },
      });
      // refused: the database's French message, and the form keeps what was typed
      await waitFor(() =>
        expect(toastStore.getSnapshot()).toContainEqual(
          expect.objectContaining({ type: "error", description: [refusal] }),
        ),
      );
      expect(screen.getByRole("dialog", { name: "Nouvelle demande" })).toBeTruthy();
      expect(within(dialog).getByLabelText("Montant")).toHaveValue("1040,00");
      expect(within(dialog).getByTitle(/FAC-LEA-10/)).toBeTruthy();

      // corrected, with an early payment and its fee, it is sent again
      await user.clear(within(dialog).getByLabelText("Montant"));
      await user.type(within(dialog).getByLabelText("Montant"), "640");
      await user.click(within(dialog).getByLabelText("Paiement anticipé"));
      await user.type(await within(dialog).findByLabelText("Frais de paiement anticipé"), "12,80");
      await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
      await waitFor(() => expect(provider.calls).toHaveLength(2));
      expect(provider.calls[1].variables).toMatchObject({
        independent_monthly_invoice_id: "i1",
        amount: 640,
        early_payment: true,
        early_payment_fee: 12.8,
      });
    },
  );

  it("clears an invoice that is not the newly chosen talent's", { timeout: 120_000 }, async () => {
    const provider = serverLike();
    openForm(provider);
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Nouvelle demande" });
    await openPicker(user, dialog, "Talent");
    await user.click(await screen.findByTitle("Léa ROUX"));
    await openPicker(user, dialog, "Facture mensuelle");
    await user.click(await screen.findByTitle(/FAC-LEA-09/));
    // 2 400 € TTC − 1 200 € paid
    await waitFor(() => expect(within(dialog).getByLabelText("Montant")).toHaveValue("1200,00"));
    await openPicker(user, dialog, "Talent");
    await user.click(await screen.findByTitle("Marc PETIT"));
    await waitFor(() => expect(within(dialog).queryByTitle(/FAC-LEA-09/)).toBeNull());
    expect(within(dialog).getByLabelText("Reste à payer sur la facture")).toHaveValue("");
  });
});

describe("« Nouvelle demande » for independent payments", () => {
  it.each([
    [["team_member_independent_administrator"], true],
    [["consultant_team_member"], true],
    [["team_member_developer"], true],
    [["accounting_team_member"], false],
    [["csm_team_member"], false],
    [["external_csm_team_member"], false],
    [["team_member_marketing"], false],
  ] as Array<[AppRole[], boolean]>)("%j: offered %s", async (roles, offered) => {
    const { dataProvider } = serverLike();
    renderInApp(<CreateRequestButton definition={independentPaymentRequest} hasDetailRoute />, {
      dataProvider,
      authProvider: signedInAs(roles),
      accessControlProvider: rolesAccess(roles),
    });
    if (offered) expect(await screen.findByRole("button", { name: "Nouvelle demande" })).toBeTruthy();
    else {
      // the access check answered (a button it allows shows in the same tick)
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole("button", { name: "Nouvelle demande" })).toBeNull();
    }
  });

  it("tells a consultant, who may create but not read the invoices, who can", { timeout: 60_000 }, async () => {
    openForm(serverLike(), ["consultant_team_member"]);
    expect(
      await screen.findByText(/^Les factures mensuelles ne sont visibles que de l'administrateur des indépendants/),
    ).toBeTruthy();
  });
});

/** The type's moves, as supabase/schemas/03_workflow.sql writes them (status_transition). */
const IND = "team_member_independent_administrator";
const CONS = "consultant_team_member";
const ACC = "accounting_team_member";
const move = (from: string | null, to: string, roles: string[], extra: Partial<BaseRecord> = {}): BaseRecord => ({
  id: `${from}-${to}`,
  entity: "independent_payment_request",
  status_column: "status",
  from_status: from,
  to_status: to,
  roles,
  requester_only_roles: [],
  required_fields: [],
  requires_comment: false,
  ...extra,
});
const DETAIL_ROWS: Record<string, BaseRecord[]> = {
  independent_payment_request: [
    {
      id: "r-requested",
      workspace_id: "w1",
      status: "requested",
      requester_id: "someone-else",
      talent_id: "t1",
      talent: LEA,
      amount: 1040,
      requested_payment_date: DUE,
    },
    {
      id: "r-mine",
      workspace_id: "w1",
      status: "requested",
      requester_id: "me",
      talent_id: "t1",
      talent: LEA,
      amount: 1040,
      requested_payment_date: DUE,
    },
    {
      id: "r-scheduled",
      workspace_id: "w1",
      status: "scheduled",
      requester_id: "someone-else",
      talent_id: "t1",
      talent: LEA,
      amount: 1040,
      requested_payment_date: DUE,
    },
  ],
  request_type: [
    {
      entity: "independent_payment_request",
      label: "Demande de paiement indépendant",
      status_enum: "independent_payment_request_status",
      initial_status: "requested",
      terminal_statuses: ["paid", "rejected", "canceled"],
      editable_statuses: ["requested"],
    },
  ],
  status_transition: [
    move(null, "requested", [IND, CONS]),
    move("requested", "approved", [IND]),
    move("requested", "rejected", [IND], { requires_comment: true }),
    move("approved", "scheduled", [IND], { required_fields: ["requested_payment_date"] }),
    move("scheduled", "paid", [ACC], { required_fields: ["payment_reference"] }),
    move("requested", "canceled", [IND, CONS], { requester_only_roles: [CONS] }),
    move("approved", "canceled", [IND], { requires_comment: true }),
    move("scheduled", "canceled", [IND], { requires_comment: true }),
  ],
  enum_label: (
    [
      ["requested", "Demandée"],
      ["approved", "Validée"],
      ["scheduled", "Programmée"],
      ["paid", "Payée"],
      ["rejected", "Refusée"],
      ["canceled", "Annulée"],
    ] as const
  ).map(([value, label]) => ({ enum_name: "independent_payment_request_status", value, label })),
};

const openDetail = (id: string, roles: AppRole[]) => {
  const memory = memoryDataProvider(DETAIL_ROWS);
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params: GetListParams) => {
      const { data } = await memory.dataProvider.getList(params);
      const kept = data.filter((row) => keeps(row, params.filters ?? []));
      return { data: kept as never[], total: kept.length };
    },
  };
  renderInApp(<RequestDetail definition={independentPaymentRequest} id={id} />, {
    dataProvider,
    authProvider: signedInAs(roles, "me"),
    accessControlProvider: rolesAccess(roles),
  });
  return memory.calls;
};

const movesCard = async () => (await screen.findByText("Changer le statut")).closest(".ant-card") as HTMLElement;
const offered = async () => {
  const card = await movesCard();
  await waitFor(() => expect(within(card).queryByText(/Aucun changement de statut/)).toBeNull());
  return within(card)
    .getAllByRole("button")
    .map((b) => b.textContent);
};

describe("an independent payment's moves on its page", () => {
  it("the administrator validates, refuses with a comment or cancels a new request", { timeout: 60_000 }, async () => {
    const calls = openDetail("r-requested", [IND]);
    const user = userEvent.setup();
    await waitFor(async () => expect((await offered()).sort()).toEqual(["Annulée", "Refusée", "Validée"]));
    await user.click(within(await movesCard()).getByRole("button", { name: "Refusée" }));
    const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Refusée »" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    expect(await within(dialog).findByText("Un commentaire est obligatoire pour ce changement")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Commentaire"), "RC Pro expirée");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "update",
      resource: "independent_payment_request",
      id: "r-requested",
      variables: { status: "rejected", status_comment: "RC Pro expirée" },
    });
  });

  it("a consultant cancels their own request only, and decides none", { timeout: 60_000 }, async () => {
    openDetail("r-mine", [CONS]);
    await waitFor(async () => expect(await offered()).toEqual(["Annulée"]));
    cleanup();
    openDetail("r-requested", [CONS]);
    const card = await movesCard();
    await screen.findByText("Demandée");
    // the same reads as above, answered: no move on another's request
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card).getByText("Aucun changement de statut possible avec vos droits")).toBeTruthy();
  });

  it("accounting pays a scheduled request with its payment reference", { timeout: 60_000 }, async () => {
    const calls = openDetail("r-scheduled", [ACC]);
    const user = userEvent.setup();
    await waitFor(async () => expect(await offered()).toEqual(["Payée"]));
    await user.click(within(await movesCard()).getByRole("button", { name: "Payée" }));
    const dialog = await screen.findByRole("dialog", { name: "Passer au statut « Payée »" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    expect(await within(dialog).findByText("Ce champ est obligatoire pour ce changement de statut")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Référence du paiement"), "SEPA-2026-0042");
    await user.click(within(dialog).getByRole("button", { name: "Confirmer" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].variables).toMatchObject({
      status: "paid",
      payment_reference: "SEPA-2026-0042",
      status_comment: null,
    });
  });
});
