// @vitest-environment happy-dom
// The talents list against the in-memory data provider: rows, empty, loading and error states.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { TalentList } from "./list.tsx";

afterEach(cleanup);

const TALENT = {
  id: "t-1",
  civility: "mr",
  first_name: "Nicolas",
  last_name: "Petit",
  email: "nicolas.petit@hotmail.fr",
  phone_number: "+33612345678",
  qualification_status: "qualified",
  availability_status: "available",
  available_from: null,
  experience_level: "expert",
  contract_types: ["temp"],
  construction_types: [],
  is_top_profile: false,
  is_benched: false,
  blacklisted_at: null,
  created_at: "2026-01-05T10:00:00Z",
  address: { city: "Lyon", postal_code: "69003" },
  owner: null,
  talent_job: [
    { is_main: false, job_id: "j-2", job: { id: "j-2", name: "Ferrailleur" } },
    { is_main: true, job_id: "j-1", job: { id: "j-1", name: "Coffreur-bancheur" } },
  ],
};

const renderList = (...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(<TalentList />, { path: "/talents/list", dataProvider: memoryDataProvider(...args).dataProvider });

describe("TalentList", () => {
  it("shows each talent with its link, main job, city and the count", { timeout: 60_000 }, async () => {
    renderList({ talent: [TALENT] });
    // the first render of an antd table can be slow on a busy machine
    await screen.findByText("Talents trouvés : 1", undefined, { timeout: 30_000 });
    const row = screen.getAllByRole("row")[1];
    expect(within(row).getByRole("link", { name: "Nicolas PETIT" })).toHaveAttribute("href", "/talents/t-1");
    expect(row).toHaveTextContent("Coffreur-bancheur");
    expect(row).not.toHaveTextContent("Ferrailleur");
    expect(row).toHaveTextContent("69003 Lyon");
  });

  it("says in French that there is no talent", async () => {
    renderList({ talent: [] });
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText("Talents trouvés : 0")).toBeInTheDocument();
  });

  it("shows the table busy while the talents load", async () => {
    const { container } = renderList({}, undefined, { talent: "loading" });
    await screen.findByRole("table");
    // antd's spinner over the table announces the wait (aria-busy)
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
    expect(screen.queryByText("Aucun résultat")).toBeNull();
  });

  it("explains in French that the list could not be read", async () => {
    renderList({}, undefined, { talent: { message: "permission denied for table talent", statusCode: 403 } });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
  });
});
