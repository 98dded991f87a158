// @vitest-environment happy-dom
// The order and contract screens warn when the chosen client is blocked (the database lets the
// order or the contract through: no rule reads the company's status).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../test/memory-data-provider.ts";
import { renderInApp } from "../../test/render.tsx";
import { CompanyBlockedAlert } from "./blocked-alert.tsx";

afterEach(cleanup);

const COMPANIES = [
  { id: "co-1", status: "blocked" },
  { id: "co-2", status: "active" },
];

describe("CompanyBlockedAlert", () => {
  it("warns that the client is blocked — R:ORDER-CLIENT-BLOCKED", async () => {
    renderInApp(<CompanyBlockedAlert companyId="co-1" />, {
      dataProvider: memoryDataProvider({ company: COMPANIES }).dataProvider,
    });
    expect(await screen.findByText("Client bloqué (impayés / hors encours)")).toBeInTheDocument();
  });

  it("says nothing of an active client, nor without a client", async () => {
    const { dataProvider } = memoryDataProvider({ company: COMPANIES });
    renderInApp(
      <>
        <CompanyBlockedAlert companyId="co-2" />
        <CompanyBlockedAlert companyId={null} />
        <span>prêt</span>
      </>,
      { dataProvider },
    );
    await screen.findByText("prêt");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Client bloqué (impayés / hors encours)")).toBeNull();
  });
});
