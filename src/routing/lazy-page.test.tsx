// @vitest-environment happy-dom
import "../test/dom-polyfills.ts";
import { act, cleanup, render, screen } from "@testing-library/react";
import { startTransition, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyPage, PageBoundary } from "./lazy-page.tsx";
import { onPageShown, resetPageShown } from "./page-shown.ts";

const Page = () => <h1>Talents</h1>;
const loader = async () => Page;

afterEach(() => {
  cleanup();
  resetPageShown();
});

describe("LazyPage", () => {
  it("renders the page once loaded", async () => {
    render(
      <PageBoundary>
        <LazyPage loader={loader} />
      </PageBoundary>,
    );
    expect(await screen.findByRole("heading", { name: "Talents" })).toBeTruthy();
  });

  it("in a navigation, keeps the screen it replaces until its code has run (no fallback, hence no delayed reveal)", async () => {
    let resolve: (page: typeof Page) => void = () => undefined;
    const slow = () => new Promise<typeof Page>((done) => (resolve = done));
    let open: () => void = () => undefined;
    const Screens = () => {
      const [second, setSecond] = useState(false);
      open = () => startTransition(() => setSecond(true));
      return second ? <LazyPage loader={slow} /> : <Page />;
    };
    render(
      <PageBoundary>
        <Screens />
      </PageBoundary>,
    );
    act(() => open());
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByRole("heading", { name: "Talents" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    await act(async () => resolve(() => <h1>Entreprises</h1>));
    expect(await screen.findByRole("heading", { name: "Entreprises" })).toBeTruthy();
  });

  it("marks « a page is shown » when the page commits, not with its loading state", async () => {
    let resolve: (page: typeof Page) => void = () => undefined;
    const slow = () => new Promise<typeof Page>((done) => (resolve = done));
    const shown = vi.fn();
    onPageShown(shown);
    render(
      <PageBoundary>
        <LazyPage loader={slow} />
      </PageBoundary>,
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(shown).not.toHaveBeenCalled();
    resolve(() => <h1>Entreprises</h1>);
    expect(await screen.findByRole("heading", { name: "Entreprises" })).toBeTruthy();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
