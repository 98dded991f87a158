// @vitest-environment happy-dom
// The order's coefficient is shown to the roles that may read coefficients (docs/rules/roles.md#sensitive-data) and
// to nobody else: marketing and external CSMs edit orders without it (mission_pricing's RLS).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createAccessControlProvider } from "../../providers/access-control-provider.ts";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { MissionForm } from "./form.tsx";

afterEach(cleanup);

const renderAs = (role: AppRole) =>
  renderInApp(<MissionForm isClientOrder name="Commande" formProps={{}} />, {
    dataProvider: memoryDataProvider({ company: [] }).dataProvider,
    accessControlProvider: createAccessControlProvider(async () => [role]),
  });

describe("MissionForm's coefficient", () => {
  it.each<AppRole>(["consultant_team_member", "accounting_team_member"])("is offered to %s", async (role) => {
    renderAs(role);
    expect(await screen.findByLabelText("Coefficient")).toBeInTheDocument();
    expect(screen.getByTestId("billing-rate")).toBeInTheDocument();
  });

  it.each<AppRole>(["team_member_marketing", "external_csm_team_member"])("is not shown to %s", async (role) => {
    renderAs(role);
    await screen.findByLabelText("Salaire horaire brut (€)");
    // the access check answers asynchronously (the allowed roles' test shows it does within this wait)
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByLabelText("Coefficient")).toBeNull();
  });
});
