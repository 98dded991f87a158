// @vitest-environment happy-dom
// The commercial conditions of a company or of a group: each version with its status in French,
// its validity, its default coefficient in French (only for the roles that see pricing: neither
// read nor shown otherwise) and its signature date, opening in the requests' drawer; « Nouvelles
// conditions » opens the create form pre-filled with the company; a group links to the list. The
// company page shows them in its « Conditions commerciales » tab (?tab=conditions).
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { BaseRecord, CrudFilters, MetaQuery } from "@refinedev/core";
import { RuntimeConfigProvider } from "../../../src/config/runtime-config-context.tsx";
import type { AppRole } from "../../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../../src/test/render.tsx";
import { accessAs, signedInAs, TEST_RUNTIME_CONFIG } from "../../../src/test/session.ts";
import { CompanyShow } from "../../companies/show.tsx";
import { ConditionsTable, type ConditionsScope } from "./conditions-table.tsx";

afterEach(cleanup);
configure({ asyncUtilTimeout: 20_000 });

const COMPANY_ID = "0b6f7c1e-1d2a-4c3b-9e8f-123456789abc";
const SIGNED = {
  id: "8c3de4f9-9f0a-4e1b-8a6c-9abcdef01234",
  version: 2,
  status: "signed",
  valid_from: "2026-01-01",
  valid_to: "2026-12-31",
  default_coefficient: 1.85,
  signed_at: "2025-12-18T10:30:00Z",
};
const DRAFT = {
  id: "9d4ef5a0-0a1b-4f2c-9b7d-abcdef012345",
  version: 3,
  status: "draft",
  valid_from: "2027-01-01",
  valid_to: null,
  default_coefficient: 1.9,
  signed_at: null,
};
const REQUEST_TYPE = {
  entity: "commercial_condition",
  initial_status: "draft",
  terminal_statuses: ["rejected_by_client", "expired", "superseded", "canceled"],
};

const Where = () => <div data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</div>;

const setup = (rows: Record<string, BaseRecord[]>) => {
  const { dataProvider } = memoryDataProvider({
    commercial_condition: [DRAFT, SIGNED],
    request_type: [REQUEST_TYPE],
    ...rows,
  });
  const reads: { resource: string; filters?: CrudFilters; meta?: MetaQuery }[] = [];
  return {
    reads,
    dataProvider: {
      ...dataProvider,
      getList: (params: Parameters<typeof dataProvider.getList>[0]) => {
        reads.push({ resource: params.resource, filters: params.filters, meta: params.meta });
        return dataProvider.getList(params);
      },
    } as typeof dataProvider,
  };
};

const renderTable = (roles: AppRole[], scope: ConditionsScope) => {
  const provider = setup({});
  renderInApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ConditionsTable {...scope} />
            <Where />
          </>
        }
      />
    </Routes>,
    { dataProvider: provider.dataProvider, accessControlProvider: accessAs(roles), authProvider: signedInAs(roles) },
  );
  return provider;
};

const conditionReads = (reads: ReturnType<typeof setup>["reads"]) =>
  reads.filter((read) => read.resource === "commercial_condition");

describe("ConditionsTable", () => {
  it(
    "lists a company's versions for a consultant, coefficient in French, each opening in the drawer",
    { timeout: 60_000 },
    async () => {
      const { reads } = renderTable(["consultant_team_member"], { companyId: COMPANY_ID });
      const signed = await screen.findByRole("link", { name: "Version 2" });
      expect(signed).toHaveAttribute("href", `/commercial-conditions?open=${SIGNED.id}`);
      const row = signed.closest("tr") as HTMLElement;
      expect(within(row).getByText("Signées (en vigueur)")).toBeInTheDocument();
      expect(row).toHaveTextContent("01/01/2026");
      expect(row).toHaveTextContent("31/12/2026");
      expect(row).toHaveTextContent("1,85");
      expect(row).toHaveTextContent("18/12/2025");
      const draft = (await screen.findByRole("link", { name: "Version 3" })).closest("tr") as HTMLElement;
      expect(within(draft).getByText("Brouillon")).toBeInTheDocument();
      expect(draft).toHaveTextContent("1,9");
      expect(screen.getByRole("columnheader", { name: "Coefficient par défaut" })).toBeInTheDocument();
      const read = conditionReads(reads).at(-1);
      expect(read?.filters).toEqual([{ field: "company_id", operator: "eq", value: COMPANY_ID }]);
      expect(read?.meta?.select).toContain("default_coefficient");

      await userEvent.click(screen.getByRole("button", { name: "Nouvelles conditions" }));
      await waitFor(() =>
        expect(screen.getByTestId("where")).toHaveTextContent(
          `/commercial-conditions?create=1&company_id=${COMPANY_ID}`,
        ),
      );
    },
  );

  it("neither reads nor shows the coefficient for a role that does not see pricing", { timeout: 60_000 }, async () => {
    const { reads } = renderTable(["team_member_marketing"], { companyId: COMPANY_ID });
    await screen.findByRole("link", { name: "Version 2" });
    expect(screen.queryByRole("columnheader", { name: "Coefficient par défaut" })).toBeNull();
    expect(screen.queryByText("1,85")).toBeNull();
    const selects = conditionReads(reads).map((read) => String(read.meta?.select));
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) expect(select).not.toContain("coefficient");
    // nor « Nouvelles conditions »: marketing may not create them
    expect(screen.queryByRole("button", { name: "Nouvelles conditions" })).toBeNull();
  });

  it("lists a group's versions and drafts new ones for the group", { timeout: 60_000 }, async () => {
    const groupId = "6a1f0c2e-4b7d-4e8a-9c3f-0d1e2f3a4b5c";
    const { reads } = renderTable(["csm_team_member"], { companyGroupId: groupId });
    await screen.findByRole("link", { name: "Version 2" });
    expect(conditionReads(reads).at(-1)?.filters).toEqual([
      { field: "company_group_id", operator: "eq", value: groupId },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Nouvelles conditions" }));
    await waitFor(() =>
      expect(screen.getByTestId("where")).toHaveTextContent(
        `/commercial-conditions?create=1&scope_type=company_group&company_group_id=${groupId}`,
      ),
    );
  });

  it("says when there is none", { timeout: 60_000 }, async () => {
    const { dataProvider } = memoryDataProvider({ commercial_condition: [], request_type: [REQUEST_TYPE] });
    renderInApp(<ConditionsTable companyId={COMPANY_ID} />, {
      dataProvider,
      accessControlProvider: accessAs(["csm_team_member"]),
      authProvider: signedInAs(["csm_team_member"]),
    });
    expect(await screen.findByText("Aucunes conditions commerciales")).toBeInTheDocument();
  });
});

describe("the company page's « Conditions commerciales »", () => {
  const renderCompany = (roles: AppRole[]) => {
    const provider = setup({
      company: [{ id: COMPANY_ID, name: "Bâtir Lyon", status: "active", company_group: null }],
    });
    renderInApp(
      <RuntimeConfigProvider config={TEST_RUNTIME_CONFIG}>
        <Routes>
          <Route path="/companies/:id" element={<CompanyShow />} />
        </Routes>
      </RuntimeConfigProvider>,
      {
        path: `/companies/${COMPANY_ID}?tab=conditions`,
        dataProvider: provider.dataProvider,
        accessControlProvider: accessAs(roles),
        authProvider: signedInAs(roles),
      },
    );
    return provider;
  };

  it("opens from the URL for the roles that read them", { timeout: 60_000 }, async () => {
    renderCompany(["csm_team_member"]);
    const tab = await screen.findByRole("tab", { name: "Conditions commerciales" }, { timeout: 30_000 });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("link", { name: "Version 2" })).toBeInTheDocument();
  });

  it("is not offered to a role that does not read them", { timeout: 60_000 }, async () => {
    const { reads } = renderCompany(["external_csm_team_member"]);
    expect(await screen.findByRole("tab", { name: "Détails" }, { timeout: 30_000 })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.queryByRole("tab", { name: "Conditions commerciales" })).toBeNull();
    expect(conditionReads(reads)).toEqual([]);
  });
});
