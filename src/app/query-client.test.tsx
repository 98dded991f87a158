// @vitest-environment happy-dom
// Queries that settle in the same moment reach React in one task, hence one commit, instead of
// one commit each (TanStack Query's default scheduler gives each update a task of its own).
import "../test/dom-polyfills.ts";
import { Refine, useList, useUpdate } from "@refinedev/core";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryDataProvider } from "../test/memory-data-provider.ts";
import { createQueryClient } from "./query-client.ts";

afterEach(cleanup);

const KEYS = Array.from({ length: 20 }, (_, i) => `check-${i}`);
const roles = Promise.resolve(["consultant"]);

const Check = ({ name }: { name: string }) => {
  const { data } = useQuery({ queryKey: [name], queryFn: async () => (await roles).length });
  return data === undefined ? null : <span>{name}</span>;
};

describe("the query client's notifications", () => {
  it("commits twenty access-style checks settling together in a couple of renders, not twenty", async () => {
    let commits = 0;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Profiler id="checks" onRender={() => (commits += 1)}>
          {KEYS.map((name) => (
            <Check key={name} name={name} />
          ))}
        </Profiler>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("check-19")).toBeTruthy();
    expect(screen.getAllByText(/^check-/)).toHaveLength(20);
    expect(commits).toBeLessThanOrEqual(3);
  });
});

describe("the query client's status histories", () => {
  // A status card reading its history, beside a form that saves the record's status: the save
  // knows nothing of the history, the database's trigger writes it.
  const HistoryAndForm = () => {
    const history = useList({
      resource: "status_history",
      filters: [{ field: "entity_id", operator: "eq", value: "co-1" }],
      liveMode: "off",
    });
    const { mutate } = useUpdate();
    return (
      <>
        <output aria-label="historique">{history.result.data.map((row) => row.to_status).join(", ")}</output>
        <button
          type="button"
          onClick={() => mutate({ resource: "company", id: "co-1", values: { status: "inactive" } })}
        >
          Enregistrer
        </button>
      </>
    );
  };

  it("reads the history on screen again after any save", async () => {
    const rows = { status_history: [{ id: "h-1", to_status: "active" }] };
    const memory = memoryDataProvider(rows, (call) => {
      rows.status_history = [...rows.status_history, { id: "h-2", to_status: "inactive" }];
      return { id: call.id ?? "co-1" };
    });
    render(
      <Refine
        dataProvider={memory.dataProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: createQueryClient() } }}
      >
        <HistoryAndForm />
      </Refine>,
    );
    const shown = screen.getByRole("status", { name: "historique" });
    await waitFor(() => expect(shown).toHaveTextContent("active"));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(shown).toHaveTextContent("active, inactive"));
  });
});
