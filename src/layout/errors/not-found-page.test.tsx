// @vitest-environment happy-dom
// An unknown path: « Page Not Found » with the path asked (docs/rules/application.md#not-found).
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page.tsx";

afterEach(cleanup);

describe("NotFoundPage", () => {
  it("says « Page Not Found » with the path asked — R:UI-NOT-FOUND", () => {
    render(
      <MemoryRouter initialEntries={["/talents/nulle-part"]}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Aucune page n'existe à l'adresse /talents/nulle-part.")).toBeTruthy();
  });
});
