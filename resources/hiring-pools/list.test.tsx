// @vitest-environment happy-dom
// The pools list against the in-memory data provider: each pool with its link, type, members
// counted, visibility, owner and status, the count; empty and error states; « Nouveau vivier »
// offered to the roles that create pools only.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AppRole } from "../../src/lib/roles/roles.ts";
import { memoryDataProvider } from "../../src/test/memory-data-provider.ts";
import { renderInApp } from "../../src/test/render.tsx";
import { accessAs, signedInAs } from "../../src/test/session.ts";
import { HiringPoolList } from "./list.tsx";

afterEach(cleanup);

const OWNER = { id: "tm-1", email: "c@renfort.test", temp_first_name: null, temp_last_name: null };
const POOLS = [
  {
    id: "p-1",
    name: "Coffreurs Lyon",
    description: null,
    is_dynamic: false,
    visibility: "workspace",
    status: "active",
    owner_id: "tm-1",
    created_at: "2026-11-01T10:00:00Z",
    updated_at: "2026-11-20T10:00:00Z",
    member_count: 12,
    owner: { ...OWNER, auth_user: { first_name: "Chloé", last_name: "Martin" } },
  },
  {
    id: "p-2",
    name: "Disponibles sous 15 jours",
    description: null,
    is_dynamic: true,
    visibility: "private",
    status: "archived",
    owner_id: null,
    created_at: "2026-11-01T10:00:00Z",
    updated_at: "2026-11-02T10:00:00Z",
    member_count: 3,
    owner: null,
  },
];

const renderList = (roles: AppRole[], ...args: Parameters<typeof memoryDataProvider>) =>
  renderInApp(<HiringPoolList />, {
    path: "/talents/hiring-pools",
    dataProvider: memoryDataProvider(...args).dataProvider,
    accessControlProvider: accessAs(roles),
    authProvider: signedInAs(roles),
  });

describe("HiringPoolList", () => {
  it("shows each pool with its link, type, members, visibility, owner and status", { timeout: 60_000 }, async () => {
    renderList(["consultant_team_member"], { hiring_pool: POOLS });
    await screen.findByText("Viviers trouvés : 2", undefined, { timeout: 30_000 });
    const [, first, second] = screen.getAllByRole("row");
    expect(within(first).getByRole("link", { name: "Coffreurs Lyon" })).toHaveAttribute(
      "href",
      "/talents/hiring-pools/p-1/details",
    );
    expect(first).toHaveTextContent("Statique");
    expect(first).toHaveTextContent("12");
    expect(first).toHaveTextContent("Tout le workspace");
    expect(first).toHaveTextContent("Chloé Martin");
    expect(first).toHaveTextContent("Actif");
    expect(second).toHaveTextContent("Dynamique");
    expect(second).toHaveTextContent("Privé");
    expect(second).toHaveTextContent("Archivé");
  });

  it("offers « Nouveau vivier » to a consultant — R:TAL-POOL-ROLES", { timeout: 60_000 }, async () => {
    renderList(["consultant_team_member"], { hiring_pool: [] });
    expect(await screen.findByRole("button", { name: "Nouveau vivier" })).toBeInTheDocument();
  });

  it("does not offer it to an external CSM, who only reads pools — R:TAL-POOL-ROLES", { timeout: 60_000 }, async () => {
    renderList(["external_csm_team_member"], { hiring_pool: [] });
    await screen.findByText("Viviers trouvés : 0");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole("button", { name: "Nouveau vivier" })).toBeNull();
  });

  it("says in French that there is no pool, or that the list could not be read", { timeout: 60_000 }, async () => {
    renderList(["team_member_marketing"], { hiring_pool: [] });
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    cleanup();
    renderList(["team_member_marketing"], {}, undefined, {
      hiring_pool: { message: "permission denied for table hiring_pool", statusCode: 403 },
    });
    expect(await screen.findByText("Impossible de charger la liste")).toBeInTheDocument();
  });
});
