// @vitest-environment happy-dom
// The route /talents/:id/new-page declares the profile's reads (profileReads): at navigation the
// router starts them under the keys the tab's own hooks ask for, so the tab, mounted afterwards,
// reads none of them again (src/app/route-reads.ts).
import "../../../src/test/dom-polyfills.ts";
import { Refine } from "@refinedev/core";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../src/app/query-client.ts";
import { REGISTRY } from "../../../src/app/registry.ts";
import { RESOURCES } from "../../../src/app/resources.ts";
import { prefetchRouteReads } from "../../../src/app/route-reads.ts";
import { memoryDataProvider } from "../../../src/test/memory-data-provider.ts";
import { signedInAs } from "../../../src/test/session.ts";
import type { TalentContext } from "../show.tsx";
import { TalentNewPageTab } from "../tabs/new-page.tsx";
import { profileReads } from "./reads.ts";

afterEach(cleanup);

const ID = "00000000-0000-4000-8000-0000000000a1";
const TALENT = {
  id: ID,
  first_name: "Karim",
  last_name: "Benali",
  qualification_status: "qualified",
  availability_status: "available",
  available_from: null,
  talent_job: [],
  owner: null,
} as unknown as TalentContext["talent"];

it("starts the profile's six reads at navigation (beside the talent's own, its page's); the tab mounted afterwards reads none of them again", async () => {
  const { dataProvider } = memoryDataProvider({ talent: [{ id: ID, workspace: null, talent_hiring_pool: [] }] });
  const getOne = vi.spyOn(dataProvider, "getOne");
  const getList = vi.spyOn(dataProvider, "getList");
  const queryClient = createQueryClient();

  prefetchRouteReads(queryClient, dataProvider, REGISTRY, RESOURCES, `/talents/${ID}/new-page`);
  const declared = profileReads(ID);
  // the talent page's read (the parent route's) and the profile's one useOne
  expect(getOne).toHaveBeenCalledTimes(2);
  expect(getList).toHaveBeenCalledTimes(declared.length - 1);
  const prefetched = getList.mock.calls.map(([params]) => params.resource).sort();
  expect(prefetched).toEqual(["application", "contract", "document", "note", "request_summary"]);
  await vi.waitFor(() =>
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === "success"),
    ).toHaveLength(declared.length + 1),
  );

  render(
    <MemoryRouter initialEntries={[`/talents/${ID}/new-page`]}>
      <Refine
        dataProvider={dataProvider}
        resources={RESOURCES}
        authProvider={signedInAs(["consultant_team_member"])}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Routes>
          <Route
            path="/talents/:id"
            element={<Outlet context={{ talent: TALENT, refetch: () => undefined } satisfies TalentContext} />}
          >
            <Route path="new-page" element={<TalentNewPageTab />} />
          </Route>
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
  expect(await screen.findByRole("region", { name: "Identité" })).toBeInTheDocument();
  await screen.findByText("Aucun contrat");
  // only what the route does not declare: the request types, the sensitive data's completeness
  const afterMount = getList.mock.calls.slice(declared.length - 1).map(([params]) => params.resource);
  expect(afterMount.filter((resource) => prefetched.includes(resource))).toEqual([]);
  expect(getOne).toHaveBeenCalledTimes(2);
});
