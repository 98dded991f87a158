// @vitest-environment happy-dom
// The data provider's refusals reach every screen in French: the REST API's own answers for the
// issue's examples (as the server sends them, supabase/tests/database-errors-http.test.ts),
// through supabase-js, the app's data provider and Refine, up to the toast — with Refine's
// default notification and with a screen's own handler that shows `error.message`.
import { useCreate, useCustomMutation, useUpdate, type DataProvider } from "@refinedev/core";
import { createClient } from "@supabase/supabase-js";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../src/database.types.ts";
import { Toaster } from "../src/components/toast/toaster.tsx";
import { clearToasts } from "../src/lib/toast/toast-store.ts";
import { renderInApp } from "../src/test/render.tsx";
import { createDataProvider } from "./data-provider.ts";
import { inFrench, withFrenchErrors } from "./data-provider-errors.ts";

type Body = { code: string; details: null; hint: null; message: string };
const body = (code: string, message: string): Body => ({ code, details: null, hint: null, message });

// The REST API's answers (PostgREST's shape, PostgreSQL's words) for the examples.
const PPE_QUANTITY = body(
  "23514",
  'new row for relation "ppe_request_item" violates check constraint "ppe_request_item_quantity"',
);
const SECOND_APPLICATION = body("23505", 'duplicate key value violates unique constraint "application_unique_pair"');
const SECOND_WEEK = body("23505", 'duplicate key value violates unique constraint "timesheet_week_unique"');
const SAME_NIR = body("23505", 'duplicate key value violates unique constraint "talent_private_workspace_nir_idx"');

/** The server's next answer, to every request. */
let answer: { status: number; body: Body } = { status: 400, body: PPE_QUANTITY };
const answering = (status: number, body: Body) => {
  answer = { status, body };
  return provider;
};
// supabase-js as the app creates it, over a server that gives `answer`
const provider = createDataProvider(
  createClient<Database>("http://localhost:54321", "anon-key", {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { "Content-Type": "application/json" },
          }),
        ),
    },
  }),
);

afterEach(() => {
  act(() => clearToasts());
  cleanup();
});

describe("the data provider's refusals", () => {
  it.each([
    [PPE_QUANTITY, 400, "La quantité d'un équipement est comprise entre 1 et 5."],
    [SECOND_APPLICATION, 409, "Ce talent a déjà une candidature sur cette mission."],
    [SECOND_WEEK, 409, "Un relevé d'heures existe déjà pour ce contrat et cette semaine."],
    [SAME_NIR, 409, "Un talent avec ce numéro de sécurité sociale existe déjà."],
  ])("%j is refused in French, its code kept", async (reply, status, french) => {
    const refusal = answering(status, reply).create({ resource: "ppe_request_item", variables: {} });
    await expect(refusal).rejects.toMatchObject({ message: french, code: reply.code, databaseMessage: reply.message });
  });

  it("keeps what is not the database's English: French refusals, other errors", async () => {
    const french = { code: "23514", message: "Un relevé hebdomadaire commence un lundi" };
    expect(await inFrench(french)).toBe(french);
    const network = new TypeError("Failed to fetch");
    expect(await inFrench(network)).toBe(network);
    const failing = withFrenchErrors<DataProvider>({
      ...answering(400, PPE_QUANTITY),
      getOne: () => Promise.reject(network),
    });
    await expect(failing.getOne({ resource: "talent", id: "x" })).rejects.toBe(network);
  });
});

const AddItem = () => {
  const { mutate } = useCreate();
  return (
    <button type="button" onClick={() => mutate({ resource: "ppe_request_item", values: { quantity: 6 } })}>
      Ajouter
    </button>
  );
};

/** A screen that shows the error's own message, as the matching tabs once did. */
const AddToPipeline = () => {
  const { mutate } = useCustomMutation();
  return (
    <button
      type="button"
      onClick={() =>
        mutate({
          url: "rpc/add_talents_to_pipeline",
          method: "post",
          values: {},
          errorNotification: (error) => ({ type: "error", message: "Oops !", description: error?.message }),
        })
      }
    >
      Ajouter au vivier
    </button>
  );
};

const MoveWeek = () => {
  const { mutate } = useUpdate();
  return (
    <button type="button" onClick={() => mutate({ resource: "timesheet_week", id: "w-1", values: {} })}>
      Déplacer
    </button>
  );
};

describe("the toast of a refused save", () => {
  it.each([
    ["Ajouter", PPE_QUANTITY, 400, "La quantité d'un équipement est comprise entre 1 et 5."],
    ["Ajouter au vivier", SECOND_APPLICATION, 409, "Ce talent a déjà une candidature sur cette mission."],
    ["Déplacer", SECOND_WEEK, 409, "Un relevé d'heures existe déjà pour ce contrat et cette semaine."],
  ])("« %s » shows the French reason under « Oops ! »", async (button, reply, status, french) => {
    renderInApp(
      <>
        <AddItem />
        <AddToPipeline />
        <MoveWeek />
        <Toaster />
      </>,
      { dataProvider: answering(status, reply) },
    );
    await userEvent.click(screen.getByRole("button", { name: button }));
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Oops !");
    expect(toast).toHaveTextContent(french);
    expect(toast).not.toHaveTextContent(/violates|duplicate|23505|23514/);
  });
});
