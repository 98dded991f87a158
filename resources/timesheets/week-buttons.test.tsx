// @vitest-environment happy-dom
// « Envoyer la semaine en signature » is offered to the roles the transition table lets send a
// draft week, and to no other (accounting writes weeks but never sends them).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { signedInAs } from "../../src/test/session.ts";
import { transitionRows } from "../../src/test/transitions.ts";
import { SendWeekButton } from "./week-buttons.tsx";

afterEach(cleanup);

const renderAs = (roles: string[]) => {
  const { dataProvider } = memoryDataProvider({ status_transition: transitionRows("timesheet_week") });
  renderInApp(
    <>
      <h1>Relevés</h1>
      <SendWeekButton week="2026-12-07" onDone={() => undefined} />
    </>,
    { dataProvider, authProvider: signedInAs(roles) },
  );
};

describe("SendWeekButton", () => {
  it("is offered to a consultant", { timeout: 30_000 }, async () => {
    renderAs(["consultant_team_member"]);
    expect(await screen.findByRole("button", { name: "Envoyer la semaine en signature" })).toBeInTheDocument();
  });

  it("is not offered to accounting", { timeout: 30_000 }, async () => {
    renderAs(["accounting_team_member"]);
    await screen.findByRole("heading", { name: "Relevés" });
    // the user and the rules are read: still no button
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("button", { name: "Envoyer la semaine en signature" })).toBeNull();
  });
});
