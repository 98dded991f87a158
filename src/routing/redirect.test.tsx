// @vitest-environment happy-dom
// A registry redirect (docs/rules/application.md#routes): inside the app a router navigation,
// to another site a full page load.
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Redirect } from "./redirect.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Redirect", () => {
  it("loads the whole page for another site, navigates inside the app otherwise — R:UI-EXTERNAL-REDIRECT", async () => {
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={["/ailleurs", "/dedans"]} initialIndex={0}>
        <Routes>
          <Route path="/ailleurs" element={<Redirect to="https://aide.example.org/renfort" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(replace).toHaveBeenCalledWith("https://aide.example.org/renfort");
    cleanup();
    replace.mockClear();
    render(
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Routes>
          <Route path="/dashboard" element={<Redirect to="/dashboard/action-center" />} />
          <Route path="/dashboard/action-center" element={<p>Centre d'actions</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Centre d'actions")).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});
