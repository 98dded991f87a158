// @vitest-environment happy-dom
import type { AccessControlProvider } from "@refinedev/core";
import { useCan } from "@refinedev/core";
import { cleanup, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInApp } from "../test/render.tsx";
import { RouteAccess } from "./route-access.tsx";

afterEach(cleanup);

/** An access control answering every check at once when `answer()` is called. */
const pendingAccess = () => {
  let answer: (can: boolean) => void = () => undefined;
  const answered = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  const provider: AccessControlProvider = {
    can: async () => ({ can: await answered, reason: "Réservé à la direction." }),
  };
  return { provider, answer: (can: boolean) => answer(can) };
};

describe("RouteAccess", () => {
  it("lets the shell commit its menu before the page renders, when the access answer arrives", async () => {
    const events: string[] = [];
    // the sider: a menu entry shown on the same access answer as the page (one query)
    const MenuEntry = () => {
      const { data } = useCan({ resource: "talent", action: "list", params: {} });
      useLayoutEffect(() => {
        if (data?.can) events.push("menu committed");
      }, [data?.can]);
      return data?.can ? <a href="/talents/list">Talents</a> : null;
    };
    const Page = () => {
      events.push("page rendered");
      return <h1>Talents</h1>;
    };
    const access = pendingAccess();
    renderInApp(
      <>
        <MenuEntry />
        <RouteAccess subject="talent" action="list">
          <Page />
        </RouteAccess>
      </>,
      { accessControlProvider: access.provider },
    );
    expect(screen.getByRole("status", { name: "Chargement…" })).toBeTruthy();

    access.answer(true);
    expect(await screen.findByRole("heading", { name: "Talents" })).toBeTruthy();
    // the page's (long) render is not part of the update that fills the menu
    expect(events[0]).toBe("menu committed");
    expect(events).toContain("page rendered");
  });

  it("refuses in French a role the matrix does not allow — R:ROLE-GUARD-SCREEN", async () => {
    const access = pendingAccess();
    renderInApp(
      <RouteAccess subject="talent" action="list">
        <h1>Talents</h1>
      </RouteAccess>,
      { accessControlProvider: access.provider },
    );
    access.answer(false);
    expect(await screen.findByText("Réservé à la direction.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Talents" })).toBeNull();
  });
});
