// @vitest-environment happy-dom
// The reads the server embeds in the page (server/http/first-read.ts) reach the query cache and
// the current-user loader at boot when they were read for the session's user, under the keys this
// build computes for the URL: the talents list mounted after them shows its rows on its first
// render and sends no read. Another user's reads, a key the build does not expect, a missing or
// broken element: nothing is seeded.
import "../test/dom-polyfills.ts";
import { useTable } from "@refinedev/antd";
import { Refine } from "@refinedev/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TALENT_LIST_READ } from "../../resources/talents/list-read.ts";
import type { CurrentUserContext } from "../../providers/current-user-context.ts";
import { listTableOptions } from "../components/table/list-read.ts";
import { memoryDataProvider } from "../test/memory-data-provider.ts";
import { EMBEDDED_READS_ID, seedEmbeddedReads, takeEmbeddedReads, type EmbeddedReads } from "./embedded-reads.ts";
import { createQueryClient } from "./query-client.ts";
import { REGISTRY } from "./registry.ts";
import { RESOURCES } from "./resources.ts";
import { pageReadsOf } from "./route-reads.ts";

afterEach(() => {
  cleanup();
  document.getElementById(EMBEDDED_READS_ID)?.remove();
});

const USER = "00000000-0000-4000-8000-0000000000aa";
const CONTEXT = { user_id: USER, email: "consultant@renfort.test", roles: ["consultant"] } as CurrentUserContext;
const ROWS = { data: [{ id: "t1", last_name: "DUPONT" }], total: 1 };
const TALENTS = { pathname: "/talents/list", search: "" };

/** The page as the server sends it: the reads of the URL, made into JSON (functions of a key's meta dropped). */
const embedInPage = (embedded: EmbeddedReads | string) => {
  const json = typeof embedded === "string" ? embedded : JSON.stringify(embedded).replace(/</g, "\\u003c");
  document.head.insertAdjacentHTML(
    "beforeend",
    `<script id="${EMBEDDED_READS_ID}" type="application/json">${json}</script>`,
  );
};

const talentsEmbed = (sub = USER): EmbeddedReads => ({
  sub,
  context: CONTEXT,
  reads: pageReadsOf(REGISTRY, RESOURCES, TALENTS).map(({ queryKey }) => ({ key: queryKey, data: ROWS })),
});

const boot = (
  session: { access_token: string; user: { id: string } } | null = { access_token: "jwt", user: { id: USER } },
) => {
  const queryClient = createQueryClient();
  const currentUser = { seed: vi.fn() };
  const seeded = seedEmbeddedReads(takeEmbeddedReads(document), {
    session,
    expected: pageReadsOf(REGISTRY, RESOURCES, TALENTS).map((read) => read.queryKey),
    queryClient,
    currentUser,
  });
  return { queryClient, currentUser, seeded };
};

describe("the reads embedded in the page", () => {
  it("seed the cache and the user's context: the list renders its rows at once and reads nothing", async () => {
    embedInPage(talentsEmbed());
    const { queryClient, currentUser, seeded } = boot();
    expect(seeded).toBe(true);
    expect(document.getElementById(EMBEDDED_READS_ID)).toBeNull();
    expect(currentUser.seed).toHaveBeenCalledWith("jwt", CONTEXT);

    const { dataProvider } = memoryDataProvider({ talent: [{ id: "t2", last_name: "AUTRE" }] });
    const getList = vi.spyOn(dataProvider, "getList");
    const renders: string[] = [];
    const Names = () => {
      const { tableProps } = useTable(listTableOptions(TALENT_LIST_READ));
      const names = (tableProps.dataSource ?? []).map((row) => String(row.last_name)).join(", ") || "(vide)";
      renders.push(names);
      return <p>{names}</p>;
    };
    render(
      <Refine
        dataProvider={dataProvider}
        resources={RESOURCES}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClient } }}
      >
        <Names />
      </Refine>,
    );
    expect(await screen.findByText("DUPONT")).toBeTruthy();
    expect(renders[0]).toBe("DUPONT");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList).not.toHaveBeenCalled();
  });

  it("are ignored when read for another user than the session's: nothing seeded, the element gone", () => {
    embedInPage(talentsEmbed("00000000-0000-4000-8000-0000000000bb"));
    const { queryClient, currentUser, seeded } = boot();
    expect(seeded).toBe(false);
    expect(document.getElementById(EMBEDDED_READS_ID)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(currentUser.seed).not.toHaveBeenCalled();
  });

  it("are ignored without a session", () => {
    embedInPage(talentsEmbed());
    const { queryClient, currentUser, seeded } = boot(null);
    expect(seeded).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(currentUser.seed).not.toHaveBeenCalled();
  });

  it("seed only the keys this build computes for the URL", () => {
    const other = pageReadsOf(REGISTRY, RESOURCES, { pathname: "/companies", search: "" })[0].queryKey;
    embedInPage({ ...talentsEmbed(), reads: [{ key: other, data: ROWS }] });
    const { queryClient, currentUser } = boot();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(currentUser.seed).toHaveBeenCalledWith("jwt", CONTEXT);
  });

  it("read as absent when the element is missing, not JSON or not their shape", () => {
    expect(takeEmbeddedReads(document)).toBeNull();
    embedInPage("{not json");
    expect(takeEmbeddedReads(document)).toBeNull();
    expect(document.getElementById(EMBEDDED_READS_ID)).toBeNull();
    embedInPage(JSON.stringify({ sub: USER, reads: "x" }));
    expect(takeEmbeddedReads(document)).toBeNull();
  });

  it("keep text that looked like markup", () => {
    const embedded = talentsEmbed();
    embedded.reads[0].data = { data: [{ id: "t1", last_name: "</script><script>alert(1)</script>" }], total: 1 };
    embedInPage(embedded);
    expect(takeEmbeddedReads(document)?.reads[0].data).toEqual(embedded.reads[0].data);
  });
});
