// @vitest-environment happy-dom
// The group's companies: « Ajouter des entreprises » searches the workspace's companies on the
// server, adds several at once (each company's company_group_id), says which group a company
// leaves and keeps the choice when the save is refused; « Retirer » asks first, then empties the
// company's group (and the group's head company when it was the head). Neither is offered to a
// role that may not update companies.
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import type { WriteCall } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import type { CompanyListRow } from "../../src/domain/companies/types.ts";
import { leavingCompanies } from "./add-companies-modal.tsx";
import { GroupMembers } from "./members.tsx";
import { ANNECY, COMPANIES, GRENOBLE, GROUP_ID, groupProvider, LYON, OTHER_GROUP_ID, VALENCE } from "./test-data.ts";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const MEMBERS = COMPANIES.filter((company) => company.company_group_id === GROUP_ID) as unknown as CompanyListRow[];

const renderMembers = (roles: AppRole[], write?: (call: WriteCall) => Record<string, unknown>) => {
  const provider = groupProvider({ write: write as never });
  let changed = 0;
  renderInApp(
    <GroupMembers
      group={{ id: GROUP_ID, head_company_id: LYON }}
      members={MEMBERS}
      loading={false}
      onChanged={() => (changed += 1)}
    />,
    { dataProvider: provider.dataProvider, accessControlProvider: accessAs(roles), authProvider: signedInAs(roles) },
  );
  return { ...provider, changed: () => changed };
};

const option = (title: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);

describe("« Ajouter des entreprises »", () => {
  it("adds several companies found on the server, saying which group one leaves", { timeout: 60_000 }, async () => {
    const { calls, reads, changed } = renderMembers(["csm_team_member"]);
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter des entreprises" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter des entreprises au groupe" });
    const select = within(dialog).getByRole("combobox", { name: "Entreprises" });
    fireEvent.mouseDown(select);
    await userEvent.type(select, "Maçonnerie");
    // searched on the server, accents and case aside
    await waitFor(() =>
      expect(reads).toContainEqual(
        expect.objectContaining({
          resource: "company",
          filters: [{ field: "search_text", operator: "contains", value: "maconnerie" }],
        }),
      ),
    );
    await waitFor(() => expect(option("Maçonnerie d'Annecy (groupe « Groupe Alpes »)")).not.toBeNull());
    // the group's own companies are not offered
    expect(option("Bâtir Grenoble")).toBeNull();
    fireEvent.click(option("Maçonnerie d'Annecy (groupe « Groupe Alpes »)") as HTMLElement);
    await waitFor(() => expect(option("Charpentes de Valence")).not.toBeNull());
    fireEvent.click(option("Charpentes de Valence") as HTMLElement);
    expect(
      await within(dialog).findByText("« Maçonnerie d'Annecy » quittera le groupe « Groupe Alpes »."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Charpentes de Valence » quittera/)).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(changed()).toBe(1));
    const updates = calls.filter((call) => call.method === "update");
    expect(updates.map((call) => [call.resource, call.id, call.variables])).toEqual([
      ["company", ANNECY, { company_group_id: GROUP_ID }],
      ["company", VALENCE, { company_group_id: GROUP_ID }],
    ]);
  });

  it("asks for a company before saving anything", { timeout: 60_000 }, async () => {
    const { calls } = renderMembers(["consultant_team_member"]);
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter des entreprises" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter des entreprises au groupe" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    expect(await within(dialog).findByText("Choisissez au moins une entreprise")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("keeps the choice when the database refuses the save", { timeout: 60_000 }, async () => {
    const { changed } = renderMembers(["csm_team_member"], () => {
      throw {
        message: 'new row violates row-level security policy for table "company"',
        code: "42501",
        statusCode: 403,
      };
    });
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter des entreprises" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter des entreprises au groupe" });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Entreprises" }));
    await waitFor(() => expect(option("Charpentes de Valence")).not.toBeNull());
    fireEvent.click(option("Charpentes de Valence") as HTMLElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changed()).toBe(0);
    expect(screen.getByRole("dialog", { name: "Ajouter des entreprises au groupe" })).toBeInTheDocument();
    expect(dialog.querySelector('.ant-select-selection-item[title="Charpentes de Valence"]')).not.toBeNull();
  });
});

describe("« Retirer »", () => {
  it("empties the company's group once confirmed, and the head company of the group", { timeout: 60_000 }, async () => {
    const { calls, changed } = renderMembers(["csm_team_member"]);
    await userEvent.click(await screen.findByRole("button", { name: "Retirer Bâtir Lyon du groupe" }));
    expect(await screen.findByText("Retirer « Bâtir Lyon » du groupe ?")).toBeInTheDocument();
    expect(screen.getByText("C'est l'entreprise tête de groupe : le groupe n'en aura plus.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    const confirm = screen.getAllByRole("button", { name: "Retirer" }).find((button) => button.closest(".ant-popover"));
    await userEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(changed()).toBe(1));
    expect(calls.map((call) => [call.resource, call.id, call.variables])).toEqual([
      ["company", LYON, { company_group_id: null }],
      ["company_group", GROUP_ID, { head_company_id: null }],
    ]);
  });

  it("leaves the group's head alone when another company leaves", { timeout: 60_000 }, async () => {
    const { calls, changed } = renderMembers(["consultant_team_member"]);
    await userEvent.click(await screen.findByRole("button", { name: "Retirer Bâtir Grenoble du groupe" }));
    expect(await screen.findByText("L'entreprise n'appartiendra plus à aucun groupe.")).toBeInTheDocument();
    const confirm = screen.getAllByRole("button", { name: "Retirer" }).find((button) => button.closest(".ant-popover"));
    await userEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(changed()).toBe(1));
    expect(calls.map((call) => [call.resource, call.id, call.variables])).toEqual([
      ["company", GRENOBLE, { company_group_id: null }],
    ]);
  });

  it("is not offered, nor « Ajouter des entreprises », to a role that may not update companies", async () => {
    renderMembers(["external_csm_team_member"]);
    expect(await screen.findByRole("link", { name: "Bâtir Lyon" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("button", { name: "Ajouter des entreprises" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Retirer/ })).toBeNull();
  });
});

describe("leavingCompanies", () => {
  it("names the chosen companies of another group, not those without one nor the group's own", () => {
    expect(
      leavingCompanies(
        [
          { id: ANNECY, name: "Maçonnerie d'Annecy", company_group: { id: OTHER_GROUP_ID, name: "Groupe Alpes" } },
          { id: VALENCE, name: "Charpentes de Valence", company_group: null },
          { id: LYON, name: "Bâtir Lyon", company_group: { id: GROUP_ID, name: "Groupe Rhône Bâtir" } },
        ],
        GROUP_ID,
      ),
    ).toEqual([{ company: "Maçonnerie d'Annecy", group: "Groupe Alpes" }]);
  });
});
