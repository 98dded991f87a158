// @vitest-environment happy-dom
// « Créer un avenant » and « Fin définitive » on a signed contract, for the roles whose insert
// grant allows the creation (contract, definitive_end_request: consultants, CSMs, external CSMs);
// accounting and the independents' administrator, who may edit the contract, see neither.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { DefinitiveEndCard } from "./definitive-end.tsx";
import { AmendmentsCard } from "./detail.tsx";
import { CONTRACT } from "./test/fixtures.ts";
import type { ContractRow } from "./types.ts";

afterEach(cleanup);

const SIGNED = { ...CONTRACT, status: "signed" } as unknown as ContractRow;

const renderCards = (roles: AppRole[]) =>
  renderInApp(
    <>
      <AmendmentsCard contract={SIGNED} />
      <DefinitiveEndCard contract={SIGNED} />
    </>,
    {
      dataProvider: memoryDataProvider({}).dataProvider,
      authProvider: signedInAs(roles),
      accessControlProvider: accessAs(roles),
    },
  );

describe("creations from a signed contract", () => {
  it.each<AppRole[]>([["consultant_team_member"], ["csm_team_member"], ["external_csm_team_member"]])(
    "offers %s « Créer un avenant » and « Fin définitive »",
    async (role) => {
      renderCards([role]);
      expect(await screen.findByRole("button", { name: "Créer un avenant" }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Fin définitive" })).toBeInTheDocument();
    },
  );

  it.each<AppRole[]>([["accounting_team_member"], ["team_member_independent_administrator"]])(
    "offers %s neither",
    async (role) => {
      renderCards([role]);
      expect(await screen.findByText("Avenants")).toBeInTheDocument();
      // the rights are answered: still no button
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole("button", { name: "Créer un avenant" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Fin définitive" })).toBeNull();
    },
  );
});
