// @vitest-environment jsdom
// Queries that settle in the same moment reach React in one task, hence one commit, instead of
// one commit each (TanStack Query's default scheduler gives each update a task of its own).
import "../test/dom-polyfills.ts";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it } from "vitest";
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
