// @vitest-environment jsdom
import "../test/dom-polyfills.ts";
import type { GetListResponse } from "@refinedev/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearPrefetchedLists, storePrefetchedList } from "../../providers/prefetched-lists.ts";
import { LazyPage } from "./lazy-page.tsx";

const Page = () => <h1>Talents</h1>;
const loader = async () => Page;

afterEach(() => {
  cleanup();
  clearPrefetchedLists();
});

describe("LazyPage", () => {
  it("renders the page once loaded", async () => {
    render(<LazyPage loader={loader} />);
    expect(await screen.findByRole("heading", { name: "Talents" })).toBeTruthy();
  });

  it("waits for a first read prefetched at boot that is still on the network, showing the loading state", async () => {
    let arrive: (value: GetListResponse) => void = () => undefined;
    storePrefetchedList({ resource: "talent" }, new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(<LazyPage loader={async () => Page} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("heading", { name: "Talents" })).toBeNull();
    expect(screen.getByRole("status", { name: "Chargement…" })).toBeTruthy();
    await act(async () => arrive({ data: [], total: 0 }));
    expect(await screen.findByRole("heading", { name: "Talents" })).toBeTruthy();
  });
});
