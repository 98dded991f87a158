// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "../../../src/test/render.tsx";
import { SuperSearchResults } from "./results.tsx";
import type { SuperSearchHit } from "../../../src/domain/talent-search/hit.ts";

const hit = (over: Partial<SuperSearchHit>): SuperSearchHit => ({
  talent_id: "t1",
  first_name: "Léa",
  last_name: "Traoré",
  email: null,
  phone_number: null,
  city: "Lyon",
  postal_code: "69003",
  main_job_name: "Maçon",
  qualification_status: "qualified",
  availability_status: "available",
  available_from: null,
  is_top_profile: false,
  blacklisted: false,
  distance_km: 2.44,
  score: 1,
  total_count: 31,
  ...over,
});

describe("SuperSearchResults", () => {
  afterEach(cleanup);

  it("shows the count, links each name to its record, and the distance in French", () => {
    renderInApp(
      <SuperSearchResults
        rows={[
          hit({}),
          hit({ talent_id: "t2", first_name: "Hugo", last_name: "Petit", distance_km: 12, blacklisted: true }),
        ]}
        total={31}
        page={1}
        loading={false}
        withDistance
        onPage={() => undefined}
      />,
    );
    expect(screen.getByText("Talents trouvés : 31")).toBeTruthy();
    const first = screen.getByRole("row", { name: /Léa TRAORÉ/ });
    expect(within(first).getByRole("link", { name: "Léa TRAORÉ" }).getAttribute("href")).toBe("/talents/t1");
    expect(within(first).getByText("2,4 km")).toBeTruthy();
    expect(within(first).getByText("Lyon (69003)")).toBeTruthy();
    expect(within(first).getByText("Maçon")).toBeTruthy();
    expect(within(screen.getByRole("row", { name: /Hugo PETIT/ })).getByText("Ne plus déléguer")).toBeTruthy();
  });

  it("has no distance column without a radius", () => {
    renderInApp(
      <SuperSearchResults
        rows={[hit({ distance_km: null })]}
        total={1}
        page={1}
        loading={false}
        withDistance={false}
        onPage={() => undefined}
      />,
    );
    expect(screen.queryByRole("columnheader", { name: "Distance" })).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Métier principal" })).toBeTruthy();
  });

  it("pages on the server's total", async () => {
    const onPage = vi.fn();
    renderInApp(
      <SuperSearchResults rows={[hit({})]} total={60} page={1} loading={false} withDistance onPage={onPage} />,
    );
    await userEvent.click(screen.getByTitle("3"));
    expect(onPage).toHaveBeenCalledWith(3, 25);
  });
});
