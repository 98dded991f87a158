// @vitest-environment happy-dom
// The typed calls at work, through the app's own data provider over supabase-js (a server that
// answers what each test says): the function named in the request's path with its arguments, the
// success toast, a refusal toasted with the database's French message (the caller's promise
// rejected, nothing else said), a read's answer as the function gives it (false and 0 too).
import type { DataProvider } from "@refinedev/core";
import { createClient } from "@supabase/supabase-js";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../src/database.types.ts";
import { Toaster } from "../src/components/toast/toaster.tsx";
import { clearToasts } from "../src/lib/toast/toast-store.ts";
import { renderInApp } from "../src/test/render.tsx";
import { createDataProvider } from "./data-provider.ts";
import { callRpc, invokeRpc, rpcNameOf, rpcUrl, useRpc, useRpcMutation } from "./rpc.ts";

type Request = { path: string; body: unknown };
let requests: Request[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: null };

const client = createClient<Database>("http://localhost:54321", "anon-key", {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: {
    fetch: async (input, init) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
      requests.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    },
  },
});
const dataProvider: DataProvider = createDataProvider(client);

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: null };
});
afterEach(() => {
  act(() => clearToasts());
  cleanup();
});

const AddToPool = ({ onDone }: { onDone: (outcome: string) => void }) => {
  const { mutateAsync, isPending } = useRpcMutation();
  const add = async () => {
    try {
      const added = await mutateAsync(
        "add_talents_to_hiring_pool",
        { p_pool_id: "p-1", p_talent_ids: ["t-1", "t-2"] },
        { successNotification: (count) => ({ type: "success", message: `${count} talents ajoutés au vivier` }) },
      );
      onDone(`added ${added + 0}`);
    } catch {
      onDone("refused");
    }
  };
  return (
    <button type="button" disabled={isPending} onClick={() => void add()}>
      Ajouter
    </button>
  );
};

describe("useRpcMutation", () => {
  it("calls the function with its arguments, toasts the success and gives the answer", async () => {
    answer = { status: 200, body: 2 };
    const onDone = vi.fn();
    renderInApp(
      <>
        <AddToPool onDone={onDone} />
        <Toaster />
      </>,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("added 2"));
    expect(requests).toEqual([
      { path: "/rest/v1/rpc/add_talents_to_hiring_pool", body: { p_pool_id: "p-1", p_talent_ids: ["t-1", "t-2"] } },
    ]);
    expect(await screen.findByText("2 talents ajoutés au vivier")).toBeTruthy();
  });

  it("toasts a refusal with the database's French message under « Oops ! » and rejects", async () => {
    answer = {
      status: 409,
      body: {
        code: "23505",
        details: null,
        hint: null,
        message: 'duplicate key value violates unique constraint "application_unique_pair"',
      },
    };
    const onDone = vi.fn();
    renderInApp(
      <>
        <AddToPool onDone={onDone} />
        <Toaster />
      </>,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("refused"));
    expect(await screen.findByText("Oops !")).toBeTruthy();
    expect(screen.getByText("Ce talent a déjà une candidature sur cette mission.")).toBeTruthy();
  });

  it("keeps a refusal's own message when the function raises it in French", async () => {
    answer = { status: 400, body: { code: "P0001", details: null, hint: null, message: "Ce vivier est archivé." } };
    const Move = () => {
      const { mutate } = useRpcMutation();
      const [outcome, setOutcome] = useState("");
      return (
        <>
          <button
            type="button"
            onClick={() =>
              mutate(
                "transition_status",
                { p_entity: "hiring_pool", p_id: "p-1", p_status: "active", p_comment: null },
                { successNotification: "Vivier réactivé", onError: (error) => setOutcome(`erreur : ${error.message}`) },
              )
            }
          >
            Réactiver
          </button>
          <output>{outcome}</output>
        </>
      );
    };
    renderInApp(
      <>
        <Move />
        <Toaster />
      </>,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole("button", { name: "Réactiver" }));
    expect(await screen.findByText("erreur : Ce vivier est archivé.")).toBeTruthy();
    expect(screen.getAllByText("Ce vivier est archivé.").length).toBeGreaterThan(0);
    expect(screen.queryByText("Vivier réactivé")).toBeNull();
    expect(requests[0]).toEqual({
      path: "/rest/v1/rpc/transition_status",
      body: { p_entity: "hiring_pool", p_id: "p-1", p_status: "active", p_comment: null },
    });
  });

  it("says nothing when asked not to (the screen tells)", async () => {
    answer = { status: 400, body: { code: "P0001", details: null, hint: null, message: "Refusé." } };
    const Silent = () => {
      const { mutate } = useRpcMutation();
      return (
        <button
          type="button"
          onClick={() =>
            mutate(
              "mark_notifications_read",
              { p_ids: ["n-1"] },
              { successNotification: false, errorNotification: false },
            )
          }
        >
          Lu
        </button>
      );
    };
    renderInApp(
      <>
        <Silent />
        <Toaster />
      </>,
      { dataProvider },
    );
    await userEvent.click(screen.getByRole("button", { name: "Lu" }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Oops !")).toBeNull();
  });
});

describe("useRpc", () => {
  const Feature = () => {
    const { data, query } = useRpc("has_feature", { p_feature: "deep_research" });
    return <output>{query.isLoading ? "…" : data === undefined ? "rien" : `réponse : ${String(data)}`}</output>;
  };

  it("reads the function's answer as it is, false included", async () => {
    answer = { status: 200, body: false };
    renderInApp(<Feature />, { dataProvider });
    expect(await screen.findByText("réponse : false")).toBeTruthy();
    expect(requests).toEqual([{ path: "/rest/v1/rpc/has_feature", body: { p_feature: "deep_research" } }]);
  });

  it("shares one request between the screens asking the same thing", async () => {
    answer = { status: 200, body: true };
    renderInApp(
      <>
        <Feature />
        <Feature />
      </>,
      { dataProvider },
    );
    expect(await screen.findAllByText("réponse : true")).toHaveLength(2);
    expect(requests).toHaveLength(1);
  });
});

describe("callRpc and the data provider", () => {
  it("calls through the data provider's custom and gives the answer", async () => {
    answer = { status: 200, body: [{ code: "BASE", amount: 1200 }] };
    const lines = await callRpc(dataProvider, "pay_export_lines", { p_period_start: "2026-11-01" });
    expect(lines).toEqual([{ code: "BASE", amount: 1200 }]);
    expect(requests).toEqual([{ path: "/rest/v1/rpc/pay_export_lines", body: { p_period_start: "2026-11-01" } }]);
  });

  it("rejects with the French reason", async () => {
    answer = {
      status: 409,
      body: {
        code: "23505",
        details: null,
        hint: null,
        message: 'duplicate key value violates unique constraint "timesheet_week_unique"',
      },
    };
    await expect(
      callRpc(dataProvider, "create_timesheet_week", { p_contract_id: "c-1", p_week_start: "2026-11-02" }),
    ).rejects.toMatchObject({ message: "Un relevé d'heures existe déjà pour ce contrat et cette semaine." });
  });

  it("is refused by a data provider without custom calls", async () => {
    await expect(callRpc({}, "has_feature", { p_feature: "deep_research" })).rejects.toThrow("custom");
  });

  it("names the function in the url and reads it back", () => {
    expect(rpcUrl("has_feature")).toBe("rpc/has_feature");
    expect(rpcNameOf(rpcUrl("has_feature"))).toBe("has_feature");
    expect(rpcNameOf("https://ailleurs.test/x")).toBeUndefined();
    expect(rpcNameOf("rpc/drop table")).toBeUndefined();
  });

  it("invokeRpc gives supabase-js's answer, typed", async () => {
    answer = { status: 200, body: "signed" };
    const { data, error } = await invokeRpc(client, "transition_status", {
      p_entity: "contract",
      p_id: "c-1",
      p_status: "signed",
    });
    expect({ data, error }).toEqual({ data: "signed", error: null });
  });
});
