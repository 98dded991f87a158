// @vitest-environment happy-dom
// A company group's page against a recording in-memory provider: the header (status, owner, head
// company, consolidated invoicing), its loading, error and out-of-reach states, « Modifier » (a
// refused name keeps what was typed, in French), « Archiver » through public.transition_status,
// the tabs each role reads, the group's contacts and its « Encours ».
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/config/runtime-config-context.tsx";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import type { ReadState, WriteCall } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs, TEST_RUNTIME_CONFIG } from "../../src/test/session.ts";
import { CompanyGroupShow } from "./show.tsx";
import {
  ANNECY,
  CONTACTS,
  DUPLICATE_NAME,
  GRENOBLE,
  GROUP,
  GROUP_ID,
  groupProvider,
  LYON,
  OWNER_ID,
  type RpcCall,
} from "./test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const TEAM = [
  {
    id: OWNER_ID,
    email: "claire.martin@renfort.test",
    temp_first_name: null,
    temp_last_name: null,
    auth_user: { first_name: "Claire", last_name: "Martin" },
  },
];

const renderGroup = (
  roles: AppRole[],
  options: {
    write?: (call: WriteCall) => Record<string, unknown> | Promise<Record<string, unknown>>;
    reads?: Record<string, ReadState>;
    rpc?: (call: RpcCall) => unknown;
    tab?: string;
  } = {},
) => {
  const provider = groupProvider({
    more: { team_member: TEAM },
    write: options.write as never,
    reads: options.reads,
    rpc: options.rpc,
  });
  renderInApp(
    <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
      <Routes>
        <Route path="/company-groups/:id" element={<CompanyGroupShow />} />
      </Routes>
    </RuntimeConfigProvider>,
    {
      path: `/company-groups/${GROUP_ID}${options.tab ? `?tab=${options.tab}` : ""}`,
      dataProvider: provider.dataProvider,
      accessControlProvider: accessAs(roles),
      authProvider: signedInAs(roles),
    },
  );
  return provider;
};

/** A row of the companies' table (the header's descriptions are a table too). */
const memberRow = (name: RegExp) => within(screen.getByRole("tabpanel")).findByRole("row", { name });

const heading = () => screen.findByRole("heading", { name: "Groupe Rhône Bâtir" }, { timeout: 30_000 });

describe("the group's header", () => {
  it("shows its name, status, owner, head company and consolidated invoicing", { timeout: 60_000 }, async () => {
    renderGroup(["csm_team_member"]);
    await heading();
    expect(screen.getByText("Actif")).toBeInTheDocument();
    expect(screen.getByText("Claire Martin")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Bâtir Lyon" })[0]).toHaveAttribute("href", `/companies/${LYON}`);
    expect(screen.getByText("Facturation consolidée").closest("tr")).toHaveTextContent("Oui");
    // its companies, the head company marked
    const lyon = await memberRow(/Bâtir Lyon/);
    expect(within(lyon).getByText("Tête de groupe")).toBeInTheDocument();
    expect(await memberRow(/Bâtir Grenoble/)).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: /Annecy/ })).toBeNull();
    for (const tab of ["Entreprises", "Contacts", "Conditions commerciales", "Encours"])
      expect(screen.getByRole("tab", { name: tab })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Modifier" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Archiver" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter des entreprises" })).toBeInTheDocument();
  });

  it(
    "shows marketing the group without a way to change it, nor conditions or « Encours »",
    { timeout: 60_000 },
    async () => {
      renderGroup(["team_member_marketing"]);
      await heading();
      await memberRow(/Bâtir Lyon/);
      expect(screen.getByRole("tab", { name: "Contacts" })).toBeInTheDocument();
      expect(screen.queryByRole("tab", { name: "Conditions commerciales" })).toBeNull();
      expect(screen.queryByRole("tab", { name: "Encours" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Modifier" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Archiver" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Ajouter des entreprises" })).toBeNull();
      expect(screen.queryByRole("button", { name: /^Retirer/ })).toBeNull();
    },
  );

  it("shows neither a title nor an error while the group loads", async () => {
    renderGroup(["csm_team_member"], { reads: { company_group: "loading" } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("heading", { name: /\S/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("explains in French that the group could not be read", { timeout: 30_000 }, async () => {
    renderGroup(["csm_team_member"], {
      reads: {
        company_group: { message: "permission denied for table company_group", code: "42501", statusCode: 403 },
      },
    });
    expect(await screen.findByText("Impossible de charger le groupe")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Groupe d'entreprises" })).toBeInTheDocument();
    expect(screen.queryByText(/permission denied/)).toBeNull();
  });

  it("says that a group out of reach cannot be shown, with the way back", { timeout: 30_000 }, async () => {
    renderGroup(["csm_team_member"], {
      reads: { company_group: { message: "JSON object requested, multiple (or no) rows returned", statusCode: 406 } },
    });
    expect(await screen.findByText("Fiche introuvable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à la liste des entreprises" })).toHaveAttribute(
      "href",
      "/companies",
    );
  });
});

describe("« Modifier »", () => {
  const openEdit = async () => {
    await heading();
    await userEvent.click(screen.getByRole("button", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifier le groupe" });
    const name = within(dialog).getByLabelText("Nom du groupe");
    await waitFor(() => expect(name).toHaveValue("Groupe Rhône Bâtir"));
    return { dialog, name };
  };

  it("saves the name, owner, head company and consolidated invoicing", { timeout: 60_000 }, async () => {
    const { calls } = renderGroup(["csm_team_member"]);
    const { dialog, name } = await openEdit();
    await userEvent.clear(name);
    await userEvent.type(name, "  Groupe Rhône-Alpes Bâtir ");
    // the head company is chosen among the group's companies
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Entreprise tête de groupe" }));
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="Bâtir Grenoble"]')).not.toBeNull(),
    );
    expect(document.querySelector('.ant-select-item-option[title="Maçonnerie d\'Annecy"]')).toBeNull();
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Bâtir Grenoble"]') as HTMLElement);
    await userEvent.click(within(dialog).getByRole("switch", { name: "Facturation consolidée" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "update",
          resource: "company_group",
          id: GROUP_ID,
          variables: {
            name: "Groupe Rhône-Alpes Bâtir",
            owner_id: OWNER_ID,
            head_company_id: GRENOBLE,
            consolidated_invoicing: false,
          },
        }),
      ),
    );
  });

  it("keeps what was typed when the name is taken, saying so in French", { timeout: 60_000 }, async () => {
    renderGroup(["csm_team_member"], {
      write: (call) => {
        if (call.resource === "company_group") throw DUPLICATE_NAME;
        return { id: call.id ?? "new-id" };
      },
    });
    const { dialog, name } = await openEdit();
    await userEvent.clear(name);
    await userEvent.type(name, "Groupe Alpes");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    // under the field (and in the toast, which the app's shell shows)
    expect(await within(dialog).findByText("Un groupe d'entreprises porte déjà ce nom.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Modifier le groupe" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Nom du groupe")).toHaveValue("Groupe Alpes");
  });

  it("refuses an empty name before sending anything", { timeout: 60_000 }, async () => {
    const { calls } = renderGroup(["csm_team_member"]);
    const { dialog, name } = await openEdit();
    await userEvent.clear(name);
    await userEvent.type(name, "   ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le nom du groupe doit compter de 1 à 200 caractères")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "update")).toEqual([]);
  });
});

describe("« Archiver »", () => {
  it("moves the group to Archivé through public.transition_status, once confirmed", { timeout: 60_000 }, async () => {
    const { rpcs } = renderGroup(["csm_team_member"]);
    await heading();
    await userEvent.click(await screen.findByRole("button", { name: "Archiver" }));
    expect(await screen.findByText("Archiver le groupe « Groupe Rhône Bâtir » ?")).toBeInTheDocument();
    expect(rpcs.some((call) => call.name === "transition_status")).toBe(false);
    const confirm = screen.getAllByRole("button", { name: "Archiver" }).find((b) => b.closest(".ant-popover"));
    await userEvent.click(confirm as HTMLElement);
    await waitFor(() =>
      expect(rpcs).toContainEqual({
        name: "transition_status",
        args: { p_entity: "company_group", p_id: GROUP_ID, p_status: "archived", p_comment: null },
      }),
    );
  });

  it("offers accounting « Réactiver » on an archived group, a consultant nothing", { timeout: 60_000 }, async () => {
    const archived = { ...GROUP, status: "archived" };
    const render = (roles: AppRole[]) => {
      const provider = groupProvider({ more: { company_group: [archived], team_member: TEAM } });
      renderInApp(
        <Routes>
          <Route path="/company-groups/:id" element={<CompanyGroupShow />} />
        </Routes>,
        {
          path: `/company-groups/${GROUP_ID}`,
          dataProvider: provider.dataProvider,
          accessControlProvider: accessAs(roles),
          authProvider: signedInAs(roles),
        },
      );
    };
    render(["accounting_team_member"]);
    await heading();
    expect(screen.getByText("Archivé")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Réactiver" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Archiver" })).toBeNull();
    cleanup();
    render(["consultant_team_member"]);
    await heading();
    // the rules are read, still no move for a consultant (but « Modifier »: RLS lets them update)
    await screen.findByRole("button", { name: "Modifier" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("button", { name: "Réactiver" })).toBeNull();
  });
});

describe("the group's contacts and « Encours »", () => {
  it("lists the contacts of its companies only, linked to their pages", { timeout: 60_000 }, async () => {
    const { reads } = renderGroup(["csm_team_member"], { tab: "contacts" });
    await heading();
    const link = await screen.findByRole("link", { name: "Hélène GARNIER" });
    expect(link).toHaveAttribute("href", `/contacts/${CONTACTS[0]?.id}`);
    const row = link.closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Conductrice de travaux");
    expect(row).toHaveTextContent("Bâtir Lyon");
    expect(row).toHaveTextContent("helene.garnier@batir-lyon.fr");
    expect(row).toHaveTextContent("06 12 34 56 78");
    expect(screen.queryByText(/RIVIÈRE/)).toBeNull();
    const contactRead = reads.find((read) => read.resource === "contact");
    expect(contactRead?.filters).toEqual([{ field: "company_id", operator: "in", value: [LYON, GRENOBLE] }]);
    expect(ANNECY).not.toBe(LYON);
  });

  it("shows accounting the sum of its companies' outstanding", { timeout: 60_000 }, async () => {
    const { rpcs } = renderGroup(["accounting_team_member"], {
      tab: "outstanding",
      rpc: (call) =>
        call.name === "company_group_outstanding"
          ? [{ issued_ttc: 9520.9, outstanding: 1600, overdue: 400, overdue_count: 1, open_count: 2 }]
          : [],
    });
    await heading();
    const card = (await screen.findByText("Encours du groupe")).closest(".ant-card") as HTMLElement;
    await waitFor(() => expect(within(card).getByText("9 520,90 €")).toBeInTheDocument());
    expect(within(card).getByText("1 600,00 €")).toBeInTheDocument();
    expect(within(card).getByText("400,00 €")).toBeInTheDocument();
    expect(rpcs).toContainEqual({ name: "company_group_outstanding", args: { p_group_id: GROUP_ID } });
  });

  it("is not offered to a role that does not read the invoices", { timeout: 60_000 }, async () => {
    const { rpcs } = renderGroup(["consultant_team_member"], { tab: "outstanding" });
    await heading();
    // the asked tab is not offered: the companies show
    expect(await memberRow(/Bâtir Lyon/)).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Encours" })).toBeNull();
    expect(rpcs.some((call) => call.name === "company_group_outstanding")).toBe(false);
  });
});
