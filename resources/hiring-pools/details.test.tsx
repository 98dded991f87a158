// @vitest-environment happy-dom
// A pool's page opened from the pools list: the row's header at once, the rest from the whole
// record.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ListOfLinks, withRecordReadsPending } from "../../src/test/list-of-links.tsx";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { HiringPoolDetails } from "./details.tsx";
import { HIRING_POOL_LIST_SELECT } from "./select.ts";

afterEach(cleanup);

const POOL = {
  id: "pool-1",
  name: "Maçons de Lyon",
  description: "Les maçons disponibles autour de Lyon",
  is_dynamic: false,
  criteria: null,
  visibility: "workspace",
  status: "active",
  owner_id: null,
  owner: null,
};

const renderFromList = (dataProvider: ReturnType<typeof memoryDataProvider>["dataProvider"]) =>
  renderInApp(
    <Routes>
      <Route
        path="/talents/hiring-pools"
        element={
          <ListOfLinks
            resource="hiring_pool"
            select={HIRING_POOL_LIST_SELECT}
            to={(row) => `/talents/hiring-pools/${row.id}/details`}
            label={(row) => String(row.name)}
          />
        }
      />
      <Route path="/talents/hiring-pools/:id/details" element={<HiringPoolDetails />} />
    </Routes>,
    { path: "/talents/hiring-pools", dataProvider },
  );

describe("HiringPoolDetails", () => {
  it("opened from the list, shows the row's name, status and type while its own read is on the network", async () => {
    const { dataProvider } = memoryDataProvider({ hiring_pool: [POOL] });
    renderFromList(withRecordReadsPending(dataProvider));
    await userEvent.click(await screen.findByRole("link", { name: "Maçons de Lyon" }));
    expect(await screen.findByRole("heading", { name: "Maçons de Lyon" })).toBeInTheDocument();
    expect(screen.getByText("Actif")).toBeInTheDocument();
    expect(screen.getByText("Statique")).toBeInTheDocument();
    // nothing the header does not show: the details wait for the record
    expect(screen.queryByText("Les maçons disponibles autour de Lyon")).toBeNull();
  });

  it("then shows the pool's details from the whole record", async () => {
    const { dataProvider } = memoryDataProvider({ hiring_pool: [POOL] });
    renderFromList(dataProvider);
    await userEvent.click(await screen.findByRole("link", { name: "Maçons de Lyon" }));
    expect(await screen.findByText("Les maçons disponibles autour de Lyon")).toBeInTheDocument();
    expect(screen.getByText("Tout le workspace")).toBeInTheDocument();
  });
});
