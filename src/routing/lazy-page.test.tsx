// @vitest-environment jsdom
import "../test/dom-polyfills.ts";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyPage } from "./lazy-page.tsx";
import { onPageShown, resetPageShown } from "./page-shown.ts";

const Page = () => <h1>Talents</h1>;
const loader = async () => Page;

afterEach(() => {
  cleanup();
  resetPageShown();
});

describe("LazyPage", () => {
  it("renders the page once loaded", async () => {
    render(<LazyPage loader={loader} />);
    expect(await screen.findByRole("heading", { name: "Talents" })).toBeTruthy();
  });

  it("marks « a page is shown » when the page commits, not with its loading state", async () => {
    let resolve: (page: typeof Page) => void = () => undefined;
    const slow = () => new Promise<typeof Page>((done) => (resolve = done));
    const shown = vi.fn();
    onPageShown(shown);
    render(<LazyPage loader={slow} />);
    await new Promise((done) => setTimeout(done, 20));
    expect(shown).not.toHaveBeenCalled();
    resolve(() => <h1>Entreprises</h1>);
    expect(await screen.findByRole("heading", { name: "Entreprises" })).toBeTruthy();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
